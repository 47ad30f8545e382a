//go:build !js

package app

import (
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"
)

// stopOnSignal sets stopping when the process is asked to end (Ctrl+C, SIGTERM): Fyne quits on
// those, and the window's goroutines must stop touching widgets first (newUIDo). Fyne hears the
// signal too, on its own channel.
func stopOnSignal(stopping *atomic.Bool) {
	c := make(chan os.Signal, 1)
	signal.Notify(c, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-c
		stopping.Store(true)
	}()
}
