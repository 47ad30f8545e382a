// The main menu, the keyboard shortcuts and the Help dialogs.

package app

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/tilesolve/tilesolve/app/platform"
)

// mainMenu is the menu bar and the items whose state follows what can be done now.
type mainMenu struct {
	menu                                                *fyne.MainMenu
	newItem, openItem, recentItem, saveItem, exportItem *fyne.MenuItem
	sampleItem                                          *fyne.MenuItem
	clearItem, randItem, solveItem, cancelItem          *fyne.MenuItem
	undoItem, redoItem, copyItem, pasteItem             *fyne.MenuItem
	animItem                                            *fyne.MenuItem
	// keys holds the shortcuts bound to the window (see bind): the canvas and the board hand
	// them on to it.
	keys fyne.ShortcutHandler
}

// update enables the items that apply: Solve when the board can be solved, Cancel while solving,
// what replaces the board only while not, Export Solution when there is a solution, Export
// Animation when the timeline shows steps (a solution, or in Play the game).
func (m *mainMenu) update(canSolve, solving, solved, onTimeline bool) {
	if m.menu == nil {
		return
	}
	changed := false
	set := func(it *fyne.MenuItem, disabled bool) {
		changed = changed || it.Disabled != disabled
		it.Disabled = disabled
	}
	set(m.solveItem, !canSolve)
	set(m.cancelItem, !solving)
	for _, it := range []*fyne.MenuItem{m.newItem, m.openItem, m.recentItem, m.sampleItem, m.clearItem, m.randItem, m.pasteItem} {
		set(it, solving)
	}
	set(m.exportItem, !solved)
	set(m.animItem, !onTimeline)
	if changed { // typing into a cell calls this on every key; rebuild the menu bar only when needed
		m.menu.Refresh()
	}
}

func (u *ui) buildMenu() {
	ctrl := fyne.KeyModifierShortcutDefault
	u.newItem = fyne.NewMenuItem("New", func() { u.replaceBoard("starting a new board", "untitled", u.ed.newBoard) })
	u.newItem.Shortcut = newBoardKey
	u.openItem = fyne.NewMenuItem("Open…", u.docs.openFile)
	u.openItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: ctrl}
	u.recentItem = u.recent.item
	u.sampleItem = fyne.NewMenuItem("Open Sample", nil)
	u.sampleItem.ChildMenu = fyne.NewMenu("", u.docs.sampleItems()...)
	u.saveItem = fyne.NewMenuItem(fileWords.save, func() {
		u.takeStepAsChange() // the board shown is the one saved
		u.docs.saveAs(nil)
	})
	u.saveItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: ctrl}
	u.exportItem = fyne.NewMenuItem(fileWords.export, u.docs.exportSolution)
	u.exportItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyE, Modifier: ctrl}
	u.animItem = fyne.NewMenuItem(fileWords.anim, func() { u.docs.exportAnimation(u.tl, u.playing()) })
	quit := fyne.NewMenuItem("Quit", func() { u.closeWindow(true) })
	quit.IsQuit = true
	quit.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: ctrl}

	u.clearItem = fyne.NewMenuItem("Clear", u.ed.clear)
	u.randItem = fyne.NewMenuItem("Randomize", func() { u.replaceBoard("randomizing the board", randomTitle, u.ed.randomize) })
	u.randItem.Shortcut = randomizeKey
	// The menu's shortcuts act wherever the keyboard focus is, a cell included: the window tries
	// them before the focused widget.
	u.undoItem = fyne.NewMenuItem("Undo", u.undo)
	u.undoItem.Shortcut = &fyne.ShortcutUndo{}
	u.redoItem = fyne.NewMenuItem("Redo", u.redo)
	u.redoItem.Shortcut = &fyne.ShortcutRedo{}
	u.copyItem = fyne.NewMenuItem("Copy Board", u.copyBoard)
	u.copyItem.Shortcut = &fyne.ShortcutCopy{}
	u.pasteItem = fyne.NewMenuItem("Paste Board", u.pasteBoard)
	u.pasteItem.Shortcut = &fyne.ShortcutPaste{}
	u.solveItem = fyne.NewMenuItem("Solve", u.solve)
	// The menu shows this key as "Enter", the name the Help and the status use; addShortcuts binds
	// the main keyboard's Return too.
	u.solveItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyEnter, Modifier: ctrl}
	u.cancelItem = fyne.NewMenuItem(withKey("Cancel", "Esc"), u.cancelSolve)
	explore := fyne.NewMenuItem("Explore the Search…", u.showExplorer)
	explore.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyL, Modifier: ctrl}
	compare := fyne.NewMenuItem("Compare Searches…", u.showCompare)
	compare.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyM, Modifier: ctrl}

	file := []*fyne.MenuItem{u.newItem, u.openItem, u.recentItem, u.sampleItem, fyne.NewMenuItemSeparator(),
		u.saveItem, u.exportItem, u.animItem, fyne.NewMenuItemSeparator(), quit}
	if !platform.OnDesktop { // a page has no paths to reopen, and the browser closes its tab
		file = []*fyne.MenuItem{u.newItem, u.openItem, u.sampleItem, fyne.NewMenuItemSeparator(),
			u.saveItem, u.exportItem, u.animItem}
	}
	u.menu = fyne.NewMainMenu(
		fyne.NewMenu("File", file...),
		fyne.NewMenu("Edit", u.undoItem, u.redoItem, fyne.NewMenuItemSeparator(), u.copyItem, u.pasteItem,
			fyne.NewMenuItemSeparator(), u.clearItem, u.randItem),
		fyne.NewMenu("Solve", u.solveItem, u.cancelItem, fyne.NewMenuItemSeparator(), explore, compare),
		fyne.NewMenu("View", u.steps.item),
		fyne.NewMenu("Help",
			fyne.NewMenuItem("Keyboard Shortcuts", u.showShortcuts),
			fyne.NewMenuItem("Names on the Command Line", u.showNames),
			fyne.NewMenuItem("About Tilesolve", u.showAbout)),
	)
	for _, m := range u.menu.Items {
		u.gateMenu(m.Items)
		if !hasKeyboard {
			u.keysOffMenu(m.Items)
		}
	}
	u.win.SetMainMenu(u.menu)
	u.recent.refresh()
}

