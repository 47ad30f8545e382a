package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// document is the board being edited as a file: its name, and the board as last opened or saved,
// so that the title can show unsaved edits and nothing replaces them without asking.
type document struct {
	name  string // the title: a file name, "Board10", "untitled"...
	clean string // the editor's snapshot when opened or saved
	dirty bool   // the cells differ from clean
}

// markClean makes the board shown the document's saved state, under name.
func (u *ui) markClean(name string) {
	u.doc = document{name: name, clean: u.ed.edit.Snapshot()}
	u.showTitle()
}

// trackEdits follows an edit: the board is unsaved when its cells differ from the saved ones
// (typing a tile and deleting it again leaves nothing to save).
func (u *ui) trackEdits() {
	if dirty := u.ed.edit.Snapshot() != u.doc.clean; dirty != u.doc.dirty {
		u.doc.dirty = dirty
		u.showTitle()
	}
}

// showTitle names the document in the window's title, marked with * while it has unsaved edits,
// as desktop editors do: "Tilesolve — *puzzle.txt". The app's name comes first, as the scripts
// that find the window (scripts/xwindow.sh) expect.
func (u *ui) showTitle() {
	mark := ""
	if u.doc.dirty {
		mark = "*"
	}
	u.win.SetTitle("Tilesolve — " + mark + u.doc.name)
}

// unlessUnsaved runs proceed, which replaces the board or ends the app, at once when nothing is
// unsaved; otherwise it asks first: Save (then proceed once the board is saved), Discard (proceed)
// or Cancel (nothing happens). action says what proceed does, for the question: "opening
// puzzle.txt", "quitting".
func (u *ui) unlessUnsaved(action string, proceed func()) {
	if !u.doc.dirty {
		proceed()
		return
	}
	msg := widget.NewLabel(fmt.Sprintf("The board “%s” has edits that are not saved. Save them before %s?\n\n"+
		"If you don't save, your edits are lost.", u.doc.name, action))
	msg.Wrapping = fyne.TextWrapWord
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
	if u.solving {
		return
	}
	u.unlessUnsaved(action, func() {
		proceed()
		u.markClean(name)
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
		u.doc.dirty = false // answered: closing must not ask again
		u.savePrefs()
		u.saveWindowSize()
		u.play.s.Close()
		u.run.Abandon()
		if quit {
			u.quitApp()
		} else {
			u.win.Close()
		}
	})
}
