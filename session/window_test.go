package session

import (
	"context"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb"
	"github.com/tilesolve/tilesolve/session/sessiontest"
	"github.com/tilesolve/tilesolve/solver"
)

// The document is unsaved exactly while the cells differ from the ones opened or saved, and the
// title says so.
func TestDocument(t *testing.T) {
	var d Document
	d.Open("puzzle.txt", "/home/me/puzzle.txt", "2 0\n0 0")
	if d.Dirty() || d.Name() != "puzzle.txt" || d.Path() != "/home/me/puzzle.txt" || d.Title() != "Tilesolve — puzzle.txt" {
		t.Fatalf("opened: %+v, title %q", d, d.Title())
	}
	if !d.Edited("2 4\n0 0") || !d.Dirty() || d.Title() != "Tilesolve — *puzzle.txt" {
		t.Fatalf("after an edit: %+v, title %q", d, d.Title())
	}
	if d.Edited("2 8\n0 0") || !d.Dirty() {
		t.Error("a second edit changed the state again, or the board is clean")
	}
	if !d.Edited("2 0\n0 0") || d.Dirty() { // typed and deleted again: nothing to save
		t.Error("back to the saved cells, the board is still unsaved")
	}
	d.Edited("4 0\n0 0")
	d.Discard()
	if d.Dirty() {
		t.Error("discarded edits still count")
	}
	d.Open("Board10", "", "x")
	if d.Path() != "" || d.Title() != "Tilesolve — Board10" {
		t.Errorf("Board10: %+v", d)
	}
}

// A later open wins over an older one that finishes later.
func TestOpensLaterWins(t *testing.T) {
	var o Opens
	first := o.Begin()
	second := o.Begin()
	if o.Pending() != 2 {
		t.Fatalf("pending %d", o.Pending())
	}
	if !o.End(second) {
		t.Error("the latest read was dropped")
	}
	if o.End(first) {
		t.Error("the older read, finishing later, was kept")
	}
	if o.Pending() != 0 {
		t.Errorf("pending %d after both ended", o.Pending())
	}
	if third := o.Begin(); !o.End(third) {
		t.Error("a read asked for after the others was dropped")
	}
}

// Finish keeps a solution only when there is one; an edit makes the solution and the outcome
// stale, and anything else the status says ends the outcome.
func TestWindowSolutionAndOutcome(t *testing.T) {
	q := sessiontest.NewQueue()
	w := NewWindow(q.Do)
	start := puzzle(t, 2, 1, 2, 0, 3)
	w.Run.start(start, solver.Config{Algorithm: "astar"}, func(Progress) {}, nil, func(sol *Solution, err error) {
		if w.Solving() {
			t.Error("still solving when the answer comes")
		}
		o := w.Finish(sol, err, nil)
		if o.Tone != Success || w.Outcome() == nil || *w.Outcome() != o {
			t.Errorf("outcome %+v, kept %v", o, w.Outcome())
		}
	}, nil)
	if !w.Solving() {
		t.Fatal("not solving")
	}
	q.Until(t, "the answer", func() bool { return !w.Solving() })
	sol := w.Solution()
	if sol == nil || sol.Moves() != 1 || !sol.Step(1).Board.(*board.Puzzle).IsGoal() {
		t.Fatalf("solution %v", sol)
	}

	w.Said()
	if w.Outcome() != nil || w.Solution() != sol {
		t.Error("another status dropped the solution, or kept the outcome")
	}
	if !w.Edited(nil) || w.Solution() != nil {
		t.Error("an edit kept the solution")
	}
	if w.Edited(nil) {
		t.Error("a second edit found something stale")
	}

	// No solution: the outcome is kept, the solution stays none.
	w.Finish(nil, context.Canceled, nil)
	if w.Solution() != nil || w.Outcome() == nil || w.Outcome().Tone != Warning {
		t.Errorf("after a cancel: solution %v, outcome %v", w.Solution(), w.Outcome())
	}
	if !w.Edited(nil) || w.Outcome() != nil {
		t.Error("an edit kept the outcome")
	}
	w.SetSolution(solutionOf(&solver.Solution{Unsolvable: true}))
	if w.Solution() != nil {
		t.Error("an unsolvable answer is kept as a solution")
	}
}

func TestLimitsApply(t *testing.T) {
	cfg := solver.Config{Algorithm: "astar"}
	Limits{MaxNodes: 5, ProofNodes: 7, DatabaseDir: "/db", DatabaseStore: pdb.DirStore("/store")}.apply(&cfg)
	if cfg.MaxNodes != 5 || cfg.ProofNodes != 7 || cfg.DatabaseDir != "/db" || cfg.DatabaseStore != pdb.DirStore("/store") || cfg.Algorithm != "astar" {
		t.Errorf("%+v", cfg)
	}
}
