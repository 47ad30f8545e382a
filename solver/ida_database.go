package solver

import (
	"context"
	"fmt"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/astar/sliding"
	"github.com/tilesolve/tilesolve/board"
)

// idaDatabase solves s, a solvable 4x4 board, with the IDA* written for the tables
// (sliding.SolvePDB: about twice the rate of astar.IDA with an estimator behind an interface, and
// every core on large iterations), keeping c's work budget, ctx and progress on an astar.Meter.
func idaDatabase(ctx context.Context, dbs db15, s *slidingState, c Config) ([]board.Direction, astar.Stats, error) {
	m := astar.Meter{MaxExpanded: c.MaxExpanded, Every: c.ProgressEvery}
	m.Start(ctx, 1, c.Progress != nil, func(st astar.Stats) astar.Stats {
		if c.Progress != nil {
			c.Progress(Progress{Stats: st, Phase: "search"})
		}
		return st
	})
	// The search's workers call back with their summed figures, one at a time; the meter decides.
	check := func(st astar.Stats) error {
		m.Stats = st
		return m.Check()
	}
	cells, st, err := sliding.SolvePDB(dbs.main, s.positions(), sliding.PDBOptions{Also: dbs.also, Check: check, CheckEvery: 256, Iterated: c.Iterated})
	m.Stats = st
	final := m.Report()
	if err != nil {
		return nil, final, c.stopped(PhaseSearch, 0, m.Limit(), final, err)
	}
	moves := make([]board.Direction, len(cells))
	blank := s.blank
	for i, to := range cells {
		d, ok := board.StepDirection(s.n, blank, int(to))
		if !ok {
			return nil, final, fmt.Errorf("solver: the database search's blank jumped from cell %d to %d", blank, to)
		}
		moves[i], blank = d, int(to)
	}
	return moves, final, nil
}
