// The Edit menu's commands, Undo, Redo, Copy Board and Paste Board (Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z,
// Ctrl+C, Ctrl+V): each acts on the board the window shows, the game's in Play, the edited one (or
// the solution's step shown) in Solve.

package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// editCommandHost is what the Edit menu's commands ask of the window: whether a solve keeps them
// waiting, which mode and step it shows, the status line, and the menu's Undo and Redo.
type editCommandHost interface {
	busy(what string) bool // the command named what must wait for a solve, saying why
	playing() bool         // Play mode is showing: the commands act on the game
	// shownStep is the solution's step shown, when it is no longer the start (shown.go).
	shownStep() (k int, b board.Board, ok bool)
	setStatus(text string, imp widget.Importance)
	// showUndo names the changes Undo and Redo would act on in the Edit menu, and enables them.
	showUndo(undo, redo string, canUndo, canRedo bool)
}

// editCommands run the Edit menu's commands on the parts whose boards they act on: the editor
// and its history, the Play panel's game, the documents a paste starts, the clipboard.
type editCommands struct {
	host      editCommandHost
	s         *session.Window
	ed        *editor
	play      *playPanel
	docs      *documents
	dlg       *dialogs        // no command acts under a dialog; a board that cannot be pasted is told in one
	view      *boardview.View // the board shown, which Copy copies in Play
	clipboard fyne.Clipboard
}

// undo is Ctrl+Z and Edit > Undo: in Play it takes back the game's last move, in Solve the last
// change to the board.
func (c *editCommands) undo() { c.travel((*session.Session).Undo, (*editor).undo) }

// redo is Ctrl+Y, Ctrl+Shift+Z and Edit > Redo, undo's reverse.
func (c *editCommands) redo() { c.travel((*session.Session).Redo, (*editor).redo) }

// travel runs game's step in Play and edit's in Solve; neither while a dialog is up or a solve
// runs.
func (c *editCommands) travel(game func(*session.Session) bool, edit func(*editor) bool) {
	switch {
	case c.dlg.dialog != nil || c.host.busy("Undo and Redo"):
	case c.host.playing():
		game(c.play.s)
		c.play.refresh()
	default:
		edit(c.ed)
	}
}

// copyBoard is Ctrl+C and Edit > Copy Board: the board shown goes to the clipboard in the puzzle
// file format (in Play the game's board, in Solve the edited one).
func (c *editCommands) copyBoard() {
	g, what := c.view.Grid(), "the board"
	if k, b, ok := c.host.shownStep(); ok {
		g, what = b.Grid(), fmt.Sprintf("step %d of the solution", k)
	} else if !c.host.playing() {
		var err error
		if g, err = c.ed.edit.Grid(); err != nil {
			c.dlg.showError("Cannot copy this board", err)
			return
		}
	}
	c.clipboard.SetContent(g.String())
	c.host.setStatus("Copied "+what+" to the clipboard.", widget.MediumImportance)
}

// pasteBoard is Ctrl+V and Edit > Paste Board: the clipboard's text becomes the board (see
// pasteText).
func (c *editCommands) pasteBoard() { c.pasteText(c.clipboard.Content()) }

// pasteText puts the board text holds (the file format, or the tiles alone; see board.ParsePaste)
// in the editor as an unsaved, untitled document that Undo takes back, after asking about unsaved
// work as Open does. Text that is not a board the app can edit changes nothing and a dialog says
// why.
func (c *editCommands) pasteText(text string) {
	if c.host.busy("Paste") {
		return
	}
	g, _, err := board.ParsePaste(text)
	var k board.Kind
	if err == nil {
		g, k, err = classify(g)
	}
	if err != nil {
		c.dlg.showError("Cannot paste this board", err)
		return
	}
	if c.ed.pasteGoal(g) {
		return
	}
	c.docs.unlessUnsaved("pasting a board", func() {
		c.docs.startDocument("untitled", "", true, func() { c.ed.SetGrid(session.ChangePaste, k, g) })
		c.s.Doc.Unfiled() // the clipboard is no file: the pasted board is unsaved from the start
		c.docs.trackEdits()
		c.host.setStatus("Pasted "+describe(g.N, k)+". "+withKey(strings.TrimSuffix(fileWords.save, "…"), "Ctrl+S")+" to keep it in a file.", widget.MediumImportance)
	})
}

// historyChanged follows a change to what can be undone.
func (c *editCommands) historyChanged() {
	if c.host.playing() { // the game keeps its own history; whether a move can be redone it does not say
		s := c.play.s
		undo := "Move"
		if g := s.Game(); g != nil && g.Moves() == 0 {
			undo = "New Game" // Undo at the start brings back the game before
		}
		c.host.showUndo(undo, "Move", s.CanUndo(), s.Game() != nil)
		return
	}
	c.host.showUndo(c.ed.undoMenu(c.s.Solving()))
}
