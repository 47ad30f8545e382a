package app

import (
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// TestRestoredKind: restoring the preferences gives the editor the remembered kind (the window
// then shows Board10 or the file it opens), and a kind the window does not know leaves the
// editor's own.
func TestRestoredKind(t *testing.T) {
	for saved, want := range map[string]board.Kind{
		"sliding": board.KindSliding, "2048": board.Kind2048, "auto": board.Kind2048, "chess": board.Kind2048, "": board.Kind2048,
	} {
		u, _, _ := newTestUI(t)
		u.prefs.SetString(prefKind, saved)
		u.restorePrefs()
		if got := u.ed.edit.Kind(); got != want || kindLabel(got) != u.ed.kind.Selected {
			t.Errorf("kind %q remembered: the editor shows %v (%q selected), want %v", saved, got, u.ed.kind.Selected, want)
		}
	}
}
