// The result of a solve as the window shows it: the status's one line, the details line with the
// search's figures, and the one-click fix of an unsolvable sliding puzzle.

package app

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// newDetails makes the details line, one line tall whether or not it says anything (more when its
// figures need them), and the fix button beside it, hidden until an outcome offers a fix.
func (u *ui) newDetails() fyne.CanvasObject {
	u.details = widget.NewLabel(" ")
	// The theme's text colour in italics: LowImportance's grey measured 1.28:1 on the light
	// theme and 1.55:1 on the dark one against the background, under the 4.5:1 text needs.
	u.details.TextStyle = fyne.TextStyle{Italic: true}
	u.fixBtn = widget.NewButtonWithIcon("", theme.ViewRefreshIcon(), u.fixParity)
	u.fixBtn.Importance = widget.HighImportance
	u.fixBtn.Hide()
	// Figures longer than the line wrap, as the status does, and past their share of the window
	// end with a mark and open in full on a click.
	u.detailsArea = newMessageArea(u.details, detailsShare, detailsColumnLines, func(text string) { u.showWhole("Details", text) })
	return &fyne.Container{Layout: detailsLayout{}, Objects: []fyne.CanvasObject{u.detailsArea, u.fixBtn}}
}

// showOutcome shows how a solve ended; the next edit clears it, as it no longer describes the board.
func (u *ui) showOutcome(o session.Outcome) {
	imp := map[session.Tone]widget.Importance{session.Success: widget.SuccessImportance,
		session.Warning: widget.WarningImportance, session.Danger: widget.DangerImportance}[o.Tone]
	u.showStatus(o.Text, imp)
	u.setDetails(o.Details)
	u.fixBtn.OnTapped = u.fixParity
	if _, tiles, ok := u.ed.parityFix(); o.Unsolvable && ok {
		u.fixBtn.SetText(fmt.Sprintf("Swap %d and %d", tiles[0], tiles[1]))
		u.fixBtn.Show()
	}
	if report := o.Report; report != "" { // a solver bug: the button copies what to send
		u.fixBtn.SetText("Copy error report")
		u.fixBtn.OnTapped = func() {
			u.app.Clipboard().SetContent(report)
			u.setStatus("The error report is on the clipboard: "+session.ReportHere+".", widget.MediumImportance)
		}
		u.fixBtn.Show()
	}
}

// setDetails puts text in the details line and hides the fix: a new status is about another board
// or another solve.
func (o *outcomeView) setDetails(text string) {
	if text == "" {
		text = " "
	}
	o.details.Text = text
	o.detailsArea.update()
	platform.MirrorDetails(text)
	o.fixBtn.Hide()
}

// parityFix is the swap that makes the edited sliding puzzle solvable, as the board names it
// (board.Puzzle.WhyUnsolvable): the tiles on two cells. ok is false when there is none to make.
func (e *editor) parityFix() (cells, tiles [2]int, ok bool) {
	b, _ := e.edit.Board()
	if b == nil {
		return cells, tiles, false
	}
	why, unsolvable := board.WhyUnsolvable(b)
	return why.Cells, why.Tiles, unsolvable
}

// fixParity swaps the two tiles parityFix names, as one change Undo takes back.
func (u *ui) fixParity() {
	cells, tiles, ok := u.ed.parityFix()
	if !ok || u.busy("The swap") {
		return
	}
	e := u.ed
	e.edit.SetCell(cells[0], strconv.Itoa(tiles[1]))
	e.edit.SetCell(cells[1], strconv.Itoa(tiles[0]))
	e.record(session.ChangeSwap)
	e.show()
	text := fmt.Sprintf("Swapped %d and %d: the puzzle can be solved now. %s.", tiles[0], tiles[1], withKey("Solve", "Ctrl+Enter"))
	if b, _ := e.edit.Board(); b != nil && b.Done() { // the swap was all it lacked
		text = fmt.Sprintf("Swapped %d and %d: the puzzle is solved now, with nothing left to solve.", tiles[0], tiles[1])
	}
	u.setStatus(text, widget.MediumImportance)
}

// detailsLayout gives the fix button its width at the right, when it shows, and the details line
// the rest, one line tall either way.
type detailsLayout struct{}

func (detailsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(0, max(objs[0].MinSize().Height, objs[1].MinSize().Height))
}

func (detailsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	details, fix := objs[0], objs[1]
	w := float32(0)
	if fix.Visible() {
		w = fix.MinSize().Width
		fix.Resize(fyne.NewSize(w, size.Height))
		fix.Move(fyne.NewPos(size.Width-w, 0))
	}
	details.Resize(fyne.NewSize(size.Width-w, size.Height))
	details.Move(fyne.NewPos(0, 0))
}
