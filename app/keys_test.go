package app

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tilesolve/board"
	"tilesolve/solver"
)

var (
	ctrlReturn = &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault}
	ctrl1      = &desktop.CustomShortcut{KeyName: fyne.Key1, Modifier: fyne.KeyModifierShortcutDefault}
	ctrl2      = &desktop.CustomShortcut{KeyName: fyne.Key2, Modifier: fyne.KeyModifierShortcutDefault}
)

// keyToFocused sends a key as the desktop driver does: to the focused widget when there is one,
// else to the window.
func keyToFocused(u *ui, name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	if f := u.win.Canvas().Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	u.win.Canvas().OnTypedKey()(ev)
}

// Ctrl+Enter, Ctrl+2 and Ctrl+1 work while the board being edited has the focus, and Play's keys
// then move the game instead of typing into a cell.
func TestShortcutsFromFocusedCell(t *testing.T) {
	u, _, q := newTestUI(t)
	c := u.win.Canvas()
	cell := u.view
	c.Focus(cell)
	pressShortcut(u, ctrlReturn)
	q.Until(t, "the solve Ctrl+Enter started from the board", func() bool { return u.s.Solution() != nil })

	c.Focus(cell)
	pressShortcut(u, ctrl2)
	if !u.playing() || c.Focused() != nil {
		t.Fatalf("Ctrl+2 from the board: playing %v, focus on %v", u.playing(), c.Focused())
	}
	before := cellTexts(u.ed)
	keyToFocused(u, fyne.KeyN)
	keyToFocused(u, fyne.KeyDown)
	if !reflect.DeepEqual(cellTexts(u.ed), before) || u.play.s.Game().Moves() != 1 {
		t.Errorf("Play's keys: the cells hold %q (were %q), the game made %d moves", cellTexts(u.ed), before, u.play.s.Game().Moves())
	}
	pressShortcut(u, ctrlZ)
	if u.play.s.Game().Moves() != 0 {
		t.Error("Ctrl+Z in Play did not take the move back")
	}
	pressShortcut(u, ctrlY)
	if u.play.s.Game().Moves() != 1 {
		t.Error("Ctrl+Y in Play did not bring the move back")
	}
	pressShortcut(u, ctrl1)
	if u.playing() {
		t.Error("Ctrl+1 did not go back to Solve")
	}
	c.Focus(cell)
	pressShortcut(u, ctrl2)
	if !u.playing() {
		t.Error("Ctrl+2 from the board the second time")
	}
}

// After a click on the timeline's slider the arrows still move the game in Play, both when the
// slider keeps no focus and when Tab gave it the focus.
func TestArrowsMoveGameAfterSliderClick(t *testing.T) {
	u, _, _ := newTestUI(t)
	enterPlayUnder(t, u, board.RightColumn)
	press(u, fyne.KeyDown)
	press(u, fyne.KeyLeft)
	if u.play.s.Game().Moves() != 2 {
		t.Fatalf("%d moves before the click", u.play.s.Game().Moves())
	}
	c := u.win.Canvas()
	test.Tap(u.tl.slider)
	if f := c.Focused(); f != nil {
		t.Errorf("a click on the slider gave it the focus (%T)", f)
	}
	moves := u.play.s.Game().Moves()
	keyToFocused(u, fyne.KeyUp)
	if u.play.s.Game().Moves() == moves && !u.play.s.Game().Over() {
		t.Errorf("Up after a click on the slider: still %d moves", moves)
	}
	c.Focus(u.tl.slider)
	moves = u.play.s.Game().Moves()
	keyToFocused(u, fyne.KeyRight)
	if u.play.s.Game().Moves() == moves {
		t.Errorf("Right with the slider focused: still %d moves", moves)
	}
}

// Dragging the slider into its last pixel reaches the last step of a 32,783-step solution (the
// track has far fewer pixels than steps), and Page Up / Page Down jump a tenth.
func TestSliderDragReachesLastStep(t *testing.T) {
	u, _, _ := newTestUI(t)
	sol := longSolution(t, 32783)
	u.setSolution(sol)
	s := u.tl.slider
	end := s.Size().Width - s.trackEnd()
	s.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(end-0.4, 5)}})
	s.DragEnd()
	if u.tl.pos.At() != 32782 || s.Value != 32782 {
		t.Errorf("dragged to the track's end: step %d, slider %v; want 32782", u.tl.pos.At(), s.Value)
	}
	plain := widget.NewSlider(0, 32782)
	plain.Step = 1
	plain.Resize(s.Size())
	plain.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(end-0.4, 5)}})
	t.Logf("Fyne's own slider dragged to the same point stops at %v of 32782", plain.Value)

	s.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(s.trackEnd()+0.4, 5)}})
	if u.tl.pos.At() != 0 {
		t.Errorf("dragged to the track's start: step %d", u.tl.pos.At())
	}
	press(u, fyne.KeyPageDown)
	press(u, fyne.KeyPageDown)
	if u.tl.pos.At() != 2*3278 {
		t.Errorf("two Page Downs: step %d, want %d", u.tl.pos.At(), 2*3278)
	}
	press(u, fyne.KeyPageUp)
	if u.tl.pos.At() != 3278 {
		t.Errorf("Page Up: step %d, want 3278", u.tl.pos.At())
	}
}

// A solution of no moves (the board is solved already) leaves the timeline's Play and slider
// disabled at "step 0 of 0".
func TestTimelinePlayDisabledAtStepZeroOfZero(t *testing.T) {
	u, _, _ := newTestUI(t)
	b, _ := u.ed.edit.Board()
	u.setSolution(&solver.Solution{Kind: board.Kind2048, Steps: []board.Step{{Board: b, Spawned: -1}}})
	if u.tl.label.Text != "step 0 of 0 — start" || !u.tl.play.Disabled() || !u.tl.slider.Disabled() {
		t.Errorf("%q: Play disabled %v, slider disabled %v", u.tl.label.Text, u.tl.play.Disabled(), u.tl.slider.Disabled())
	}
	u.setSolution(longSolution(t, 3))
	if u.tl.play.Disabled() || u.tl.slider.Disabled() {
		t.Error("a 2-move solution leaves Play or the slider disabled")
	}
}

// N asks before throwing away a game under way; with no moves made it starts a new game at once.
func TestNewGameKeyAsks(t *testing.T) {
	u, _, _ := newTestUI(t)
	enterPlayUnder(t, u, board.RightColumn)
	press(u, fyne.KeyDown)
	game := u.play.s.Game()
	press(u, fyne.KeyN)
	if u.dialog == nil || u.play.s.Game() != game {
		t.Fatalf("N with a move made: dialog %v, game replaced %v", u.dialog != nil, u.play.s.Game() != game)
	}
	press(u, fyne.KeyEscape) // the answer No
	if u.dialog != nil || u.play.s.Game() != game || !reflect.DeepEqual(viewTiles(u.view), rows(board10Steps[1])) {
		t.Fatal("Esc on the question did not keep the game")
	}
	press(u, fyne.KeyBackspace)
	press(u, fyne.KeyN)
	if u.dialog != nil || u.play.s.Game() == game {
		t.Error("N with no moves made asked, or kept the game")
	}
}
