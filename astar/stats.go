package astar

import "github.com/tilesolve/tilesolve/internal/search"

// The figures and stops every search of the family reports. They are defined with the engine's
// plumbing (the module's internal/search, which counts them), and are the same types here.
type (
	// Stats count a search's work: Expanded, Generated, Frontier, Elapsed, Depth, Bound (IDA*'s
	// bound) and BestScore; Add totals a series of searches and NodesPerSecond is the rate.
	Stats = search.Stats
	// Iteration is one IDA* iteration as it ends (Options.Iterated hears it): its Bound, the
	// states it Expanded and Generated, the Next bound and whether it Found a goal.
	Iteration = search.Iteration
	// Limit names what stopped a search before it finished (Result.Stop).
	Limit = search.Limit
)

// The limits that stop a search early (Result.Stop).
const (
	NoLimit       = search.NoLimit       // the search ran to its end
	LimitStored   = search.LimitStored   // Options.MaxNodes: the states kept, its memory
	LimitExpanded = search.LimitExpanded // IDA*'s Options.MaxNodes: the states expanded, its work
	LimitTime     = search.LimitTime     // Options.Deadline or the context's deadline passed
	LimitContext  = search.LimitContext  // the context was cancelled
	DiedOut       = search.DiedOut       // a beam's layer came out empty: it kept no state that leads on
)

// ErrBudget is returned (wrapped, with the figures reached) when MaxNodes is reached, and
// ErrDeadline when Options.Deadline passes.
var (
	ErrBudget   = search.ErrBudget
	ErrDeadline = search.ErrDeadline
)
