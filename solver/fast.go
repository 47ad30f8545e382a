package solver

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb"
	"github.com/tilesolve/tilesolve/reduction"
)

// fastName is the fast solver's name, whose answer comes first while the proven search waits for
// its databases (Config.Interim).
const fastName = "fast"

func init() {
	register(Algorithm{Name: fastName, Kind: board.KindSliding, Rank: 3,
		Auto:    func(b board.Board) bool { return b.Size() >= 5 },
		Options: []Option{OptionDatabase},
		solve:   solveAs(solveFast),
		prepare: func(ctx context.Context, b board.Board, c Config) error {
			if b.Size() < 4 || c.NoDatabase {
				return nil
			}
			if _, err := database15(ctx, c); err != nil { // the 4-by-4 that every larger board is reduced to
				return err
			}
			_, err := blockDatabases(ctx, reduction.ImproveRegion(b.Size()), c, true) // the improvement's beams rank by them
			return err
		}})
}

// DefaultImprove is how long a fast solve goes on shortening its first answer unless told
// otherwise (the CLI's -improve, the app's setting): a board takes about this long, under the
// time the sliding benchmarks aim at, leaving room for a last beam layer on a loaded machine.
const DefaultImprove = 4500 * time.Millisecond

// LimitImprove is Config.Improve, the time a fast solve may take while it shortens its first answer.
const LimitImprove Limit = "improve budget"

// Shortens says whether a fast solve of an n-by-n sliding puzzle shortens its first answer while
// Config.Improve allows: the improvement's windows and beams hold boards up to
// reduction.MaxImproveN, and a larger board's answer is its first (Solution.Unshortened says so).
func Shortens(n int) bool { return n <= reduction.MaxImproveN }

// solveFast solves a sliding puzzle of any size quickly, not proven shortest, with the reduction
// (package reduction): its last region is a 4-by-4 finished by IDA* with the 15-puzzle's
// databases when they are at hand, else a 3-by-3 (see lastRegion). Boards up to 3x3, and 4x4 once
// the databases are at hand, are solved optimally. LowerBound is Manhattan distance plus linear
// conflicts.
func solveFast(ctx context.Context, start *board.Puzzle, c Config) (*Solution, error) {
	sol := &Solution{Kind: board.KindSliding, LowerBound: ManhattanLinearConflict(start)}
	if !start.Solvable() {
		sol.Unsolvable = true
		return sol, nil
	}
	if !start.UsualGoal() {
		return sol, errors.New("solver: the fast solver reduces towards the usual goal; Solve frames a puzzle's own")
	}
	memory := c.withDefaults().MaxMemory
	opt := reduction.Options{MaxMemory: memory, Clock: c.Clock, Improve: c.Improve,
		ProgressEvery: c.ProgressEvery, Last: lastRegion(start.Size(), c),
		Finish: func(ctx context.Context, p *board.Puzzle) ([]board.Direction, astar.Stats, error) {
			moves, st, err := idaPuzzle(ctx, p, c)
			if se := (*StopError)(nil); errors.As(err, &se) && se.Phase == PhaseDatabase && se.Limit == LimitMemory {
				// A budget too small for the databases: Manhattan distance and linear conflicts finish.
				nc := c
				nc.NoDatabase = true
				moves, st, err = idaPuzzle(ctx, p, nc)
			}
			return moves, st, err
		},
		Blocks:      func(ctx context.Context, m int) ([]*pdb.DB, error) { return blockDatabases(ctx, m, c, false) },
		ReadyBlocks: func(m int) ([]*pdb.DB, error) { return readyBlockDatabases(m, c) },
		Building: func() int64 {
			if store, err := c.store(); err == nil {
				return databases.Building(store)
			}
			return 0
		}}
	if c.Progress != nil {
		opt.Progress = func(r reduction.Report) {
			pr := Progress{Stats: r.Stats, Phase: PhaseSearch}
			if r.Improving {
				pr.Phase, pr.BestLength = PhaseImprove, r.BestLength
			}
			c.Progress(pr)
		}
	}
	res, err := reduction.Solve(ctx, start, opt)
	sol.Stats = res.Stats
	if err != nil {
		return sol, fastStop(err, PhaseSearch, res.Stats)
	}
	sol.Unshortened, sol.ImproveErr = res.Unshortened, res.ImproveErr
	if err := sol.setMoves(start, res.Moves); err != nil {
		if len(res.Moves) == len(res.First) {
			return sol, err
		}
		// The improvement's answer does not replay (a bug): the first answer stands.
		sol.ImproveErr = errors.Join(res.ImproveErr, fmt.Errorf("solver: the improvement's answer: %w", err))
		if err := sol.setMoves(start, res.First); err != nil {
			return sol, err
		}
	}
	sol.SearchMoves = len(res.First)
	sol.Proven = sol.Moves == sol.LowerBound
	if res.ImproveStop != nil {
		sol.ImproveStop = fastStop(res.ImproveStop, PhaseImprove, res.ImproveStop.Stats).(*StopError)
	}
	return sol, nil
}

// lastRegion is the side of the region the reduction leaves to IDA*: a 4-by-4, by the 15-puzzle's
// databases, when they are at hand (in the cache or kept), else a 3-by-3, so that the fast solver
// never waits for their build (it starts, under BuildAhead, for the solves after this one). Under
// NoDatabase a 4-by-4, by Manhattan distance and linear conflicts.
func lastRegion(n int, c Config) int {
	if n < 4 || c.NoDatabase || !c.mustBuild(set15) {
		return 4
	}
	if c.BuildAhead {
		if store, err := c.store(); err == nil {
			databases.Ahead(store, set15, c.withDefaults().MaxMemory)
		}
	}
	return 3
}

// fastStop is the reduction's *reduction.StopError, err, as the solver's *StopError of phase with the
// work st; other errors as they are.
func fastStop(err error, phase Phase, st astar.Stats) error {
	var s *reduction.StopError
	if !errors.As(err, &s) {
		return err
	}
	// The reduction's stops say the solver's words (TestFastStopWords).
	return &StopError{Phase: phase, Limit: Limit(s.Stop.String()), Cap: s.Cap, BytesPerState: s.BytesPerState,
		StatesAllowed: s.StatesAllowed, Stats: st, Err: s.Err}
}
