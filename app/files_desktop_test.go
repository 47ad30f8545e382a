//go:build !js

package app

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	native "github.com/sqweek/dialog"

	"github.com/tilesolve/tilesolve/internal/testfiles"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// The native picker hands the chooser's answer to done on the UI goroutine, treats Cancel as no
// file, and falls back to Fyne's dialog when the chooser fails or panics (GTK without a display).
func TestNativePickerOutcomes(t *testing.T) {
	for _, tc := range []struct {
		name     string
		choose   func() (string, error)
		path     string
		fallback bool
	}{
		{"chosen", func() (string, error) { return "/tmp/x.txt", nil }, "/tmp/x.txt", false},
		{"cancelled", func() (string, error) { return "", native.ErrCancelled }, "", false},
		{"failed", func() (string, error) { return "", errors.New("no chooser") }, "", true},
		{"panicked", func() (string, error) { panic("gtk initialisation failed") }, "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := sessiontest.NewQueue()
			p := &nativePicker{do: q.Do}
			var got string
			done, fellBack := false, false
			p.run(tc.choose, func() { fellBack = true }, func(path string, err error) {
				got, done = path, true
				if err != nil {
					t.Errorf("done got error %v", err)
				}
			})
			p.run(tc.choose, func() { t.Error("a second request ran while the first was open") }, nil)
			q.Until(t, "the chooser's answer", func() bool { return done || fellBack })
			if fellBack != tc.fallback || got != tc.path || p.busy {
				t.Errorf("fallback %v path %q busy %v; want fallback %v path %q", fellBack, got, p.busy, tc.fallback, tc.path)
			}
		})
	}
}

// When the native chooser fails, Fyne's own file dialog opens on the window.
func TestNativePickerFallsBackToFyneDialog(t *testing.T) {
	u, _, _ := newTestUI(t)
	p := &nativePicker{win: u.win, do: func(f func()) { f() }}
	p.fyneOpen(t.TempDir(), func(string, error) {})
	if u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no Fyne open dialog")
	}
	u.win.Canvas().Overlays().Remove(u.win.Canvas().Overlays().Top())
	p.fyneSave(t.TempDir(), "puzzle.txt", func(string, error) {})
	if u.win.Canvas().Overlays().Top() == nil {
		t.Fatal("no Fyne save dialog")
	}
}

// A named pipe dropped on the window, or named on the command line, is refused with a message; the
// window keeps working (the read happens off the UI goroutine, and a pipe is never read at all).
func TestFIFORefusedByApp(t *testing.T) {
	fifo := testfiles.FIFO(t, t.TempDir(), "pipe.txt")
	for _, how := range []string{"drop", "command line", "recent"} {
		t.Run(how, func(t *testing.T) {
			var u *ui
			var q *sessiontest.Queue
			switch how {
			case "command line":
				u, _, q = newTestUI(t, fifo)
			default:
				u, _, q = newTestUI(t)
			}
			before := cellTexts(u.ed)
			switch how {
			case "drop":
				u.dropped(pathFile(fifo))
			case "recent":
				u.prefs.SetStringList(prefRecent, []string{fifo})
				u.refreshRecent()
				u.recentItem.ChildMenu.Items[0].Action()
			}
			waitOpen(t, u, q)
			if msg := overlayTexts(u.win.Canvas()); !strings.Contains(msg, "is a named pipe (FIFO), not a regular file") {
				t.Errorf("dialog %q", msg)
			}
			if !reflect.DeepEqual(cellTexts(u.ed), before) || u.win.Title() != "Tilesolve — "+board10Title {
				t.Errorf("the board changed: %q, title %q", cellTexts(u.ed), u.win.Title())
			}
		})
	}
}
