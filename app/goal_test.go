package app

import (
	"image/color"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/session"
)

// textbookFile is the AI textbook's 8-puzzle with its goal, the blank first: 26 moves at least.
const textbookFile = "3\n7 2 4\n5 0 6\n8 3 1\n\n0 1 2\n3 4 5\n6 7 8\n"

// A file with its goal opens with that goal, solves to its proven shortest length, and its last
// step is the goal.
func TestSolveTowardsTheFilesGoal(t *testing.T) {
	u, picker, q := newTestUI(t)
	openFile(t, u, picker, q, "textbook.txt", textbookFile)
	if u.ed.goalPreset.Selected != "Blank first" || u.ed.side.Selected != sideStart {
		t.Fatalf("goal %q, board shows %q", u.ed.goalPreset.Selected, u.ed.side.Selected)
	}
	test.Tap(u.solveBtn)
	q.Until(t, "the solve", func() bool { return !u.s.Solving() })
	if u.status.Text != "Solved in 26 moves, the shortest possible." {
		t.Fatalf("status %q", u.status.Text)
	}
	u.keys.typedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if got, want := viewTiles(u.view), rows(". 1 2\n3 4 5\n6 7 8"); !reflect.DeepEqual(got, want) {
		t.Errorf("last step %v, want the goal %v", got, want)
	}
}

// The spiral preset, undone and redone; the board solved towards it in 5 moves.
func TestGoalPresetSolvesAndUndoes(t *testing.T) {
	u, picker, q := newTestUI(t)
	openFile(t, u, picker, q, "nilsson.txt", "3\n2 8 3\n1 6 4\n7 0 5\n")
	u.ed.goalPreset.SetSelected("Spiral")
	if !u.s.Doc.Dirty() || !strings.HasPrefix(u.win.Title(), "Tilesolve — *") {
		t.Errorf("a new goal is not an unsaved edit: title %q", u.win.Title())
	}
	test.Tap(u.solveBtn)
	q.Until(t, "the solve", func() bool { return !u.s.Solving() })
	if u.status.Text != "Solved in 5 moves, the shortest possible." {
		t.Fatalf("status %q", u.status.Text)
	}
	u.undo()
	if u.ed.goalPreset.Selected != session.GoalPresetLabels[0] || u.s.Doc.Dirty() {
		t.Errorf("after Undo: goal %q, dirty %v", u.ed.goalPreset.Selected, u.s.Doc.Dirty())
	}
	u.redo()
	if u.ed.goalPreset.Selected != "Spiral" {
		t.Errorf("after Redo: goal %q", u.ed.goalPreset.Selected)
	}
}

// The goal board is edited as the start is: shown by the switch, a drag swaps two of its tiles,
// typing sets one, Copy and Save carry it, and Solve shows the start again.
func TestEditTheGoalOnTheBoard(t *testing.T) {
	u, picker, q := newTestUI(t)
	openFile(t, u, picker, q, "p.txt", "3\n1 2 3\n4 5 6\n0 7 8\n")
	u.ed.side.SetSelected(sideGoal)
	if got, want := viewTiles(u.view), rows("1 2 3\n4 5 6\n7 8 ."); !reflect.DeepEqual(got, want) {
		t.Fatalf("the goal board shows %v, want %v", got, want)
	}
	u.ed.swapped(7, 8) // 8 dragged onto the blank
	u.ed.swapped(6, 7) // 7 too: the goal is the start
	if got, want := viewTiles(u.view), rows("1 2 3\n4 5 6\n. 7 8"); !reflect.DeepEqual(got, want) {
		t.Fatalf("after the swaps the goal board shows %v, want %v", got, want)
	}
	if u.ed.goalPreset.Selected != session.GoalOwnLabel || !u.s.Doc.Dirty() {
		t.Errorf("goal %q, dirty %v", u.ed.goalPreset.Selected, u.s.Doc.Dirty())
	}
	typeOnBoard(u, 0, "2")
	if _, err := u.ed.edit.Board(); err == nil || !strings.Contains(u.ed.reason.Text, "in the goal, tile 2 appears twice") {
		t.Errorf("a goal with two 2s: reason %q", u.ed.reason.Text)
	}
	if bad := u.ed.edit.BadCells(); len(bad) == 0 {
		t.Error("no cell of the goal board outlined")
	}
	u.undo()
	u.copyBoard()
	if got := u.app.Clipboard().Content(); got != "3\n1 2 3\n4 5 6\n0 7 8\n\n1 2 3\n4 5 6\n0 7 8\n" {
		t.Errorf("copied %q", got)
	}
	test.Tap(u.solveBtn)
	q.Until(t, "the solve", func() bool { return !u.s.Solving() })
	if u.status.Text != "Already solved." || u.ed.side.Selected != sideStart {
		t.Errorf("status %q, board shows %q", u.status.Text, u.ed.side.Selected)
	}
	// Tiles pasted while the goal board shows become the goal.
	u.ed.side.SetSelected(sideGoal)
	u.app.Clipboard().SetContent("0 1 2 3 4 5 6 7 8")
	u.pasteBoard()
	if u.ed.goalPreset.Selected != "Blank first" || u.s.Doc.Name() != "p.txt" {
		t.Errorf("after pasting onto the goal: goal %q, document %q", u.ed.goalPreset.Selected, u.s.Doc.Name())
	}
}

