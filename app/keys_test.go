package app

import (
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

var (
	ctrlReturn = &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault}
	ctrl1      = &desktop.CustomShortcut{KeyName: fyne.Key1, Modifier: fyne.KeyModifierShortcutDefault}
	ctrl2      = &desktop.CustomShortcut{KeyName: fyne.Key2, Modifier: fyne.KeyModifierShortcutDefault}
)

// keyToFocused sends a key as the desktop driver does: to the focused widget when there is one,
// else to the window.
func keyToFocused(u *ui, name fyne.KeyName) { typeKey(u.win.Canvas(), &fyne.KeyEvent{Name: name}) }

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
	// The new game's two tiles are random: some starts cannot move down, so take the first arrow
	// that moves (with two tiles on the board, one always does).
	for _, k := range []fyne.KeyName{fyne.KeyDown, fyne.KeyLeft, fyne.KeyUp, fyne.KeyRight} {
		if keyToFocused(u, k); u.play.s.Game().Moves() > 0 {
			break
		}
	}
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
	u.setSolution(session.PathSolution(board.Steps{{Board: b, Spawned: -1}}))
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

// The new-game question says the game under way stays one Undo away and where the timeline is,
// and Enter takes its highlighted answer, New game.
func TestNewGameQuestionEnterStarts(t *testing.T) {
	u, _, _ := newTestUI(t)
	enterPlayUnder(t, u, board.RightColumn)
	press(u, fyne.KeyDown)
	press(u, fyne.KeyLeft)
	u.play.s.Seek(1)
	game := u.play.s.Game()
	press(u, fyne.KeyN)
	text := overlayTexts(u.win.Canvas())
	if u.dialog == nil || strings.Contains(text, "is lost") || !strings.Contains(text, "Undo") || !strings.Contains(text, "2 moves, the timeline at move 1") {
		t.Fatalf("the question says %q", text)
	}
	press(u, fyne.KeyReturn)
	if u.dialog != nil || u.play.s.Game() == game {
		t.Fatalf("Enter on the question: dialog still up %v, new game %v", u.dialog != nil, u.play.s.Game() != game)
	}
	u.undo()
	if steps, at := u.play.s.History(); u.play.s.Game() != game || len(steps) != 3 || at != 1 {
		t.Errorf("Undo after the new game: the old game back %v, %d steps at %d", u.play.s.Game() == game, len(steps), at)
	}
}

// After Solve the board gives the keys to the timeline: the cell cursor goes with them, and a digit
// typed then says where typing goes instead of vanishing; a click on a cell brings both back.
func TestTypingWithoutTheCursorSaysWhere(t *testing.T) {
	u, _, q := newTestUI(t)
	test.TapAt(u.view, u.view.CellCentre(0))
	if !u.view.CursorShown() {
		t.Fatal("a click on a cell shows no cursor")
	}
	test.Tap(u.solveBtn)
	q.Until(t, "Board10's solution", func() bool { return u.s.Solution() != nil && !u.s.Solving() })
	if u.view.CursorShown() || u.win.Canvas().Focused() == u.view {
		t.Fatalf("after Solve: cursor shown %v, board focused %v", u.view.CursorShown(), u.win.Canvas().Focused() == u.view)
	}
	before := u.ed.edit.Cell(0)
	u.win.Canvas().OnTypedRune()('5')
	if u.status.Text != typeWhereText || u.ed.edit.Cell(0) != before {
		t.Errorf("a digit with the timeline's keys: status %q, cell 0 %q (was %q)", u.status.Text, u.ed.edit.Cell(0), before)
	}
	test.TapAt(u.view, u.view.CellCentre(1))
	if !u.view.CursorShown() || u.win.Canvas().Focused() != u.view {
		t.Error("a click on a cell after Solve did not bring the cursor and the keys back")
	}
}

// With a solution on the timeline and the board focused for editing (at any step), Space,
// End and Page Down act on the timeline; the arrows, Tab, digits and Backspace stay the board's
// (they move the cursor and type), and Esc gives the focus up so that the arrows step again.
func TestTimelineKeysFromFocusedBoard(t *testing.T) {
	u, _, q := newTestUI(t)
	test.Tap(u.solveBtn)
	q.Until(t, "Board10's solution", func() bool { return u.s.Solution() != nil && !u.s.Solving() })
	last := u.tl.pos.Last()
	if last < 2 {
		t.Fatalf("Board10's solution has %d steps", last)
	}
	c := u.win.Canvas()
	focusBoard := func() {
		t.Helper()
		u.tl.goTo(0)
		test.TapAt(u.view, u.view.CellCentre(0))
		if c.Focused() != u.view || u.view.Mode() != boardview.Edit {
			t.Fatalf("the board at step 0: focus on %T, mode %v", c.Focused(), u.view.Mode())
		}
	}
	focusBoard()
	keyToFocused(u, fyne.KeyHome)
	keyToFocused(u, fyne.KeyPageUp)
	if u.tl.pos.At() != 0 {
		t.Errorf("Home and Page Up at the start moved to step %d", u.tl.pos.At())
	}
	keyToFocused(u, fyne.KeyEnd)
	// The last step is the board shown, and edited there (the one rule): the board keeps the focus.
	if u.tl.pos.At() != last || c.Focused() != u.view || u.view.Mode() != boardview.Edit {
		t.Errorf("End from the board: step %d of %d, focus on %T, mode %v", u.tl.pos.At(), last, c.Focused(), u.view.Mode())
	}
	keyToFocused(u, fyne.KeyHome)
	if u.tl.pos.At() != 0 {
		t.Errorf("Home after End: step %d", u.tl.pos.At())
	}
	focusBoard()
	keyToFocused(u, fyne.KeyPageDown)
	if want := max(1, (last+5)/10); u.tl.pos.At() != want {
		t.Errorf("Page Down from the board: step %d, want %d", u.tl.pos.At(), want)
	}
	focusBoard()
	keyToFocused(u, fyne.KeySpace)
	if u.tl.playing == nil {
		t.Error("Space from the board did not start playback")
	}
	keyToFocused(u, fyne.KeySpace)
	if u.tl.playing != nil {
		t.Error("a second Space from the board did not pause")
	}

	// The arrows and Tab move the cursor while the board has the focus: the timeline stays.
	focusBoard()
	keyToFocused(u, fyne.KeyRight)
	keyToFocused(u, fyne.KeyDown)
	keyToFocused(u, fyne.KeyTab)
	n := u.view.Grid().N
	if got := u.view.Selected(); got != n+2 || u.tl.pos.At() != 0 {
		t.Errorf("Right, Down, Tab on the board: cursor on %d (want %d), step %d", got, n+2, u.tl.pos.At())
	}
	// Esc gives the focus up: Right then steps the timeline.
	keyToFocused(u, fyne.KeyEscape)
	keyToFocused(u, fyne.KeyRight)
	if c.Focused() != nil || u.tl.pos.At() != 1 {
		t.Errorf("Esc, Right: focus on %T, step %d (want 1)", c.Focused(), u.tl.pos.At())
	}
	// Typing still edits: a digit and Backspace on the focused board change the cell.
	focusBoard()
	test.Type(u.view, "8")
	if got := u.ed.edit.Cell(0); got != "8" {
		t.Errorf("typed 8 on cell 0: it holds %q", got)
	}
	keyToFocused(u, fyne.KeyBackspace)
	if got := u.ed.edit.Cell(0); got != "" {
		t.Errorf("Backspace on cell 0: it holds %q", got)
	}
}
