//go:build js

package yield

import (
	"sync"
	"sync/atomic"
	"syscall/js"
	"time"
)

// Slice is how long Go keeps the page's thread before a yield: short enough that a click reaches
// the app well within 0.2 s and the page can paint 30 times a second, long enough that most
// 15-puzzles are solved before the UI's turn comes (each turn may paint a frame, which under
// software WebGL takes longer than a short search).
const Slice = 30 * time.Millisecond

// SharedThread says the engine shares its one thread with the UI: work that nobody waits for
// (a database build whose solve was cancelled) makes the page slower to answer, so it stops.
const SharedThread = true

var last atomic.Int64 // when the last yield ended, in Unix nanoseconds

// Point hands the thread back to the browser once a Slice has passed since the last time. The
// goroutine waits for a message it posts to itself: the browser runs the input events and the
// painting queued meanwhile first, and the Go runtime returns to the browser's event loop only
// when every goroutine waits. A message, unlike a timer (time.Sleep), is not held back to 4 ms
// when the timers nest, as the search's would.
func Point() {
	now := time.Now().UnixNano()
	if now-last.Load() < int64(Slice) {
		return
	}
	if h := held(); h < Slice { // the browser had the thread since: count from then
		last.Store(now - int64(h))
		return
	}
	turns.wait()
	last.Store(time.Now().UnixNano())
}

// held is how long Go has kept the thread since the browser last handed it over (the page's
// loader notes when, in tilesolveResumed), or Slice where the page does not say. A search that
// starts on a click thus runs a whole Slice before its first yield, and one that ends sooner
// shows its answer without a frame painted in between.
func held() time.Duration {
	at := js.Global().Get("tilesolveResumed")
	if at.Type() != js.TypeNumber {
		return Slice
	}
	ms := js.Global().Get("performance").Call("now").Float() - at.Float()
	return time.Duration(ms * float64(time.Millisecond))
}

// turns is the page's message channel to itself and the goroutines waiting for their message,
// in the order they posted.
var turns turnQueue

type turnQueue struct {
	once    sync.Once
	port    js.Value // posts to the channel; undefined outside a page (Node), where a timer serves
	mu      sync.Mutex
	waiting []chan struct{}
}

// wait posts a message and waits until the browser delivers it.
func (q *turnQueue) wait() {
	q.once.Do(q.open)
	if q.port.IsUndefined() {
		time.Sleep(time.Millisecond)
		return
	}
	ch := make(chan struct{})
	q.mu.Lock()
	q.waiting = append(q.waiting, ch)
	q.mu.Unlock()
	q.port.Call("postMessage", nil)
	<-ch
}

// open makes the channel in a page. Node has MessageChannel too, but a port listened to keeps
// Node running after the program ends, so it keeps the timer.
func (q *turnQueue) open() {
	if js.Global().Get("document").IsUndefined() {
		return
	}
	mc := js.Global().Get("MessageChannel").New()
	mc.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
		q.mu.Lock()
		ch := q.waiting[0]
		q.waiting = q.waiting[1:]
		q.mu.Unlock()
		close(ch)
		return nil
	}))
	q.port = mc.Get("port2")
}
