package solver

import "github.com/tilesolve/tilesolve/internal/catch"

// InternalError is a bug of the engine's that panicked, caught at the edge of the goroutine it
// ran on (Solve, Prepare, and the session's goroutines, all through the module's internal/catch):
// the caller keeps its state and offers to report it, with Stack.
type InternalError = catch.PanicError
