package session

import (
	"errors"
	"slices"
	"strconv"

	"github.com/tilesolve/tilesolve/board"
)

// A sliding puzzle's goal is a second board the editor holds beside the start: the board view
// shows one or the other (EditingGoal), and typing, swaps, Clear and a paste of tiles change the
// one shown. Undo, the unsaved mark and Save cover both.

// GoalPresetLabels name the goal presets as the editor offers them, in board.GoalPresets' order.
var GoalPresetLabels = []string{"Blank last (usual)", "Blank first", "Spiral"}

// GoalOwnLabel names a goal that is none of the presets: one the user typed.
const GoalOwnLabel = "Your own"

// EditingGoal says the board shows the goal, not the start (a sliding puzzle only).
func (e *Edit) EditingGoal() bool { return e.onTarget && e.kind == board.KindSliding }

// SetEditingGoal shows the goal (on) or the start on the board, for editing; a 2048 board has no
// goal board.
func (e *Edit) SetEditingGoal(on bool) { e.onTarget = on && e.kind == board.KindSliding }

// shown is the cells the board shows.
func (e *Edit) shown() []string {
	if e.EditingGoal() {
		if e.target == nil {
			return typedCells(board.Solved(e.n).Tiles)
		}
		return e.target
	}
	return e.cells
}

// ShownGrid is the board shown as a grid: the start, or the goal when EditingGoal; an error names
// a cell that is not a whole number. Its Goal is the goal as typed (for the board view to mark
// the tiles in their goal cells; on the goal board, all of them), nil for the usual goal or one
// that is not all whole numbers yet.
func (e *Edit) ShownGrid() (board.Grid, error) {
	g, err := readCells(e.shown(), e.n)
	if err != nil || e.kind != board.KindSliding || e.target == nil {
		return g, err
	}
	if goal, err := readCells(e.target, e.n); err == nil {
		g.Goal = goal.Tiles
	}
	return g, nil
}

// ownTarget makes the usual goal one of the goal's cells to edit.
func (e *Edit) ownTarget() {
	if e.target == nil {
		e.target = typedCells(board.Solved(e.n).Tiles)
	}
}

// GoalLabel names the goal as the editor's goal selector does: a preset's label, or GoalOwnLabel.
func (e *Edit) GoalLabel() string {
	if e.target == nil {
		return GoalPresetLabels[0]
	}
	return GoalName(e.target)
}

// GoalName names a goal, its cells as typed (row-major, "" or "0" the blank): a preset's label,
// or GoalOwnLabel.
func GoalName(cells []string) string {
	n := 1
	for n*n < len(cells) {
		n++
	}
	for i, name := range board.GoalPresets {
		tiles, err := board.PresetGoal(name, n)
		if err != nil || len(tiles) != len(cells) {
			continue
		}
		if slices.EqualFunc(tiles, cells, func(t int, c string) bool { return c == strconv.Itoa(t) || t == 0 && (c == "" || c == "0") }) {
			return GoalPresetLabels[i]
		}
	}
	return GoalOwnLabel
}

// SetGoalPreset makes the goal the preset labelled label (GoalPresetLabels); it reports whether
// label is one.
func (e *Edit) SetGoalPreset(label string) bool {
	i := slices.Index(GoalPresetLabels, label)
	if i < 0 || e.kind != board.KindSliding {
		return false
	}
	tiles, err := board.PresetGoal(board.GoalPresets[i], e.n)
	if err != nil {
		return false
	}
	e.target = typedCells(tiles)
	if i == 0 {
		e.target = nil
	}
	e.check()
	return true
}

// PasteGoal puts g's tiles in the goal when the board shows the goal and g, with no goal of its
// own, fits the puzzle: a paste onto the goal board. It reports whether it did.
func (e *Edit) PasteGoal(g board.Grid) bool {
	if !e.EditingGoal() || g.N != e.n || g.Goal != nil {
		return false
	}
	e.target = typedCells(g.Tiles)
	e.check()
	return true
}

// withTarget is p with the goal as typed, or why the goal's cells make none (errOnTarget set).
func (e *Edit) withTarget(p *board.Puzzle) (*board.Puzzle, error) {
	goal, err := readCells(e.target, e.n)
	if err == nil {
		_, err = board.NewPuzzle(goal) // the goal's tiles alone, for errors about its cells
	}
	if err == nil {
		return p.WithGoal(goal.Tiles)
	}
	var ie *board.InputError
	if errors.As(err, &ie) {
		ie.Msg = "in the goal, " + ie.Msg
	}
	e.errOnTarget = true
	return nil, err
}
