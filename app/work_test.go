package app

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// solveShown solves the board shown and waits for the answer.
func solveShown(t *testing.T, u *ui, q interface {
	Until(testing.TB, string, func() bool)
}) {
	t.Helper()
	u.solveItem.Action()
	q.Until(t, "the solve", func() bool { return !u.s.Solving() })
	if u.s.Solution() == nil {
		t.Fatalf("no solution: %q", u.status.Text)
	}
}

// An edit at step 0 drops the solution from the screen, not from the history: Undo brings back
// the board, its solution on the timeline and the status that told of it; Redo the edit again.
func TestEditAtStartThenUndoBringsBackSolution(t *testing.T) {
	u, _, q := newTestUI(t)
	solveShown(t, u, q)
	sol, solved, cells := u.s.Solution(), u.status.Text, cellTexts(u.ed)
	typeOnBoard(u, 0, "2")
	if u.s.Solution() != nil || u.tl.label.Text != "No solution yet" {
		t.Fatalf("after an edit the timeline still shows %q", u.tl.label.Text)
	}
	edited := cellTexts(u.ed)
	pressShortcut(u, ctrlZ)
	if got := cellTexts(u.ed); !reflect.DeepEqual(got, cells) {
		t.Errorf("Undo: cells %v, want %v", got, cells)
	}
	if u.s.Solution() != sol || u.tl.slider.Max != 3 || u.tl.label.Text != "step 0 of 3 — start" {
		t.Errorf("Undo: solution %p (want %p), slider max %v, label %q", u.s.Solution(), sol, u.tl.slider.Max, u.tl.label.Text)
	}
	if u.status.Text != solved || u.win.Title() != "Tilesolve — "+board10Title {
		t.Errorf("Undo: status %q (want %q), title %q", u.status.Text, solved, u.win.Title())
	}
	pressShortcut(u, ctrlY)
	if got := cellTexts(u.ed); !reflect.DeepEqual(got, edited) || u.s.Solution() != nil {
		t.Errorf("Redo: cells %v (want %v), solution %v", got, edited, u.s.Solution() != nil)
	}
	pressShortcut(u, ctrlZ)
	solveShown(t, u, q) // solving again, then editing: the new solution comes back too
	again := u.s.Solution()
	u.ed.clear()
	pressShortcut(u, ctrlZ)
	if u.s.Solution() != again {
		t.Error("Undo after Clear lost the second solution")
	}
}

// Undo past File > Open brings back the document before it with its board: the title, the file
// Save suggests and the status; Save then writes a file of its own, and the opened file keeps
// every byte. Redo brings the opened document back, and Save suggests its file again.
func TestUndoPastOpenThenSaveWritesTheRightFile(t *testing.T) {
	u, picker, q := newTestUI(t)
	const content = "4\n2 0 0 0\n0 4 0 0\n0 0 8 0\n0 0 0 16\n"
	openFile(t, u, picker, q, "puzzle04.txt", content)
	opened := picker.path
	typeOnBoard(u, 1, "2")
	if u.win.Title() != "Tilesolve — *puzzle04.txt" {
		t.Fatalf("after an edit the title is %q", u.win.Title())
	}
	pressShortcut(u, ctrlZ)
	pressShortcut(u, ctrlZ)
	if u.win.Title() != "Tilesolve — "+board10Title || !strings.Contains(u.status.Text, "Undid Open") {
		t.Fatalf("Undo past Open: title %q, status %q", u.win.Title(), u.status.Text)
	}
	if u.s.Doc.Path() != "" {
		t.Errorf("Undo past Open: the document's file is still %q", u.s.Doc.Path())
	}
	shown := gridText(t, u)
	picker.suggested = true
	u.saveItem.Action()
	written := filepath.Join(filepath.Dir(opened), "sample-2048-board.txt") // named after the board
	if got, err := os.ReadFile(opened); err != nil || string(got) != content {
		t.Errorf("Save after Undo past Open changed %s: %q, %v", opened, got, err)
	}
	if got, err := os.ReadFile(written); err != nil || string(got) != shown {
		t.Errorf("Save after Undo past Open wrote %s: %q, %v; want %q", written, got, err, shown)
	}
	if u.win.Title() != "Tilesolve — sample-2048-board.txt" {
		t.Errorf("after Save the title is %q", u.win.Title())
	}

	pressShortcut(u, ctrlY)
	pressShortcut(u, ctrlY)
	if u.win.Title() != "Tilesolve — *puzzle04.txt" || u.s.Doc.Path() != opened {
		t.Fatalf("Redo: title %q, file %q", u.win.Title(), u.s.Doc.Path())
	}
	shown = gridText(t, u)
	u.saveItem.Action() // the opened file, edited, is the one Save suggests now
	if got, _ := os.ReadFile(opened); string(got) != shown || shown == content {
		t.Errorf("Save after Redo wrote %q to %s, want the edited board %q", got, opened, shown)
	}
}

