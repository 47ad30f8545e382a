//go:build js

package app

import "sync/atomic"

// stopOnSignal has nothing to do in a browser: a page gets no signals, and closing the tab ends
// everything at once.
func stopOnSignal(*atomic.Bool) {}
