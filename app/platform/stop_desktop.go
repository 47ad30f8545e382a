//go:build !js

package platform

import (
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"
)

// StopOnSignal sets stopping when the process is asked to end (Ctrl+C, SIGTERM): Fyne quits on
// those, and the window's goroutines must stop touching widgets first. Fyne hears the
// signal too, on its own channel.
func StopOnSignal(stopping *atomic.Bool) {
	c := make(chan os.Signal, 1)
	signal.Notify(c, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-c
		stopping.Store(true)
	}()
}