// gridText is the edited board in the file format.
func gridText(t *testing.T, u *ui) string {
	t.Helper()
	g, err := u.ed.edit.Grid()
	if err != nil {
		t.Fatal(err)
	}
	return g.String()
}

// A random board with a solution is work that is in no file: the title marks it, Randomize asks
// before throwing it away, and Undo brings it back with its solution either way.
func TestSolvedRandomBoardCountsAsWork(t *testing.T) {
	u, _, q := newTestUI(t)
	u.ed.kind.SetSelected(labelSliding)
	u.ed.size.SetSelected("3")
	u.randItem.Action()
	if u.prompt != nil || u.win.Title() != "Tilesolve — random board" {
		t.Fatalf("an unsolved random board: prompt %v, title %q", u.prompt != nil, u.win.Title())
	}
	solveShown(t, u, q)
	sol, cells := u.s.Solution(), cellTexts(u.ed)
	if u.win.Title() != "Tilesolve — *random board" {
		t.Errorf("a solved random board is titled %q", u.win.Title())
	}
	u.randItem.Action()
	if u.prompt == nil || !strings.Contains(overlayTexts(u.win.Canvas()), "its solution are in no file") {
		t.Fatalf("Randomize over a solved random board asked nothing: %q", overlayTexts(u.win.Canvas()))
	}
	u.prompt.discard.OnTapped()
	if reflect.DeepEqual(cellTexts(u.ed), cells) || u.s.Solution() != nil {
		t.Fatal("Discard kept the solved board")
	}
	pressShortcut(u, ctrlZ)
	if !reflect.DeepEqual(cellTexts(u.ed), cells) || u.s.Solution() != sol {
		t.Errorf("Undo after Randomize: cells %v (want %v), solution back %v", cellTexts(u.ed), cells, u.s.Solution() == sol)
	}
}

// Changing the kind or the size over a solved board is undoable: Undo brings back the board and
// its solution.
func TestKindAndSizeChangesAreUndoable(t *testing.T) {
	for _, change := range []func(u *ui){
		func(u *ui) { u.ed.kind.SetSelected(labelSliding) },
		func(u *ui) { u.ed.size.SetSelected("5") },
	} {
		u, _, q := newTestUI(t)
		solveShown(t, u, q)
		sol, cells := u.s.Solution(), cellTexts(u.ed)
		change(u)
		if u.prompt != nil {
			test.Tap(u.prompt.discard)
		}
		if reflect.DeepEqual(cellTexts(u.ed), cells) {
			t.Fatal("the change left the board as it was")
		}
		pressShortcut(u, ctrlZ)
		if !reflect.DeepEqual(cellTexts(u.ed), cells) || u.s.Solution() != sol || u.ed.kind.Selected != label2048 || u.ed.size.Selected != "4" {
			t.Errorf("Undo: cells %v, solution back %v, kind %q, size %q", cellTexts(u.ed), u.s.Solution() == sol, u.ed.kind.Selected, u.ed.size.Selected)
		}
	}
}

// Undo past New, a sample or a paste brings back the title and the file of the board before,
// and Redo the new document's.
func TestUndoPastNewSamplePaste(t *testing.T) {
	for name, replace := range map[string]func(u *ui){
		"New":    func(u *ui) { u.newItem.Action() },
		"sample": func(u *ui) { u.docs.loadSample("puzzle4x4.txt") },
		"paste": func(u *ui) {
			u.app.Clipboard().SetContent("8 1 3\n4 0 2\n7 6 5")
			pressShortcut(u, ctrlV)
		},
	} {
		u, picker, q := newTestUI(t)
		openFile(t, u, picker, q, "mine.txt", "2\n2 0\n0 4\n")
		before, file := u.win.Title(), u.s.Doc.Path()
		replace(u)
		if u.prompt != nil {
			u.prompt.discard.OnTapped()
		}
		after := u.win.Title()
		if after == before {
			t.Fatalf("%s: the title stayed %q", name, after)
		}
		pressShortcut(u, ctrlZ)
		if u.win.Title() != before || u.s.Doc.Path() != file || !strings.Contains(u.status.Text, "Undid") {
			t.Errorf("%s, Undo: title %q (want %q), file %q (want %q), status %q", name, u.win.Title(), before, u.s.Doc.Path(), file, u.status.Text)
		}
		pressShortcut(u, ctrlY)
		if u.win.Title() != after || u.s.Doc.Path() != "" {
			t.Errorf("%s, Redo: title %q (want %q), file %q", name, u.win.Title(), after, u.s.Doc.Path())
		}
	}
}
