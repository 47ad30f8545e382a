package app

import (
	"runtime/debug"

	"github.com/tilesolve/tilesolve/session"
)

// appMemoryMargin is the Go heap the app itself uses beside a search: widgets, fonts, the
// solution on the timeline. Measured under Xvfb: see docs/performance.md's memory budgets.
const appMemoryMargin = 64 << 20

// limitMemory holds the Go runtime to the search's memory budget plus the app's own margin: the
// garbage collector works harder as the heap nears it instead of letting it double before each
// collection, which is what let the app reach 1.8 GB with a 1 GB budget.
func limitMemory() {
	debug.SetMemoryLimit(session.DefaultMaxMemory + appMemoryMargin)
}
