//go:build js

package session

import (
	"time"

	"github.com/tilesolve/tilesolve/solver"
)

// compareBudget is what each search in the compare window may spend in a browser: a quarter of
// the desktop's boards and memory. A wasm memory grows to the largest heap the page ever held and
// never shrinks, so with the desktop's budget one comparison on a 15-puzzle held the tab at 194 MB
// (issue 39 reported 568 MB) for the rest of the visit, 126 MB with this one (docs/web.md). The
// 15-puzzle's pattern databases (built within it) and IDA*, which keeps no boards, still fit.
var compareBudget = solver.CompareBudget{Time: 10 * time.Second, MaxNodes: 500_000, MaxMemory: 128 << 20, Work: 200_000_000}

// compareBudgetNote tells the page's user why its budget is smaller (see CompareBudgetWords).
const compareBudgetNote = " (in a browser a quarter of the desktop's: a page's memory never shrinks)"
