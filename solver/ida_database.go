package solver

import (
	"context"

	"tilesolve/astar"
	"tilesolve/board"
	"tilesolve/pdb"
)

// idaDatabase solves s, a solvable 4x4 board, with the databases' own IDA* (pdb's Solve: about
// twice the rate of astar.IDA with an estimator behind an interface, and it uses every core on
// large iterations), keeping c's work budget, ctx and progress reports on astar's Meter as astar.IDA does.
func idaDatabase(ctx context.Context, dbs db15, s *slidingState, c Config) ([]board.Direction, astar.Stats, error) {
	m := astar.Meter{MaxExpanded: c.MaxExpanded, Every: c.ProgressEvery}
	m.Start(ctx, 1, c.Progress != nil, func(st astar.Stats) astar.Stats {
		if c.Progress != nil {
			c.Progress(Progress{Stats: st, Phase: "search"})
		}
		return st
	})
	// pdb imports nothing of ours, so its search calls back with its figures and the meter
	// decides.
	check := func(st pdb.SearchStats) error {
		m.Stats.Expanded, m.Stats.Generated, m.Stats.Bound, m.Stats.Depth = st.Expanded, st.Generated, st.Bound, st.Depth
		return m.Check()
	}
	cells, st, err := dbs.main.Solve(s.positions(), pdb.SearchOptions{Also: dbs.also, Check: check, CheckEvery: 256})
	m.Stats.Expanded, m.Stats.Generated, m.Stats.Bound, m.Stats.Depth = st.Expanded, st.Generated, st.Bound, st.Depth
	final := m.Report()
	if err != nil {
		return nil, final, err
	}
	moves := make([]board.Direction, len(cells))
	blank := s.blank
	for i, to := range cells {
		switch int(to) - blank {
		case -s.n: // the tile above the blank moves down
			moves[i] = board.Down
		case s.n:
			moves[i] = board.Up
		case -1:
			moves[i] = board.Right
		default:
			moves[i] = board.Left
		}
		blank = int(to)
	}
	return moves, final, nil
}
