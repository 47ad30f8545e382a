package app

import (
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
	"github.com/tilesolve/tilesolve/session"
)

// pressShortcut sends sh as Fyne's desktop driver does (internal/driver/glfw's triggersShortcut):
// the main menu's items first, whatever has the focus, then the focused widget when it takes
// shortcuts, then the canvas.
func pressShortcut(u *ui, sh fyne.Shortcut) {
	var inMenu func(items []*fyne.MenuItem) bool
	inMenu = func(items []*fyne.MenuItem) bool {
		for _, it := range items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == sh.ShortcutName() && it.Action != nil {
				it.Action()
				return true
			}
			if it.ChildMenu != nil && inMenu(it.ChildMenu.Items) {
				return true
			}
		}
		return false
	}
	for _, m := range u.menu.Items {
		if inMenu(m.Items) {
			return
		}
	}
	c := u.win.Canvas()
	if f, ok := c.Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(sh)
		return
	}
	u.keys.TypedShortcut(sh) // what the canvas runs: see keyRouter.bind
}

var (
	ctrlZ      = &fyne.ShortcutUndo{}
	ctrlY      = &fyne.ShortcutRedo{}
	ctrlShiftZ = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	ctrlC      = &fyne.ShortcutCopy{}
	ctrlV      = &fyne.ShortcutPaste{}
)

// Every change to the board can be undone and redone, by the Edit menu and the keys, and the
// menu names the change.
func TestUndoRedoAcrossClearRandomizePasteOpen(t *testing.T) {
	u, picker, q := newTestUI(t)
	var states [][]string
	var labels []string
	done := func(label string) {
		t.Helper()
		states = append(states, cellTexts(u.ed))
		labels = append(labels, label)
		if got := u.undoItem.Label; got != "Undo "+label || u.undoItem.Disabled {
			t.Errorf("after %s the menu shows %q (disabled %v)", label, got, u.undoItem.Disabled)
		}
	}
	states = append(states, cellTexts(u.ed))
	if !u.undoItem.Disabled || u.undoItem.Label != "Undo" {
		t.Errorf("at start Undo is %q, disabled %v: the starting board is no change to undo", u.undoItem.Label, u.undoItem.Disabled)
	}

	typeOnBoard(u, 2, "64") // one change, not two
	done(session.ChangeTyping)
	u.clearItem.Action()
	done(session.ChangeClear)
	u.randItem.Action()
	if u.prompt != nil { // the edits are unsaved: discarding them is safe now that Undo brings them back
		u.prompt.discard.OnTapped()
	}
	done(session.ChangeRandomize)
	u.app.Clipboard().SetContent("1, 2, 3\n4, 5, 6\n7, 8, 0")
	pressShortcut(u, ctrlV)
	done(session.ChangePaste)
	picker.path = writeFile(t, "other.txt", "2\n2 0\n0 4\n")
	u.openItem.Action()
	if u.prompt != nil {
		u.prompt.discard.OnTapped()
	}
	waitOpen(t, u, q)
	done(session.ChangeOpen)

	undoKeys := []fyne.Shortcut{ctrlZ, nil} // the key, then the menu
	for i := len(labels) - 1; i >= 0; i-- {
		if sh := undoKeys[i%2]; sh != nil {
			pressShortcut(u, sh)
		} else {
			u.undoItem.Action()
		}
		if got := cellTexts(u.ed); !reflect.DeepEqual(got, states[i]) {
			t.Fatalf("undoing %s shows %v, want %v", labels[i], got, states[i])
		}
		if got := u.redoItem.Label; got != "Redo "+labels[i] {
			t.Errorf("after undoing %s the menu shows %q", labels[i], got)
		}
		if b, _ := u.ed.edit.Board(); b != nil && !reflect.DeepEqual(viewTiles(u.view), tileRows(states[i])) {
			t.Errorf("undoing %s: the board view shows %v", labels[i], viewTiles(u.view))
		}
	}
	if !u.undoItem.Disabled {
		t.Error("Undo is enabled with nothing left to undo")
	}
	redoKeys := []fyne.Shortcut{ctrlY, ctrlShiftZ}
	for i := range labels {
		pressShortcut(u, redoKeys[i%2])
		if got := cellTexts(u.ed); !reflect.DeepEqual(got, states[i+1]) {
			t.Fatalf("redoing %s shows %v, want %v", labels[i], got, states[i+1])
		}
	}
	if !u.redoItem.Disabled {
		t.Error("Redo is enabled with nothing left to redo")
	}
}

