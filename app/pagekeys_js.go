//go:build js

// The web page's keys. Fyne 2.8.1's web driver (over fyne-io/glfw-js 0.4.0) loses some keys the
// page hears, and the browser keeps some of the desktop's shortcuts for itself; docs/web.md says
// which and why.

package app

import (
	"syscall/js"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// lettersAsRunes: the web driver names no letter key (its table maps none), but hands each typed
// letter to the window as a rune, so Play hears W A S D, Z, Y, H and N from the runes.
const lettersAsRunes = true

// A browser keeps Ctrl+N (a new window), Ctrl+R (a reload) and Ctrl+1 / Ctrl+2 (its first and
// second tab) from the page, so New, Randomize and the two modes take keys that reach it. Fyne's
// web driver hears Ctrl+Alt with a letter or a digit as the desktop's shortcuts, unlike Alt alone.
var (
	newBoardKey  = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierControl | fyne.KeyModifierAlt}
	randomizeKey = &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierControl | fyne.KeyModifierAlt}
	solveModeKey = &desktop.CustomShortcut{KeyName: fyne.Key1, Modifier: fyne.KeyModifierControl | fyne.KeyModifierAlt}
	playModeKey  = &desktop.CustomShortcut{KeyName: fyne.Key2, Modifier: fyne.KeyModifierControl | fyne.KeyModifierAlt}
)

// hasKeyboard is false on a phone or a tablet (a coarse pointer and no hover, as the browser
// says): the status then names commands without their keys.
var hasKeyboard = !js.Global().Call("matchMedia", "(hover: none) and (pointer: coarse)").Get("matches").Bool()

// lostKeys are the keys the web driver turns into no name: glfw-js gives the browser's key codes
// for them (33-36) where its own constants for them are placeholders.
var lostKeys = map[string]fyne.KeyName{
	"Home": fyne.KeyHome, "End": fyne.KeyEnd, "PageUp": fyne.KeyPageUp, "PageDown": fyne.KeyPageDown,
}

// listenForPageKeys hears the lost keys on the page and hands each to the window as the desktop
// driver does: to the focused widget, else to the canvas.
func (k *keyRouter) listenForPageKeys() {
	js.Global().Get("document").Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		ke := args[0]
		name, ok := lostKeys[ke.Get("key").String()]
		if !ok || ke.Get("ctrlKey").Bool() || ke.Get("altKey").Bool() || ke.Get("metaKey").Bool() {
			return nil
		}
		fyne.Do(func() { typeKey(k.canvas, &fyne.KeyEvent{Name: name}) })
		return nil
	}))
}
