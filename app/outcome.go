// The result of a solve as the window shows it: the status's one line, the details line with the
// search's figures, and the one-click fix of an unsolvable sliding puzzle.

package app

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tilesolve/session"
)

// newDetails makes the details line, one line tall whether or not it says anything, so that the
// layout holds still, and the fix button beside it, hidden until an outcome offers a fix.
func (u *ui) newDetails() fyne.CanvasObject {
	u.details = widget.NewLabel(" ")
	u.details.Truncation = fyne.TextTruncateEllipsis
	u.details.Importance = widget.LowImportance
	u.fixBtn = widget.NewButtonWithIcon("", theme.ViewRefreshIcon(), u.fixParity)
	u.fixBtn.Importance = widget.HighImportance
	u.fixBtn.Hide()
	return &fyne.Container{Layout: detailsLayout{}, Objects: []fyne.CanvasObject{u.details, u.fixBtn}}
}

// showOutcome shows how a solve ended; the next edit clears it, as it no longer describes the board.
func (u *ui) showOutcome(o session.Outcome) {
	imp := map[session.Tone]widget.Importance{session.Success: widget.SuccessImportance,
		session.Warning: widget.WarningImportance, session.Danger: widget.DangerImportance}[o.Tone]
	u.showStatus(o.Text, imp)
	u.setDetails(o.Details)
	if a, b, ok := u.parityFix(); o.Unsolvable && ok {
		u.fixBtn.SetText(fmt.Sprintf("Swap %d and %d", a, b))
		u.fixBtn.Show()
	}
}

// setDetails puts text in the details line and hides the fix: a new status is about another board
// or another solve.
func (u *ui) setDetails(text string) {
	if text == "" {
		text = " "
	}
	u.details.SetText(text)
	u.fixBtn.Hide()
}

// parityFix is the swap that makes the edited sliding puzzle solvable: the first two tiles, in
// reading order, that stand in the wrong order (15 and 14 in Sam Loyd's puzzle), or the last two
// tiles when none do (the blank's row decides the parity on even sides). Any swap of two tiles
// flips the parity; this one changes the least a person sees as wrong.
func (u *ui) parityFix() (a, b int, ok bool) {
	g, err := u.ed.edit.Grid()
	if err != nil {
		return 0, 0, false
	}
	var cells []int // the tiles' cells in reading order
	for i, t := range g.Tiles {
		if t != 0 {
			cells = append(cells, i)
		}
	}
	if len(cells) < 2 {
		return 0, 0, false
	}
	i, j := cells[len(cells)-2], cells[len(cells)-1]
	for k := 0; k+1 < len(cells); k++ {
		if g.Tiles[cells[k]] > g.Tiles[cells[k+1]] {
			i, j = cells[k], cells[k+1]
			break
		}
	}
	return g.Tiles[i], g.Tiles[j], true
}

// fixParity swaps the two tiles parityFix names, as one change Undo takes back.
func (u *ui) fixParity() {
	a, b, ok := u.parityFix()
	if !ok || u.s.Solving() {
		return
	}
	e := u.ed
	for i := range e.edit.Size() * e.edit.Size() {
		switch atoi(e.edit.Cell(i)) {
		case a:
			e.edit.SetCell(i, strconv.Itoa(b))
		case b:
			e.edit.SetCell(i, strconv.Itoa(a))
		}
	}
	e.record(session.ChangeSwap)
	e.show()
	u.setStatus(fmt.Sprintf("Swapped %d and %d: the puzzle can be solved now. Solve (Ctrl+Enter).", a, b), widget.MediumImportance)
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
