package app

import (
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/app/platform"
)

var ctrlQ = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}

// solvedRandomBoard randomizes a 3x3 sliding puzzle and solves it: a board in no file with a
// solution, work the unsaved rule covers.
func solvedRandomBoard(t *testing.T, u *ui, q interface {
	Until(testing.TB, string, func() bool)
}) {
	t.Helper()
	u.ed.kind.SetSelected(labelSliding)
	u.ed.size.SetSelected("3")
	test.Tap(u.ed.randBtn)
	pressShortcut(u, ctrlReturn)
	q.Until(t, "the first solve", func() bool { return !u.s.Solving() })
	if u.s.Solution() == nil || u.win.Title() != "Tilesolve — *random board" {
		t.Fatalf("after the first solve: solution %v, title %q", u.s.Solution() != nil, u.win.Title())
	}
}

// Quit during a second solve of a random board asks first: the first answer is the board's
// work until the second one replaces it (issue 38: it exited at once).
func TestQuitDuringSecondSolveAsks(t *testing.T) {
	for _, how := range []string{"Ctrl+Q", "close window"} {
		t.Run(how, func(t *testing.T) {
			u, _, q := newTestUI(t)
			quit, closed := false, false
			u.quitApp = func() { quit = true }
			u.win.SetOnClosed(func() { closed = true })
			solvedRandomBoard(t, u, q)
			pressShortcut(u, ctrlReturn) // the second solve; its answer waits in q
			if !u.s.Solving() {
				t.Fatal("the second solve did not start")
			}
			if how == "Ctrl+Q" {
				pressShortcut(u, ctrlQ)
			} else {
				u.closeWindow(false) // the window's close button (SetCloseIntercept)
			}
			if quit || closed || u.prompt == nil || !strings.Contains(overlayTexts(u.win.Canvas()), "in no file") {
				t.Fatalf("quit %v, closed %v, prompt %v: %q", quit, closed, u.prompt != nil, overlayTexts(u.win.Canvas()))
			}
			test.Tap(u.prompt.cancel)
			q.Until(t, "the second solve", func() bool { return !u.s.Solving() })
			if quit || closed || u.s.Solution() == nil || u.win.Title() != "Tilesolve — *random board" {
				t.Errorf("after Cancel and the answer: quit %v, solution %v, title %q", quit, u.s.Solution() != nil, u.win.Title())
			}
			pressShortcut(u, ctrlReturn)
			pressShortcut(u, ctrlQ)
			test.Tap(u.prompt.discard)
			if !quit && !closed {
				t.Error("Discard did not quit")
			}
		})
	}
}

// Every path that replaces the board or ends the app, taken while a solve (the second), a
// comparison, an exploration or autoplay runs, asks about the unsaved work or refuses and says
// why; none goes ahead silently, and Cancel keeps board, title and solution.
func TestNoPathLosesWorkWhileBusy(t *testing.T) {
	states := map[string]func(u *ui){
		"second solve": func(u *ui) { pressShortcut(u, ctrlReturn) },
		"comparison":   func(u *ui) { u.showCompare() },
		"exploration":  func(u *ui) { u.showExplorer() },
		"autoplay": func(u *ui) {
			u.setMode(playTab)
			u.play.toggleAutoplay()
		},
	}
	const other = "3\n1 2 3\n4 5 6\n7 0 8\n"
	paths := map[string]func(e env){
		"Ctrl+Q":       func(e env) { pressShortcut(e.u, ctrlQ) },
		"close window": func(e env) { e.u.closeWindow(false) },
		"Ctrl+N": func(e env) {
			pressShortcut(e.u, &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault})
		},
		"Ctrl+O": func(e env) { e.picker.path = e.file; e.u.openItem.Action() },
		"Open Recent": func(e env) {
			e.u.prefs.SetStringList(prefRecent, []string{e.file})
			e.u.recent.refresh()
			e.u.recentItem.ChildMenu.Items[0].Action()
		},
		"Open Sample": func(e env) { e.u.sampleItem.ChildMenu.Items[1].Action() },
		"drop":        func(e env) { e.u.docs.dropped(platform.PathFile(e.file)) },
		"Ctrl+V": func(e env) {
			e.u.app.Clipboard().SetContent(other)
			pressShortcut(e.u, ctrlV)
		},
		"Ctrl+R": func(e env) {
			pressShortcut(e.u, &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault})
		},
	}
	for state, begin := range states {
		for path, act := range paths {
			t.Run(state+"/"+path, func(t *testing.T) {
				u, picker, q := newTestUI(t)
				quit, closed := false, false
				u.quitApp = func() { quit = true }
				u.win.SetOnClosed(func() { closed = true })
				solvedRandomBoard(t, u, q)
				cells, sol := cellTexts(u.ed), u.s.Solution()
				begin(u)
				act(env{t, u, picker, q, &closed, &quit, writeFile(t, "other.txt", other)})
				q.Until(t, "the file to be read", func() bool { return u.s.Opens.Pending() == 0 })
				asked := u.prompt != nil && strings.Contains(overlayTexts(u.win.Canvas()), "in no file")
				refused := strings.Contains(u.status.Text, "waits: a solve is running")
				ends := path == "Ctrl+Q" || path == "close window"
				if !asked && (ends || !refused) {
					t.Fatalf("neither asked nor refused: prompt %v, status %q", u.prompt != nil, u.status.Text)
				}
				if asked {
					test.Tap(u.prompt.cancel)
					q.Until(t, "the file to be read", func() bool { return u.s.Opens.Pending() == 0 })
				}
				if state == "second solve" {
					q.Until(t, "the second solve", func() bool { return !u.s.Solving() })
					sol = u.s.Solution()
				}
				if quit || closed || !reflect.DeepEqual(cellTexts(u.ed), cells) || u.win.Title() != "Tilesolve — *random board" ||
					u.s.Solution() == nil || u.s.Solution() != sol {
					t.Errorf("went ahead: quit %v, closed %v, cells %q (were %q), title %q, solution kept %v",
						quit, closed, cellTexts(u.ed), cells, u.win.Title(), u.s.Solution() == sol)
				}
				if u.play.s.Autoplaying() {
					u.play.toggleAutoplay()
				}
			})
		}
	}
}
