package solver

import (
	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/words"
)

// Phase names a stage of a solve: progress reports and stops say which one ran.
type Phase string

const (
	PhaseDatabase Phase = "database" // building a pattern database
	PhaseSearch   Phase = "search"   // the search itself
	PhaseProof    Phase = "proof"    // checking that no 2048 solution is shorter
	PhaseImprove  Phase = "improve"  // shortening a fast answer while time is left
)

// Limit names what stopped a phase of a solve before it finished.
type Limit string

const (
	LimitNodes  Limit = "node budget"   // Config.MaxNodes: states stored
	LimitMemory Limit = "memory budget" // Config.MaxMemory: states stored times their estimated size
	LimitWork   Limit = "work budget"   // Config.MaxExpanded: states IDA* expanded
	LimitProof  Limit = "proof budget"  // Config.ProofNodes: states the 2048 minimality check stored
	LimitTime   Limit = "timeout"       // the context's deadline
	LimitCancel Limit = "cancel"        // the context was cancelled (Cancel, Ctrl-C)
)

// StopError says which limit stopped which phase of a solve, with that phase's own figures. It
// wraps the error of the search's stop (astar.Result.Err: astar.ErrBudget, context.Canceled, or
// astar.ErrDeadline, which wraps context.DeadlineExceeded), so errors.Is finds those.
type StopError struct {
	Phase Phase
	Limit Limit
	Stats astar.Stats // the phase's own work when it stopped
	// Cap is the limit's value: states for the node, work and proof budgets, bytes for the memory
	// budget, nanoseconds for a timeout.
	Cap int64
	// BytesPerState is the estimated memory of one stored state, from which the memory budget
	// made its node cap; StatesAllowed is that cap.
	BytesPerState int64
	StatesAllowed int
	// For a 2048 minimality check that proved nothing the tile sum had not: SumBound is that
	// lower bound, and Need roughly how many states a check must store to get past it (see
	// search2048); both 0 otherwise. GaveUp says the check stopped before its cap, its layers so
	// far showing the cap could not take it there.
	SumBound, Need int
	GaveUp         bool
	// Done and Total count the pattern databases' states built when a database build stopped,
	// and in all (PhaseDatabase only).
	Done, Total int64
	Err         error
}

func (e *StopError) Unwrap() error { return e.Err }

// Error says which limit stopped which phase and how far it got, in words.Stopped's words.
func (e *StopError) Error() string { return words.Stopped(e.Facts()) }

// Facts is the stop as words.Stop, for the command line's and the app's sentences.
func (e *StopError) Facts() words.Stop {
	st := e.Stats
	return words.Stop{Phase: string(e.Phase), Limit: budget(e.Limit), LimitName: string(e.Limit), Cancelled: e.Limit == LimitCancel, Cap: e.Cap,
		StatesAllowed: e.StatesAllowed, BytesPerState: e.BytesPerState,
		Generated: st.Generated, Expanded: st.Expanded, Depth: st.Depth, Bound: st.Bound, Elapsed: st.Elapsed,
		SumBound: e.SumBound, Need: e.Need, GaveUp: e.GaveUp, Done: e.Done, Total: e.Total, Err: e.Err}
}

// StatesWithin is about how many states of b's size fit in memory bytes (0: DefaultMaxMemory).
func StatesWithin(b board.Board, memory int64) int {
	return int(max(1, Config{MaxMemory: memory}.withDefaults().MaxMemory/bytesPerState(b)))
}

// withDefaults is c with every budget it leaves unset at its default: the one place the defaults
// are filled in.
func (c Config) withDefaults() Config {
	if c.MaxNodes <= 0 {
		c.MaxNodes = DefaultMaxNodes
	}
	if c.MaxMemory <= 0 {
		c.MaxMemory = DefaultMaxMemory
	}
	if c.ProofNodes == 0 {
		c.ProofNodes = DefaultProofNodes
	}
	if c.BeamWidth <= 0 {
		c.BeamWidth = DefaultBeamWidth
	}
	return c
}

// storeCap is the states a phase may store, each costing per bytes, and the limit that sets it:
// the phase's own cap (MaxNodes, or ProofNodes for the proof) or the memory budget's, whichever
// is lower.
func (c Config) storeCap(phase Phase, per int64) (int, Limit) {
	c = c.withDefaults()
	byMemory := int(max(1, c.MaxMemory/per))
	own, limit := c.MaxNodes, LimitNodes
	if phase == PhaseProof {
		own, limit = c.ProofNodes, LimitProof
	}
	if byMemory < own {
		return byMemory, LimitMemory
	}
	return own, limit
}

// stop is the *StopError of a search of phase that s (its Result.Stop) ended after the work in
// st; per is the memory one state it stores costs (for astar.StopNodes: which of the node and
// memory caps it met). Nil when s is astar.NotStopped or astar.StopDiedOut, which the algorithm
// itself answers. A timeout's Cap, the time the solve was given, is Solve's to fill in.
func (c Config) stop(phase Phase, per int64, s astar.Stop, st astar.Stats) *StopError {
	c = c.withDefaults()
	e := &StopError{Phase: phase, Stats: st, Err: s.Err(st)}
	switch s {
	case astar.StopNodes:
		n, limit := c.storeCap(phase, per)
		e.Limit, e.Cap = limit, int64(n)
		if limit == LimitMemory {
			e.Cap, e.BytesPerState, e.StatesAllowed = c.MaxMemory, per, n
		}
	case astar.StopWork:
		e.Limit, e.Cap = LimitWork, int64(c.MaxExpanded)
	case astar.StopTime:
		e.Limit = LimitTime
	case astar.StopCancelled:
		e.Limit = LimitCancel
	default:
		return nil
	}
	return e
}

// stopped is the error of a search of phase that returned err and ended by s after the work in
// st: err when the search could not run, the *StopError of s when a limit ended it (see stop),
// nil when none did.
func (c Config) stopped(phase Phase, per int64, s astar.Stop, st astar.Stats, err error) error {
	if err != nil {
		return err
	}
	if e := c.stop(phase, per, s, st); e != nil {
		return e
	}
	return nil
}
