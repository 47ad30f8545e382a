// The key routing and the main menu driven alone, through hosts that are no window: each key,
// rune, shortcut and menu item is checked against the intent the host hears.

package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// hostForKeys is a keyHost and a menuHost without a window: it says what it is told to and
// records, as one word each, the intents the router and the menu hand it.
type hostForKeys struct {
	ask, play, playTakes, solve bool
	heard                       []string
}

func (h *hostForKeys) hear(intent string) { h.heard = append(h.heard, intent) }

func (h *hostForKeys) asking() bool                { return h.ask }
func (h *hostForKeys) answerKey(name fyne.KeyName) { h.hear("dialog " + string(name)) }
func (h *hostForKeys) playing() bool               { return h.play }
func (h *hostForKeys) playKey(name fyne.KeyName) bool {
	if h.playTakes {
		h.hear("play " + string(name))
	}
	return h.playTakes
}
func (h *hostForKeys) solving() bool                              { return h.solve }
func (h *hostForKeys) cancelSolve()                               { h.hear("cancel") }
func (h *hostForKeys) timelineKey(name fyne.KeyName)              { h.hear("timeline " + string(name)) }
func (h *hostForKeys) setStatus(text string, _ widget.Importance) { h.hear("status " + text) }
func (h *hostForKeys) busy(what string) bool {
	if h.solve {
		h.hear("busy " + what)
	}
	return h.solve
}

// The menu's commands (menuHost).
func (h *hostForKeys) replaceBoard(action, _ string, _ func()) { h.hear("replace " + action) }
func (h *hostForKeys) takeStepAsChange() bool                  { h.hear("take step"); return false }
func (h *hostForKeys) undo()                                   { h.hear("undo") }
func (h *hostForKeys) redo()                                   { h.hear("redo") }
func (h *hostForKeys) copyBoard()                              { h.hear("copy") }
func (h *hostForKeys) pasteBoard()                             { h.hear("paste") }
func (h *hostForKeys) solveBoard()                             { h.hear("solve") }
func (h *hostForKeys) showExplorer()                           { h.hear("explore") }
func (h *hostForKeys) showCompare()                            { h.hear("compare") }
func (h *hostForKeys) closeWindow(quit bool) {
	if quit {
		h.hear("quit")
	}
}
func (h *hostForKeys) showStep(int, board.Step) {} // the timeline's stepShower

// menuHostForKeys is hostForKeys as a menuHost, whose solve is a command where keyHost's solving
// is a question.
type menuHostForKeys struct{ *hostForKeys }

func (h menuHostForKeys) solve() { h.solveBoard() }

// took is what h heard since the last call, as one string.
func (h *hostForKeys) took() string {
	s := strings.Join(h.heard, "; ")
	h.heard = nil
	return s
}

