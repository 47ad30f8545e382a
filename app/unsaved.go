package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// markClean makes the board shown the document's saved state, under name, from the file at path
// ("" when none).
func (u *ui) markClean(name, path string) {
	u.s.Doc.Open(name, path, u.ed.edit.Snapshot())
	u.showTitle()
}

// trackEdits follows an edit: the title marks the board unsaved while its cells differ from the
// saved ones.
func (u *ui) trackEdits() {
	if u.s.Doc.Edited(u.ed.edit.Snapshot()) {
		u.showTitle()
	}
}

// showTitle names the document in the window's title (see session.Document.Title).
func (u *ui) showTitle() { u.win.SetTitle(u.s.Doc.Title()) }

// unlessUnsaved runs proceed, which replaces the board or ends the app, at once when nothing is
// unsaved; otherwise it asks first: Save (then proceed once the board is saved), Discard (proceed)
// or Cancel (nothing happens). action says what proceed does, for the question: "opening
// puzzle.txt", "quitting".
func (u *ui) unlessUnsaved(action string, proceed func()) {
	if !u.s.Doc.Dirty() {
		proceed()
		return
	}
	msg := wrapLabel(fmt.Sprintf("The board “%s” has edits that are not saved. Save them before %s?\n\n"+
		"If you don't save, your edits are lost.", u.s.Doc.Name(), action))
	var d *dialog.CustomDialog
	save := widget.NewButtonWithIcon("Save…", theme.DocumentSaveIcon(), func() {
		d.Hide()
		u.saveAs(func(saved bool) {
			if saved {
				proceed()
			}
		})
	})
	save.Importance = widget.HighImportance
	discard := widget.NewButtonWithIcon("Discard", theme.DeleteIcon(), func() {
		d.Hide()
		proceed()
	})
	discard.Importance = widget.DangerImportance
	cancel := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons("Save changes?", container.NewPadded(msg), u.win)
	d.SetButtons([]fyne.CanvasObject{cancel, discard, save})
	d.Resize(fyne.NewSize(460, 0))
	u.showDialog(d)
	u.prompt = &unsavedPrompt{save: save, discard: discard, cancel: cancel}
}

// unsavedPrompt is the Save / Discard / Cancel question showing, for Enter, Esc and tests.
type unsavedPrompt struct {
	save, discard, cancel *widget.Button
}

// replaceBoard is the editor's hook for New, Randomize and changes of kind or size that start a
// new board.
func (u *ui) replaceBoard(action, name string, proceed func()) {
	if u.s.Solving() {
		return
	}
	u.unlessUnsaved(action, func() {
		proceed()
		u.markClean(name, "")
		u.setStatus("", widget.MediumImportance)
	})
}

// closeWindow is the window's close button and File > Quit: it remembers the settings and ends
// the app, after asking about unsaved edits.
func (u *ui) closeWindow(quit bool) {
	action := "closing the window"
	if quit {
		action = "quitting"
	}
	u.unlessUnsaved(action, func() {
		u.s.Doc.Discard() // answered: closing must not ask again
		u.savePrefs()
		u.saveWindowSize()
		u.play.s.Close()
		u.s.Run.Abandon()
		if quit {
			u.quitApp()
		} else {
			u.win.Close()
		}
	})
}
