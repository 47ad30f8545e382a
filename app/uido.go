package app

import (
	"sync/atomic"

	"fyne.io/fyne/v2"
)

// newUIDo is how the window's goroutines (a solve, autoplay, Compare, the explorer) hand work to
// the UI goroutine: fyne.Do, until stopping is set. When the app ends, Fyne drops what is queued
// and runs any later call on the caller's own goroutine, where no widget may be touched; a search
// still running then would update the progress panel from its goroutine. So stopping is set as
// the app is asked to end (Quit, the window's close, SIGINT or SIGTERM), and from then on the
// calls are dropped.
func newUIDo(stopping *atomic.Bool) func(func()) {
	return func(f func()) {
		if stopping.Load() {
			return
		}
		fyne.Do(func() {
			if !stopping.Load() {
				f()
			}
		})
	}
}
