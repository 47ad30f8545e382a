// Undo and redo of the edited board, and copy and paste of boards (Edit menu, Ctrl+Z, Ctrl+Y,
// Ctrl+Shift+Z, Ctrl+C, Ctrl+V).

package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
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

// undo is Ctrl+Z and Edit > Undo: in Play it takes back the game's last move, in Solve the last
// change to the board.
func (u *ui) undo() { u.travel((*session.Session).Undo, (*editor).undo) }

// redo is Ctrl+Y, Ctrl+Shift+Z and Edit > Redo, undo's reverse.
func (u *ui) redo() { u.travel((*session.Session).Redo, (*editor).redo) }

// travel runs game's step in Play and edit's in Solve; neither while a dialog is up or a solve
// runs.
func (u *ui) travel(game func(*session.Session) bool, edit func(*editor) bool) {
	switch {
	case u.dialog != nil || u.busy("Undo and Redo"):
	case u.playing():
		game(u.play.s)
		u.play.refresh()
	default:
		edit(u.ed)
	}
}

// copyBoard is Ctrl+C and Edit > Copy Board: the board shown goes to the clipboard in the puzzle
// file format (in Play the game's board, in Solve the edited one).
func (u *ui) copyBoard() {
	g, what := u.view.Grid(), "the board"
	if k, b, ok := u.shownStep(); ok {
		g, what = b.Grid(), fmt.Sprintf("step %d of the solution", k)
	} else if !u.playing() {
		var err error
		if g, err = u.ed.edit.Grid(); err != nil {
			u.showError("Cannot copy this board", err)
			return
		}
	}
	u.app.Clipboard().SetContent(g.String())
	u.setStatus("Copied "+what+" to the clipboard.", widget.MediumImportance)
}

// pasteBoard is Ctrl+V and Edit > Paste Board: the clipboard's text becomes the board (see
// pasteText).
func (u *ui) pasteBoard() { u.pasteText(u.app.Clipboard().Content()) }

// pasteText puts the board text holds (the file format, or the tiles alone; see board.ParsePaste)
// in the editor as an unsaved, untitled document that Undo takes back, after asking about unsaved
// work as Open does. Text that is not a board the app can edit changes nothing and a dialog says
// why.
func (u *ui) pasteText(text string) {
	if u.busy("Paste") {
		return
	}
	g, _, err := board.ParsePaste(text)
	var k board.Kind
	if err == nil {
		g, k, err = classify(g)
	}
	if err != nil {
		u.showError("Cannot paste this board", err)
		return
	}
	if u.ed.pasteGoal(g) {
		return
	}
	u.docs.unlessUnsaved("pasting a board", func() {
		u.docs.startDocument("untitled", "", true, func() { u.ed.SetGrid(session.ChangePaste, k, g) })
		u.s.Doc.Unfiled() // the clipboard is no file: the pasted board is unsaved from the start
		u.docs.trackEdits()
		u.setStatus("Pasted "+describe(g.N, k)+". "+withKey(strings.TrimSuffix(fileWords.save, "…"), "Ctrl+S")+" to keep it in a file.", widget.MediumImportance)
	})
}

// showUndo names the change Undo and Redo would act on in the Edit menu ("Undo Clear") and
// enables them when there is one.
func (m *mainMenu) showUndo(undo, redo string, canUndo, canRedo bool) {
	if m.menu == nil {
		return
	}
	changed := false
	set := func(it *fyne.MenuItem, verb, change string, can bool) {
		label := verb
		if change != "" {
			label += " " + change
		}
		if it.Label != label || it.Disabled == can {
			it.Label, it.Disabled, changed = label, !can, true
		}
	}
	set(m.undoItem, "Undo", undo, canUndo)
	set(m.redoItem, "Redo", redo, canRedo)
	if changed {
		m.menu.Refresh()
	}
}

// historyChanged follows a change to what can be undone.
func (u *ui) historyChanged() {
	if u.playing() { // the game keeps its own history; whether a move can be redone it does not say
		s := u.play.s
		undo := "Move"
		if g := s.Game(); g != nil && g.Moves() == 0 {
			undo = "New Game" // Undo at the start brings back the game before
		}
		u.showUndo(undo, "Move", s.CanUndo(), s.Game() != nil)
		return
	}
	u.showUndo(u.ed.undoMenu(u.s.Solving()))
}
