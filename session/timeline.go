package session

import (
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/words"
)

// Timeline is where the timeline stands in a solution (or a game's history put in that form),
// without its slider, buttons and playback: the step shown, kept within the solution. The moves
// report whether the step changed, so that the app redraws the board only then and a slider
// dragged across 30,000 steps shows one board a move.
type Timeline struct {
	sol *Solution
	at  int
}

// Set puts sol on the timeline at its first step; nil empties it.
func (t *Timeline) Set(sol *Solution) { t.sol, t.at = sol, 0 }

// Solution is the solution on the timeline, nil when it is empty.
func (t *Timeline) Solution() *Solution { return t.sol }

// Empty says whether there is no solution on the timeline.
func (t *Timeline) Empty() bool { return t.sol == nil }

// At is the index of the step shown (0 when empty).
func (t *Timeline) At() int { return t.at }

// Last is the index of the final step (0 when empty).
func (t *Timeline) Last() int {
	if t.sol == nil {
		return 0
	}
	return t.sol.Steps() - 1
}

// AtEnd says whether the step shown is the final one.
func (t *Timeline) AtEnd() bool { return t.at >= t.Last() }

// Step is the step shown; the timeline must not be empty.
func (t *Timeline) Step() board.Step { return t.sol.Step(t.at) }

// GoTo moves to step k, clamped to the solution, and reports whether the step changed. It does
// nothing when the timeline is empty.
func (t *Timeline) GoTo(k int) bool {
	if t.sol == nil {
		return false
	}
	k = max(0, min(k, t.Last()))
	moved := k != t.at
	t.at = k
	return moved
}

// Next, Prev, Home and End move a step on, a step back, to the start and to the final step.
func (t *Timeline) Next() bool { return t.GoTo(t.at + 1) }

// Prev moves a step back: see Next.
func (t *Timeline) Prev() bool { return t.GoTo(t.at - 1) }

// Home moves to the start: see Next.
func (t *Timeline) Home() bool { return t.GoTo(0) }

// End moves to the final step: see Next.
func (t *Timeline) End() bool { return t.GoTo(t.Last()) }

// Label says where the timeline stands: "step 3 of 12 — Up", "step 0 of 12 — start".
func (t *Timeline) Label() string {
	switch {
	case t.sol == nil:
		return words.NoSolutionYet
	case t.at == 0:
		return words.StepLabel(0, t.Last(), "")
	}
	return words.StepLabel(t.at, t.Last(), t.Step().Dir.String())
}
