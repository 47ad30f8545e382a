package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
)

// settingRow is one setting: its label and its control, shown or hidden, enabled or greyed,
// together.
type settingRow struct {
	label   *widget.Label
	control fyne.CanvasObject
	parts   []fyne.Disableable // what is enabled and disabled: the control, or the parts of it that take input
	only    board.Kind         // the kind the setting applies to, or KindAuto for every kind
	// why, when set, says why the setting cannot act on the board as it is ("" when it can): the
	// row is then greyed and note, under the control, says why.
	why  func() string
	note *widget.Label
}

// newSettingRow is the row of a setting named label for kind only (KindAuto: every kind); parts
// default to the control itself.
func newSettingRow(label string, only board.Kind, control fyne.CanvasObject, parts ...fyne.Disableable) settingRow {
	if len(parts) == 0 {
		parts = []fyne.Disableable{control.(fyne.Disableable)}
	}
	return settingRow{label: widget.NewLabel(label), control: control, parts: parts, only: only}
}

// unless makes a row that is greyed, with why's reason under its control, whenever why says the
// setting cannot act on the board as it is.
func (r settingRow) unless(why func() string) settingRow {
	r.why = why
	r.note = wrapLabel("")
	r.note.TextStyle = fyne.TextStyle{Italic: true} // readable, unlike LowImportance's grey (see newDetails)
	r.note.Hide()
	r.control = container.NewVBox(r.control, r.note)
	return r
}

// show shows the row or hides it, and enables it or greys its label with it; a row whose setting
// cannot act on the board (why) is greyed with the reason under it.
func (r settingRow) show(shown, enabled bool) {
	if r.why != nil {
		reason := ""
		if shown {
			reason = r.why()
		}
		r.note.SetText(reason)
		if reason != "" {
			enabled = false
			r.note.Show()
		} else {
			r.note.Hide()
		}
	}
	for _, p := range r.parts {
		enable(p, enabled)
	}
	imp := widget.MediumImportance
	if !enabled {
		imp = widget.LowImportance
	}
	if r.label.Importance != imp {
		r.label.Importance = imp
		r.label.Refresh()
	}
	for _, o := range []fyne.CanvasObject{r.label, r.control} {
		if shown {
			o.Show()
		} else {
			o.Hide()
		}
	}
}

// settingsForm lays rows out as a form, a label beside each control. The objects go in at once:
// a form laid out again for each row added resized every Select before it, and each resize
// shapes its truncated label anew (a quarter of the window's build, mostly in the page).
func settingsForm(rows []settingRow) *fyne.Container {
	objects := make([]fyne.CanvasObject, 0, 2*len(rows))
	for _, r := range rows {
		objects = append(objects, r.label, r.control)
	}
	return container.New(layout.NewFormLayout(), objects...)
}
