// Package catch turns a panic of the engine's code into an error where one of its goroutines
// begins (Run), and passes a panic on a search's helper goroutine back to the search's own
// (Crew), so that a bug ends a piece of work, never the program with the user's board.
package catch

import (
	"fmt"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// PanicError is a panic of the engine's code caught where one of its goroutines begins, returned
// as an error instead of ending the program: a bug, which the caller reports with its stack while
// keeping its own state (the app its board).
type PanicError struct {
	Value any    // what the code panicked with
	Stack []byte // the panicking goroutine's stack
}

func (e *PanicError) Error() string { return fmt.Sprintf("internal error: %v", e.Value) }

// Run runs f and returns its panic, if it panics, as a *PanicError (the one it was given when
// f passes on a panic caught on another goroutine).
func Run(f func()) (err error) {
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

// Crew runs a search's helper goroutines so that a panic on one of them reaches the search's own
// goroutine: Go catches it (the first one is kept) and Wait, once every helper is done, panics
// with it there, where the caller's recover (Solve's) turns it into an error. The zero Crew is
// ready to use.
type Crew struct {
	wg     sync.WaitGroup
	caught atomic.Pointer[PanicError]
}

// Go runs f on a goroutine of its own.
func (c *Crew) Go(f func()) {
	c.wg.Go(func() {
		if err := Run(f); err != nil {
			c.caught.CompareAndSwap(nil, err.(*PanicError))
		}
	})
}

// Wait waits for every goroutine Go started, then panics with the first panic one of them had.
func (c *Crew) Wait() {
	c.wg.Wait()
	if p := c.caught.Load(); p != nil {
		panic(p)
	}
}
