// The Edit menu's commands driven alone, through a host that is no window: what they ask of the
// window is only editCommandHost.

package app

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// hostForEdits is an editCommandHost without a window, in Solve mode: a solve runs when solving
// says so, the solution's step shown is step (none when 0), and it records, one line each, what
// the commands ask of it.
type hostForEdits struct {
	solving bool
	step    int
	stepped board.Board // the board at step
	heard   []string
}

func (h *hostForEdits) busy(what string) bool {
	if h.solving {
		h.heard = append(h.heard, "busy "+what)
	}
	return h.solving
}
func (h *hostForEdits) playing() bool { return false }
func (h *hostForEdits) shownStep() (int, board.Board, bool) {
	return h.step, h.stepped, h.step > 0
}
func (h *hostForEdits) setStatus(text string, _ widget.Importance) {
	h.heard = append(h.heard, "status "+text)
}
func (h *hostForEdits) showUndo(undo, redo string, canUndo, canRedo bool) {
	h.heard = append(h.heard, fmt.Sprintf("menu %q %q %v %v", undo, redo, canUndo, canRedo))
}

// TestEditCommandsThroughTheirHost runs Undo, Redo, Copy and Paste on an editor holding a
// 3-by-3 puzzle, each case from a fresh one: what the board becomes, what the clipboard holds,
// and what the host heard.
func TestEditCommandsThroughTheirHost(t *testing.T) {
	start := []int{1, 2, 3, 4, 5, 6, 7, 8, 0}
	startText := board.NewGrid(3, start).String()
	stepped, err := board.NewPuzzle(board.NewGrid(3, []int{1, 2, 3, 4, 5, 6, 7, 0, 8}))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name    string
		solving bool
		step    int
		act     func(c *editCommands)
		cells   string // the editor's cells after, row by row, "." for a blank
		clip    string // the clipboard after
		heard   string // what the host heard, joined by "; "
		dialog  bool   // a dialog is up after
	}{
		{"undo", false, 0, func(c *editCommands) { c.ed.swapped(7, 8); c.undo() },
			"1 2 3 4 5 6 7 8 .", "", "", false},
		{"undo and redo", false, 0, func(c *editCommands) { c.ed.swapped(7, 8); c.undo(); c.redo() },
			"1 2 3 4 5 6 7 . 8", "", "", false},
		{"undo waits for a solve", true, 0, func(c *editCommands) { c.ed.swapped(7, 8); c.undo() },
			"1 2 3 4 5 6 7 . 8", "", "busy Undo and Redo", false},
		{"undo waits for a dialog", false, 0, func(c *editCommands) {
			c.ed.swapped(7, 8)
			c.dlg.showError("A question", fmt.Errorf("in the way"))
			c.undo()
		}, "1 2 3 4 5 6 7 . 8", "", "", true},
		{"the menu names the change", false, 0, func(c *editCommands) { c.ed.swapped(7, 8); c.historyChanged() },
			"1 2 3 4 5 6 7 . 8", "", fmt.Sprintf("menu %q \"\" true false", session.ChangeSwap), false},
		{"copy the board", false, 0, func(c *editCommands) { c.copyBoard() },
			"1 2 3 4 5 6 7 8 .", startText, "status Copied the board to the clipboard.", false},
		{"copy the step shown", false, 3, func(c *editCommands) { c.copyBoard() },
			"1 2 3 4 5 6 7 8 .", stepped.Grid().String(), "status Copied step 3 of the solution to the clipboard.", false},
		{"paste a board", false, 0, func(c *editCommands) { c.pasteText("2\n1 2\n3 0\n") },
			"1 2 3 .", "", "", false},
		{"paste what is no board", false, 0, func(c *editCommands) { c.pasteText("hello") },
			"1 2 3 4 5 6 7 8 .", "", "", true},
		{"paste waits for a solve", true, 0, func(c *editCommands) { c.pasteText("2\n1 2\n3 0\n") },
			"1 2 3 4 5 6 7 8 .", "", "busy Paste", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			w := a.NewWindow("")
			s := session.NewWindow(func(f func()) { f() })
			ed := newEditor(&hostForEditor{doc: s.Doc})
			ed.SetGrid(session.ChangeOpen, board.KindSliding, board.NewGrid(3, start))
			ed.resetHistory()
			hd := &hostForDocuments{}
			dlg := &dialogs{over: w}
			docs := &documents{host: hd, s: s, ed: ed, win: w, dlg: dlg, picker: &fakePicker{}, recent: newRecentFiles(hd, a.Preferences())}
			h := &hostForEdits{step: tc.step, stepped: stepped}
			c := &editCommands{host: h, s: s, ed: ed, docs: docs, dlg: dlg, view: boardview.New(), clipboard: a.Clipboard()}
			h.solving = tc.solving
			tc.act(c)
			cells := cellTexts(ed)
			for i, c := range cells {
				if c == "" {
					cells[i] = "."
				}
			}
			if got := strings.Join(cells, " "); got != tc.cells {
				t.Errorf("cells %q, want %q", got, tc.cells)
			}
			if got := a.Clipboard().Content(); got != tc.clip {
				t.Errorf("clipboard %q, want %q", got, tc.clip)
			}
			heard := strings.Join(h.heard, "; ")
			if tc.name == "paste a board" { // its status names the board and the key that saves it
				if !strings.HasPrefix(heard, "status Pasted a 2-by-2") || s.Doc.Name() != "untitled" || !s.Unsaved() {
					t.Errorf("heard %q, document %q, unsaved %v", heard, s.Doc.Name(), s.Unsaved())
				}
			} else if heard != tc.heard {
				t.Errorf("heard %q, want %q", heard, tc.heard)
			}
			if (dlg.dialog != nil) != tc.dialog {
				t.Errorf("a dialog up %v, want %v", dlg.dialog != nil, tc.dialog)
			}
		})
	}
}