// tileRows lays cell texts out as viewTiles does.
func tileRows(cells []string) [][]string {
	n := 1
	for n*n < len(cells) {
		n++
	}
	out := make([][]string, n)
	for r := range out {
		out[r] = cells[r*n : (r+1)*n]
	}
	return out
}

// Copy writes the board in the file format and Paste reads it back, for every size the editor
// offers and both kinds, after the question about the unsaved board it replaces; the pasted board
// is an unsaved, untitled document that Save names.
func TestCopyPasteRoundTrips(t *testing.T) {
	u, picker, _ := newTestUI(t)
	rng := rand.New(rand.NewPCG(16, 17))
	for _, k := range []board.Kind{board.Kind2048, board.KindSliding} {
		for _, n := range testedSizes(k) {
			g := testboards.RandomGrid(k, n, 10, rng, func(tiles []int) { tiles[0] = 131072 }) // a wide tile too
			u.ed.SetGrid(session.ChangeOpen, k, g)
			want := cellTexts(u.ed)

			pressShortcut(u, ctrlC)
			if got := u.app.Clipboard().Content(); !strings.HasPrefix(got, strconv.Itoa(n)+"\n") {
				t.Fatalf("%v %d: copied %q, not the file format", k, n, got)
			}
			u.ed.clear()
			pressShortcut(u, ctrlV)
			if u.prompt == nil { // the cleared board is unsaved work: Paste asks as Open does
				t.Fatalf("%v %d: Paste over an edited board did not ask", k, n)
			}
			test.Tap(u.prompt.discard)
			if got := cellTexts(u.ed); !reflect.DeepEqual(got, want) || u.ed.edit.Kind() != k {
				t.Fatalf("%v %d: pasted %v (%v), want %v", k, n, got, u.ed.edit.Kind(), want)
			}
			if u.win.Title() != "Tilesolve — *untitled" {
				t.Errorf("%v %d: a pasted board is titled %q", k, n, u.win.Title())
			}
		}
	}
	path := writeFile(t, "unused.txt", "")
	picker.savePath = path
	calls := picker.calls
	u.saveItem.Action()
	if picker.calls != calls+1 || u.win.Title() != "Tilesolve — unused.txt" {
		t.Errorf("Save after a paste: %d questions, title %q", picker.calls-calls, u.win.Title())
	}
}

// A paste that is not a board says why and leaves the board, its title and its history as they were.
func TestBadPasteChangesNothing(t *testing.T) {
	for _, text := range []string{"", "hello", "1 2 3", "2 2 2 2 2 2 2 2 3", "1 1 2 3", strings.Repeat("2 ", 17*17)} {
		u, _, _ := newTestUI(t)
		before, title := cellTexts(u.ed), u.win.Title()
		u.app.Clipboard().SetContent(text)
		pressShortcut(u, ctrlV)
		if got := cellTexts(u.ed); !reflect.DeepEqual(got, before) || u.win.Title() != title || !u.undoItem.Disabled {
			t.Errorf("paste %.20q changed the board to %v, title %q, undo %q", text, got, u.win.Title(), u.undoItem.Label)
		}
		if u.dialog == nil || !strings.Contains(overlayTexts(u.win.Canvas()), "Cannot paste") {
			t.Errorf("paste %.20q: no dialog says why: %q", text, overlayTexts(u.win.Canvas()))
		}
	}
}
