// The main menu: its items, which follow what can be done now, and their shortcuts.

package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/tilesolve/tilesolve/app/platform"
)

// menuHost is what the main menu asks of the window: the commands that are the window's own, not
// one part's (the parts it runs itself are in menuParts).
type menuHost interface {
	// replaceBoard runs proceed, which puts a new board named name in place of the one shown,
	// once the user has dealt with unsaved edits (action says what the user asked for).
	replaceBoard(action, name string, proceed func())
	takeStepAsChange() bool // makes the solution's step shown the edited board (shown.go)
	undo()
	redo()
	copyBoard()
	pasteBoard()
	solve()
	cancelSolve()
	showExplorer()
	showCompare()
	closeWindow(quit bool)
	playing() bool // Play mode is showing: Export Animation exports the game
}

// menuParts are the window's parts whose items the menu holds or whose commands it runs.
type menuParts struct {
	win     fyne.Window // the window the menu bar is on
	docs    *documents  // File: open, samples, save, export
	ed      *editor     // New, Clear, Randomize
	dialogs *dialogs    // Help's dialogs, and the gate that keeps items from acting under one
	recent  *recentFiles
	steps   *stepShow  // View > Animate Moves
	tl      *timeline  // what Export Animation exports
	keys    *keyRouter // binds the items' keys where the menu names none (a phone)
}

// mainMenu is the menu bar and the items whose state follows what can be done now.
type mainMenu struct {
	menu                                                *fyne.MainMenu
	newItem, openItem, recentItem, saveItem, exportItem *fyne.MenuItem
	sampleItem                                          *fyne.MenuItem
	clearItem, randItem, solveItem, cancelItem          *fyne.MenuItem
	undoItem, redoItem, copyItem, pasteItem             *fyne.MenuItem
	animItem                                            *fyne.MenuItem
	parts                                               menuParts
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

// build makes the menu bar and sets it on the window.
func (m *mainMenu) build(host menuHost, p menuParts) {
	m.parts = p
	ctrl := fyne.KeyModifierShortcutDefault
	m.newItem = fyne.NewMenuItem("New", func() { host.replaceBoard("starting a new board", "untitled", p.ed.newBoard) })
	m.newItem.Shortcut = newBoardKey
	m.openItem = fyne.NewMenuItem("Open…", p.docs.openFile)
	m.openItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: ctrl}
	m.recentItem = p.recent.item
	m.sampleItem = fyne.NewMenuItem("Open Sample", nil)
	m.sampleItem.ChildMenu = fyne.NewMenu("", p.docs.sampleItems()...)
	m.saveItem = fyne.NewMenuItem(fileWords.save, func() {
		host.takeStepAsChange() // the board shown is the one saved
		p.docs.saveAs(nil)
	})
	m.saveItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: ctrl}
	m.exportItem = fyne.NewMenuItem(fileWords.export, p.docs.exportSolution)
	m.exportItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyE, Modifier: ctrl}
	m.animItem = fyne.NewMenuItem(fileWords.anim, func() { p.docs.exportAnimation(p.tl, host.playing()) })
	quit := fyne.NewMenuItem("Quit", func() { host.closeWindow(true) })
	quit.IsQuit = true
	quit.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: ctrl}

	m.clearItem = fyne.NewMenuItem("Clear", p.ed.clear)
	m.randItem = fyne.NewMenuItem("Randomize", func() { host.replaceBoard("randomizing the board", randomTitle, p.ed.randomize) })
	m.randItem.Shortcut = randomizeKey
	// The menu's shortcuts act wherever the keyboard focus is, a cell included: the window tries
	// them before the focused widget.
	m.undoItem = fyne.NewMenuItem("Undo", host.undo)
	m.undoItem.Shortcut = &fyne.ShortcutUndo{}
	m.redoItem = fyne.NewMenuItem("Redo", host.redo)
	m.redoItem.Shortcut = &fyne.ShortcutRedo{}
	m.copyItem = fyne.NewMenuItem("Copy Board", host.copyBoard)
	m.copyItem.Shortcut = &fyne.ShortcutCopy{}
	m.pasteItem = fyne.NewMenuItem("Paste Board", host.pasteBoard)
	m.pasteItem.Shortcut = &fyne.ShortcutPaste{}
	m.solveItem = fyne.NewMenuItem("Solve", host.solve)
	// The menu shows this key as "Enter", the name the Help and the status use; the main
	// keyboard's Return is bound to the window beside it, as is Redo's second key.
	m.solveItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyEnter, Modifier: ctrl}
	p.keys.bind(&desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: ctrl}, host.solve)
	p.keys.bind(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: ctrl | fyne.KeyModifierShift}, host.redo)
	m.cancelItem = fyne.NewMenuItem(withKey("Cancel", "Esc"), host.cancelSolve)
	explore := fyne.NewMenuItem("Explore the Search…", host.showExplorer)
	explore.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyL, Modifier: ctrl}
	compare := fyne.NewMenuItem("Compare Searches…", host.showCompare)
	compare.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyM, Modifier: ctrl}

	file := []*fyne.MenuItem{m.newItem, m.openItem, m.recentItem, m.sampleItem, fyne.NewMenuItemSeparator(),
		m.saveItem, m.exportItem, m.animItem, fyne.NewMenuItemSeparator(), quit}
	if !platform.OnDesktop { // a page has no paths to reopen, and the browser closes its tab
		file = []*fyne.MenuItem{m.newItem, m.openItem, m.sampleItem, fyne.NewMenuItemSeparator(),
			m.saveItem, m.exportItem, m.animItem}
	}
	m.menu = fyne.NewMainMenu(
		fyne.NewMenu("File", file...),
		fyne.NewMenu("Edit", m.undoItem, m.redoItem, fyne.NewMenuItemSeparator(), m.copyItem, m.pasteItem,
			fyne.NewMenuItemSeparator(), m.clearItem, m.randItem),
		fyne.NewMenu("Solve", m.solveItem, m.cancelItem, fyne.NewMenuItemSeparator(), explore, compare),
		fyne.NewMenu("View", p.steps.item),
		fyne.NewMenu("Help",
			fyne.NewMenuItem("Keyboard Shortcuts", p.dialogs.showShortcuts),
			fyne.NewMenuItem("Names on the Command Line", p.dialogs.showNames),
			fyne.NewMenuItem("About Tilesolve", p.dialogs.showAbout)),
	)
	for _, bar := range m.menu.Items {
		p.dialogs.gateMenu(bar.Items)
		if !hasKeyboard {
			m.keysOffMenu(bar.Items)
		}
	}
	p.win.SetMainMenu(m.menu)
	p.recent.refresh()
}

