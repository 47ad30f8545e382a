// Package sessiontest helps tests of session's types and of the app that shows them.
package sessiontest

import (
	"testing"
	"time"
)

// Queue stands in for the owner's goroutine (fyne.Do in the app): work that other goroutines
// hand to the owner waits here, and the test goroutine, which plays the owner, runs it while it
// waits for a condition.
type Queue struct{ ch chan func() }

// NewQueue is an empty queue with room for far more work than a test hands over at once.
func NewQueue() *Queue { return &Queue{ch: make(chan func(), 1<<16)} }

// Do queues f; it is the do function session's types and the app take.
func (q *Queue) Do(f func()) { q.ch <- f }

// Until runs queued work until cond holds, failing the test after a generous bound that only
// keeps a broken test from hanging.
func (q *Queue) Until(t testing.TB, what string, cond func() bool) {
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

// RunOne waits for one piece of queued work and runs it, failing the test after the same bound
// as Until: for work that must come although no state shows it.
func (q *Queue) RunOne(t testing.TB, what string) {
	t.Helper()
	select {
	case f := <-q.ch:
		f()
	case <-time.After(60 * time.Second):
		t.Fatalf("timed out waiting for %s", what)
	}
}

// Drain runs the work queued so far, and what it queues in turn, until none is left.
func (q *Queue) Drain() {
	for {
		select {
		case f := <-q.ch:
			f()
		default:
			return
		}
	}
}
