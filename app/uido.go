package app

import (
	"sync/atomic"

	"fyne.io/fyne/v2"

	"github.com/tilesolve/tilesolve/app/platform"
)

// newUIDo is how the window's goroutines (a solve, autoplay, Compare, the explorer) hand work to
// the UI goroutine: fyne.Do, until stopping is set. When the app ends, Fyne drops what is queued
// and runs any later call on the caller's own goroutine, where no widget may be touched; a search
// still running then would update the progress panel from its goroutine. So stopping is set as
// the app is asked to end (Quit, the window's close, SIGINT or SIGTERM), and from then on the
// calls are dropped; so are those after a signal has arrived, before anything has run on it
// (platform.Signalled).
func newUIDo(stopping *atomic.Bool) func(func()) {
	stopped := func() bool { return stopping.Load() || platform.Signalled() }
	return func(f func()) {
		if stopped() {
			return
		}
		fyne.Do(func() {
			if !stopped() {
				f()
			}
		})
	}
}