// TestKeyRouting hands the router keys and runes in each state of the window: a key goes to the
// dialog up, to nothing under a menu, to Play when Play takes it, Esc to a running solve, else to
// the timeline; a digit typed beside the board says where typing goes.
func TestKeyRouting(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("")
	h := &hostForKeys{}
	k := newKeyRouter(h, w.Canvas())
	for _, c := range []struct {
		name                            string
		ask, menu, play, takes, solving bool
		key                             fyne.KeyName
		want                            string
	}{
		{name: "arrow", key: fyne.KeyLeft, want: "timeline Left"},
		{name: "space", key: fyne.KeySpace, want: "timeline Space"},
		{name: "Esc, no solve", key: fyne.KeyEscape, want: "timeline Escape"},
		{name: "Esc during a solve", solving: true, key: fyne.KeyEscape, want: "cancel"},
		{name: "arrow during a solve", solving: true, key: fyne.KeyRight, want: "timeline Right"},
		{name: "behind a dialog", ask: true, key: fyne.KeyEscape, want: "dialog Escape"},
		{name: "Enter behind a dialog during a solve", ask: true, solving: true, key: fyne.KeyReturn, want: "dialog Return"},
		{name: "a dialog over Play", ask: true, play: true, takes: true, key: fyne.KeyUp, want: "dialog Up"},
		{name: "under a menu", menu: true, key: fyne.KeyLeft, want: ""},
		{name: "Play's key", play: true, takes: true, key: fyne.KeyUp, want: "play Up"},
		{name: "Play's Esc during a solve", play: true, takes: true, solving: true, key: fyne.KeyEscape, want: "play Escape"},
		{name: "a key Play leaves", play: true, key: fyne.KeyEnd, want: "timeline End"},
		{name: "a key Play leaves, Esc during a solve", play: true, solving: true, key: fyne.KeyEscape, want: "cancel"},
	} {
		h.ask, h.play, h.playTakes, h.solve = c.ask, c.play, c.takes, c.solving
		menu := widget.NewLabel("a menu")
		if c.menu {
			w.Canvas().Overlays().Add(menu)
		}
		k.typedKey(&fyne.KeyEvent{Name: c.key})
		w.Canvas().Overlays().Remove(menu)
		if got := h.took(); got != c.want {
			t.Errorf("%s: %s went to %q, want %q", c.name, c.key, got, c.want)
		}
	}

	for _, c := range []struct {
		name               string
		ask, play, solving bool
		r                  rune
		want               string
	}{
		{name: "a digit", r: '5', want: "status " + typeWhereText},
		{name: "a digit in Play", play: true, r: '5', want: ""},
		{name: "a digit behind a dialog", ask: true, r: '5', want: ""},
		{name: "a digit during a solve", solving: true, r: '5', want: "busy Typing on the board"},
		{name: "a sign", r: '+', want: ""},
	} {
		h.ask, h.play, h.playTakes, h.solve = c.ask, c.play, false, c.solving
		k.typedRune(c.r)
		if got := h.took(); got != c.want {
			t.Errorf("%s: %q went to %q, want %q", c.name, c.r, got, c.want)
		}
	}
}

// TestBoundShortcutsWaitForDialogs binds a shortcut to the router: it runs, but not while a dialog
// asks.
func TestBoundShortcutsWaitForDialogs(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("")
	h := &hostForKeys{}
	k := newKeyRouter(h, w.Canvas())
	ctrlK := &desktop.CustomShortcut{KeyName: fyne.KeyK, Modifier: fyne.KeyModifierShortcutDefault}
	k.bind(ctrlK, func() { h.hear("bound") })
	k.TypedShortcut(ctrlK)
	if got := h.took(); got != "bound" {
		t.Fatalf("Ctrl+K ran %q", got)
	}
	h.ask = true
	k.TypedShortcut(ctrlK)
	if got := h.took(); got != "" {
		t.Errorf("Ctrl+K behind a dialog ran %q", got)
	}
}

// newMenuForTest builds the main menu over h and parts made without a window's ui.
func newMenuForTest(t *testing.T, h *hostForKeys) (*mainMenu, *keyRouter, *dialogs) {
	t.Helper()
	a := test.NewTempApp(t)
	w := a.NewWindow("")
	s := session.NewWindow(func(f func()) { f() })
	dh := &hostForDocuments{}
	ed := newEditor(&hostForEditor{doc: s.Doc})
	ds := &dialogs{over: w}
	recent := newRecentFiles(dh, a.Preferences())
	docs := &documents{host: dh, s: s, ed: ed, win: w, dlg: ds, picker: &fakePicker{}, recent: recent}
	keys := newKeyRouter(h, w.Canvas())
	m := &mainMenu{}
	m.build(menuHostForKeys{h}, menuParts{win: w, docs: docs, ed: ed, dialogs: ds, recent: recent,
		steps: newStepShow(boardview.New(), a.Preferences(), m.refreshMenu),
		tl:    newTimeline(&s.Timeline, h, func(f func()) { f() }), keys: keys})
	return m, keys, ds
}

// item is the menu's item labelled label in the menu named menu.
func item(t *testing.T, m *mainMenu, menu, label string) *fyne.MenuItem {
	t.Helper()
	for _, bar := range m.menu.Items {
		for _, it := range bar.Items {
			if bar.Label == menu && it.Label == label {
				return it
			}
		}
	}
	t.Fatalf("no %s > %s", menu, label)
	return nil
}

