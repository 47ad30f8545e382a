//go:build !js

package platform

import (
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"

	"fyne.io/fyne/v2"
)

// StopOnSignal sets stopping when the process is asked to end (Ctrl+C, SIGTERM): Fyne quits on
// those, and the window's goroutines must stop touching widgets first. Fyne hears the signal on
// its own channel and quits from the UI goroutine, calling the lifecycle's exited-foreground hook
// before its run loop ends; after that, Fyne runs what fyne.Do is handed in place, off the UI
// goroutine. So the signal is taken both by a goroutine of ours and, when that goroutine has not
// run yet, by the hook: stopping is set before the loop ends whichever the scheduler ran first
// (a clean-clone smoke test once saw a solve's progress reach the widgets after a SIGTERM).
// The hook takes nothing when the window merely loses the focus, and Fyne calls it only when the
// window has the focus; a goroutine of ours may wait behind a solve's, so the window's UI calls
// also ask Signalled, which is true from the moment the signal is delivered (a clean-clone smoke
// test saw progress reach the widgets after a SIGTERM during a solve again, with both in place).
func StopOnSignal(a fyne.App, stopping *atomic.Bool) {
	c := make(chan os.Signal, 1)
	signal.Notify(c, os.Interrupt, syscall.SIGTERM)
	signal.Notify(arrived, os.Interrupt, syscall.SIGTERM)
	a.Lifecycle().SetOnExitedForeground(func() {
		select {
		case <-c:
			stopping.Store(true)
		default:
		}
	})
	go func() {
		<-c
		stopping.Store(true)
	}()
}

// arrived receives the first Ctrl+C or SIGTERM and is never read: the signal package puts the
// signal there as it hands it to Fyne's channel and ours, before any of their goroutines runs.
var arrived = make(chan os.Signal, 1)

// Signalled reports whether the process has been asked to end since StopOnSignal.
func Signalled() bool { return len(arrived) > 0 }
