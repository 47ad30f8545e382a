package catch

import (
	"errors"
	"strings"
	"testing"
)

// TestCatch: a panic in f comes back from Run as a *PanicError with its value and the stack
// of the goroutine that panicked; a PanicError passed on (from a worker) comes back as it was;
// f that returns gives nil. (astar/sliding's beam tests a panic on one of its workers.)
func TestRun(t *testing.T) {
	err := Run(func() { panicInABug() })
	var pe *PanicError
	if !errors.As(err, &pe) || pe.Value != "a bug" || !strings.Contains(string(pe.Stack), "panicInABug") {
		t.Fatalf("Run gave %v", err)
	}
	if err.Error() != "internal error: a bug" {
		t.Errorf("error %q", err)
	}
	if again := Run(func() { panic(pe) }); again != error(pe) {
		t.Errorf("a PanicError passed on came back as %v", again)
	}
	if Run(func() {}) != nil {
		t.Error("Run of a function that returns gave an error")
	}
}

func panicInABug() { panic("a bug") }
