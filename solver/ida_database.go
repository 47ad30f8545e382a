package solver

import (
	"context"
	"errors"
	"fmt"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/astar/sliding"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/inplace"
)

// idaDatabase solves s, a solvable 4x4 board, with the IDA* written for the tables
// (sliding.IDA: about twice the rate of astar.IDA with an estimator behind an interface, and
// every core on large iterations), within c's work budget, ctx and progress.
func idaDatabase(ctx context.Context, dbs db15, s *inplace.Puzzle, c Config) ([]board.Direction, astar.Stats, error) {
	opt := sliding.IDAOptions{Also: dbs.also, Iterated: c.Iterated, Options: astar.Options[[]uint8]{
		MaxExpanded: c.MaxExpanded, ProgressEvery: c.ProgressEvery}}
	if c.Progress != nil {
		opt.Progress = func(p astar.Progress[[]uint8]) { c.Progress(Progress{Stats: p.Stats, Phase: PhaseSearch}) }
	}
	res, err := sliding.IDA(ctx, dbs.main, s.Positions(), opt)
	if err := c.stopped(PhaseSearch, 0, res.Stop, res.Stats, err); err != nil {
		return nil, res.Stats, err
	}
	if !res.Found {
		// The caller checked the parity and there is no depth cap, so this would be a bug.
		return nil, res.Stats, errors.New("solver: the database search ended without reaching the goal of a solvable puzzle")
	}
	moves := make([]board.Direction, len(res.Moves))
	blank := s.Blank
	for i, to := range res.Moves {
		d, ok := board.StepDirection(s.N, blank, int(to))
		if !ok {
			return nil, res.Stats, fmt.Errorf("solver: the database search's blank jumped from cell %d to %d", blank, to)
		}
		moves[i], blank = d, int(to)
	}
	return moves, res.Stats, nil
}
