package session

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// slidingEdit is an Edit of the solved 3-by-3 sliding puzzle.
func slidingEdit() *Edit {
	e := NewEdit(41)
	e.SetGrid(board.KindSliding, board.Solved(3))
	return e
}

func TestGoalPresetsAndTheBoard(t *testing.T) {
	e := slidingEdit()
	before, state := e.Snapshot(), e.State()
	if !e.SetGoalPreset("Spiral") || e.GoalLabel() != "Spiral" {
		t.Fatalf("SetGoalPreset: label %q", e.GoalLabel())
	}
	b, err := e.Board()
	if err != nil {
		t.Fatal(err)
	}
	p := b.(*board.Puzzle)
	if want := []int{1, 2, 3, 8, 0, 4, 7, 6, 5}; !slices.Equal(p.Goal().Tiles, want) || p.IsGoal() {
		t.Errorf("goal %v (IsGoal %v), want %v", p.Goal().Tiles, p.IsGoal(), want)
	}
	if e.Snapshot() == before || e.State().Equal(state) {
		t.Error("a new goal is no edit to save or undo")
	}
	g, _ := e.Grid()
	if !strings.HasSuffix(g.String(), "\n1 2 3\n8 0 4\n7 6 5\n") {
		t.Errorf("the grid saved:\n%s", g)
	}
	after := e.State()
	e.Restore(state)
	if e.GoalLabel() != GoalPresetLabels[0] || e.Snapshot() != before {
		t.Errorf("Restore did not bring the usual goal back: %q", e.GoalLabel())
	}
	e.Restore(after)
	if e.GoalLabel() != "Spiral" {
		t.Errorf("Restore (redo) gave %q", e.GoalLabel())
	}
	// New keeps the goal: the start is the goal, solved.
	e.NewBoard(board.KindSliding)
	if b, _ := e.Board(); !b.Done() || e.GoalLabel() != "Spiral" {
		t.Errorf("New: done %v, goal %q", b.Done(), e.GoalLabel())
	}
	// Randomize draws a start that reaches the goal.
	for range 20 {
		e.Randomize()
		if b, err := e.Board(); err != nil || !b.(*board.Puzzle).Solvable() {
			t.Fatalf("Randomize: %v, %v", b, err)
		}
	}
	e.SetGoalPreset(GoalPresetLabels[0])
	if g, _ := e.Grid(); g.Goal != nil {
		t.Errorf("the usual goal is saved: %v", g.Goal)
	}
}

func TestEditingTheGoalBoard(t *testing.T) {
	e := slidingEdit()
	e.SetEditingGoal(true)
	if !e.EditingGoal() || e.Cell(8) != "" || e.Cell(0) != "1" {
		t.Fatalf("the goal shown: %v, cells %q %q", e.EditingGoal(), e.Cell(0), e.Cell(8))
	}
	// Swapping the blank and 8 on the goal board, as a drag does.
	e.SetCell(8, "8")
	if b, err := e.Board(); err == nil {
		t.Fatalf("a goal with two 8s made a board: %v", b)
	}
	_, err := e.Board()
	if !strings.Contains(err.Error(), "in the goal, tile 8 appears twice") || len(e.BadCells()) == 0 || e.BadCell() != 8 {
		t.Errorf("error %v, bad cells %v, bad cell %d", err, e.BadCells(), e.BadCell())
	}
	e.SetEditingGoal(false) // the start shows no fault of its own
	if len(e.BadCells()) != 0 || e.BadCell() != -1 {
		t.Errorf("the start's bad cells: %v, %d", e.BadCells(), e.BadCell())
	}
	e.SetEditingGoal(true)
	e.SetCell(7, "")
	if _, err := e.Board(); err != nil || e.GoalLabel() != GoalOwnLabel {
		t.Fatalf("the goal with the blank at row 3, column 2: %v, label %q", err, e.GoalLabel())
	}
	if g, _ := e.ShownGrid(); !slices.Equal(g.Tiles, []int{1, 2, 3, 4, 5, 6, 7, 0, 8}) {
		t.Errorf("ShownGrid = %v", g.Tiles)
	}
	if !e.PasteGoal(board.NewGrid(3, []int{0, 1, 2, 3, 4, 5, 6, 7, 8})) || e.GoalLabel() != "Blank first" {
		t.Errorf("PasteGoal: label %q", e.GoalLabel())
	}
	if e.PasteGoal(board.Solved(4)) {
		t.Error("a 4-by-4 pasted onto a 3-by-3's goal")
	}
	e.Clear()
	if _, err := e.Board(); err == nil || !strings.Contains(err.Error(), "in the goal") {
		t.Errorf("a cleared goal: %v", err)
	}
	// A 2048 board has no goal board.
	e.SetGrid(board.Kind2048, board.LoneTwo(4))
	e.SetEditingGoal(true)
	if e.EditingGoal() {
		t.Error("a 2048 board shows a goal board")
	}
}

// A file's goal comes into the editor with its start.
func TestSetGridTakesTheGoal(t *testing.T) {
	e := NewEdit(1)
	e.SetGrid(board.KindSliding, board.Grid{N: 3, Tiles: []int{7, 2, 4, 5, 0, 6, 8, 3, 1}, Goal: []int{0, 1, 2, 3, 4, 5, 6, 7, 8}})
	if e.GoalLabel() != "Blank first" || e.EditingGoal() {
		t.Errorf("goal %q, editing it %v", e.GoalLabel(), e.EditingGoal())
	}
	if b, err := e.Board(); err != nil || b.(*board.Puzzle).UsualGoal() {
		t.Errorf("board %v, %v", b, err)
	}
}

// Explore steps through a search towards the puzzle's own goal: its steps are the puzzle's boards
// (turned back out of the frame the solver searched in), the last is the goal, and its answer is
// the textbook's 26 moves.
func TestExploreTowardsTheGoal(t *testing.T) {
	goal := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	p, err := board.NewPuzzle(board.Grid{N: 3, Tiles: []int{7, 2, 4, 5, 0, 6, 8, 3, 1}, Goal: goal})
	if err != nil {
		t.Fatal(err)
	}
	x, err := engine{}.explore(context.Background(), p, Search(board.KindSliding, "auto"), solver.Config{}, Recording{})
	if err != nil {
		t.Fatal(err)
	}
	first, last := x.Steps[0].Board.(*board.Puzzle), x.Steps[len(x.Steps)-1].Board.(*board.Puzzle)
	if !first.Equal(p) || !last.IsGoal() || !slices.Equal(last.Grid().Tiles, goal) || len(x.Solution) != 27 {
		t.Errorf("first step %v, last %v (goal %v), answer %d boards", first.Grid().Tiles, last.Grid().Tiles, last.IsGoal(), len(x.Solution))
	}
}
