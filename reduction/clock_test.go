package reduction

import (
	"testing"
	"time"
)

// TestClockAt checks the waits on a clock: the wall clock's fires, another clock's fires once it
// is moved past the time and not before, and a stopped wait never fires.
func TestClockAt(t *testing.T) {
	wall, stop := clock{}.at(time.Now().Add(time.Millisecond))
	<-wall
	stop()

	h := newHandClock()
	k := clock{h.now}
	over, stop := k.at(h.now().Add(time.Second))
	defer stop()
	select {
	case <-over:
		t.Fatal("the wait on a hand clock ended before the clock moved")
	case <-time.After(5 * clockPoll):
	}
	h.move(2 * time.Second)
	<-over

	never, stop2 := k.at(h.now().Add(time.Second))
	stop2()
	h.move(2 * time.Second)
	select {
	case <-never:
		t.Fatal("a stopped wait ended")
	case <-time.After(5 * clockPoll):
	}
}
