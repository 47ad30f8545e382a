package astar

import "github.com/tilesolve/tilesolve/internal/search"

// Result is what a search found, the same for every search of the family. Found says it reached
// a goal: Moves then lead from Start to it, and Path, for a search that stores states (not IDA*),
// runs from Start to the goal with Moves[i] taking Path[i] to Path[i+1]. Otherwise Stop says why
// it ended: a budget, the deadline, a cancel or a beam that died out, with Stats holding the
// figures reached; or NotStopped, when no goal is reachable (within MaxDepth, when set).
//
// A stop is an answer, not a failure: a search returns an error only when it cannot search at
// all (a Problem without Successors, Key or IsGoal), and then its Result is empty. Err makes the
// stop an error for a caller that passes it on.
type Result[S any, M any] struct {
	Found bool
	Path  []S
	Moves []M
	Stats Stats
	Stop  Stop
}

// Err is the error that says why the search stopped, with its figures: nil when it found a goal,
// when no goal is reachable and when a beam died out; one that wraps ErrBudget for the node and
// work budgets, ErrDeadline (which wraps context.DeadlineExceeded) for the deadline, and
// context.Canceled for a cancel.
func (r Result[S, M]) Err() error { return r.Stop.Err(r.Stats) }

// The figures and stops every search of the family reports. They are defined with the engine's
// plumbing (the module's internal/search, which counts them), and are the same types here.
type (
	// Stats count a search's work: Expanded, Generated, Frontier, Elapsed, Depth, Bound (IDA*'s
	// bound) and BestScore; Add totals a series of searches and NodesPerSecond is the rate.
	Stats = search.Stats
	// Iteration is one IDA* iteration as it ends (IDAOptions.Iterated hears it): its Bound, the
	// states it Expanded and Generated, the Next bound and whether it Found a goal.
	Iteration = search.Iteration
	// Stop says why a search ended before it finished (Result.Stop); its String is the
	// solver's word for the same budget, and Err(stats) the error that says it (Result.Err).
	Stop = search.Stop
)

// The reasons a search ends early (Result.Stop).
const (
	NotStopped    = search.NotStopped    // the search ran to its end: it found a goal, or there is none
	StopNodes     = search.StopNodes     // the node budget, Options.MaxNodes: the states stored
	StopWork      = search.StopWork      // the work budget, Options.MaxExpanded: the states expanded
	StopTime      = search.StopTime      // Options.Deadline or the context's deadline passed
	StopCancelled = search.StopCancelled // the context was cancelled
	StopDiedOut   = search.StopDiedOut   // a beam's layer came out empty: it kept no state that leads on
)

// ErrBudget is what Result.Err wraps for the node and work budgets, ErrDeadline what it gives
// for a deadline.
var (
	ErrBudget   = search.ErrBudget
	ErrDeadline = search.ErrDeadline
)
