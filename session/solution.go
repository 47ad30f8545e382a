package session

import (
	"io"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// Solution is a solve's answer (or a game's history in that form) as the window shows it: its
// kind, its boards and moves for the timeline, the board view and the chart, its figures and its
// text export. It keeps the solver's answer for the session's own use (the status's outcome, its
// stops), so the window names no engine type and a change of the solver's answer stops here
// (TestWindowTypesAreSessions). A *Solution is made once from the solver's (solutionOf), so the
// same answer is the same pointer wherever the window holds it.
type Solution struct{ sol *solver.Solution }

// solutionOf is the solver's answer as the session's, nil for nil.
func solutionOf(sol *solver.Solution) *Solution {
	if sol == nil {
		return nil
	}
	return &Solution{sol}
}

// Kind is the kind of board solved.
func (s *Solution) Kind() board.Kind { return s.sol.Kind }

// Steps is the number of steps, the start among them: 0 when there is no solution.
func (s *Solution) Steps() int { return s.sol.Steps() }

// Path is the answer's steps, the start first (a long sliding answer's boards made on demand).
func (s *Solution) Path() board.Path { return s.sol.Path }

// Step is step k, 0 <= k < Steps(); walking them in order makes each from the one before.
func (s *Solution) Step(k int) board.Step { return s.sol.Step(k) }

// Moves is the answer's length, the steps less one.
func (s *Solution) Moves() int { return s.sol.Moves }

// Stats are the main search's figures (time, boards expanded).
func (s *Solution) Stats() Stats { return Stats(s.sol.Stats) }

// WriteMoves is the text export: the headline, the moves one a line, then the boards.
func (s *Solution) WriteMoves(w io.Writer) error { return s.sol.WriteMoves(w) }

// HistorySolution puts a game's history, steps, in the form the timeline, board view and chart
// show a solution in; the steps are copied, so later moves of the game leave it be.
func HistorySolution(steps []board.Step) *Solution {
	sol := PathSolution(append(board.Steps(nil), steps...))
	sol.sol.Algorithm = "play"
	return sol
}

// PathSolution shows path, which must have a step, as an answer: its kind is its start's.
func PathSolution(path board.Path) *Solution {
	return &Solution{&solver.Solution{Kind: path.Step(0).Board.Kind(), Path: path, Moves: path.Len() - 1}}
}
