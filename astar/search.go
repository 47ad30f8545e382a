package astar

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Order says which end of the priority scale the search takes first.
type Order int

const (
	MinFirst Order = iota // lowest priority first: A*, where priority = moves + heuristic
	MaxFirst              // highest priority first: seed 000's best-first on a board score
)

// Problem is a state space to search, from Start to any state IsGoal accepts.
type Problem[S any, K comparable] struct {
	Start S
	// Neighbors calls visit for each state one move from s, in a fixed order (which, with the
	// tie-breaking below, makes every search deterministic).
	Neighbors func(s S, visit func(S))
	// Key identifies a state for duplicate detection.
	Key    func(S) K
	IsGoal func(S) bool
	// Priority of s, reached in depth moves from Start. Ties go to the deeper state, then to the
	// one generated first. For A* (MinFirst) use depth + h(s) with h admissible (never more than
	// the moves left) to get a shortest path; with h also consistent, no state is expanded twice.
	Priority func(s S, depth int) int
	Order    Order
	// Score, when set, is what progress reports call the best so far: the highest Score among
	// expanded states for MaxFirst, the lowest for MinFirst (a board score, a heuristic...).
	Score func(S) int
}

// Options bound and observe a search. The zero value means no limits and no progress reports.
type Options[S any] struct {
	// MaxNodes caps the states the search stores (generated, not yet forgotten): its memory. 0
	// means no cap.
	MaxNodes int
	// MaxDepth, when > 0, stops the search from looking past that many moves.
	MaxDepth int
	// Progress, when set, is called every ProgressEvery (default 100 ms) from the searching
	// goroutine, and once at the end.
	Progress      func(Progress[S])
	ProgressEvery time.Duration
}

// Progress is a report from a running search.
type Progress[S any] struct {
	Stats
	Best S // the expanded state with the best Score so far (the start until one beats it)
}

// Stats count a search's work.
type Stats struct {
	Expanded  int           // states taken from the frontier and expanded
	Generated int           // states stored (start included)
	Frontier  int           // states waiting in the queue now
	Elapsed   time.Duration // since the search began
	// Depth is the most moves from Start of any state expanded. When the priority is the depth
	// itself (breadth-first), no goal lies fewer than Depth moves away, or the search would have
	// stopped there.
	Depth int
	// BestScore is Problem.Score of Progress.Best; 0 without a Score.
	BestScore int
}

// Result is what a search found. Path runs from Start to a goal state; it is nil when the frontier
// emptied first, which means no goal is reachable (within MaxDepth, when set).
type Result[S any] struct {
	Path  []S
	Stats Stats
}

// ErrBudget is returned (wrapped, with the figures reached) when MaxNodes is reached.
var ErrBudget = errors.New("node budget reached")

// A search checks the clock and the context every checkEvery expansions: often enough to stop
// within a millisecond or so, rarely enough to cost nothing.
const checkEvery = 256

// node is one stored state: where it came from and how many moves it took.
type node[S any] struct {
	state  S
	parent int32 // index in the node list, -1 for the start
	depth  int32
}

// entry is a frontier item. The node index doubles as the generation order for tie-breaking.
type entry struct {
	priority int
	depth    int32
	node     int32
}

// Search runs best-first search: it expands the frontier state of best priority until it expands a
// goal. A state reached again by a path no shorter is dropped, so each state is queued once per
// improvement of its depth. It stops early with ctx's error when ctx is done and with ErrBudget when
// MaxNodes is reached; the Result then holds the figures reached.
func Search[S any, K comparable](ctx context.Context, p Problem[S, K], opt Options[S]) (Result[S], error) {
	start := time.Now()
	better := func(a, b int) bool { return a < b }
	if p.Order == MaxFirst {
		better = func(a, b int) bool { return a > b }
	}
	frontier := NewPQ(func(a, b entry) bool {
		if a.priority != b.priority {
			return better(a.priority, b.priority)
		}
		if a.depth != b.depth {
			return a.depth > b.depth
		}
		return a.node < b.node
	})
	var nodes []node[S]
	depthOf := map[K]int32{} // the least depth each state was queued at

	var stats Stats
	best := p.Start
	if p.Score != nil {
		stats.BestScore = p.Score(best)
	}
	lastReport := start
	every := opt.ProgressEvery
	if every <= 0 {
		every = 100 * time.Millisecond
	}
	report := func() Stats {
		stats.Frontier = frontier.Len()
		stats.Generated = len(nodes)
		stats.Elapsed = time.Since(start)
		if opt.Progress != nil {
			opt.Progress(Progress[S]{Stats: stats, Best: best})
		}
		return stats
	}

	push := func(s S, parent, depth int32) {
		k := p.Key(s)
		if d, seen := depthOf[k]; seen && d <= depth {
			return
		}
		depthOf[k] = depth
		nodes = append(nodes, node[S]{s, parent, depth})
		frontier.Push(entry{p.Priority(s, int(depth)), depth, int32(len(nodes) - 1)})
	}
	push(p.Start, -1, 0)

	var current int32
	visit := func(s S) { push(s, current, nodes[current].depth+1) }
	for frontier.Len() > 0 {
		e := frontier.Pop()
		n := nodes[e.node]
		if depthOf[p.Key(n.state)] < n.depth {
			continue // queued again later by a shorter path
		}
		if p.IsGoal(n.state) {
			stats = report()
			return Result[S]{Path: pathTo(nodes, e.node), Stats: stats}, nil
		}
		stats.Expanded++
		stats.Depth = max(stats.Depth, int(n.depth))
		if p.Score != nil {
			if sc := p.Score(n.state); better(sc, stats.BestScore) {
				best, stats.BestScore = n.state, sc
			}
		}
		if stats.Expanded%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return Result[S]{Stats: report()}, err
			}
			if opt.Progress != nil && time.Since(lastReport) >= every {
				lastReport = time.Now()
				report()
			}
		}
		if opt.MaxDepth > 0 && int(n.depth) >= opt.MaxDepth {
			continue
		}
		current = e.node
		p.Neighbors(n.state, visit)
		if opt.MaxNodes > 0 && len(nodes) >= opt.MaxNodes {
			stats = report()
			return Result[S]{Stats: stats}, fmt.Errorf("%w: %d states stored, %d expanded in %v",
				ErrBudget, stats.Generated, stats.Expanded, stats.Elapsed.Round(time.Millisecond))
		}
	}
	return Result[S]{Stats: report()}, nil
}

// pathTo follows parents from node i back to the start.
func pathTo[S any](nodes []node[S], i int32) []S {
	var path []S
	for ; i >= 0; i = nodes[i].parent {
		path = append(path, nodes[i].state)
	}
	for l, r := 0, len(path)-1; l < r; l, r = l+1, r-1 {
		path[l], path[r] = path[r], path[l]
	}
	return path
}
