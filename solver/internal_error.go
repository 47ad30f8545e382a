package solver

import "github.com/tilesolve/tilesolve/internal/catch"

// InternalError is a bug of the engine's that panicked, caught at the edge of the goroutine it
// ran on (Solve, Prepare, Catch): the caller keeps its state and offers to report it, with
// Stack.
type InternalError = catch.PanicError

// Catch runs f, which calls the engine on a goroutine of the caller's, and returns its panic, if
// it panics, as an *InternalError: the app's goroutines begin with it, so a bug never ends the
// program with the user's work.
func Catch(f func()) error { return catch.Run(f) }
