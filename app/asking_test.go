package app

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
)

var ctrlR = &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault}

// While a dialog asks, no shortcut acts on the window behind it: Ctrl+R does not replace the
// size question (and drop the size change), Ctrl+Q does not replace the randomize question, a
// second Ctrl+V does not paste under "Cannot paste this board", and neither Ctrl+Enter, a typed
// key nor Play's keys reach the board (issue 38).
func TestShortcutsDoNothingBehindADialog(t *testing.T) {
	t.Run("Ctrl+R behind the size question", func(t *testing.T) {
		u, _, _ := newTestUI(t)
		typeOnBoard(u, 2, "4")
		u.ed.size.SetSelected("5")
		question := overlayTexts(u.win.Canvas())
		if u.prompt == nil || !strings.Contains(question, "changing the size") {
			t.Fatalf("no size question: %q", question)
		}
		prompt := u.prompt
		pressShortcut(u, ctrlR)
		if u.prompt != prompt || overlayTexts(u.win.Canvas()) != question {
			t.Fatalf("Ctrl+R replaced the question with %q", overlayTexts(u.win.Canvas()))
		}
		test.Tap(u.prompt.discard)
		if u.ed.edit.Size() != 5 || u.win.Title() != "Tilesolve — untitled" {
			t.Errorf("after Discard: size %d, title %q", u.ed.edit.Size(), u.win.Title())
		}
	})
	t.Run("Ctrl+Q behind the randomize question", func(t *testing.T) {
		u, _, _ := newTestUI(t)
		quit := false
		u.quitApp = func() { quit = true }
		typeOnBoard(u, 2, "4")
		pressShortcut(u, ctrlR)
		question := overlayTexts(u.win.Canvas())
		if u.prompt == nil || !strings.Contains(question, "randomizing") {
			t.Fatalf("no randomize question: %q", question)
		}
		pressShortcut(u, ctrlQ)
		if quit || overlayTexts(u.win.Canvas()) != question {
			t.Fatalf("Ctrl+Q: quit %v, dialog %q", quit, overlayTexts(u.win.Canvas()))
		}
		test.Tap(u.prompt.discard)
		if u.win.Title() != "Tilesolve — random board" || quit {
			t.Errorf("after Discard: title %q, quit %v", u.win.Title(), quit)
		}
	})
	t.Run("Ctrl+V behind Cannot paste", func(t *testing.T) {
		u, _, _ := newTestUI(t)
		before := cellTexts(u.ed)
		u.app.Clipboard().SetContent("not a board")
		pressShortcut(u, ctrlV)
		if !strings.Contains(overlayTexts(u.win.Canvas()), "Cannot paste this board") {
			t.Fatalf("no error: %q", overlayTexts(u.win.Canvas()))
		}
		u.app.Clipboard().SetContent("3\n1 2 3\n4 5 6\n7 0 8\n")
		pressShortcut(u, ctrlV)
		if !reflect.DeepEqual(cellTexts(u.ed), before) || !strings.Contains(overlayTexts(u.win.Canvas()), "Cannot paste this board") {
			t.Errorf("a second Ctrl+V pasted behind the error: cells %q, dialog %q", cellTexts(u.ed), overlayTexts(u.win.Canvas()))
		}
	})
	t.Run("keys and window shortcuts behind a question", func(t *testing.T) {
		u, _, q := newTestUI(t)
		typeOnBoard(u, 2, "4")
		edited := cellTexts(u.ed)
		u.newItem.Action()
		if u.prompt == nil {
			t.Fatal("no question")
		}
		pressShortcut(u, ctrlReturn)
		pressShortcut(u, ctrl2)
		u.win.Canvas().OnTypedRune()('8')
		keyToFocused(u, fyne.KeyRight)
		if u.s.Solving() || u.playing() || !reflect.DeepEqual(cellTexts(u.ed), edited) || u.prompt == nil {
			t.Errorf("behind the question: solving %v, playing %v, cells %q, prompt %v", u.s.Solving(), u.playing(), cellTexts(u.ed), u.prompt != nil)
		}
		test.Tap(u.prompt.cancel)
		q.Drain()
		u.setMode(playTab)
		moves := u.play.s.Game().Moves()
		u.showError("A question", errors.New("test"))
		for _, k := range []fyne.KeyName{fyne.KeyDown, fyne.KeyLeft, fyne.KeyUp, fyne.KeyRight, fyne.KeyN} {
			keyToFocused(u, k)
		}
		if u.play.s.Game().Moves() != moves || !strings.Contains(overlayTexts(u.win.Canvas()), "A question") {
			t.Errorf("Play's keys behind a dialog: %d moves (were %d), dialog %q", u.play.s.Game().Moves(), moves, overlayTexts(u.win.Canvas()))
		}
	})
}

// While a view covers the page's window (Explore or Compare, with Back), the window's shortcuts
// and typed keys do not act on the puzzle hidden under it; after Back they do again.
func TestShortcutsDoNothingUnderAPageView(t *testing.T) {
	u, _, _ := newTestUI(t)
	grid := func() board.Grid { g, _ := u.ed.edit.Grid(); return g }
	before := grid()
	v := newPageView(u.win, "Compare searches")
	v.SetContent(widget.NewLabel("the figures"))
	v.Show()
	pressShortcut(u, ctrlR)
	u.win.Canvas().OnTypedRune()('7')
	if !reflect.DeepEqual(grid(), before) || u.prompt != nil || overlayTexts(u.win.Canvas()) != "" {
		t.Errorf("Ctrl+R or a digit under the view: board %v, question %q", grid(), overlayTexts(u.win.Canvas()))
	}
	v.Close()
	pressShortcut(u, ctrlR)
	if reflect.DeepEqual(grid(), before) && u.prompt == nil {
		t.Error("after Back, Ctrl+R neither randomized nor asked")
	}
}
