// The key routing: which part of the window a typed key, a rune or a shortcut goes to, and the one
// rule over all of them, that a key pressed behind a dialog reaches only the dialog (modal.go).

package app

import (
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// keyHost is what the key routing asks of the window: whether a dialog or Play has the keys, and
// the parts a key can go to.
type keyHost interface {
	asking() bool                // a dialog is up: it alone hears keys (modal.go)
	answerKey(name fyne.KeyName) // hands a key to the dialog up: Esc and Enter answer it
	playing() bool               // Play mode is showing: its keys come first
	playKey(name fyne.KeyName) bool
	solving() bool // a solve runs, which Esc cancels
	cancelSolve()
	timelineKey(name fyne.KeyName) // the arrows, Home, End, Page Up/Down, Space and Esc step the timeline
	// busy says whether the command named what must wait for a solve, saying why.
	busy(what string) bool
	setStatus(text string, imp widget.Importance)
}

// keyRouter hears the keys the window's canvas gets while no widget has the keyboard focus, and
// the shortcuts bound to the window, and hands each to the part it is for.
type keyRouter struct {
	host   keyHost
	canvas fyne.Canvas
	// shortcuts holds the shortcuts bound to the window (see bind): the canvas, the board and
	// tests hand them on through TypedShortcut.
	shortcuts fyne.ShortcutHandler
}

func newKeyRouter(host keyHost, canvas fyne.Canvas) *keyRouter {
	return &keyRouter{host: host, canvas: canvas}
}

// listen makes the router hear the canvas's typed keys and runes. Typed keys reach the canvas
// only when no entry is focused, so typing into a cell never steps the timeline.
func (k *keyRouter) listen() {
	k.canvas.SetOnTypedKey(k.typedKey)
	k.canvas.SetOnTypedRune(k.typedRune)
}

// bind makes sh run f when the window gets it, unless a dialog asks.
func (k *keyRouter) bind(sh fyne.Shortcut, f func()) {
	k.shortcuts.AddShortcut(sh, func(fyne.Shortcut) {
		if !k.host.asking() {
			f()
		}
	})
	k.canvas.AddShortcut(sh, k.TypedShortcut)
}

// TypedShortcut runs what bind bound to sh.
func (k *keyRouter) TypedShortcut(sh fyne.Shortcut) { k.shortcuts.TypedShortcut(sh) }

// typedKey routes a key no focused widget took: to the dialog up, else to nothing while a menu or
// a pop-up has the keys, else to Play, else Esc to a running solve, else to the timeline.
func (k *keyRouter) typedKey(ev *fyne.KeyEvent) {
	if k.host.asking() {
		k.host.answerKey(ev.Name)
		return
	}
	if k.canvas.Overlays().Top() != nil { // a menu, pop-up or Fyne file dialog has the keys
		return
	}
	if k.host.playing() && k.host.playKey(ev.Name) {
		return
	}
	if ev.Name == fyne.KeyEscape && k.host.solving() {
		k.host.cancelSolve()
		return
	}
	k.host.timelineKey(ev.Name)
}

// typedRune is a key typed while nothing has the keyboard (the timeline has the keys): a digit
// meant for the board says why the board takes none and how to type there. Where the driver
// names no letter keys (the web page), a letter is heard as its key, for Play's W A S D, Z, Y, H
// and N.
func (k *keyRouter) typedRune(r rune) {
	if name, ok := letterKey(r); ok && lettersAsRunes {
		k.typedKey(&fyne.KeyEvent{Name: name})
		return
	}
	if !unicode.IsDigit(r) || k.host.playing() || k.host.asking() || k.host.busy("Typing on the board") {
		return
	}
	k.host.setStatus(typeWhereText, widget.MediumImportance)
}

// typeWhereText says where typing goes while the timeline has the keys.
const typeWhereText = "Typing goes to a cell you click on the board; until then the arrows and Space step the timeline."
