// The board view wired to the window: edits on the board go to the editor (celltyping.go), clicks and swipes are Play's moves, the hint shows on the board (stepshow.go glides the
// steps).

package app

import (
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/board"
)

// wireBoard connects the board view's callbacks.
func (u *ui) wireBoard() {
	v := u.view
	v.OnEdit = u.ed.typed
	v.OnSwap = u.ed.swapped
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
	v.OnKey = u.keys.typedKey
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

// showHint draws the hint on the board: mover, the tile that moves on a sliding puzzle (-1 on a
// 2048 board), and the move's direction.
func (u *ui) showHint(mover int, d board.Direction) { u.view.ShowHint(mover, d) }
