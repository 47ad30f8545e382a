package session

import (
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session/sessiontest"
	"github.com/tilesolve/tilesolve/solver"
)

// Window.Solve solves the edit's board with its search and the window's limits; an invalid
// board says why, and a second Solve while one runs starts nothing.
func TestWindowSolve(t *testing.T) {
	q := sessiontest.NewQueue()
	w := NewWindow(q.Do)
	e := NewEdit(1)
	e.SetCell(0, "3")
	if b, _, err := w.Solve(e, 0, func(solver.Progress) {}, nil, func(*solver.Solution, error) {}, nil); b != nil || err == nil {
		t.Fatalf("an invalid board: %v, %v", b, err)
	}
	e.SetGrid(board.KindSliding, board.NewGrid(2, []int{1, 2, 0, 3}))
	var got *solver.Solution
	b, _, err := w.Solve(e, 0, func(solver.Progress) {}, nil, func(sol *solver.Solution, err error) {
		if err != nil {
			t.Error(err)
		}
		got = sol
	}, nil)
	if b == nil || err != nil {
		t.Fatalf("a valid board: %v, %v", b, err)
	}
	if again, _, err := w.Solve(e, 0, nil, nil, nil, nil); again != nil || err != nil {
		t.Errorf("a second Solve while one runs: %v, %v", again, err)
	}
	q.Until(t, "the answer", func() bool { return got != nil })
	if got.Moves != 1 || w.Run.Took() <= 0 {
		t.Errorf("solved in %d moves (want 1), took %v", got.Moves, w.Run.Took())
	}
	steps := []board.Step{got.Step(0), got.Step(1)}
	h := HistorySolution(steps)
	if h.Moves != 1 || h.Steps() != 2 || &h.Path.(board.Steps)[0] == &steps[0] {
		t.Errorf("history solution %+v shares or misses the steps", h)
	}
}
