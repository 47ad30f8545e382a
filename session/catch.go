package session

import (
	"fmt"

	"github.com/tilesolve/tilesolve/solver"
)

// The engine's entry points the session's goroutines call. They are variables so that a test can
// make one panic outside the engine's own recover (as a bug between two searches would) and see
// the goroutine's catch turn it into an error.
var (
	engineSolve     = solver.Solve
	engineDistances = solver.Distances
	engineCompare   = solver.Compare
)

// catch runs f, engine work on one of the session's goroutines (or the app's), and returns its
// panic as an error wrapping the *solver.InternalError that says where to report it: a bug ends
// that piece of work, never the app with the person's board.
func catch(f func()) error {
	if bug := solver.Catch(f); bug != nil {
		return fmt.Errorf("%w; %s", bug, ReportHere)
	}
	return nil
}
