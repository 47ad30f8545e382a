package app

import (
	"reflect"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// onView is a point of the board view (relative to it) in the window's coordinates.
func onView(u *ui, p fyne.Position) fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(u.view).Add(p)
}

// A tile typed on the board is the editor's edit: the cells, the check, the title and Undo
// follow it; a drag swaps two tiles of a sliding puzzle as one change.
func TestTypingOnBoardIsAnEdit(t *testing.T) {
	u, _, _ := newTestUI(t)
	if u.view.Mode() != boardview.Edit {
		t.Fatalf("the board is in mode %v in Solve with no solution, not editing", u.view.Mode())
	}
	test.TapAt(u.view, u.view.CellCentre(2))
	test.Type(u.view, "64")
	if got := cellTexts(u.ed)[2]; got != "64" || u.ed.edit.Cell(2) != "64" || u.undoItem.Label != "Undo Typing" {
		t.Fatalf("typed 64 on the board: cell %q, menu %q", got, u.undoItem.Label)
	}
	if u.win.Title() != "Tilesolve — *"+board10Title {
		t.Errorf("title %q", u.win.Title())
	}
	test.Type(u.view, "3") // 643 is no power of two: outlined, Solve disabled
	if _, err := u.ed.edit.Board(); err == nil || !u.solveBtn.Disabled() || u.view.Invalid()[2] == "" {
		t.Errorf("643 on the board: err %v, Solve disabled %v, outline %q", err, u.solveBtn.Disabled(), u.view.Invalid()[2])
	}
	pressShortcut(u, ctrlZ)
	if got := u.view.Grid().Tiles[2]; got != 0 || cellTexts(u.ed)[2] != "" || u.view.Invalid() != nil {
		t.Errorf("Undo after typing on the board: the view holds %d, the cell %q", got, cellTexts(u.ed)[2])
	}

	u.ed.SetGrid(session.ChangeOpen, board.KindSliding, board.NewGrid(3, []int{1, 2, 3, 4, 5, 6, 7, 8, 0}))
	from, to := u.view.CellCentre(0), u.view.CellCentre(4)
	d := to.Subtract(from)
	test.Drag(u.win.Canvas(), onView(u, to), d.X, d.Y)
	if got := cellTexts(u.ed); got[0] != "5" || got[4] != "1" || u.undoItem.Label != "Undo Swap" {
		t.Fatalf("after dragging 1 onto 5: cells %v, menu %q", got, u.undoItem.Label)
	}
	pressShortcut(u, ctrlZ)
	if got := u.view.Grid().Tiles; !slices.Equal(got, []int{1, 2, 3, 4, 5, 6, 7, 8, 0}) {
		t.Errorf("Undo Swap: the view shows %v", got)
	}
}

// In Play a click on a tile in the blank's line slides it (with the tiles between), a click out of
// line does nothing, and the hint shows on the board.
func TestPlayClickOnTile(t *testing.T) {
	u, _, q := newTestUI(t)
	u.ed.SetGrid(session.ChangeOpen, board.KindSliding, board.NewGrid(3, []int{1, 2, 3, 4, 5, 6, 0, 7, 8}))
	enterPlay(t, u)
	test.Tap(u.play.fromEditor)
	if u.view.Mode() != boardview.Play {
		t.Fatalf("Play's board is in mode %v", u.view.Mode())
	}
	test.TapAt(u.view, u.view.CellCentre(0)) // the 1, in the blank's column two cells up
	if got := u.play.s.Game().Moves(); got != 2 {
		t.Fatalf("a click on the 1, two cells above the blank, made %d moves; want 2", got)
	}
	before := slices.Clone(u.view.Grid().Tiles)
	test.TapAt(u.view, u.view.CellCentre(8)) // the 8: neither in the blank's row nor its column
	if got := u.play.s.Game().Moves(); got != 2 || !slices.Equal(u.view.Grid().Tiles, before) {
		t.Errorf("a click out of line moved: %d moves, board %v", got, u.view.Grid().Tiles)
	}
	u.play.askHint()
	q.Until(t, "the hint", func() bool { return u.play.s.Hint().Ready })
	u.play.refresh()
	if cell, dir, shown := u.view.Hint(); !shown || dir != u.play.s.Hint().Dir || cell < 0 {
		t.Errorf("hint %v not on the board: shown %v, %v on cell %d", u.play.s.Hint().Dir, shown, dir, cell)
	}
}

// A swipe across a 2048 board in Play is a move.
func TestPlaySwipe2048(t *testing.T) {
	u, _, _ := newTestUI(t)
	enterPlayUnder(t, u, board.RightColumn)
	c := u.view.CellCentre(5)
	test.Drag(u.win.Canvas(), onView(u, c.AddXY(0, u.view.CellSize())), 0, u.view.CellSize())
	if got, want := viewTiles(u.view), rows(board10Steps[1]); u.play.s.Game().Moves() != 1 || !reflect.DeepEqual(got, want) {
		t.Errorf("a swipe down: %d moves, board %v, want %v", u.play.s.Game().Moves(), got, want)
	}
}

// Next glides the tiles to the next step and the last frame is exactly that step; with motion off
// (View > Animate Moves, remembered) it shows at once.
func TestTimelineStepAnimates(t *testing.T) {
	for _, motion := range []bool{true, false} {
		u, _, q := newTestUI(t)
		u.steps.setMotion(motion)
		if u.prefs.Bool(prefMotion) != motion || u.steps.item.Checked != motion {
			t.Fatalf("motion %v not remembered", motion)
		}
		var held []*fyne.Animation
		u.view.StartAnimation = func(a *fyne.Animation) { held = append(held, a) }
		test.Tap(u.solveBtn)
		q.Until(t, "Board10 to be solved", func() bool { return !u.s.Solving() })
		test.Tap(u.tl.next)
		if motion != (len(held) == 1) || motion != u.view.Animating() {
			t.Fatalf("motion %v: %d animations started, animating %v", motion, len(held), u.view.Animating())
		}
		if motion {
			held[0].Tick(1)
		}
		if got, want := viewTiles(u.view), rows(board10Steps[1]); !reflect.DeepEqual(got, want) || u.view.Animating() {
			t.Errorf("motion %v: after the animation the board shows %v, want %v", motion, got, want)
		}
		u.tl.slider.dragging = true // a drag shows steps without motion
		u.tl.slider.SetValue(2)
		u.tl.slider.dragging = false
		if len(held) > 1 || !reflect.DeepEqual(viewTiles(u.view), rows(board10Steps[2])) {
			t.Errorf("motion %v: the slider's drag animated (%d animations)", motion, len(held))
		}
	}
}
