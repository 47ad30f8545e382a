package session

import (
	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// Progress is a running solve's report as the window shows it: the search's figures so far, the
// phase, a database build's count, the best board and the best answer's length. It is the
// session's own type, made from the solver's report where the session hears it (progressOf), so
// the window's code names no engine type for it and a change of the solver's report stops here.
type Progress struct {
	Stats
	Phase Phase
	// Done and Total count the database's states built so far and in all (PhaseDatabase).
	Done, Total int64
	// Best is the board expanded so far with the largest tile (2048) or the smallest estimate
	// (sliding).
	Best board.Board
	// BestLength is the length of the best answer so far (PhaseImprove; Bound is then the lower
	// bound), 0 before the first.
	BestLength int
}

// Stats is a search's figures: states expanded and stored, the frontier, time, depth and IDA*'s
// bound (astar.Stats's fields, as the session's own type: none of the engine's methods).
type Stats astar.Stats

// Phase is the stage a progress report names.
type Phase string

// The phases of a solve, the solver's (solver.PhaseDatabase...).
const (
	PhaseDatabase = Phase(solver.PhaseDatabase) // building a pattern database
	PhaseSearch   = Phase(solver.PhaseSearch)   // the search itself
	PhaseProof    = Phase(solver.PhaseProof)    // checking that no 2048 solution is shorter
	PhaseImprove  = Phase(solver.PhaseImprove)  // shortening a fast answer while time is left
)

// progressOf is the solver's report as the session's.
func progressOf(p solver.Progress) Progress {
	return Progress{Stats: Stats(p.Stats), Phase: Phase(p.Phase), Done: p.Done, Total: p.Total, Best: p.Best, BestLength: p.BestLength}
}
