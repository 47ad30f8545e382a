package app

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// A recent file that is no longer there is said in words, not the system's "stat …: no such file
// or directory", and the question offers to take it off the list (Enter does).
func TestMissingRecentFileOffersToForget(t *testing.T) {
	u, _, q := newTestUI(t)
	gone := filepath.Join(t.TempDir(), "gone.txt")
	kept := filepath.Join(t.TempDir(), "kept.txt")
	u.prefs.SetStringList(prefRecent, []string{gone, kept})
	u.recent.refresh()
	u.recentItem.ChildMenu.Items[0].Action()
	q.Until(t, "the open to answer", func() bool { return u.dialog != nil })
	text := overlayTexts(u.win.Canvas())
	if strings.Contains(text, "stat ") || strings.Contains(text, "no such file") || !strings.Contains(text, "gone.txt is no longer in") ||
		!strings.Contains(text, "Remove it from the recent files?") {
		t.Fatalf("the question says %q", text)
	}
	u.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got := u.prefs.StringList(prefRecent); !slices.Equal(got, []string{kept}) || u.dialog != nil {
		t.Errorf("after Enter the recent files are %q, dialog up %v", got, u.dialog != nil)
	}
}
