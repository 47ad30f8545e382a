//go:build !js

package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// lettersAsRunes: the desktop driver names letter keys (pagekeys_js.go has the web's).
const lettersAsRunes = false

// New's, Randomize's and the two modes' keys.
var (
	newBoardKey  = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}
	randomizeKey = &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault}
	solveModeKey = &desktop.CustomShortcut{KeyName: fyne.Key1, Modifier: fyne.KeyModifierShortcutDefault}
	playModeKey  = &desktop.CustomShortcut{KeyName: fyne.Key2, Modifier: fyne.KeyModifierShortcutDefault}
)

// hasKeyboard: a desktop has one (a variable, for the tests of a phone's words).
var hasKeyboard = true

// listenForPageKeys has nothing to do: the desktop driver names every key.
func (k *keyRouter) listenForPageKeys() {}
