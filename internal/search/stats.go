package search

import "time"

// Stats count a search's work.
type Stats struct {
	Expanded  int           // states taken from the frontier and expanded
	Generated int           // states stored (start included); IDA*: states generated
	Frontier  int           // states waiting in the queue now
	Elapsed   time.Duration // since the search began
	// Depth is the most moves from Start of any state expanded. When the priority is the depth
	// itself (breadth-first), no goal lies fewer than Depth moves away, or the search would have
	// stopped there.
	Depth int
	// Bound is IDA*'s cost bound in its current iteration: no solution is shorter than the bound
	// of an iteration that is running or has ended without one. 0 for the other searches.
	Bound int
	// BestScore is Problem.Score of Progress.Best; 0 without a Score.
	BestScore int
}

// Add is the totals of s and then o, as over a series of searches (a game's moves): the counts
// and the times add up, Depth and Bound are the larger, Frontier and BestScore are o's.
func (s Stats) Add(o Stats) Stats {
	return Stats{Expanded: s.Expanded + o.Expanded, Generated: s.Generated + o.Generated,
		Frontier: o.Frontier, Elapsed: s.Elapsed + o.Elapsed, Depth: max(s.Depth, o.Depth),
		Bound: max(s.Bound, o.Bound), BestScore: o.BestScore}
}

// NodesPerSecond is the rate of expansion so far.
func (s Stats) NodesPerSecond() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Expanded) / s.Elapsed.Seconds()
}

// Iteration is one IDA* iteration as it ends: an iteration's Observer hears it once the search
// below the bound is done.
type Iteration struct {
	Bound               int  // the iteration's bound on moves made plus estimate
	Expanded, Generated int  // states expanded and generated in this iteration alone
	Next                int  // the least moves made plus estimate over Bound: the next bound (0 when none)
	Found               bool // the iteration reached a goal
}

// CheckEvery is how many expansions a search lets pass between looks at the clock and the
// context (Meter.CheckEvery's default): often enough to stop within a millisecond or so, rarely
// enough to cost nothing.
const CheckEvery = 256
