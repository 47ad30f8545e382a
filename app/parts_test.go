// The window's parts driven alone, each with a host that is no window: what they ask of the
// window is only their host interface.

package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// hostForEditor is an editHost without a window: it says what it is told to and records what the
// editor asks of it.
type hostForEditor struct {
	play, solving bool
	step          int // the solution's step takeStep hands over once
	doc           *session.Document
	changed       int    // editorChanged calls
	status        string // the last setStatus
	restoredVerb  string
}

func (h *hostForEditor) editorChanged(board.Board, error) { h.changed++ }
func (h *hostForEditor) historyChanged()                  {}
func (h *hostForEditor) document() *session.Document      { return h.doc }
func (h *hostForEditor) restored(verb, _ string, _ session.BoardState) {
	h.restoredVerb = verb
}
func (h *hostForEditor) replaceBoard(_, _ string, proceed func()) { proceed() }
func (h *hostForEditor) busy(string) bool                         { return h.solving }
func (h *hostForEditor) playing() bool                            { return h.play }
func (h *hostForEditor) takeStep() int {
	k := h.step
	h.step = 0
	return k
}
func (h *hostForEditor) showWork(session.BoardState)                {}
func (h *hostForEditor) setStatus(text string, _ widget.Importance) { h.status = text }

// TestEditorTypesThroughItsHost drives the editor alone, with a host that is no window: typing
// and swapping change its board as one Undo each, Play mode and a solve keep them out, and a
// change at a solution's step says so through the host.
func TestEditorTypesThroughItsHost(t *testing.T) {
	test.NewTempApp(t)
	h := &hostForEditor{doc: session.NewDocument("p.txt", "", "")}
	e := newEditor(h)
	e.SetGrid(session.ChangeOpen, board.KindSliding, board.NewGrid(3, []int{1, 2, 3, 4, 5, 6, 7, 8, 0}))

	e.swapped(7, 8)
	if e.edit.Cell(7) != "" || e.edit.Cell(8) != "8" {
		t.Fatalf("after the swap: cells 7, 8 = %q, %q", e.edit.Cell(7), e.edit.Cell(8))
	}
	h.step = 3
	e.typed(0, 0)
	if e.edit.Cell(0) != "" || h.status != steppedText(3) {
		t.Fatalf("typed at step 3: cell 0 = %q, status %q", e.edit.Cell(0), h.status)
	}
	for _, refuse := range []*bool{&h.play, &h.solving} {
		*refuse = true
		e.typed(1, 0)
		e.swapped(1, 2)
		*refuse = false
	}
	if e.edit.Cell(1) != "2" || e.edit.Cell(2) != "3" {
		t.Fatalf("typing in Play or during a solve changed the board: %q %q", e.edit.Cell(1), e.edit.Cell(2))
	}
	if !e.undo() || e.edit.Cell(0) != "1" || h.restoredVerb != "Undid" {
		t.Fatalf("Undo of the typing: cell 0 = %q, host heard %q", e.edit.Cell(0), h.restoredVerb)
	}
	if !e.undo() || e.edit.Cell(8) != "" {
		t.Fatalf("Undo of the swap: cell 8 = %q", e.edit.Cell(8))
	}
	if undo, _, canUndo, _ := e.undoMenu(false); undo != session.ChangeOpen || !canUndo {
		t.Errorf("Undo names %q (can %v), want the open", undo, canUndo)
	}
	if _, _, canUndo, _ := e.undoMenu(true); canUndo {
		t.Error("Undo offered while the board is locked")
	}
	if h.changed == 0 {
		t.Error("the host never heard the board")
	}
}

// hostForDocuments is a documentHost without a window: no solve runs, and it keeps the last
// status and error.
type hostForDocuments struct {
	status string
	err    error
}

func (h *hostForDocuments) busy(string) bool                           { return false }
func (h *hostForDocuments) showError(_ string, err error)              { h.err = err }
func (h *hostForDocuments) setStatus(text string, _ widget.Importance) { h.status = text }
func (h *hostForDocuments) showBoard10()                               {}

// The recent files' host too (recentHost): a menu that is not there.
func (h *hostForDocuments) openRecent(string)                   {}
func (h *hostForDocuments) gateMenu([]*fyne.MenuItem)           {}
func (h *hostForDocuments) refreshMenu()                        {}
func (h *hostForDocuments) ask(_, _, _, _ string, onYes func()) {}

// TestDocumentsWithoutTheWindow opens a sample and saves the board with the documents and the
// editor alone: the editor shows the sample, the title names it, and Save As writes the board to
// the file the picker chose, after which nothing is unsaved.
func TestDocumentsWithoutTheWindow(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("")
	h := &hostForDocuments{}
	s := session.NewWindow(func(f func()) { f() })
	eh := &hostForEditor{doc: s.Doc}
	ed := newEditor(eh)
	path := filepath.Join(t.TempDir(), "saved.txt")
	docs := &documents{host: h, s: s, ed: ed, win: w, dlg: &dialogs{over: w}, picker: &fakePicker{savePath: path},
		recent: newRecentFiles(h, a.Preferences())}
	docs.loadSample("puzzle04.txt")
	if h.err != nil || ed.edit.Kind() != board.KindSliding || s.Doc.Name() != "puzzle04.txt" || !strings.Contains(w.Title(), "puzzle04.txt") {
		t.Fatalf("after the sample: error %v, kind %v, document %q, title %q", h.err, ed.edit.Kind(), s.Doc.Name(), w.Title())
	}
	g, _ := ed.edit.Grid()
	saved := false
	docs.saveAs(func(ok bool) { saved = ok })
	data, err := os.ReadFile(path)
	if !saved || err != nil || string(data) != g.String() || s.Unsaved() {
		t.Fatalf("Save As: saved %v, read %v, unsaved %v, file %q, board %q", saved, err, s.Unsaved(), data, g.String())
	}
}
