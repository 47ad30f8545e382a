package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

func TestKeyLabel(t *testing.T) {
	for _, c := range []struct {
		s    *desktop.CustomShortcut
		want string
	}{
		{&desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierControl}, "Ctrl+N"},
		{&desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierControl | fyne.KeyModifierAlt}, "Ctrl+Alt+R"},
		{&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierControl | fyne.KeyModifierShift}, "Ctrl+Shift+Z"},
	} {
		if got := keyLabel(c.s); got != c.want {
			t.Errorf("keyLabel(%v) = %q, want %q", c.s, got, c.want)
		}
	}
}

func TestLetterKey(t *testing.T) {
	for r, want := range map[rune]fyne.KeyName{'w': fyne.KeyW, 'A': fyne.KeyA, 'z': fyne.KeyZ} {
		if got, ok := letterKey(r); !ok || got != want {
			t.Errorf("letterKey(%q) = %q, %v; want %q", r, got, ok, want)
		}
	}
	for _, r := range "1 é." {
		if got, ok := letterKey(r); ok {
			t.Errorf("letterKey(%q) = %q, want none", r, got)
		}
	}
}

// A file written from a board is named after the opened file or the board's name.
func TestFileName(t *testing.T) {
	for _, c := range []struct{ doc, suffix, ext, want string }{
		{"eight.txt", "", ".txt", "eight.txt"},
		{"eight.txt", "-solution", ".gif", "eight-solution.gif"},
		{board10Title, "", ".txt", "sample-2048-board.txt"},
		{randomTitle, "-game", ".gif", "random-board-game.gif"},
		{"untitled", "-solution", ".txt", "untitled-solution.txt"},
		{"“?”", "", ".txt", "puzzle.txt"},
	} {
		if got := fileName(c.doc, c.suffix, c.ext); got != c.want {
			t.Errorf("fileName(%q, %q, %q) = %q, want %q", c.doc, c.suffix, c.ext, got, c.want)
		}
	}
}

// On a device without a keyboard the status and the Play panel name no keys.
func TestWordsWithoutKeyboard(t *testing.T) {
	defer func(had bool) { hasKeyboard = had }(hasKeyboard)
	hasKeyboard = false
	u, _, _ := newTestUI(t)
	u.showBoard10()
	texts := []string{u.status.Text, replacedText("untitled"), steppedText(2), busyText("Typing"), playKeysLine(), escHint("stops")}
	u.setMode(playTab)
	texts = append(texts, u.status.Text, u.cancelItem.Label)
	var keyed []string
	var walk func(items []*fyne.MenuItem)
	walk = func(items []*fyne.MenuItem) {
		for _, it := range items {
			if it.Shortcut != nil {
				keyed = append(keyed, it.Label)
			}
			if it.ChildMenu != nil {
				walk(it.ChildMenu.Items)
			}
		}
	}
	for _, m := range u.menu.Items {
		walk(m.Items)
	}
	if len(keyed) > 0 {
		t.Errorf("without a keyboard the menu names the keys of %q", keyed)
	}
	u.setMode(solveTab)
	pressShortcut(u, randomizeKey) // a keyboard plugged in: the key still acts, off the menu
	if !strings.HasPrefix(u.status.Text, "New board: “random board”") {
		t.Errorf("Randomize's key off the menu: the status says %q", u.status.Text)
	}
	q := sessiontest.NewQueue()
	c := newComparer(test.NewTempApp(t), q.Do, hardPuzzle(t), session.Limits{})
	q.Until(t, "the first search's report", func() bool { return strings.HasPrefix(c.status.Text, "Running search") })
	texts = append(texts, c.cancelBtn.Text, c.status.Text)
	c.win.Close()
	for _, s := range texts {
		for _, key := range []string{"Ctrl", "Esc", "Backspace", "W A S D", "(N)"} {
			if strings.Contains(s, key) {
				t.Errorf("without a keyboard %q names %s", s, key)
			}
		}
	}
	hasKeyboard = true
	if s := replacedText("untitled"); !strings.Contains(s, "Ctrl+Z") {
		t.Errorf("with a keyboard %q names no key", s)
	}
}

// Help's list names the desktop's keys, Quit's included.
func TestShortcutsList(t *testing.T) {
	var all []string
	for _, s := range shortcuts() {
		all = append(all, s[0]+" "+s[1])
	}
	text := strings.Join(all, "\n")
	for _, want := range []string{"Ctrl+N New board", "Ctrl+R Randomize", "Ctrl+Q Quit", "W A S D", "Ctrl+1 / Ctrl+2 Solve mode / Play mode"} {
		if !strings.Contains(text, want) {
			t.Errorf("the shortcuts lack %q:\n%s", want, text)
		}
	}
}
