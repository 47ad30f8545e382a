package session

import (
	"github.com/tilesolve/tilesolve/compare"
	"github.com/tilesolve/tilesolve/play"
	"github.com/tilesolve/tilesolve/solver"
)

// The engine's types the window still holds under the session's names: aliases, so the window
// holds the engine's own values (an answer's path, a game) and an engine change reaches it.
// app's TestWindowReachesEngineThroughSession checks only its imports. A progress report, its
// figures and phase (progress.go) and the page's database store (window.go) are the session's
// own types (TestWindowTypesAreSessions).
type (
	Solution = solver.Solution // a solve's answer, its figures and its stops
	Config   = solver.Config   // a solve's algorithm and budgets
	Choice   = solver.Choice   // a search the explorer can record
	Compared = compare.Result  // one search's row in the compare window
	Game     = play.Game       // a game of Play
)

// DefaultMaxMemory is the memory budget of a solve that sets none, which the app's memory limit
// leaves room for.
const DefaultMaxMemory = solver.DefaultMaxMemory

// CompareBudget is what each search in the compare window may spend: the platform's
// (comparebudget_desktop.go, comparebudget_js.go; the page's is smaller), within the window's
// share for it (SideSearchMemory, as the explorer's search), which leaves the app under its
// memory limit.
func CompareBudget() compare.Budget {
	b := compareBudget
	b.MaxMemory = min(b.MaxMemory, SideSearchMemory)
	return b
}
