//go:build js

package platform

import (
	"sync/atomic"

	"fyne.io/fyne/v2"
)

// StopOnSignal has nothing to do in a browser: a page gets no signals, and closing the tab ends
// everything at once.
func StopOnSignal(fyne.App, *atomic.Bool) {}

// Signalled is false: a page gets no signals.
func Signalled() bool { return false }
