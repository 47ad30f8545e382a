package session

import (
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// The edit history keeps each state's document and solution: Undo past an Open gives back the
// document before it (its title and file), and Undo after an edit gives back the solution found
// for the board before it; a Save seen from one state of a document is seen from all of them.
// A solved board that is in no file counts as unsaved work.
func TestHistoryKeepsDocumentAndSolution(t *testing.T) {
	w := NewWindow(func(f func()) { f() })
	e := NewEdit(1)
	state := func() BoardState { s := e.State(); s.Doc = w.Doc; return s }
	w.Doc = NewDocument("sample.txt", "", e.Snapshot())
	h := NewEditHistory(state(), 0)
	sol := solutionOf(&solver.Solution{Path: board.Steps{{}, {}}, Moves: 1})
	o := &Outcome{Text: "Solved in 1 move."}
	w.SetSolution(sol)
	h.Solved(sol, o)

	// File > Open: a new document, then an edit of it.
	w.Doc = NewDocument("puzzle04.txt", "/home/me/puzzle04.txt", "")
	e.Randomize()
	h.Record(ChangeOpen, state())
	w.Doc.Settle(e.Snapshot())
	w.Edited(nil)
	e.SetCell(0, "8")
	h.Typed(0, state())
	w.Doc.Edited(e.Snapshot())
	if w.Title() != "Tilesolve — *puzzle04.txt" || w.Solution() != nil {
		t.Fatalf("after the edit: title %q, solution %v", w.Title(), w.Solution())
	}

	undo := func() {
		t.Helper()
		s, ok := h.Undo()
		if !ok {
			t.Fatal("nothing to undo")
		}
		e.Restore(s)
		w.Restore(s, e.Snapshot())
	}
	undo()
	if w.Title() != "Tilesolve — puzzle04.txt" || w.Doc.Path() != "/home/me/puzzle04.txt" {
		t.Errorf("Undo of the edit: title %q, file %q", w.Title(), w.Doc.Path())
	}
	undo()
	if w.Title() != "Tilesolve — sample.txt" || w.Doc.Path() != "" || w.Solution() != sol || w.Outcome() != o {
		t.Errorf("Undo past Open: title %q, file %q, solution %v, outcome %v", w.Title(), w.Doc.Path(), w.Solution(), w.Outcome())
	}

	// Saved under a name, the sample's document keeps that name in the states after it.
	w.Doc.Saved("mine.txt", "/home/me/mine.txt", e.Snapshot())
	e.SetCell(1, "4")
	h.Record(ChangeTyping, state())
	w.Edited(nil)
	w.Doc.Edited(e.Snapshot())
	undo()
	if w.Title() != "Tilesolve — mine.txt" || w.Solution() != sol {
		t.Errorf("Undo after Save: title %q, solution back %v", w.Title(), w.Solution() == sol)
	}
	if _, ok := h.Redo(); !ok {
		t.Error("the edit after the Save cannot be redone")
	}

	// A random board, solved, is work; a sample's solution is not (the sample can be opened again).
	w.Doc = NewScratch("random board", e.Snapshot())
	w.SetSolution(nil)
	if w.Unsaved() {
		t.Error("an unsolved random board counts as work")
	}
	w.SetSolution(sol)
	if !w.Unsaved() || w.Title() != "Tilesolve — *random board" {
		t.Errorf("a solved random board: unsaved %v, title %q", w.Unsaved(), w.Title())
	}
	w.Doc.Discard()
	if w.Unsaved() {
		t.Error("discarded, the solved random board still asks")
	}
	w.Doc = NewDocument("sample.txt", "", e.Snapshot())
	if w.Unsaved() {
		t.Error("a solved sample counts as unsaved work")
	}
}
