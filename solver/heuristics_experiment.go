package solver

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
)

// The textbook experiment (Russell and Norvig's comparison of heuristics on the 8-puzzle): for
// each solution depth, boards of exactly that optimal length, solved by iterative deepening and
// by A* with each heuristic, their mean work and effective branching factor.

// ExperimentSearch is one column of the experiment.
type ExperimentSearch struct {
	Name      string    // "IDS", "A* Hamming"...
	Heuristic Heuristic // A*'s estimate; "" for iterative deepening
}

// ExperimentSearches are the experiment's columns: iterative deepening, then A* with the three
// estimates from the weakest up.
var ExperimentSearches = []ExperimentSearch{
	{"IDS", ""}, {"A* Hamming", HeuristicHamming}, {"A* Manhattan", HeuristicManhattan},
	{"A* Manhattan+LC", HeuristicLinearConflict},
}

// ExperimentCell is one search's figures over one depth's boards.
type ExperimentCell struct {
	Boards        int     // boards it solved within its budget
	Expanded      float64 // mean states expanded over those boards
	Generated     float64 // mean states generated (A*: stored, a board reached again by no shorter path not counted)
	BStar         float64 // EffectiveBranching of the mean expanded at the depth
	OverBudget    int     // boards its budget stopped (iterative deepening only)
	LengthsAgreed bool    // every answer it found was of the depth's length
}

// ExperimentRow is one depth: a cell per ExperimentSearches.
type ExperimentRow struct {
	Depth int
	Cells []ExperimentCell
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
	_, err = astar.BreadthFirst(ctx, astar.Problem[*board.Puzzle, string, board.Direction]{
		Start: goal, Successors: successors((*board.Puzzle).Neighbors), Key: (*board.Puzzle).Key,
		IsGoal: func(*board.Puzzle) bool { return false },
	}, astar.Options[*board.Puzzle]{Observer: func(e *astar.Expansion[*board.Puzzle]) {
		if want[e.G] {
			byDepth[e.G] = append(byDepth[e.G], e.State)
		}
	}})
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

// HeuristicsExperiment runs the experiment on count boards a depth drawn from seed. idsBudget caps
// the states iterative deepening expands on one board (0: none); once it stops a board, deeper
// depths skip iterative deepening. done, when set, hears each depth's row as it is finished.
func HeuristicsExperiment(ctx context.Context, depths []int, count int, seed uint64, idsBudget int, done func(ExperimentRow)) ([]ExperimentRow, error) {
	boards, err := BoardsAtDepths(ctx, depths, count, rand.New(rand.NewPCG(seed, seed)))
	if err != nil {
		return nil, err
	}
	idsStopped := false
	var rows []ExperimentRow
	for _, d := range depths {
		row := ExperimentRow{Depth: d}
		for _, s := range ExperimentSearches {
			cell := ExperimentCell{LengthsAgreed: true}
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
				cell.BStar = EffectiveBranching(cell.Expanded, d)
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
func experimentSolve(ctx context.Context, p *board.Puzzle, s ExperimentSearch, idsBudget int) (int, astar.Stats, error) {
	if s.Heuristic != "" {
		sol, err := Solve(ctx, p, Config{Algorithm: "astar", Heuristic: s.Heuristic})
		if err != nil {
			return 0, astar.Stats{}, err
		}
		return sol.Moves, sol.Stats, nil
	}
	st, err := newSlidingState(p)
	if err != nil {
		return 0, astar.Stats{}, err
	}
	st.est = noEstimate{}
	res, err := astar.IDA(ctx, st, astar.IDAOptions[*slidingState]{Options: astar.Options[*slidingState]{MaxNodes: idsBudget}})
	if err == nil && !res.Found {
		err = fmt.Errorf("iterative deepening found no answer for %v", slices.Clone(st.cells))
	}
	return len(res.Moves), res.Stats, err
}

// noEstimate makes IDA* iterative deepening: every bound is the next depth.
type noEstimate struct{}

func (noEstimate) value() int             { return 0 }
func (noEstimate) move(int, uint8, uint8) {}
