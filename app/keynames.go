// The names of keys as Help and the status line give them, which differ by platform (see
// pagekeys_js.go), and a key handed to the window as a driver hands it.

package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// keyLabel names a shortcut as Help lists it: "Ctrl+N", "Ctrl+Alt+R".
func keyLabel(s *desktop.CustomShortcut) string {
	name := ""
	for _, m := range []struct {
		mod  fyne.KeyModifier
		name string
	}{{fyne.KeyModifierControl, "Ctrl+"}, {fyne.KeyModifierSuper, "Cmd+"}, {fyne.KeyModifierAlt, "Alt+"}, {fyne.KeyModifierShift, "Shift+"}} {
		if s.Modifier&m.mod != 0 {
			name += m.name
		}
	}
	return name + string(s.KeyName)
}

// withKey names a command with its key, "Solve (Ctrl+Enter)", or alone on a device without a
// keyboard (a phone), where the key would be a riddle.
func withKey(command, key string) string {
	if !hasKeyboard {
		return command
	}
	return command + " (" + key + ")"
}

// letterKey is the key that types the letter r, where the driver hands the window runes for
// letters instead of their keys (lettersAsRunes).
func letterKey(r rune) (fyne.KeyName, bool) {
	switch {
	case r >= 'a' && r <= 'z':
		return fyne.KeyName(rune('A' + r - 'a')), true
	case r >= 'A' && r <= 'Z':
		return fyne.KeyName(r), true
	}
	return "", false
}

// typeKey hands ev to c as the desktop driver does a key that is no shortcut: to the focused
// widget, else to the canvas's handler.
func typeKey(c fyne.Canvas, ev *fyne.KeyEvent) {
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}
