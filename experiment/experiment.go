// Package experiment runs the textbook experiment (Russell and Norvig's comparison of
// heuristics on the 8-puzzle): for each solution depth, boards of exactly that optimal length,
// solved by iterative deepening and by A* with each heuristic (solver.Solve), their mean work and
// effective branching factor.
package experiment

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/inplace"
	"github.com/tilesolve/tilesolve/solver"
)

// Search is one column of the experiment.
type Search struct {
	Name      string           // "IDS", "A* Hamming"...
	Heuristic solver.Heuristic // A*'s estimate; "" for iterative deepening
}

// Searches are the experiment's columns: iterative deepening, then A* with the three
// estimates from the weakest up.
var Searches = []Search{
	{"IDS", ""}, {"A* Hamming", solver.HeuristicHamming}, {"A* Manhattan", solver.HeuristicManhattan},
	{"A* Manhattan+LC", solver.HeuristicLinearConflict},
}

// Cell is one search's figures over one depth's boards.
type Cell struct {
	Boards        int     // boards it solved within its budget
	Expanded      float64 // mean states expanded over those boards
	Generated     float64 // mean states generated (A*: stored, a board reached again by no shorter path not counted)
	BStar         float64 // solver.EffectiveBranching of the mean expanded at the depth
	OverBudget    int     // boards its budget stopped (iterative deepening only)
	LengthsAgreed bool    // every answer it found was of the depth's length
}

// Row is one depth: a cell per Searches.
type Row struct {
	Depth int
	Cells []Cell
}

// BoardsAtDepths returns, for each depth, up to count 8-puzzles whose shortest solution is exactly
// that many moves, drawn without repeats from all such boards by rng: a breadth-first search from
// the goal over the 181,440 solvable boards (astar.BreadthFirst, heard through its Observer) gives
// each board's distance.
func BoardsAtDepths(ctx context.Context, depths []int, count int, rng *rand.Rand) (map[int][]*board.Puzzle, error) {
	goal, err := board.NewPuzzle(board.Solved(3))
	if err != nil {
		return nil, err
	}
	byDepth := map[int][]*board.Puzzle{}
	want := map[int]bool{}
	for _, d := range depths {
		want[d] = true
	}
	res, err := astar.BreadthFirst(ctx, astar.Problem[*board.Puzzle, string, board.Direction]{
		Start: goal, Successors: func(b *board.Puzzle, visit func(board.Direction, *board.Puzzle)) {
			for _, nb := range b.Neighbors() {
				visit(nb.Dir, nb.Board)
			}
		}, Key: (*board.Puzzle).Key,
		IsGoal: func(*board.Puzzle) bool { return false },
	}, astar.Options[*board.Puzzle]{Observer: func(e *astar.Expansion[*board.Puzzle]) {
		if want[e.G] {
			byDepth[e.G] = append(byDepth[e.G], e.State)
		}
	}})
	if err == nil {
		err = res.Err() // a cancel
	}
	if err != nil {
		return nil, err
	}
	for _, d := range depths { // in the caller's order, so that a seed draws the same boards
		ps := byDepth[d]
		rng.Shuffle(len(ps), func(i, j int) { ps[i], ps[j] = ps[j], ps[i] })
		byDepth[d] = ps[:min(count, len(ps))]
	}
	return byDepth, nil
}

// Run runs the experiment on count boards a depth drawn from seed. idsBudget caps
// the states iterative deepening expands on one board (0: none); once it stops a board, deeper
// depths skip iterative deepening. done, when set, hears each depth's row as it is finished.
func Run(ctx context.Context, depths []int, count int, seed uint64, idsBudget int, done func(Row)) ([]Row, error) {
	boards, err := BoardsAtDepths(ctx, depths, count, rand.New(rand.NewPCG(seed, seed)))
	if err != nil {
		return nil, err
	}
	idsStopped := false
	var rows []Row
	for _, d := range depths {
		row := Row{Depth: d}
		for _, s := range Searches {
			cell := Cell{LengthsAgreed: true}
			if s.Heuristic == "" && idsStopped {
				row.Cells = append(row.Cells, cell)
				continue
			}
			var exp, gen float64
			for _, p := range boards[d] {
				moves, st, err := experimentSolve(ctx, p, s, idsBudget)
				if errors.Is(err, astar.ErrBudget) {
					cell.OverBudget++
					continue
				}
				if err != nil {
					return rows, err
				}
				cell.Boards++
				exp += float64(st.Expanded)
				gen += float64(st.Generated)
				cell.LengthsAgreed = cell.LengthsAgreed && moves == d
			}
			if cell.OverBudget > 0 {
				idsStopped = true
			}
			if cell.Boards > 0 {
				cell.Expanded, cell.Generated = exp/float64(cell.Boards), gen/float64(cell.Boards)
				cell.BStar = solver.EffectiveBranching(cell.Expanded, d)
			}
			row.Cells = append(row.Cells, cell)
		}
		rows = append(rows, row)
		if done != nil {
			done(row)
		}
	}
	return rows, nil
}

// experimentSolve solves p with one column's search and returns the answer's length and the work.
func experimentSolve(ctx context.Context, p *board.Puzzle, s Search, idsBudget int) (int, astar.Stats, error) {
	if s.Heuristic != "" {
		sol, err := solver.Solve(ctx, p, solver.Config{Algorithm: "astar", Heuristic: s.Heuristic})
		if err != nil {
			return 0, astar.Stats{}, err
		}
		return sol.Moves, sol.Stats, nil
	}
	in, err := inplace.New(p)
	if err != nil {
		return 0, astar.Stats{}, err
	}
	st := deepening{in}
	res := astar.IDA(ctx, st, astar.IDAOptions[deepening]{Options: astar.Options[deepening]{MaxExpanded: idsBudget}})
	err = res.Err()
	if err == nil && !res.Found {
		err = fmt.Errorf("iterative deepening found no answer for %v", slices.Clone(st.Cells))
	}
	return len(res.Moves), res.Stats, err
}

// deepening is an 8-puzzle that IDA* changes in place (inplace.Puzzle, the solver's IDA*'s state)
// with no estimate: every bound is the next depth, which makes IDA* iterative deepening. It
// leaves out the move that undoes the last, and keeps no transposition table (it has no Key).
type deepening struct{ *inplace.Puzzle }

func (deepening) Heuristic() int { return 0 }
