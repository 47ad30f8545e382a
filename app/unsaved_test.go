package app

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// Every way of replacing an edited board, closing the window or quitting asks Save / Discard /
// Cancel first: Cancel keeps the edits, Discard goes ahead, Save writes the board and then goes
// ahead.
func TestUnsavedEditsAreNeverLostSilently(t *testing.T) {
	other := "3\n0 1 3\n4 2 5\n7 8 6\n"
	paths := []struct {
		name string
		act  func(e env)
		done func(e env) bool // whether the action went ahead
	}{
		{"File > New", func(e env) { e.u.newItem.Action() }, titled("untitled")},
		{"New button", func(e env) { test.Tap(e.u.ed.newBtn) }, titled("untitled")},
		{"File > Open", func(e env) { e.picker.path = e.file; e.u.openItem.Action(); waitOpen(e.t, e.u, e.q) }, titled("other.txt")},
		{"Open Recent", func(e env) {
			e.u.prefs.SetStringList(prefRecent, []string{e.file})
			e.u.recent.refresh()
			e.u.recentItem.ChildMenu.Items[0].Action()
			waitOpen(e.t, e.u, e.q)
		}, titled("other.txt")},
		{"Open Sample", func(e env) { e.u.sampleItem.ChildMenu.Items[1].Action() }, func(e env) bool {
			return e.u.win.Title() == "Tilesolve — "+e.u.sampleItem.ChildMenu.Items[1].Label
		}},
		{"Edit > Randomize", func(e env) { e.u.randItem.Action() }, titled("random board")},
		{"Randomize button", func(e env) { test.Tap(e.u.ed.randBtn) }, titled("random board")},
		{"kind", func(e env) { e.u.ed.kind.SetSelected(labelSliding) }, func(e env) bool {
			return e.u.ed.edit.Kind() == board.KindSliding && e.u.ed.kind.Selected == labelSliding
		}},
		{"size", func(e env) { e.u.ed.size.SetSelected("5") }, func(e env) bool { return e.u.ed.edit.Size() == 5 && e.u.ed.size.Selected == "5" }},
		{"drop", func(e env) {
			e.u.docs.dropped(platform.PathFile(e.file))
			waitOpen(e.t, e.u, e.q)
		}, titled("other.txt")},
		{"close window", func(e env) { e.u.closeWindow(false) }, func(e env) bool { return *e.closed }},
		{"File > Quit", func(e env) { quitItem(e.u).Action() }, func(e env) bool { return *e.quit }},
	}
	for _, p := range paths {
		for _, answer := range []string{"cancel", "discard", "save"} {
			t.Run(p.name+"/"+answer, func(t *testing.T) {
				u, picker, q := newTestUI(t)
				closed, quit := false, false
				u.win.SetOnClosed(func() { closed = true })
				u.quitApp = func() { quit = true }
				e := env{t, u, picker, q, &closed, &quit, writeFile(t, "other.txt", other)}

				// Unedited, nothing is asked.
				if u.s.Doc.Dirty() || u.win.Title() != "Tilesolve — "+board10Title {
					t.Fatalf("fresh board is marked unsaved: %q", u.win.Title())
				}
				typeOnBoard(u, 2, "4") // row 1, column 3 of Board10
				edited := cellTexts(u.ed)
				if !u.s.Doc.Dirty() || u.win.Title() != "Tilesolve — *"+board10Title {
					t.Fatalf("after an edit: dirty %v, title %q", u.s.Doc.Dirty(), u.win.Title())
				}
				saveTo := filepath.Join(t.TempDir(), "mine.txt")
				picker.savePath = saveTo

				p.act(e)
				if u.prompt == nil || !strings.Contains(overlayTexts(u.win.Canvas()), "has edits that are not saved") {
					t.Fatalf("no Save / Discard / Cancel prompt; overlay %q", overlayTexts(u.win.Canvas()))
				}
				if p.done(e) {
					t.Fatal("the action went ahead before the answer")
				}
				switch answer {
				case "cancel":
					test.Tap(u.prompt.cancel)
				case "discard":
					test.Tap(u.prompt.discard)
				case "save":
					test.Tap(u.prompt.save)
				}
				// Open and drop read the file off the UI goroutine, after the answer.
				q.Until(t, "the file to be read", func() bool { return u.s.Opens.Pending() == 0 })

				if answer == "cancel" {
					if p.done(e) || !reflect.DeepEqual(cellTexts(u.ed), edited) || !u.s.Doc.Dirty() || u.win.Canvas().Overlays().Top() != nil {
						t.Errorf("Cancel: went ahead %v, cells %q (edited %q), dirty %v", p.done(e), cellTexts(u.ed), edited, u.s.Doc.Dirty())
					}
					if u.ed.kind.Selected != label2048 || u.ed.size.Selected != "4" {
						t.Errorf("Cancel left the selectors at %q, %q", u.ed.kind.Selected, u.ed.size.Selected)
					}
					return
				}
				if !p.done(e) {
					t.Errorf("%s: the action did not go ahead; title %q", answer, u.win.Title())
				}
				if answer == "save" {
					data, err := os.ReadFile(saveTo)
					if err != nil {
						t.Fatal(err)
					}
					g, err := board.Read(strings.NewReader(string(data)))
					if err != nil || g.At(0, 2) != 4 || g.At(3, 0) != 1024 {
						t.Errorf("saved file holds %q (%v), want the edited Board10", data, err)
					}
				}
			})
		}
	}
}

