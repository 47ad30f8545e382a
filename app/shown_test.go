package app

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// goToStep shows step k of the solution, as the timeline's buttons do.
func goToStep(u *ui, k int) { u.tl.follow(u.s.Timeline.GoTo(k)) }

// stepGrid is step k of Board10's solution as a grid.
func stepGrid(t *testing.T, k int) board.Grid {
	t.Helper()
	g, err := board.Read(strings.NewReader("4\n" + strings.ReplaceAll(strings.TrimSpace(board10Steps[k]), ".", "0")))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Copy at step k copies step k, the board shown; at step 0 the edited board.
func TestCopyCopiesTheStepShown(t *testing.T) {
	u, _, q := newTestUI(t)
	solveShown(t, u, q)
	for _, k := range []int{2, 3, 0} {
		goToStep(u, k)
		pressShortcut(u, ctrlC)
		if got, want := u.app.Clipboard().Content(), stepGrid(t, k).String(); got != want {
			t.Errorf("Ctrl+C at step %d copied %q, want %q", k, got, want)
		}
	}
}

// Typing at step k > 0 asks nothing and edits step k: that board becomes the edited board, and
// one Undo brings back the solved board with its solution.
func TestTypingAtAStepEditsThatStep(t *testing.T) {
	u, _, q := newTestUI(t)
	solveShown(t, u, q)
	sol, start := u.s.Solution(), cellTexts(u.ed)
	goToStep(u, 2)
	typeOnBoard(u, 4, "2") // a blank at step 2
	want := stepGrid(t, 2)
	want.Tiles[4] = 2
	if g, err := u.ed.edit.Grid(); err != nil || !reflect.DeepEqual(g.Tiles, want.Tiles) {
		t.Fatalf("typed at step 2: the board is %v (%v), want %v", g.Tiles, err, want.Tiles)
	}
	if u.s.Solution() != nil || u.prompt != nil || !strings.HasPrefix(u.status.Text, "Step 2 is the board now") {
		t.Errorf("typed at step 2: solution kept %v, prompt %v, status %q", u.s.Solution() != nil, u.prompt != nil, u.status.Text)
	}
	pressShortcut(u, ctrlZ)
	if !reflect.DeepEqual(cellTexts(u.ed), start) || u.s.Solution() != sol {
		t.Errorf("one Undo: cells %v (want %v), solution back %v", cellTexts(u.ed), start, u.s.Solution() == sol)
	}
}

// Solve at step k solves the board shown; Undo brings back the board before with its solution.
func TestSolveAtAStepSolvesThatStep(t *testing.T) {
	u, _, q := newTestUI(t)
	solveShown(t, u, q)
	sol := u.s.Solution()
	goToStep(u, 1)
	solveShown(t, u, q)
	if got := u.s.Solution(); got == sol || got.Moves() != 2 || !reflect.DeepEqual(got.Step(0).Board.Grid().Tiles, stepGrid(t, 1).Tiles) {
		t.Fatalf("Solve at step 1 solved %v", got.Step(0).Board.Grid())
	}
	pressShortcut(u, ctrlZ)
	if u.s.Solution() != sol || !u.undoItem.Disabled {
		t.Errorf("Undo after Solve at step 1: solution back %v, undo still %q", u.s.Solution() == sol, u.undoItem.Label)
	}
}

// While a solve runs the commands that would change the board are greyed in the menu, and their
// keys, typing and clicks on the board say why on the status line instead of doing nothing.
func TestCommandsDuringSolveSayWhy(t *testing.T) {
	u, picker, q := newTestUI(t)
	u.ed.goal.SetSelected("65536")
	u.ed.search.SetSelected(session.Search(board.Kind2048, "left").Label)
	test.Tap(u.ed.newBtn)
	typeOnBoard(u, 0, "2") // something to undo
	before := cellTexts(u.ed)
	test.Tap(u.solveBtn)
	if !u.s.Solving() {
		t.Fatal("not solving")
	}
	waitRunningShown(t, u, q) // before, the commands refuse but look as they were: TestSolveRefusesChangesBeforeItShows
	for _, it := range []*fyne.MenuItem{u.newItem, u.openItem, u.sampleItem, u.undoItem, u.pasteItem, u.clearItem, u.randItem, u.solveItem} {
		if !it.Disabled {
			t.Errorf("%q is enabled during a solve", it.Label)
		}
	}
	calls := picker.calls
	for name, press := range map[string]func(){
		"Ctrl+Z": func() { pressShortcut(u, ctrlZ) },
		"Ctrl+V": func() { pressShortcut(u, ctrlV) },
		"Ctrl+O": func() { u.openItem.Action() },
		"Ctrl+N": func() { u.newItem.Action() },
		"typing": func() { u.win.Canvas().OnTypedRune()('4') },
		"a click": func() {
			test.TapAt(u.view, u.view.CellCentre(5))
		},
	} {
		u.setStatus("", 0)
		press()
		if !strings.Contains(u.status.Text, "waits: a solve is running") {
			t.Errorf("%s during a solve: status %q", name, u.status.Text)
		}
	}
	if !reflect.DeepEqual(cellTexts(u.ed), before) || picker.calls != calls || !u.s.Solving() {
		t.Error("a command ran during the solve")
	}
	u.cancelSolve()
	q.Until(t, "the cancelled solve", func() bool { return !u.s.Solving() })
}

// Save at a later step makes that step the edited board: the view drops the step's marks (the
// tiles that moved, the new tile), which no longer describe a board being edited.
func TestSaveAtAStepDropsItsMarks(t *testing.T) {
	u, picker, q := newTestUI(t)
	test.Tap(u.solveBtn)
	q.Until(t, "Board10's solution", func() bool { return u.s.Solution() != nil && !u.s.Solving() })
	u.tl.goTo(2)
	if spawned, changed := u.view.Marks(); spawned < 0 && len(changed) == 0 {
		t.Fatal("step 2 shows no marks")
	}
	picker.savePath = filepath.Join(t.TempDir(), "step2.txt")
	u.saveItem.Action()
	if spawned, changed := u.view.Marks(); spawned >= 0 || len(changed) > 0 {
		t.Errorf("after Save at step 2 the board still marks the new tile %d and the moved %v", spawned, changed)
	}
}
