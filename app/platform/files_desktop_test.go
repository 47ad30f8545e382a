//go:build !js

package platform

import (
	"errors"
	"testing"

	"fyne.io/fyne/v2/test"
	native "github.com/sqweek/dialog"

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
	win := test.NewTempApp(t).NewWindow("picker")
	p := &nativePicker{win: win, do: func(f func()) { f() }}
	p.fyneOpen(t.TempDir(), func(string, error) {})
	if win.Canvas().Overlays().Top() == nil {
		t.Fatal("no Fyne open dialog")
	}
	win.Canvas().Overlays().Remove(win.Canvas().Overlays().Top())
	p.fyneSave(t.TempDir(), "puzzle.txt", func(string, error) {})
	if win.Canvas().Overlays().Top() == nil {
		t.Fatal("no Fyne save dialog")
	}
}
