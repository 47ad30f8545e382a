package app

import (
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2/test"
)

// Once the app is stopping, what the window's goroutines hand to the UI goroutine is dropped:
// Fyne would run it on the caller's goroutine then. Before, it runs.
func TestUIDoDropsOnceStopping(t *testing.T) {
	test.NewTempApp(t)
	stopping := new(atomic.Bool)
	do := newUIDo(stopping)
	ran := 0
	do(func() { ran++ })
	if ran != 1 {
		t.Fatalf("ran %d times before stopping, want 1", ran)
	}
	stopping.Store(true)
	do(func() { ran++ })
	if ran != 1 {
		t.Errorf("ran after stopping")
	}
}

// Quitting sets stopping once the answer is given, so that a solve still running cannot touch the
// widgets while the app ends.
func TestQuitSetsStopping(t *testing.T) {
	u, _, _ := newTestUI(t)
	u.stopping = new(atomic.Bool)
	quit := false
	u.quitApp = func() { quit = true }
	u.closeWindow(true)
	if !quit || !u.stopping.Load() {
		t.Errorf("quit %v, stopping %v", quit, u.stopping.Load())
	}
}
