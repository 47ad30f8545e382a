package astar

import (
	"fmt"
	"runtime/debug"
)

// PanicError is a panic of the engine's code caught where one of its goroutines begins, returned
// as an error instead of ending the program: a bug, which the caller reports with its stack while
// keeping its own state (the app its board).
type PanicError struct {
	Value any    // what the code panicked with
	Stack []byte // the panicking goroutine's stack
}

func (e *PanicError) Error() string { return fmt.Sprintf("internal error: %v", e.Value) }

// Catch runs f and returns its panic, if it panics, as a *PanicError (the one it was given when
// f passes on a panic caught on another goroutine).
func Catch(f func()) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = Recovered(v)
		}
	}()
	f()
	return nil
}

// Recovered is recover()'s value v as a *PanicError, with the stack where it is called (inside
// the deferred function, the panicking goroutine's).
func Recovered(v any) *PanicError {
	if e, ok := v.(*PanicError); ok {
		return e
	}
	return &PanicError{Value: v, Stack: debug.Stack()}
}