// keysOffMenu takes the keys off items, so that a menu on a phone names none ("Ctrl+Enter" is a
// riddle there), and binds each to the window instead: a keyboard plugged in still has them.
func (u *ui) keysOffMenu(items []*fyne.MenuItem) {
	for _, it := range items {
		if it.Shortcut != nil && it.Action != nil {
			u.bind(it.Shortcut, it.Action)
			it.Shortcut = nil
		}
		if it.ChildMenu != nil {
			u.keysOffMenu(it.ChildMenu.Items)
		}
	}
}

// openRecent opens a recent file chosen in the menu, unless a solve runs or unsaved work stays.
func (u *ui) openRecent(path string) {
	if !u.busy("Opening a recent file") {
		u.docs.unlessUnsaved("opening "+filepath.Base(path), func() { u.docs.openPath(path) })
	}
}

// refreshMenu draws the menu bar again once it is built (the recent files changed).
func (u *ui) refreshMenu() {
	if u.menu != nil {
		u.menu.Refresh()
	}
}

// bind makes sh run f when the window gets it, unless a dialog asks: the canvas hands it to
// u.keys, which tests reach.
func (u *ui) bind(sh fyne.Shortcut, f func()) {
	f = u.unlessAsking(f)
	u.keys.AddShortcut(sh, func(fyne.Shortcut) { f() })
	u.win.Canvas().AddShortcut(sh, u.keys.TypedShortcut)
}

// addShortcuts binds the keys that work while no widget has the keyboard focus; the menu binds the
// Ctrl ones. Typed keys reach the canvas only when no entry is focused, so typing into a cell never
// steps the timeline.
func (u *ui) addShortcuts() {
	c := u.win.Canvas()
	ctrl := fyne.KeyModifierShortcutDefault
	u.bind(&desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: ctrl}, u.solve)
	u.bind(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: ctrl | fyne.KeyModifierShift}, u.redo)
	c.SetOnTypedKey(u.typedKey)
	c.SetOnTypedRune(u.typedRune)
}

func (u *ui) typedKey(ev *fyne.KeyEvent) {
	if u.asking() {
		if u.dialog == nil { // another modal pop-up (Fyne's file dialog) handles its own keys
			return
		}
		switch {
		case u.prompt != nil && ev.Name == fyne.KeyEscape:
			u.prompt.cancel.OnTapped()
		case u.prompt != nil && (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter):
			u.prompt.save.OnTapped() // the default answer, as in desktop editors
		case u.enter != nil && (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter):
			u.enter() // a question's highlighted answer
		case ev.Name == fyne.KeyEscape || ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter:
			u.dialog.Hide()
		}
		return
	}
	if u.win.Canvas().Overlays().Top() != nil { // a menu, pop-up or Fyne file dialog has the keys
		return
	}
	if u.playing() && u.play.key(ev.Name) {
		return
	}
	if ev.Name == fyne.KeyEscape && u.s.Solving() {
		u.cancelSolve()
		return
	}
	u.tl.key(ev.Name)
}
