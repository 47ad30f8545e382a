package session

import (
	"context"
	"testing"
	"testing/synctest"
	"time"

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
	if b, _, err := w.Solve(e, 0, func(Progress) {}, nil, func(*Solution, error) {}, nil); b != nil || err == nil {
		t.Fatalf("an invalid board: %v, %v", b, err)
	}
	e.SetGrid(board.KindSliding, board.NewGrid(2, []int{1, 2, 0, 3}))
	var got *Solution
	b, _, err := w.Solve(e, 0, func(Progress) {}, nil, func(sol *Solution, err error) {
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
	if got.Moves() != 1 || w.Run.Took() <= 0 {
		t.Errorf("solved in %d moves (want 1), took %v", got.Moves(), w.Run.Took())
	}
	steps := []board.Step{got.Step(0), got.Step(1)}
	h := HistorySolution(steps)
	if h.Moves() != 1 || h.Steps() != 2 || &h.sol.Path.(board.Steps)[0] == &steps[0] {
		t.Errorf("history solution %+v shares or misses the steps", h)
	}
}

// A board in no file keeps its solution as unsaved work in every state of a solve: a second
// solve takes the first answer off the timeline, yet until its own answer comes the window is
// still unsaved (Quit must ask), and after a cancelled one too.
func TestSecondSolveOfScratchBoardStaysUnsaved(t *testing.T) {
	q := sessiontest.NewQueue()
	w := NewWindow(q.Do)
	w.Doc = NewScratch("random board", "")
	e := NewEdit(1)
	e.SetGrid(board.KindSliding, board.NewGrid(3, []int{1, 2, 3, 4, 5, 6, 0, 7, 8}))
	var got *Solution
	solve := func() {
		t.Helper()
		got = nil
		if b, _, err := w.Solve(e, 0, func(Progress) {}, nil, func(sol *Solution, err error) {
			w.Finish(sol, err, e)
			got = sol
		}, nil); b == nil || err != nil {
			t.Fatalf("Solve: %v, %v", b, err)
		}
	}
	if w.Unsaved() {
		t.Fatal("a random board with no solution counts as unsaved")
	}
	solve()
	if w.Unsaved() {
		t.Error("during the first solve, with nothing found yet, the board counts as unsaved")
	}
	q.Until(t, "the first answer", func() bool { return got != nil })
	if !w.Unsaved() || w.Title() != "Tilesolve — *random board" {
		t.Fatalf("solved: unsaved %v, title %q", w.Unsaved(), w.Title())
	}
	solve()
	if w.Solution() != nil {
		t.Error("the second solve left the first answer on the timeline")
	}
	if !w.Solving() || !w.Unsaved() || w.Title() != "Tilesolve — *random board" {
		t.Errorf("during the second solve: solving %v, unsaved %v, title %q", w.Solving(), w.Unsaved(), w.Title())
	}
	q.Until(t, "the second answer", func() bool { return got != nil })
	if !w.Unsaved() {
		t.Error("after the second answer the board is not unsaved")
	}
	solve()
	w.Run.Cancel()
	if !w.Unsaved() {
		t.Error("a third solve, cancelled, dropped the solution from the unsaved work")
	}
	q.Until(t, "the cancelled answer", func() bool { return !w.Solving() })
	if !w.Unsaved() || w.Solution() == nil {
		t.Errorf("after the cancelled solve: unsaved %v, solution %v", w.Unsaved(), w.Solution())
	}
}

// Took is the search's time, not the time the owner took to hear the answer (a hidden web page
// hears it only once shown again). In a synctest bubble the clock moves only while every
// goroutine waits: the search takes exactly its 10 ms, the owner hears it 300 ms in.
func TestTookIsTheSearchs(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		q := sessiontest.NewQueue()
		w := NewWindow(q.Do)
		const search, late = 10 * time.Millisecond, 300 * time.Millisecond
		w.Run.engine.solveFunc = func(ctx context.Context, b board.Board, cfg solver.Config) (*solver.Solution, error) {
			time.Sleep(search)
			return solver.Solve(ctx, b, cfg)
		}
		e := NewEdit(1)
		e.SetGrid(board.KindSliding, board.NewGrid(2, []int{1, 2, 0, 3}))
		var got *Solution
		if b, _, err := w.Solve(e, 0, func(Progress) {}, nil, func(sol *Solution, _ error) { got = sol }, nil); b == nil || err != nil {
			t.Fatalf("a valid board: %v, %v", b, err)
		}
		time.Sleep(late) // the owner is away; the 2x2 is solved meanwhile
		q.Until(t, "the answer", func() bool { return got != nil })
		if took := w.Run.Took(); took != search {
			t.Errorf("a 2x2 searched for %v, heard %v late, took %v", search, late, took)
		}
	})
}
