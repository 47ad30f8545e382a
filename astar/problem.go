package astar

import (
	"errors"
	"time"
)

// Problem is a state space to search, from Start to any state IsGoal accepts. S is a state, K
// identifies a state for duplicate detection, and M is a move (what the user sees as a step).
// Every move costs one: a shortest path is the one of fewest moves. Successors, Key and IsGoal
// are required.
type Problem[S any, K comparable, M any] struct {
	Start S
	// Successors calls visit for each move from s with the state it leads to, in a fixed order
	// (which, with the tie-breaking of each search, makes every search deterministic). A solution
	// is the moves themselves, so it is never recovered by comparing boards.
	Successors func(s S, visit func(m M, next S))
	Key        func(S) K
	IsGoal     func(S) bool
	// Heuristic estimates the moves left from s, apart from the moves made (A* adds the two). A*
	// finds a shortest path when it is admissible (never more than the moves left); when it is
	// also consistent, no state is expanded twice. Nil means 0.
	Heuristic func(S) int
	// Score is what progress reports call the best so far: the highest Score among expanded states
	// for BestFirst, the lowest for the others (the largest tile, a heuristic...). Nil means none.
	Score func(S) int
}

// Options bound and observe a search: what every search of the family reads (IDA* and Beam
// take their own settings besides: IDAOptions, Beam's width). The zero value means no limits
// and no progress reports.
type Options[S any] struct {
	// MaxNodes is the node budget: the most states the search stores (generated, not yet
	// forgotten), its memory (Result.Stop StopNodes). IDA*, which stores only its path, has none.
	// 0 means no cap.
	MaxNodes int
	// MaxExpanded is the work budget: the most states the search expands (Result.Stop
	// StopWork), checked every few hundred. 0 means no cap.
	MaxExpanded int
	// MaxDepth, when > 0, stops the search from looking past that many moves: one that finds no
	// goal within it ends with Found false and no Stop.
	MaxDepth int
	// Deadline, when not zero, stops the search once it passes (StopTime); a context's deadline
	// does the same.
	Deadline time.Time
	// Clock tells the time Deadline is read on (nil: time.Now): a caller that counts its budget
	// on another clock (the fast sliding solver's, which a benchmark sets to the process's CPU
	// time and a test moves by hand) gives it here.
	Clock func() time.Time
	// Progress, when set, is called every ProgressEvery (default 100 ms) from the searching
	// goroutine, and once at the end; IDA* also once as each iteration starts.
	Progress      func(Progress[S])
	ProgressEvery time.Duration
	// Observer, when set, hears every state taken off the frontier (observer.go): A*,
	// best-first, breadth-first and IDA* call it (IDA* with its Mutable state in place); a beam,
	// which expands a layer at a time, does not.
	Observer Observer[S]
}

// IDAOptions are IDA*'s: the family's Options and what only IDA* reads.
type IDAOptions[S any] struct {
	Options[S]
	// Iterated, when set, hears each iteration as it ends.
	Iterated func(Iteration)
	// TableBits sizes the transposition table, 2^TableBits entries of 16 bytes, for a state that
	// is Keyed (0: none).
	TableBits int
}

// Progress is a report from a running search.
type Progress[S any] struct {
	Stats
	Best S // the expanded state with the best Score so far (the start until one beats it)
}

// progress is opt.Progress as a meter hears it, with *best as Progress.Best (none when best is
// nil); nil without opt.Progress, so that the meter reads no clock for reports.
func progress[S any](opt Options[S], best *S) func(Stats) {
	if opt.Progress == nil {
		return nil
	}
	return func(st Stats) {
		p := Progress[S]{Stats: st}
		if best != nil {
			p.Best = *best
		}
		opt.Progress(p)
	}
}

// errProblem and errRank are a search's answer to what it cannot search.
var (
	errProblem = errors.New("astar: the Problem needs Successors, Key and IsGoal")
	errRank    = errors.New("astar: the search needs a rank")
)

// check is the error of a Problem without what every search calls.
func (p Problem[S, K, M]) check() error {
	if p.Successors == nil || p.Key == nil || p.IsGoal == nil {
		return errProblem
	}
	return nil
}
