package app

import "time"

// playback steps something on by itself, a step every interval: the timeline's Replay and the
// explorer's. A ticker on its own goroutine hands each tick to the UI goroutine, where step moves
// one step on; playback ends when step says so or when Stop is called.
type playback struct {
	stop    chan struct{} // closed by Stop: the ticker's goroutine ends
	stopped bool          // read and set on the UI goroutine only
}

// startPlayback calls step on the UI goroutine (through do) every interval until step returns
// false or Stop is called; a tick already handed to do when Stop is called does nothing.
func startPlayback(interval time.Duration, do func(func()), step func() bool) *playback {
	p := &playback{stop: make(chan struct{})}
	go func() {
		tick := time.NewTicker(interval)
		defer tick.Stop()
		for {
			select {
			case <-p.stop:
				return
			case <-tick.C:
			}
			do(func() {
				if !p.stopped && !step() {
					p.Stop()
				}
			})
		}
	}()
	return p
}

// Stop ends the playback; calling it again, or on a nil playback, does nothing. It runs on the
// UI goroutine.
func (p *playback) Stop() {
	if p == nil || p.stopped {
		return
	}
	p.stopped = true
	close(p.stop)
}