// TestMenuItemsRunTheirCommands clicks each item whose command is the window's and checks the
// command the host hears, then the same with a dialog up: nothing.
func TestMenuItemsRunTheirCommands(t *testing.T) {
	h := &hostForKeys{}
	m, _, ds := newMenuForTest(t, h)
	cases := []struct{ menu, label, want string }{
		{"File", "New", "replace starting a new board"},
		{"File", "Quit", "quit"},
		{"Edit", "Undo", "undo"},
		{"Edit", "Redo", "redo"},
		{"Edit", "Copy Board", "copy"},
		{"Edit", "Paste Board", "paste"},
		{"Edit", "Randomize", "replace randomizing the board"},
		{"Solve", "Solve", "solve"},
		{"Solve", withKey("Cancel", "Esc"), "cancel"},
		{"Solve", "Explore the Search…", "explore"},
		{"Solve", "Compare Searches…", "compare"},
	}
	for _, c := range cases {
		item(t, m, c.menu, c.label).Action()
		if got := h.took(); got != c.want {
			t.Errorf("%s > %s ran %q, want %q", c.menu, c.label, got, c.want)
		}
	}
	ds.showDialog(dialog.NewInformation("A question", "Behind me no item acts.", ds.over))
	for _, c := range cases {
		item(t, m, c.menu, c.label).Action()
		if got := h.took(); got != "" {
			t.Errorf("%s > %s behind a dialog ran %q", c.menu, c.label, got)
		}
	}
}

// TestMenuFollowsTheState enables the items for each state of the window.
func TestMenuFollowsTheState(t *testing.T) {
	m, _, _ := newMenuForTest(t, &hostForKeys{})
	items := map[string]*fyne.MenuItem{"New": m.newItem, "Open": m.openItem, "Paste": m.pasteItem,
		"Solve": m.solveItem, "Cancel": m.cancelItem, "Export": m.exportItem, "Animation": m.animItem}
	for _, c := range []struct {
		name                                  string
		canSolve, solving, solved, onTimeline bool
		enabled                               string // the items enabled, in the order below
	}{
		{"an invalid board", false, false, false, false, "New Open Paste"},
		{"a board to solve", true, false, false, false, "New Open Paste Solve"},
		{"solving", false, true, false, false, "Cancel"},
		{"solved", true, false, true, true, "New Open Paste Solve Export Animation"},
		{"playing a game", true, false, false, true, "New Open Paste Solve Animation"},
	} {
		m.update(c.canSolve, c.solving, c.solved, c.onTimeline)
		var on []string
		for _, name := range []string{"New", "Open", "Paste", "Solve", "Cancel", "Export", "Animation"} {
			if !items[name].Disabled {
				on = append(on, name)
			}
		}
		if got := strings.Join(on, " "); got != c.enabled {
			t.Errorf("%s: enabled %q, want %q", c.name, got, c.enabled)
		}
	}
}

// TestMenuKeys: the window's second keys for Solve and Redo reach the host, and on a device
// without a keyboard the items name no key but the keys still work, bound to the window.
func TestMenuKeys(t *testing.T) {
	h := &hostForKeys{}
	_, keys, _ := newMenuForTest(t, h)
	ctrl := fyne.KeyModifierShortcutDefault
	for sh, want := range map[fyne.Shortcut]string{
		&desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: ctrl}:                    "solve",
		&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: ctrl | fyne.KeyModifierShift}: "redo",
	} {
		keys.TypedShortcut(sh)
		if got := h.took(); got != want {
			t.Errorf("%s ran %q, want %q", sh.ShortcutName(), got, want)
		}
	}

	defer func(had bool) { hasKeyboard = had }(hasKeyboard)
	hasKeyboard = false
	m, keys, _ := newMenuForTest(t, h)
	for _, bar := range m.menu.Items {
		for _, it := range bar.Items {
			if it.Shortcut != nil {
				t.Errorf("on a phone %s > %s names %s", bar.Label, it.Label, it.Shortcut.ShortcutName())
			}
		}
	}
	keys.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyL, Modifier: ctrl})
	keys.TypedShortcut(&fyne.ShortcutCopy{})
	if got := h.took(); got != "explore; copy" {
		t.Errorf("Ctrl+L and Ctrl+C without the menu's keys ran %q", got)
	}
}
