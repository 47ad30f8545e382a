//go:build js

package yield

import (
	"sync/atomic"
	"time"
)

// Slice is how long a search runs between two yields: short enough that the page repaints and a
// click reaches the app well within 0.2 s, long enough that the yields cost a few percent.
const Slice = 40 * time.Millisecond

var last atomic.Int64 // when the last yield ended, in Unix nanoseconds

// Point hands the thread back to the browser once a Slice has passed since the last time: a
// sleep, unlike runtime.Gosched, lets the Go runtime return to the browser's event loop, which
// delivers input events and shows what the UI goroutine drew.
func Point() {
	now := time.Now().UnixNano()
	if now-last.Load() < int64(Slice) {
		return
	}
	time.Sleep(time.Millisecond)
	last.Store(time.Now().UnixNano())
}
