package session

import (
	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/pdb"
	"github.com/tilesolve/tilesolve/play"
	"github.com/tilesolve/tilesolve/solver"
)

// The engine's types the window holds, named here so that app/ reaches the engine only through
// session (app's TestWindowReachesEngineThroughSession checks its imports).
type (
	Solution = solver.Solution // a solve's answer, its figures and its stops
	Config   = solver.Config   // a solve's algorithm and budgets
	Progress = solver.Progress // a running solve's report
	Phase    = solver.Phase    // the stage a progress report or a stop names
	Choice   = solver.Choice   // a search the explorer can record
	Compared = solver.Compared // one search's row in the compare window
	Game     = play.Game       // a game of Play
	Stats    = astar.Stats     // a search's figures: states stored and expanded, time, bound
	// DatabaseStore keeps the pattern databases where files cannot go (the browser's storage).
	DatabaseStore = pdb.Store
)

const (
	PhaseDatabase = solver.PhaseDatabase
	PhaseSearch   = solver.PhaseSearch
	PhaseProof    = solver.PhaseProof
	PhaseImprove  = solver.PhaseImprove
)

// DefaultMaxMemory is the memory budget of a solve that sets none, which the app's memory limit
// leaves room for.
const DefaultMaxMemory = solver.DefaultMaxMemory

// CompareBudget is what each search in the compare window may spend: the platform's
// (comparebudget_desktop.go, comparebudget_js.go; the page's is smaller), within the window's
// share for it (SideSearchMemory, as the explorer's search), which leaves the app under its
// memory limit.
func CompareBudget() solver.CompareBudget {
	b := compareBudget
	b.MaxMemory = min(b.MaxMemory, SideSearchMemory)
	return b
}
