package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/session"
)

// startDocument starts a document named name, from the file at path ("" when none; scratch for
// a board that is in no file and cannot be made again: a random draw, a paste), and runs put,
// which puts its board in the editor and records the change. The state put records belongs to
// the new document, so Undo goes back to the one before, title and file with it.
func (docs *documents) startDocument(name, path string, scratch bool, put func()) {
	if scratch {
		docs.s.Doc = session.NewScratch(name, "")
	} else {
		docs.s.Doc = session.NewDocument(name, path, "")
	}
	put()
	docs.s.Doc.Settle(docs.ed.edit.Snapshot())
	docs.showTitle()
}

// trackEdits follows an edit: the title marks the board unsaved while its cells differ from the
// saved ones.
func (docs *documents) trackEdits() {
	docs.s.Doc.Edited(docs.ed.edit.Snapshot())
	docs.showTitle()
}

// showTitle names the document in the window's title (see session.Window.Title), which marks
// unsaved work; in a page leaving it then asks first.
func (docs *documents) showTitle() {
	platform.GuardLeaving(docs.s.Unsaved())
	if t := docs.s.Title(); docs.win.Title() != t {
		docs.win.SetTitle(t)
	}
}

// unlessUnsaved runs proceed, which replaces the board or ends the app, at once when nothing is
// unsaved; otherwise it asks first: Save (then proceed once the board is saved), Discard (proceed)
// or Cancel (nothing happens). action says what proceed does, for the question: "opening
// puzzle.txt", "quitting".
func (docs *documents) unlessUnsaved(action string, proceed func()) {
	if !docs.s.Unsaved() {
		proceed()
		return
	}
	text := fmt.Sprintf("The board “%s” has edits that are not saved. Save them before %s?", docs.s.Doc.Name(), action)
	switch {
	case docs.s.Doc.Dirty() && !docs.s.Doc.EditedSince(docs.ed.edit.Snapshot()): // pasted, not edited since
		text = fmt.Sprintf("The board “%s” came from the clipboard and is in no file. Save it before %s?", docs.s.Doc.Name(), action)
	case !docs.s.Doc.Dirty():
		text = fmt.Sprintf("The board “%s” and its solution are in no file. Save the board before %s?", docs.s.Doc.Name(), action)
	}
	msg := wrapLabel(text + "\n\nIf you don't save, " + withKey("Undo", "Ctrl+Z") + " still brings the board and its solution back while the window is open.")
	var d *dialog.CustomDialog
	save := widget.NewButtonWithIcon("Save…", theme.DocumentSaveIcon(), func() {
		d.Hide()
		docs.saveAs(func(saved bool) {
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
	d = dialog.NewCustomWithoutButtons("Save changes?", container.NewPadded(msg), docs.win)
	d.SetButtons([]fyne.CanvasObject{cancel, discard, save})
	d.Resize(fyne.NewSize(460, 0))
	docs.dlg.showDialog(d)
	docs.dlg.prompt = &unsavedPrompt{save: save, discard: discard, cancel: cancel}
}

// unsavedPrompt is the Save / Discard / Cancel question showing, for Enter, Esc and tests.
type unsavedPrompt struct {
	save, discard, cancel *widget.Button
}

// replaceBoard is the editor's (editHost) for New, Randomize and changes of kind or size that
// start a new board: the documents start it once unsaved edits are dealt with.
func (u *ui) replaceBoard(action, name string, proceed func()) {
	u.docs.replaceBoard(action, name, proceed)
}

// replaceBoard starts a new document named name with the board proceed puts in place, after
// asking about unsaved edits (action: what the user asked for); not while a solve runs.
func (docs *documents) replaceBoard(action, name string, proceed func()) {
	if docs.host.busy("Replacing the board") {
		return
	}
	docs.unlessUnsaved(action, func() {
		docs.startDocument(name, "", name == randomTitle, proceed)
		docs.host.setStatus(replacedText(docs.s.Doc.Name()), widget.MediumImportance)
	})
}

// randomTitle names a random board's document; such a board is in no file.
const randomTitle = "random board"

// replacedText is the status after New, Randomize or a new kind or size replaced the board:
// that Undo takes it back, short enough for the status's three lines at 640x480.
func replacedText(name string) string {
	return fmt.Sprintf("New board: “%s”. %s brings back the one before.", name, withKey("Undo", "Ctrl+Z"))
}

// closeWindow is the window's close button and File > Quit: it remembers the settings and ends
// the app, after asking about unsaved edits.
func (u *ui) closeWindow(quit bool) {
	action := "closing the window"
	if quit {
		action = "quitting"
	}
	u.docs.unlessUnsaved(action, func() {
		u.s.Doc.Discard() // answered: closing must not ask again
		u.savePrefs()
		u.saveWindowSize()
		u.play.s.Close()
		u.s.Run.Abandon()
		if u.stopping != nil {
			u.stopping.Store(true) // the app ends: nothing more may reach the widgets
		}
		if quit {
			u.quitApp()
		} else {
			u.win.Close()
		}
	})
}
