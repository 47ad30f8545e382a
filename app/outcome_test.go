package app

import (
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/board"
)

// An unsolvable sliding puzzle says why and offers the swap that fixes it (the board's: the first two tiles); one click makes it
// solvable, the solve then succeeds, and Undo takes the swap back.
func TestUnsolvableOffersParityFix(t *testing.T) {
	u, picker, q := newTestUI(t)
	openFile(t, u, picker, q, "loyd.txt", "4\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0\n")
	before := cellTexts(u.ed)
	if u.fixBtn.Visible() {
		t.Fatal("the fix shows before any solve")
	}
	test.Tap(u.solveBtn)
	q.Until(t, "the solve", func() bool { return !u.s.Solving() })
	if !strings.Contains(u.status.Text, "no sequence of slides solves this puzzle") || !u.fixBtn.Visible() || u.fixBtn.Text != "Swap 1 and 2" {
		t.Fatalf("status %q, fix shown %v as %q", u.status.Text, u.fixBtn.Visible(), u.fixBtn.Text)
	}
	test.Tap(u.fixBtn)
	if got := cellTexts(u.ed); got[0] != "2" || got[1] != "1" || u.fixBtn.Visible() {
		t.Fatalf("after the fix the cells are %v, fix shown %v", got, u.fixBtn.Visible())
	}
	if p, _ := u.ed.edit.Board(); p == nil || !p.(*board.Puzzle).Solvable() {
		t.Fatal("the fixed puzzle is not solvable")
	}
	test.Tap(u.solveBtn)
	q.Until(t, "the solve", func() bool { return !u.s.Solving() })
	if !strings.HasPrefix(u.status.Text, "Solved in ") {
		t.Errorf("after the fix: %q", u.status.Text)
	}
	pressShortcut(u, ctrlZ)
	if got := cellTexts(u.ed); !reflect.DeepEqual(got, before) || u.undoItem.Label == "Undo Swap" {
		t.Errorf("Undo after the fix shows %v (menu %q)", got, u.undoItem.Label)
	}
}

// A puzzle that lacked only the swap is solved by it, and the status says so rather than asking
// for a solve.
func TestParityFixThatSolves(t *testing.T) {
	u, picker, q := newTestUI(t)
	openFile(t, u, picker, q, "swapped.txt", "4\n2 1 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n")
	test.Tap(u.solveBtn)
	q.Until(t, "the solve", func() bool { return !u.s.Solving() })
	if !u.fixBtn.Visible() {
		t.Fatalf("no fix offered: status %q", u.status.Text)
	}
	test.Tap(u.fixBtn)
	if strings.Contains(u.status.Text, "Solve") || !strings.Contains(u.status.Text, "is solved now") {
		t.Errorf("after the fix that solves the puzzle the status says %q", u.status.Text)
	}
}

// The first screen says what a person means; the CLI's names stay in the Help.
func TestFirstScreenWords(t *testing.T) {
	u, _, _ := newTestUI(t)
	if u.ed.spawn.Selected != "top of the right column" || u.ed.pLabel.Text != "25%" {
		t.Errorf("spawn %q, fill %q", u.ed.spawn.Selected, u.ed.pLabel.Text)
	}
	if !strings.HasPrefix(u.status.Text, "A sample 2048 board. Reach 2048: Solve (Ctrl+Enter).") ||
		u.win.Title() != "Tilesolve — "+board10Title {
		t.Errorf("status %q, title %q", u.status.Text, u.win.Title())
	}
	if got := spawnLabel(board.Classic); got != "a 2 or a 4 anywhere" {
		t.Errorf("classic is %q", got)
	}
	for _, r := range board.SpawnRules {
		if spawnNamed(spawnLabel(r)) != r || spawnNamed(r.Name()) != r {
			t.Errorf("%s does not come back from its label", r.Name())
		}
	}
	u.ed.spawn.SetSelected(spawnLabel(board.BottomRow))
	if u.ed.edit.Spawn() != board.BottomRow {
		t.Error("choosing the bottom row's label did not choose its rule")
	}
}
