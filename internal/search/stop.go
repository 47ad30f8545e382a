package search

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Stop says why a search ended before it finished: the one record of it (a search's Result.Stop),
// from which Err makes the error.
type Stop uint8

const (
	NotStopped    Stop = iota // the search ran to its end: it found a goal, or there is none
	StopNodes                 // the node budget (MaxNodes): the states stored, its memory
	StopWork                  // the work budget (MaxExpanded): the states expanded
	StopTime                  // the deadline (Options.Deadline) or the context's passed
	StopCancelled             // the context was cancelled
	StopDiedOut               // a beam's layer came out empty: it kept no state that leads on
)

// String is the stop in the words the solver's stops use for the same budgets.
func (s Stop) String() string {
	return [...]string{"none", "node budget", "work budget", "timeout", "cancel", "died out"}[s]
}

var (
	// ErrBudget is what Err wraps for the node and the work budget.
	ErrBudget = errors.New("budget reached")
	// ErrDeadline is what Err gives for a deadline; it wraps context.DeadlineExceeded.
	ErrDeadline = fmt.Errorf("search deadline passed: %w", context.DeadlineExceeded)
)

// Err is the error that says a search stopped by s after the work in st: nil for NotStopped
// and StopDiedOut (an answer, not a stop), the budget's with its figures (wrapping ErrBudget),
// ErrDeadline, or context.Canceled.
func (s Stop) Err(st Stats) error {
	elapsed := st.Elapsed.Round(time.Millisecond)
	switch s {
	case StopNodes:
		return fmt.Errorf("node %w: %d states stored, %d expanded in %v", ErrBudget, st.Generated, st.Expanded, elapsed)
	case StopWork:
		return fmt.Errorf("work %w: %d states expanded in %v, bound %d", ErrBudget, st.Expanded, elapsed, st.Bound)
	case StopTime:
		return ErrDeadline
	case StopCancelled:
		return context.Canceled
	}
	return nil
}
