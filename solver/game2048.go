package solver

import (
	"context"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/astar/game2048"
	"github.com/tilesolve/tilesolve/board"
)

func init() {
	register(Algorithm{Name: "best-first", Kind: board.Kind2048, Rank: 1,
		Auto:     func(b board.Board) bool { return b.Settings().Goal < beamAutoGoal },
		PerState: perStateAs(bestFirstBytes),
		Options:  []Option{OptionPriority}, Vary: OptionPriority, Heard: HeardExpansions, ByScore: true,
		solve: solveAs(solveBestFirst)})
}

// solveBestFirst runs the 2048 variant's best-first search — always expand the board with the highest
// score — until a board holds a tile of at least the goal, then checks whether the solution is
// minimal.
//
// Every move adds exactly 2 to the sum of the tiles, so a solution's length is fixed by its last
// board's sum, and no solution is shorter than LowerBound (see lowerBound). When the solution is
// longer than that, a breadth-first search of all shorter move sequences, within c.ProofNodes,
// either finds a shorter solution (and that one is returned) or proves there is none; when the
// budget runs out first, the depth it reached may still raise the lower bound.
func solveBestFirst(ctx context.Context, start *board.Game2048, c Config) (*Solution, error) {
	score, rank4, err := c.Priority.scores()
	if err != nil {
		return nil, err
	}
	problem := astar.Problem[*board.Game2048, string, board.Direction]{
		Start:      start,
		Successors: successors((*board.Game2048).Neighbors),
		Key:        (*board.Game2048).Key,
		IsGoal:     (*board.Game2048).Done,
		Score:      (*board.Game2048).LargestTile, // progress shows the largest tile reached
	}
	per := bestFirstBytes(start, PhaseSearch)
	maxNodes, _ := c.storeCap(PhaseSearch, per)
	opt := options[*board.Game2048](c, PhaseSearch, maxNodes, nil)
	var res astar.Result[*board.Game2048, board.Direction]
	if s4, ok := fast4(start); ok {
		// The same search on a Board4: the same moves, a fraction of the time and memory.
		res, err = game2048.BestFirst(ctx, s4, rank4, opt)
		if res.Found {
			res.Path = replay(start, res.Moves)
		}
	} else {
		res, err = astar.BestFirst(ctx, problem, score, opt)
	}
	sol := &Solution{Kind: board.Kind2048, Stats: res.Stats, LowerBound: lowerBound(start)}
	if err := c.stopped(PhaseSearch, per, res.Stop, res.Stats, err); err != nil {
		return sol, err
	}
	if !res.Found {
		sol.Unsolvable = true
		return sol, nil
	}
	return finish2048(ctx, start, c, problem, sol, res.Path, res.Moves)
}

// finish2048 checks whether the search's solution (path, moves) is minimal, by the sum bound or a
// breadth-first search of all shorter move sequences where that can prove more (prove2048), and
// fills in sol's steps.
func finish2048(ctx context.Context, start *board.Game2048, c Config, problem astar.Problem[*board.Game2048, string, board.Direction],
	sol *Solution, path []*board.Game2048, moves []board.Direction) (*Solution, error) {
	sol.SearchMoves = len(path) - 1
	sol.Proven = sol.SearchMoves <= sol.LowerBound

	path, moves, err := c.prove2048(ctx, start, problem, sol, path, moves)
	if err != nil {
		return sol, err
	}
	sol.Moves = len(path) - 1
	if sol.Proven {
		sol.LowerBound = sol.Moves
	}
	steps := make(board.Steps, len(path))
	steps[0] = board.Step{Board: path[0], Spawned: -1}
	for i := 1; i < len(path); i++ {
		steps[i] = swipeStep(path[i-1], moves[i-1])
	}
	sol.Path = steps
	return sol, nil
}

// lowerBound is the fewest moves that could win from b. A winning board holds a tile >= goal and,
// just spawned, a 2, so its sum is at least goal + 2 (the goal alone when the goal is 2); each move
// adds 2 to the sum; and a board that has not won needs at least one move.
func lowerBound(b *board.Game2048) int {
	if b.Done() {
		return 0
	}
	need := b.Goal() + 2
	if b.Goal() == 2 {
		need = 2
	}
	return max(1, (need-b.Sum()+1)/2)
}

// swipeStep replays the swipe d from prev for the step's spawn and merge marks.
func swipeStep(prev *board.Game2048, d board.Direction) board.Step {
	s, ok := prev.Swipe(d)
	if !ok {
		panic("solver: a search's move is not a swipe")
	}
	return board.Step{Board: s.Board, Dir: d, Spawned: s.Spawned, Changed: s.Merged}
}