// keysOffMenu takes the keys off items, so that a menu on a phone names none ("Ctrl+Enter" is a
// riddle there), and binds each to the window instead: a keyboard plugged in still has them.
func (m *mainMenu) keysOffMenu(items []*fyne.MenuItem) {
	for _, it := range items {
		if it.Shortcut != nil && it.Action != nil {
			m.parts.keys.bind(it.Shortcut, it.Action)
			it.Shortcut = nil
		}
		if it.ChildMenu != nil {
			m.keysOffMenu(it.ChildMenu.Items)
		}
	}
}

// refreshMenu draws the menu bar again once it is built (the recent files or a checked item
// changed).
func (m *mainMenu) refreshMenu() {
	if m.menu != nil {
		m.menu.Refresh()
	}
}

// showUndo names the change Undo and Redo would act on in the Edit menu ("Undo Clear") and
// enables them when there is one.
func (m *mainMenu) showUndo(undo, redo string, canUndo, canRedo bool) {
	if m.menu == nil {
		return
	}
	changed := false
	set := func(it *fyne.MenuItem, verb, change string, can bool) {
		label := verb
		if change != "" {
			label += " " + change
		}
		if it.Label != label || it.Disabled == can {
			it.Label, it.Disabled, changed = label, !can, true
		}
	}
	set(m.undoItem, "Undo", undo, canUndo)
	set(m.redoItem, "Redo", redo, canRedo)
	if changed {
		m.menu.Refresh()
	}
}