// env is what each path of TestUnsavedEditsAreNeverLostSilently acts on.
type env struct {
	t      *testing.T
	u      *ui
	picker *fakePicker
	q      *sessiontest.Queue
	closed *bool
	quit   *bool
	file   string // a good puzzle file to open
}

// titled says whether the window's title names name, unedited.
func titled(name string) func(e env) bool {
	return func(e env) bool { return e.u.win.Title() == "Tilesolve — "+name }
}

func quitItem(u *ui) *fyne.MenuItem {
	for _, it := range u.menu.Items[0].Items {
		if it.Label == "Quit" {
			return it
		}
	}
	panic("no File > Quit")
}

// Discard, then cancelling the file chooser, keeps the edits and their * (nothing was replaced).
func TestDiscardThenCancelledOpenKeepsEdits(t *testing.T) {
	u, picker, _ := newTestUI(t)
	typeOnBoard(u, 2, "4")
	edited := cellTexts(u.ed)
	picker.path = "" // the user cancels the chooser
	u.openItem.Action()
	test.Tap(u.prompt.discard)
	if !reflect.DeepEqual(cellTexts(u.ed), edited) || !u.s.Doc.Dirty() || u.win.Title() != "Tilesolve — *"+board10Title {
		t.Errorf("cells %q, dirty %v, title %q", cellTexts(u.ed), u.s.Doc.Dirty(), u.win.Title())
	}
	u.newItem.Action()
	if u.prompt == nil {
		t.Error("New after a cancelled Open replaced the edits without asking")
	}
}

// A pasted board is in no file from the start: the question says so, not that it has edits; once
// edited it has them.
func TestPastedBoardQuestionSaysClipboard(t *testing.T) {
	u, _, _ := newTestUI(t)
	u.pasteText("3\n1 2 3\n4 5 6\n7 0 8\n")
	u.newItem.Action()
	text := overlayTexts(u.win.Canvas())
	if u.prompt == nil || strings.Contains(text, "has edits") || !strings.Contains(text, "came from the clipboard") {
		t.Fatalf("New after a paste asks %q", text)
	}
	test.Tap(u.prompt.cancel)
	typeOnBoard(u, 0, "2")
	typeOnBoard(u, 1, "1")
	u.newItem.Action()
	if text := overlayTexts(u.win.Canvas()); u.prompt == nil || !strings.Contains(text, "has edits that are not saved") {
		t.Errorf("New after editing the pasted board asks %q", text)
	}
}
