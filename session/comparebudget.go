package session

import (
	"github.com/tilesolve/tilesolve/compare"
	"time"
)

// pageCompareBudget is what each search in the compare window may spend in a browser
// (comparebudget_js.go): a quarter of the desktop's boards and 160 MB. A wasm memory grows to
// the largest heap the page ever held and never shrinks, so a comparison with the desktop's
// budget held the tab's memory for the rest of the visit (docs/web.md has the figures). 160 MB
// still holds the 15-puzzle's pattern databases' build on the page's one thread (139 MB: their
// tables and one group's working memory; TestPageCompareBudgetBuildsDatabases), which 128 MB
// refused.
var pageCompareBudget = compare.Budget{Time: 10 * time.Second, MaxNodes: 500_000, MaxMemory: 160 << 20, Work: 200_000_000}
