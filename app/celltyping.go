// Typing on the board's cells and dragging one tile onto another: the editor's changes that the
// board view hears (boardwire.go wires them), each recorded for Undo.

package app

import (
	"strconv"

	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/session"
)

// typed takes a tile typed on the board's cell into the Edit (value 0: the cell emptied): one
// typing change per cell, which Undo takes back whole.
func (e *editor) typed(cell, value int) {
	if e.host.playing() || e.host.busy("Typing on the board") {
		return
	}
	text := ""
	if value != 0 {
		text = strconv.Itoa(value)
	}
	k := e.host.takeStep()
	e.edit.SetCell(cell, text)
	e.history.Typed(cell, e.state())
	e.historyChanged()
	e.show()
	if cur := e.history.Current(); cur.Solution != nil { // typed back to a solved board
		e.host.showWork(cur)
	}
	e.stepped(k)
}

// swapped swaps two tiles dragged one onto the other, as one change Undo takes back.
func (e *editor) swapped(a, b int) {
	if e.host.playing() || e.host.busy("Moving a tile") {
		return
	}
	k := e.host.takeStep()
	ta, tb := e.edit.Cell(a), e.edit.Cell(b)
	e.edit.SetCell(a, tb)
	e.edit.SetCell(b, ta)
	e.record(session.ChangeSwap)
	e.show()
	e.stepped(k)
}

// stepped says that step k of the solution became the edited board before a change (k > 0).
func (e *editor) stepped(k int) {
	if k > 0 {
		e.host.setStatus(steppedText(k), widget.MediumImportance)
	}
}
