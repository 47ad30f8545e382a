// The main menu, the keyboard shortcuts and the Help dialogs.

package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"tilesolve/version"
)

func (u *ui) buildMenu() {
	ctrl := fyne.KeyModifierShortcutDefault
	u.newItem = fyne.NewMenuItem("New", func() { u.replaceBoard("starting a new board", "untitled", u.ed.newBoard) })
	u.newItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: ctrl}
	u.openItem = fyne.NewMenuItem("Open…", u.openFile)
	u.openItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: ctrl}
	u.recentItem = fyne.NewMenuItem("Open Recent", nil)
	u.recentItem.ChildMenu = fyne.NewMenu("")
	u.sampleItem = fyne.NewMenuItem("Open Sample", nil)
	u.sampleItem.ChildMenu = fyne.NewMenu("", u.sampleItems()...)
	u.saveItem = fyne.NewMenuItem("Save As…", func() { u.saveAs(nil) })
	u.saveItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: ctrl}
	u.exportItem = fyne.NewMenuItem("Export Solution…", u.exportSolution)
	u.exportItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyE, Modifier: ctrl}
	quit := fyne.NewMenuItem("Quit", func() { u.closeWindow(true) })
	quit.IsQuit = true
	quit.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: ctrl}

	u.clearItem = fyne.NewMenuItem("Clear", func() {
		if !u.solving {
			u.ed.clear()
		}
	})
	u.randItem = fyne.NewMenuItem("Randomize", func() { u.replaceBoard("randomizing the board", "random board", u.ed.randomize) })
	u.randItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: ctrl}
	u.solveItem = fyne.NewMenuItem("Solve", u.solve)
	// The menu shows this key as "Enter", the name the Help and the status use; addShortcuts binds
	// the main keyboard's Return too.
	u.solveItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyEnter, Modifier: ctrl}
	u.cancelItem = fyne.NewMenuItem("Cancel (Esc)", u.cancelSolve)

	u.menu = fyne.NewMainMenu(
		fyne.NewMenu("File", u.newItem, u.openItem, u.recentItem, u.sampleItem, fyne.NewMenuItemSeparator(),
			u.saveItem, u.exportItem, fyne.NewMenuItemSeparator(), quit),
		fyne.NewMenu("Edit", u.clearItem, u.randItem),
		fyne.NewMenu("Solve", u.solveItem, u.cancelItem),
		fyne.NewMenu("Help",
			fyne.NewMenuItem("Keyboard Shortcuts", u.showShortcuts),
			fyne.NewMenuItem("About Tilesolve", u.showAbout)),
	)
	u.win.SetMainMenu(u.menu)
	u.refreshRecent()
}

// shortcuts lists the keys; the Help dialog shows it and addShortcuts binds it.
var shortcuts = [][2]string{
	{"Ctrl+N", "New board"},
	{"Ctrl+O", "Open a puzzle file"},
	{"Ctrl+S", "Save the board as a puzzle file"},
	{"Ctrl+E", "Export the solution"},
	{"Ctrl+R", "Randomize the board"},
	{"Ctrl+Enter", "Solve"},
	{"Esc", "Cancel the solve (or stop playback)"},
	{"Left / Right", "Previous / next step"},
	{"Home / End", "First / last step"},
	{"Space", "Play / pause"},
	{"Ctrl+Q", "Quit"},
}

func (u *ui) showShortcuts() {
	grid := container.New(layout.NewFormLayout())
	for _, s := range append(shortcuts[:len(shortcuts):len(shortcuts)], playShortcuts...) {
		grid.Add(widget.NewLabelWithStyle(s[0], fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		grid.Add(widget.NewLabel(s[1]))
	}
	note := widget.NewLabel("Arrow keys, Home, End and Space act on the timeline when no cell has the keyboard focus; click the board to leave a cell.")
	note.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom("Keyboard Shortcuts", "Close", container.NewBorder(nil, note, nil, nil, grid), u.win)
	d.Resize(fyne.NewSize(460, 0))
	u.showDialog(d)
}

// showAbout names the build (package version: the release's version and commit) and the licence.
func (u *ui) showAbout() {
	u.showDialog(dialog.NewInformation("About Tilesolve", fmt.Sprintf(
		"Tilesolve %s\n\nSolves 2048-variant boards with best-first search\nand sliding puzzles with A*, and plays the solutions back.\n\n%s", version.Get(), version.LicenseLine), u.win))
}

// addShortcuts binds the keys that work while no widget has the keyboard focus; the menu binds the
// Ctrl ones. Typed keys reach the canvas only when no entry is focused, so typing into a cell never
// steps the timeline.
func (u *ui) addShortcuts() {
	c := u.win.Canvas()
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) { u.solve() })
	c.SetOnTypedKey(u.typedKey)
}

func (u *ui) typedKey(ev *fyne.KeyEvent) {
	if u.dialog != nil {
		switch {
		case u.prompt != nil && ev.Name == fyne.KeyEscape:
			u.prompt.cancel.OnTapped()
		case u.prompt != nil && (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter):
			u.prompt.save.OnTapped() // the default answer, as in desktop editors
		case ev.Name == fyne.KeyEscape || ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter:
			u.dialog.Hide()
		}
		return
	}
	if u.win.Canvas().Overlays().Top() != nil { // a menu, pop-up or Fyne file dialog has the keys
		return
	}
	if u.playing() && u.playKey(ev.Name) {
		return
	}
	switch ev.Name {
	case fyne.KeyEscape:
		if u.solving {
			u.cancelSolve()
		} else {
			u.tl.stop()
		}
	case fyne.KeyLeft:
		u.tl.follow(u.tl.pos.Prev())
	case fyne.KeyRight:
		u.tl.follow(u.tl.pos.Next())
	case fyne.KeyHome:
		u.tl.follow(u.tl.pos.Home())
	case fyne.KeyEnd:
		u.tl.follow(u.tl.pos.End())
	case fyne.KeySpace:
		u.tl.togglePlay()
	}
}
