package session

import (
	"github.com/tilesolve/tilesolve/compare"
	"github.com/tilesolve/tilesolve/solver"
)

// The window holds the session's own types, each made inside the session from the engine's
// value (Solution, Choice, Compared, Game, Progress, DatabaseStore): no exported name of session
// names an engine type or is an alias of one (TestWindowTypesAreSessions), so an engine change
// stops here.

// DefaultMaxMemory is the memory budget of a solve that sets none, which the app's memory limit
// leaves room for.
const DefaultMaxMemory = solver.DefaultMaxMemory

// compareLimits is what each search in the compare window may spend: the platform's
// (comparebudget_desktop.go, comparebudget_js.go; the page's is smaller), within the window's
// share for it (SideSearchMemory, as the explorer's search), which leaves the app under its
// memory limit.
func compareLimits() compare.Budget {
	b := compareBudget
	b.MaxMemory = min(b.MaxMemory, SideSearchMemory)
	return b
}
