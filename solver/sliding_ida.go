package solver

import (
	"context"
	"errors"
	"fmt"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/inplace"
	"github.com/tilesolve/tilesolve/internal/linearconflict"
)

func init() {
	register(Algorithm{Name: "ida", Kind: board.KindSliding, Rank: 2, Optimal: true,
		Fits:    func(b board.Board) bool { return b.Size() <= MaxIDAN },
		AnyGoal: true,
		Auto:    func(b board.Board) bool { return b.Size() == 4 },
		Options: []Option{OptionDatabase},
		Heard:   HeardIterations,
		solve:   solveAs(solveIDA),
		prepare: func(ctx context.Context, b board.Board, c Config) error {
			p, ok := b.(*board.Puzzle)
			if !ok || b.Size() != 4 || c.NoDatabase {
				return nil
			}
			_, err := puzzleDatabases(ctx, p, c)
			return err
		},
		awaits: func(b board.Board, c Config) int64 {
			p, ok := b.(*board.Puzzle)
			if !ok || b.Size() != 4 || c.NoDatabase {
				return 0
			}
			set, err := puzzleSet(p)
			if err != nil || !c.mustBuild(set) {
				return 0
			}
			return set.BuildBytes()
		}})
}

// solveIDA finds a shortest solution of a sliding puzzle with IDA*, after checking by parity
// that one exists. Its memory is the path alone; its budget is the states it expands
// (MaxExpanded, 0: none) and ctx. On 4-by-4 boards it estimates with the additive pattern databases (loaded or
// built on first use), elsewhere with Manhattan distance plus linear conflicts; towards a goal of
// the puzzle's own that Solve could not frame as the usual one, as idaToGoal says.
func solveIDA(ctx context.Context, start *board.Puzzle, c Config) (*Solution, error) {
	sol := &Solution{Kind: board.KindSliding}
	if !start.Solvable() {
		sol.Unsolvable = true
		return sol, nil
	}
	if start.Size() == 4 && !c.NoDatabase {
		// Waited for here, so that the answer can say how much of its time the databases took
		// (idaPuzzle then finds them in the cache).
		began := c.now()
		if _, err := puzzleDatabases(ctx, start, c); err != nil {
			return sol, err
		}
		sol.Databases = c.now().Sub(began)
	}
	moves, stats, err := idaPuzzle(ctx, start, c)
	sol.Stats = stats
	sol.LowerBound = stats.Bound
	if err != nil {
		return sol, err
	}
	if err := sol.setMoves(start, moves); err != nil {
		return sol, err
	}
	sol.SearchMoves = sol.Moves
	sol.Proven = true
	sol.LowerBound = sol.Moves
	return sol, nil
}

// idaPuzzle runs IDA* on p, which must be solvable, and returns its moves: on 4x4 the database's
// own search, elsewhere astar.IDA with Manhattan distance plus linear conflicts. The fast solver
// calls it to finish boards it has reduced.
func idaPuzzle(ctx context.Context, p *board.Puzzle, c Config) ([]board.Direction, astar.Stats, error) {
	s, err := inplace.New(p)
	if err != nil {
		return nil, astar.Stats{}, err
	}
	if !p.UsualGoal() {
		return idaToGoal(ctx, p, s, c)
	}
	if p.Size() == 4 && !c.NoDatabase {
		db, err := database15(ctx, c)
		if err != nil {
			return nil, astar.Stats{}, err
		}
		return idaDatabase(ctx, db, s, c)
	}
	s.Est = linearconflict.New(p.Size(), s.Positions())
	if len(s.Cells) <= 16 {
		return runIDA(ctx, keyedState{s}, c, tableBits)
	}
	return runIDA(ctx, s, c, 0)
}

// runIDA runs astar.IDA on s, a solvable board's state, within c's work budget, with a
// transposition table of 2^tableBits entries when s is keyed.
func runIDA[S astar.Mutable[board.Direction]](ctx context.Context, s S, c Config, tableBits int) ([]board.Direction, astar.Stats, error) {
	opt := astar.IDAOptions[S]{Options: astar.Options[S]{MaxExpanded: c.MaxExpanded, ProgressEvery: c.ProgressEvery},
		Iterated: c.Iterated, TableBits: tableBits}
	if c.Progress != nil {
		opt.Progress = func(p astar.Progress[S]) { c.Progress(Progress{Stats: p.Stats, Phase: "search"}) }
	}
	res := astar.IDA(ctx, s, opt)
	if e := c.stop(PhaseSearch, 0, res.Stop, res.Stats); e != nil {
		return nil, res.Stats, e
	}
	if !res.Found {
		// Parity said solvable and IDA* has no depth cap here, so this would be a bug.
		return nil, res.Stats, errors.New("solver: IDA* ended without reaching the goal of a solvable puzzle")
	}
	return res.Moves, res.Stats, nil
}

// tableBits sizes IDA*'s transposition table on boards up to 4x4: 2^20 entries of 16 bytes, 16 MB.
const tableBits = 20

// setMoves puts moves from start on sol as its path (a byte a move or less) and its length.
// A move that is not legal is a search's bug, returned as an error.
func (sol *Solution) setMoves(start *board.Puzzle, moves []board.Direction) error {
	p, err := board.NewPuzzlePath(start, moves)
	if err != nil {
		return fmt.Errorf("solver: a search's answer does not replay: %w", err)
	}
	sol.Path, sol.Moves = p, len(moves)
	return nil
}
