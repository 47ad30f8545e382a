package solver

import (
	"context"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
)

func init() {
	register(Algorithm{Name: "bfs", Kind: board.KindSliding, Rank: 9,
		Optimal: true, Hidden: true, Heard: HeardExpansions, AnyGoal: true,
		Fits:     func(b board.Board) bool { return b.Size() <= 3 },
		PerState: perStateAs(puzzleBytes),
		solve:    solveAs(solveBFS)})
}

// solveBFS finds a shortest solution by breadth-first search, which uses no estimate: the
// baseline compare sets the heuristics against, on boards up to 3x3 (a 4x4 has 10^13 boards).
func solveBFS(ctx context.Context, start *board.Puzzle, c Config) (*Solution, error) {
	if !start.Solvable() {
		return &Solution{Kind: board.KindSliding, Unsolvable: true}, nil
	}
	return solveSliding(ctx, start, c, nil, astar.BreadthFirst[*board.Puzzle, string, board.Direction])
}
