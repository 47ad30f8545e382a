// The editor's undo and redo: the history of the edited board, each state with its document and
// solution, and what the window shows of a state brought back (the Edit menu's commands that
// run them are in editcommands.go).

package app

import (
	"fmt"

	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// record follows a change named change that the editor made to its board.
func (e *editor) record(change string) {
	if e.history == nil {
		return
	}
	e.history.Record(change, e.state())
	e.historyChanged()
}

// state is the edited board as the history keeps it, in its document.
func (e *editor) state() session.BoardState {
	s := e.edit.State()
	s.Doc = e.host.document()
	return s
}

// historyChanged tells the host that what Undo and Redo would do has changed.
func (e *editor) historyChanged() { e.host.historyChanged() }

// undo takes back the last change to the board, redo brings back the one undone; each reports
// whether there was one.
func (e *editor) undo() bool {
	change := e.history.UndoLabel()
	s, ok := e.history.Undo()
	return e.restore("Undid", change, s, ok)
}

func (e *editor) redo() bool {
	change := e.history.RedoLabel()
	s, ok := e.history.Redo()
	return e.restore("Redid", change, s, ok)
}

// restore shows s again: the board, then (the host's restored) its document and solution.
func (e *editor) restore(verb, change string, s session.BoardState, ok bool) bool {
	if !ok {
		return false
	}
	e.edit.Restore(s)
	e.historyChanged()
	e.show()
	e.host.restored(verb, change, s)
	return true
}

// undoMenu is what the Edit menu says of Undo and Redo: the changes they would take back and bring
// back, and whether they can, which they cannot while the board is locked (a solve runs).
func (e *editor) undoMenu(locked bool) (undo, redo string, canUndo, canRedo bool) {
	h := e.history
	return h.UndoLabel(), h.RedoLabel(), h.CanUndo() && !locked, h.CanRedo() && !locked
}

// solved keeps a solve's answer, sol (nil: none) and its outcome o, with the board in the
// history, so that Undo and Redo bring them back with it; a solve that found nothing leaves the
// board's last answer, which solved returns (nil when it had none).
func (e *editor) solved(sol *session.Solution, o *session.Outcome) *session.Solution {
	if prev := e.history.Current(); sol == nil && prev.Solution != nil {
		return prev.Solution
	}
	e.history.Solved(sol, o)
	return sol
}

// pasteGoal puts pasted tiles on the goal board when the editor shows it, as a change Undo takes
// back, and reports whether it did (otherwise the paste is a new board: ui.pasteText).
func (e *editor) pasteGoal(g board.Grid) bool {
	if !e.edit.PasteGoal(g) {
		return false
	}
	e.record(session.ChangePaste)
	e.show()
	e.host.setStatus("Pasted the goal.", widget.MediumImportance)
	return true
}

// resetHistory makes the board shown the start of the history: nothing to undo.
func (e *editor) resetHistory() {
	e.history = session.NewEditHistory(e.state(), 0)
	e.historyChanged()
}

// restored follows Undo or Redo: the document, the solution and the status of the state brought
// back show with its board, so that the title, the file Save suggests and the status never
// describe another board.
func (u *ui) restored(verb, change string, s session.BoardState) {
	u.showWork(s)
	if o := u.s.Outcome(); o != nil {
		u.showOutcome(*o)
		return
	}
	u.setStatus(fmt.Sprintf("%s %s: the board of “%s”.", verb, change, u.s.Doc.Name()), widget.MediumImportance)
}

// document is the document the edited board belongs to (editHost).
func (u *ui) document() *session.Document { return u.s.Doc }

// showWork shows the document and the solution of s, a state of the history, with the board the
// editor shows.
func (u *ui) showWork(s session.BoardState) {
	u.s.Restore(s, u.ed.edit.Snapshot())
	u.docs.showTitle()
	u.showSolution()
}
