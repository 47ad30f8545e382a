package app

import (
	"testing"
	"time"
)

// ticks is the UI goroutine for a playback under test: do hands it each tick, and the test runs
// them one by one.
type ticks chan func()

func (c ticks) do(f func()) { c <- f }

// next waits for the next tick handed over; the bound only keeps a broken test from hanging.
func (c ticks) next(t *testing.T) func() {
	t.Helper()
	select {
	case f := <-c:
		return f
	case <-time.After(60 * time.Second):
		t.Fatal("no tick came")
		return nil
	}
}

// ended says whether p's ticker goroutine has been told to end.
func ended(p *playback) bool {
	select {
	case <-p.stop:
		return true
	default:
		return false
	}
}

func TestPlaybackStepsUntilStepSaysStop(t *testing.T) {
	c := make(ticks, 100)
	steps := 0
	p := startPlayback(time.Millisecond, c.do, func() bool {
		steps++
		return steps < 3
	})
	for steps < 3 {
		c.next(t)()
	}
	if !ended(p) {
		t.Fatal("the step said stop at 3 but the ticker goes on")
	}
	for len(c) > 0 { // ticks handed over before the end do nothing
		c.next(t)()
	}
	if steps != 3 {
		t.Errorf("%d steps after the step said stop at 3", steps)
	}
}

func TestPlaybackStopDropsATickAlreadyHanded(t *testing.T) {
	c := make(ticks, 100)
	steps := 0
	p := startPlayback(time.Millisecond, c.do, func() bool { steps++; return true })
	c.next(t)()
	c.next(t)()
	late := c.next(t) // handed to the UI goroutine, which has not run it yet
	p.Stop()
	p.Stop() // again: nothing
	late()
	if steps != 2 || !ended(p) {
		t.Errorf("after Stop: %d steps (want 2), ticker ended %v", steps, ended(p))
	}
	var paused *playback
	paused.Stop() // a paused timeline's playback is nil
}
