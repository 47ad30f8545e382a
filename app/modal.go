// While a dialog asks, the window behind it takes no command: the one gate every menu item,
// window shortcut and typed key passes (asking), so that a key pressed behind a question can
// neither replace the question nor act on the board it is about.

package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// asking says whether a dialog is up over the window: one of the window's own (showDialog) or
// any other modal pop-up (Fyne's file dialog where there is no native one); or, in the page, a
// view (Explore, Compare) covers the window, whose keys are the view's until Back. A menu or a
// dropdown's list is no question: it closes on the next key.
func (ds *dialogs) asking() bool {
	if ds.dialog != nil || topView(ds.over) != nil {
		return true
	}
	_, modal := ds.over.Canvas().Overlays().Top().(*widget.PopUp)
	return modal
}

// unlessAsking is f, done only while no dialog asks.
func (ds *dialogs) unlessAsking(f func()) func() {
	return func() {
		if !ds.asking() {
			f()
		}
	}
}

// answerKey hands a key pressed while a dialog asks to the dialog showing: Esc cancels, Enter
// takes the default answer (the unsaved-edits question's Save, a question's highlighted answer),
// and either closes any other dialog. Another modal pop-up (Fyne's file dialog) handles its own
// keys.
func (ds *dialogs) answerKey(name fyne.KeyName) {
	if ds.dialog == nil {
		return
	}
	enter := name == fyne.KeyReturn || name == fyne.KeyEnter
	switch {
	case ds.prompt != nil && name == fyne.KeyEscape:
		ds.prompt.cancel.OnTapped()
	case ds.prompt != nil && enter:
		ds.prompt.save.OnTapped() // the default answer, as in desktop editors
	case ds.enter != nil && enter:
		ds.enter() // a question's highlighted answer
	case name == fyne.KeyEscape || enter:
		ds.dialog.Hide()
	}
}

// gateMenu passes every action of items, and of their submenus, through unlessAsking. Fyne runs
// a menu item's action straight from its shortcut, before the dialog on top hears the key; a
// click cannot reach the menu bar under a dialog, so only keys meet the gate.
func (ds *dialogs) gateMenu(items []*fyne.MenuItem) {
	for _, it := range items {
		if it.Action != nil {
			it.Action = ds.unlessAsking(it.Action)
		}
		if it.ChildMenu != nil {
			ds.gateMenu(it.ChildMenu.Items)
		}
	}
}
