// The board view wired to the window: edits on the board go through the editor's Edit and its
// undo, clicks and swipes are Play's moves, the hint shows on the board (stepshow.go glides the
// steps).

package app

import (
	"strconv"

	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// wireBoard connects the board view's callbacks.
func (u *ui) wireBoard() {
	v := u.view
	v.OnEdit = u.boardEdited
	v.OnSwap = u.boardSwapped
	v.OnClickTile = func(cell int) {
		if u.playing() {
			u.play.click(cell)
		}
	}
	v.OnSwipe = func(d board.Direction) {
		if u.playing() {
			u.play.swipe(d)
		}
	}
	v.OnKey = u.typedKey
	v.OnShowTap = func() { u.busy("Editing the board") }
	v.OnRefused = func(reason string) { u.setStatus(reason, widget.WarningImportance) }
}

// updateBoardMode makes the board the editor in Solve mode, at any step of a solution (an edit at
// step k edits step k's board: see takeStep), Play's surface in Play mode, and a picture while a
// solve runs.
func (u *ui) updateBoardMode() {
	switch {
	case u.playing():
		u.view.SetMode(boardview.Play)
	case u.s.Solving():
		u.view.SetMode(boardview.Show)
	default:
		u.view.SetMode(boardview.Edit)
	}
}

// boardEdited takes a tile typed on the board into the editor: one typing change per cell, as in
// the cells.
func (u *ui) boardEdited(cell, value int) {
	if u.playing() || u.busy("Typing on the board") {
		return
	}
	text := ""
	if value != 0 {
		text = strconv.Itoa(value)
	}
	e := u.ed
	k := u.takeStep()
	e.edit.SetCell(cell, text)
	e.history.Typed(cell, e.state())
	e.historyChanged()
	e.show()
	if cur := e.history.Current(); cur.Solution != nil { // typed back to a solved board
		u.showWork(cur)
	}
	if k > 0 {
		u.setStatus(steppedText(k), widget.MediumImportance)
	}
}

// boardSwapped swaps two tiles dragged one onto the other, as one change Undo takes back.
func (u *ui) boardSwapped(a, b int) {
	if u.playing() || u.busy("Moving a tile") {
		return
	}
	k := u.takeStep()
	defer func() {
		if k > 0 {
			u.setStatus(steppedText(k), widget.MediumImportance)
		}
	}()
	e := u.ed
	ta, tb := e.edit.Cell(a), e.edit.Cell(b)
	e.edit.SetCell(a, tb)
	e.edit.SetCell(b, ta)
	e.record(session.ChangeSwap)
	e.show()
}

// showHint draws the hint on the board: mover, the tile that moves on a sliding puzzle (-1 on a
// 2048 board), and the move's direction.
func (u *ui) showHint(mover int, d board.Direction) { u.view.ShowHint(mover, d) }
