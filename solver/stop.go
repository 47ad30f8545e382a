package solver

import (
	"context"
	"errors"
	"time"

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
// wraps the search's error (astar.ErrBudget or context.DeadlineExceeded), so errors.Is still
// finds those.
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
	// prove2048); both 0 otherwise. GaveUp says the check stopped before its cap, its layers so
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

// databaseStop is the *StopError for a pattern database build that err (ctx's) stopped after
// done of total states, elapsed after it began.
func databaseStop(err error, done, total int64, elapsed time.Duration) *StopError {
	e := &StopError{Phase: PhaseDatabase, Limit: LimitCancel, Done: done, Total: total,
		Stats: astar.Stats{Elapsed: elapsed}, Err: err}
	if errors.Is(err, context.DeadlineExceeded) {
		e.Limit = LimitTime // Solve's stopped sets the Cap it knows
	}
	return e
}

// StatesWithin is about how many states of b's size fit in memory bytes (0: DefaultMaxMemory).
func StatesWithin(b board.Board, memory int64) int {
	if memory <= 0 {
		memory = DefaultMaxMemory
	}
	return int(max(1, memory/bytesPerState(b)))
}

// nodeCap is the states a phase may store from b, and the limit that sets it: the phase's own cap
// (MaxNodes, or ProofNodes for the proof) or the memory budget, whichever is lower.
func (c Config) nodeCap(b board.Board, phase Phase) (int, Limit) {
	memory := c.MaxMemory
	if memory <= 0 {
		memory = DefaultMaxMemory
	}
	byMemory := int(max(1, memory/c.perState(b, phase)))
	own, limit := c.MaxNodes, LimitNodes
	if own <= 0 {
		own = DefaultMaxNodes
	}
	if phase == PhaseProof {
		own, limit = c.ProofNodes, LimitProof
		if own == 0 {
			own = DefaultProofNodes
		}
	}
	if byMemory < own {
		return byMemory, LimitMemory
	}
	return own, limit
}

// stopped turns err, which ended phase of a solve of b after the work in st, into a *StopError
// naming the limit, when a limit is what ended it; other errors come back as they are.
// timeout is the time the solve was given (0: none).
func (c Config) stopped(timeout time.Duration, b board.Board, phase Phase, st astar.Stats, err error) error {
	var se *StopError
	if errors.As(err, &se) {
		if se.Limit == LimitTime && se.Cap == 0 {
			se.Cap = int64(timeout)
		}
		return err
	}
	if err == nil {
		return nil
	}
	e := &StopError{Phase: phase, Stats: st, Err: err}
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		e.Limit, e.Cap = LimitTime, int64(timeout)
	case errors.Is(err, context.Canceled):
		e.Limit = LimitCancel
	case !errors.Is(err, astar.ErrBudget):
		return err
	case c.MaxExpanded > 0 && st.Expanded >= c.MaxExpanded && phase == PhaseSearch && st.Bound > 0:
		e.Limit, e.Cap = LimitWork, int64(c.MaxExpanded)
	default:
		n, limit := c.nodeCap(b, phase)
		e.Limit, e.Cap = limit, int64(n)
		if limit == LimitMemory {
			e.Cap = c.MaxMemory
			if e.Cap <= 0 {
				e.Cap = DefaultMaxMemory
			}
			e.BytesPerState, e.StatesAllowed = c.perState(b, phase), n
		}
	}
	return e
}

// budgetStop is the *StopError for a budget that stopped phase after the work in st.
func (c Config) budgetStop(b board.Board, phase Phase, st astar.Stats, err error) *StopError {
	se, _ := c.stopped(0, b, phase, st, err).(*StopError)
	return se
}
