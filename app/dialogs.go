// The dialogs over the main window: one showing at a time, remembered so that Esc and Enter can
// answer it; errors, questions, a message whole, and dialogs that fit the window.

package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
)

// dialogs show over the window, and remember the one showing so that Esc and Enter can answer it.
type dialogs struct {
	over   fyne.Window    // the window they show over
	dialog dialog.Dialog  // the dialog showing, if any
	prompt *unsavedPrompt // the Save / Discard / Cancel question, when it is the dialog showing
	enter  func()         // the default answer of a question showing, which Enter takes; nil: Enter closes
}

// showDialog shows d and remembers it, so that Esc and Enter can close it.
func (ds *dialogs) showDialog(d dialog.Dialog) {
	if ds.dialog != nil {
		ds.dialog.Hide()
	}
	ds.dialog, ds.enter = d, nil
	d.SetOnClosed(func() {
		if ds.dialog == d {
			ds.dialog, ds.prompt, ds.enter = nil, nil, nil
		}
	})
	d.Show()
}

// showQuestion shows a question whose highlighted answer, yes, Enter takes (as a desktop dialog
// does); Esc closes it without an answer.
func (ds *dialogs) showQuestion(title, text, yesText, noText string, yes func(), parent fyne.Window) {
	d := dialog.NewConfirm(title, text, func(ok bool) {
		if ok {
			yes()
		}
	}, parent)
	d.SetConfirmText(yesText)
	d.SetDismissText(noText)
	ds.showDialog(d)
	ds.enter = func() {
		ds.enter = nil
		d.Confirm()
	}
}

// showError tells err in a dialog titled title.
func (ds *dialogs) showError(title string, err error) {
	msg := wrapLabel(err.Error())
	d := dialog.NewCustom(title, "OK", msg, ds.over)
	d.Resize(fyne.NewSize(480, 0))
	ds.showDialog(d)
}

// showWhole shows text in a dialog wide enough for lines that read easily and tall enough for all
// of it without scrolling, as far as the window allows.
func (ds *dialogs) showWhole(title, text string) {
	win := ds.over.Canvas().Size()
	pad := theme.Padding()
	width := min(float32(640), win.Width-4*pad)
	label := wrapLabel(text)
	// The dialog's title, button and padding take about 140 points beside the text; the text
	// wraps inside the dialog's padding.
	height := wrappedHeight(text, label.TextStyle, width-4*pad) + 140
	var content fyne.CanvasObject = label
	if height > win.Height-4*pad { // a small window: the rest a scroll away
		content = container.NewVScroll(label)
	}
	d := dialog.NewCustom(title, "Close", content, ds.over)
	d.Resize(fyne.NewSize(width, min(height, win.Height-4*pad)))
	ds.showDialog(d)
}

// showFitted shows content in a dialog that fits the window, its content scrolling where the
// window is too small for it: a long list is never cut off at the window's bottom.
func (ds *dialogs) showFitted(title string, content fyne.CanvasObject, width float32) {
	win := ds.over.Canvas().Size()
	// The dialog's title, button and padding take about 140 points beside the content.
	size := content.MinSize().AddWidthHeight(0, 140).Max(fyne.NewSize(width, 0))
	scroll := container.NewVScroll(content)
	d := dialog.NewCustom(title, "Close", scroll, ds.over)
	d.Resize(size.Min(win.SubtractWidthHeight(4*theme.Padding(), 4*theme.Padding())))
	ds.showDialog(d)
	// Wrapped lines (on a phone) know their height only once laid out at the dialog's width, and
	// the scroll its content's height after them: lay out again until that height holds.
	for range 5 {
		h := content.MinSize().Height
		scroll.Refresh()
		if content.MinSize().Height == h {
			break
		}
	}
}
