package solver

import (
	"context"
	"sync/atomic"
	"testing"
	"time"
)

// lateClock is a clock on which every reading after the first is d late: a solve that reads its
// start on it finds that much of its time gone at once, whatever the machine's load.
func lateClock(d time.Duration) func() time.Time {
	var read atomic.Bool
	return func() time.Time {
		if read.Swap(true) {
			return time.Now().Add(d)
		}
		return time.Now()
	}
}

// handClock is a clock that moves only when the test moves it.
type handClock struct{ at atomic.Int64 }

func (h *handClock) now() time.Time       { return time.Unix(0, h.at.Load()) }
func (h *handClock) move(d time.Duration) { h.at.Add(int64(d)) }
func newHandClock() *handClock            { h := &handClock{}; h.at.Store(time.Now().UnixNano()); return h }

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

// TestFastSolveCountsOnItsClock: the fast solver's budgets are counted on Config.Clock, not the
// wall's. On a clock that is past the improvement's budget at its first reading after the start
// the first answer stands (its beam had no time either: the reduction finished it), stopped by
// the improve budget, where the wall clock's 5 s would shorten it.
func TestFastSolveCountsOnItsClock(t *testing.T) {
	p := randomPuzzles(t, 6, 1, 66)[0]
	late, err := Solve(context.Background(), p, Config{Algorithm: "fast", DatabaseDir: testDatabases,
		Improve: 5 * time.Second, Clock: lateClock(10 * time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	if late.Moves != late.SearchMoves || late.ImproveStop == nil || late.ImproveStop.Limit != LimitImprove {
		t.Errorf("on a late clock: %d moves from a first answer of %d, stop %v; want the first answer, stopped by the improve budget", late.Moves, late.SearchMoves, late.ImproveStop)
	}

}
