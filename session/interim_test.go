package session

import (
	"context"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb/pdbtest"
	"github.com/tilesolve/tilesolve/session/sessiontest"
	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
)

// interimStart is a 15-puzzle 30 moves from the goal whose fast answer without the databases is
// longer than that (solver's interimBoard found it).
var interimStart = []int{6, 3, 7, 4, 10, 0, 8, 12, 2, 1, 13, 14, 9, 15, 5, 11}

// solvingFirstVisit starts solving interimStart in w, on a first visit: the databases' build
// cannot end before hold closes. It returns the interim answers heard and the final one.
func solvingFirstVisit(t *testing.T, q *sessiontest.Queue, w *Window) (*[]*Solution, *solver.Solution, *error, *bool) {
	t.Helper()
	e := NewEdit(1)
	e.SetGrid(board.KindSliding, board.NewGrid(4, interimStart))
	var interims []*Solution
	final, finalErr, done := new(solver.Solution), new(error), new(bool)
	b, _, err := w.Solve(e, 0, func(Progress) {}, func(s *Solution) { interims = append(interims, s) },
		func(s *Solution, err error) {
			if s != nil {
				*final = *s.sol
			}
			*finalErr, *done = err, true
			w.Finish(s, err, e)
		}, nil)
	if b == nil || err != nil {
		t.Fatalf("did not start: %v", err)
	}
	q.Until(t, "the interim answer", func() bool { return len(interims) > 0 || *done })
	return &interims, final, finalErr, done
}

// TestSolveRunInterimThenProven: the fast answer becomes the window's solution while the
// databases build, said not proven with its bound, and the proven one (A*'s length) replaces it.
func TestSolveRunInterimThenProven(t *testing.T) {
	q := sessiontest.NewQueue()
	w := NewWindow(q.Do)
	store := pdbtest.NewFirstVisit(t)
	w.Limits.DatabaseStore = store
	interims, final, finalErr, done := solvingFirstVisit(t, q, w)
	if *done || len(*interims) != 1 {
		t.Fatalf("the answer came first (%v), or %d interim answers", *finalErr, len(*interims))
	}
	first := (*interims)[0]
	start := first.sol.Start.(*board.Puzzle)
	optimal, err := solver.Solve(context.Background(), start, solver.Config{Algorithm: "astar"})
	if err != nil {
		t.Fatal(err)
	}
	shortest := optimal.Moves
	if w.Solution() != first || !w.Solving() || first.sol.Proven || first.Moves() <= shortest {
		t.Fatalf("interim: shown %v, solving %v, proven %v, %d moves (shortest %d)", w.Solution() == first, w.Solving(), first.sol.Proven, first.Moves(), shortest)
	}
	if !sessiontest.ReplaySteps(t, start, first.sol.Path).Done() {
		t.Error("the interim answer does not end on the goal")
	}
	text := InterimOutcome(first, w.Run.Last()).Text
	if want := "not proven shortest: at least " + words.Count(first.sol.LowerBound, "move"); !strings.Contains(text, want) || !strings.Contains(text, "Building the pattern databases") {
		t.Errorf("interim status %q, want %q and the build", text, want)
	}
	store.Release()
	q.Until(t, "the proven answer", func() bool { return *done })
	if *finalErr != nil || !final.Proven || final.Moves != shortest {
		t.Fatalf("final: %d moves, proven %v, %v (A*: %d)", final.Moves, final.Proven, *finalErr, shortest)
	}
	if got := w.Solution(); got == first || got.Moves() != shortest {
		t.Errorf("the window still shows the interim answer")
	}
	if !sessiontest.ReplaySteps(t, start, w.Solution().sol.Path).Done() {
		t.Error("the proven answer does not end on the goal")
	}
	if o := w.Outcome(); o == nil || !strings.Contains(o.Text, "the shortest possible") {
		t.Errorf("outcome %+v", o)
	}
}

// TestSolveRunInterimCancel: Cancel after the interim answer, while the databases build, ends
// the solve; the interim answer stays as the board's solution, said not proven.
func TestSolveRunInterimCancel(t *testing.T) {
	q := sessiontest.NewQueue()
	w := NewWindow(q.Do)
	w.Limits.DatabaseStore = pdbtest.NewFirstVisit(t)
	interims, final, finalErr, done := solvingFirstVisit(t, q, w)
	if *done || len(*interims) != 1 {
		t.Fatalf("the answer came first (%v), or %d interim answers", *finalErr, len(*interims))
	}
	first := (*interims)[0]
	if !w.Run.Cancel() {
		t.Fatal("nothing to cancel")
	}
	q.Until(t, "the answer after Cancel", func() bool { return *done })
	if *finalErr != nil || final.Moves != first.Moves() || final.Proven || w.Solution() != first {
		t.Fatalf("after Cancel: %d moves, proven %v, %v; the interim answer kept: %v", final.Moves, final.Proven, *finalErr, w.Solution() == first)
	}
	if o := w.Outcome(); o == nil || !strings.Contains(o.Text, "Cancelled building the pattern databases: this fast answer stays, not proven shortest") {
		t.Errorf("outcome %+v", o)
	}
}
