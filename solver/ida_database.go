package solver

import (
	"context"
	"fmt"
	"time"

	"tilesolve/astar"
	"tilesolve/board"
	"tilesolve/pdb"
)

// idaDatabase solves s, a solvable 4x4 board, with the databases' own IDA* (pdb's Solve: about
// twice the rate of astar.IDA with an estimator behind an interface, and it uses every core on
// large iterations), keeping c's node budget, ctx and progress reports as astar.IDA does.
func idaDatabase(ctx context.Context, dbs db15, s *slidingState, c Config) ([]board.Direction, astar.Stats, error) {
	start := time.Now()
	last := start
	every := c.ProgressEvery
	if every <= 0 {
		every = 100 * time.Millisecond
	}
	stats := func(st pdb.SearchStats) astar.Stats {
		return astar.Stats{Expanded: st.Expanded, Generated: st.Generated, Bound: st.Bound, Depth: st.Depth,
			Elapsed: time.Since(start)}
	}
	report := func(st astar.Stats) {
		if c.Progress != nil {
			c.Progress(Progress{Stats: st, Phase: "search"})
		}
	}
	check := func(st pdb.SearchStats) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if c.MaxExpanded > 0 && st.Expanded >= c.MaxExpanded {
			return fmt.Errorf("%w: %d states expanded in %v, bound %d", astar.ErrBudget, st.Expanded,
				time.Since(start).Round(time.Millisecond), st.Bound)
		}
		if c.Progress != nil && time.Since(last) >= every {
			last = time.Now()
			report(stats(st))
		}
		return nil
	}
	cells, st, err := dbs.main.Solve(s.positions(), pdb.SearchOptions{Also: dbs.also, Check: check, CheckEvery: 256})
	final := stats(st)
	report(final)
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
