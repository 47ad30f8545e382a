package reduction

import (
	"sync"
	"time"
)

// clock is the time the fast sliding solver's budgets are counted on (Config.Clock): the first
// answer's (fastBudget), the improvement's (Config.Improve) and each beam's within them. It is
// the wall clock unless the caller gives another: a benchmark the process's CPU time, so that its
// answers do not lengthen with the machine's load, a test a clock it moves.
type clock struct{ f func() time.Time }

// now is the clock's time.
func (k clock) now() time.Time {
	if k.f == nil {
		return time.Now()
	}
	return k.f()
}

// since is the clock's time from t.
func (k clock) since(t time.Time) time.Duration { return k.now().Sub(t) }

// until is the clock's time left to t.
func (k clock) until(t time.Time) time.Duration { return t.Sub(k.now()) }

// passed says whether the clock is at or past t.
func (k clock) passed(t time.Time) bool { return !k.now().Before(t) }

// clockPoll is how often a clock other than the wall's is read while waiting for a time on it.
const clockPoll = 5 * time.Millisecond

// at returns a channel closed once the clock passes t, and a function that stops it (the channel
// then stays open). The wall clock's is a timer; another clock is read every clockPoll.
func (k clock) at(t time.Time) (<-chan struct{}, func()) {
	ch := make(chan struct{})
	if k.f == nil {
		tm := time.AfterFunc(time.Until(t), func() { close(ch) })
		return ch, func() { tm.Stop() }
	}
	quit := make(chan struct{})
	go func() {
		tick := time.NewTicker(clockPoll)
		defer tick.Stop()
		for {
			select {
			case <-quit:
				return
			default:
			}
			if k.passed(t) {
				close(ch)
				return
			}
			select {
			case <-tick.C:
			case <-quit:
				return
			}
		}
	}()
	var once sync.Once
	return ch, func() { once.Do(func() { close(quit) }) }
}