// Play, the hint and the coach work towards the goal: the hints followed from the Nilsson start
// reach the spiral in 5 moves, which the coach calls the fewest.
func TestPlayTowardsTheGoal(t *testing.T) {
	u, picker, q := newTestUI(t)
	openFile(t, u, picker, q, "spiral.txt", "3\n2 8 3\n1 6 4\n7 0 5\n\n1 2 3\n8 0 4\n7 6 5\n")
	enterPlay(t, u)
	test.Tap(u.play.fromEditor)
	if u.play.goal.Text != "Goal: 1 2 3 / 8 _ 4 / 7 6 5" {
		t.Errorf("the Play panel shows the goal as %q", u.play.goal.Text)
	}
	for i := 0; i < 5 && !u.play.s.Game().Over(); i++ {
		test.Tap(u.play.hintBtn)
		q.Until(t, "the hint", func() bool { return !u.play.s.Hinting() })
		h := u.play.s.Hint()
		if !h.Ready {
			t.Fatalf("hint %d: %+v", i+1, h)
		}
		u.play.s.Move(h.Dir)
		u.play.refresh()
	}
	if got, want := viewTiles(u.view), rows("1 2 3\n8 . 4\n7 6 5"); !reflect.DeepEqual(got, want) || !strings.HasPrefix(u.status.Text, "Solved") {
		t.Fatalf("after 5 hints the board shows %v (status %q), want the goal %v", got, u.status.Text, want)
	}
	q.Until(t, "the coach", func() bool { return u.play.coach.Text != "" && u.play.coach.Text != "Coach: measuring your game…" })
	if u.play.coach.Text != "Coach: 5 moves, the fewest possible. Perfect." {
		t.Errorf("coach %q", u.play.coach.Text)
	}
}

// Export Animation draws the solution towards the goal: each frame's tiles in their goal cells
// marked as the board view marks them, the last frame all of them.
func TestExportAnimationTowardsTheGoal(t *testing.T) {
	u, picker, q := newTestUI(t)
	openFile(t, u, picker, q, "spiral.txt", "3\n2 8 3\n1 6 4\n7 0 5\n\n1 2 3\n8 0 4\n7 6 5\n")
	test.Tap(u.solveBtn)
	q.Until(t, "the solve", func() bool { return !u.s.Solving() })
	path := filepath.Join(t.TempDir(), "spiral.gif")
	u.docs.writeAnimation(u.tl, platform.PathFile(path), nil)
	sol := u.tl.pos.Solution()
	homes := boardview.GoalHomes(sol.Step(0).Board.Grid())
	checkFrameColors(t, readGIF(t, path), sol.Path(), func(v, i int) color.Color {
		want, _ := boardview.CellColors(v, i, true, homes)
		return want
	})
	home, _ := boardview.CellColors(8, 3, true, homes)
	usual, _ := boardview.CellColors(8, 3, true, nil)
	if home == usual {
		t.Error("8 in the spiral's cell for it is drawn as under the usual goal")
	}
}
