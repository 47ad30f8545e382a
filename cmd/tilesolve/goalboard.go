package main

import (
	"errors"
	"fmt"
	"slices"

	"github.com/tilesolve/tilesolve/board"
)

// goalBoardUsage is -goal-board's help, the same for every command that reads puzzles.
const goalBoardUsage = "goal of a sliding puzzle whose file gives none: blank-last (the usual), blank-first, spiral, or a puzzle FILE whose board is the goal"

// goalTiles is -goal-board's goal for an n-by-n puzzle: a preset's tiles, or the board of the
// file named spec.
func goalTiles(spec string, n int) ([]int, error) {
	if slices.Contains(board.GoalPresets, spec) {
		return board.PresetGoal(spec, n)
	}
	g, err := board.ReadFile(spec)
	var notRegular *board.NotRegularError
	switch {
	case errors.As(err, &notRegular):
		return nil, fmt.Errorf("-goal-board: %w (or one of %v)", err, board.GoalPresets)
	case err != nil:
		return nil, fmt.Errorf("-goal-board %s: %w (or one of %v)", spec, err, board.GoalPresets)
	case g.N != n:
		return nil, fmt.Errorf("-goal-board %s: %s goal for %s puzzle", spec, board.SizeName(g.N), board.SizeName(n))
	}
	return g.Tiles, nil
}

// withGoalBoard gives g, a grid read as kind, the goal -goal-board names when g is a sliding
// puzzle whose file gives no goal.
func withGoalBoard(g board.Grid, kind board.Kind, spec string) (board.Grid, error) {
	if spec == "" || g.Goal != nil {
		return g, nil
	}
	if kind == board.KindAuto {
		if detected, err := board.Detect(g); err != nil || detected != board.KindSliding {
			return g, nil // a 2048 board's goal is a tile; a bad board is told by New
		}
	} else if kind != board.KindSliding {
		return g, nil
	}
	tiles, err := goalTiles(spec, g.N)
	if err != nil {
		return g, err
	}
	g.Goal = tiles
	return g, nil
}
