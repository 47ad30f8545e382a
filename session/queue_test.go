package session

import (
	"testing"
	"time"
)

// queue stands in for the owner's goroutine (fyne.Do in the app): work from other goroutines
// waits here, and the test goroutine runs it while it waits for a condition.
type queue struct{ ch chan func() }

func newQueue() *queue { return &queue{ch: make(chan func(), 1<<12)} }

func (q *queue) do(f func()) { q.ch <- f }

// until runs queued work until cond holds; the bound only keeps a broken test from hanging.
func (q *queue) until(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.NewTimer(60 * time.Second)
	defer deadline.Stop()
	for !cond() {
		select {
		case f := <-q.ch:
			f()
		case <-deadline.C:
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// drain runs the work queued so far, and what it queues in turn, until none is left.
func (q *queue) drain() {
	for {
		select {
		case f := <-q.ch:
			f()
		default:
			return
		}
	}
}
