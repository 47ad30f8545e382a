package search2048

import (
	"context"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/astar/game2048"
	"github.com/tilesolve/tilesolve/board"
)

// BestFirst runs the 2048 variant's best-first search — always expand the board with the highest
// score — until a board holds a tile of at least the goal, then checks whether the answer is
// minimal.
//
// Every move adds exactly 2 to the sum of the tiles, so an answer's length is fixed by its last
// board's sum, and no answer is shorter than LowerBound. When the answer is longer than that, a
// breadth-first search of all shorter move sequences, within opt.Proof.MaxNodes, either finds a
// shorter answer (and that one is returned) or proves there is none; when the cap runs out first,
// the depth it reached may still raise the lower bound. A limit that ends the search comes back as
// a *Stop, with the Result's work so far.
func BestFirst(ctx context.Context, start *board.Game2048, opt Options) (Result, error) {
	score, rank4 := opt.scores()
	var res astar.Result[*board.Game2048, board.Direction]
	var err error
	if s4, ok := fast4(start); ok {
		// The same search on a Board4: the same moves, a fraction of the time and memory.
		res, err = game2048.BestFirst(ctx, s4, rank4, opt.Search)
		if res.Found {
			res.Path = replay(start, res.Moves)
		}
	} else {
		res, err = astar.BestFirst(ctx, problem(start), score, opt.Search)
	}
	out := Result{Stats: res.Stats, LowerBound: LowerBound(start)}
	if err := stopped(false, BestFirstBytes(start), res.Stop, res.Stats, err); err != nil {
		return out, err
	}
	if !res.Found {
		out.Unsolvable = true
		return out, nil
	}
	return finish(ctx, start, opt, out, res.Path, res.Moves)
}

// finish checks whether the search's answer (path, moves) is minimal, by the sum bound or a
// breadth-first search of all shorter move sequences where that can prove more (prove), and
// fills in out's steps.
func finish(ctx context.Context, start *board.Game2048, opt Options, out Result, path []*board.Game2048, moves []board.Direction) (Result, error) {
	out.SearchMoves = len(path) - 1
	out.Proven = out.SearchMoves <= out.LowerBound

	path, moves, err := prove(ctx, start, opt, &out, path, moves)
	if err != nil {
		return out, err
	}
	if out.Proven {
		out.LowerBound = len(path) - 1
	}
	steps := make(board.Steps, len(path))
	steps[0] = board.Step{Board: path[0], Spawned: -1}
	for i := 1; i < len(path); i++ {
		steps[i] = swipeStep(path[i-1], moves[i-1])
	}
	out.Path = steps
	return out, nil
}

// LowerBound is the fewest moves that could win from b. A winning board holds a tile >= goal and,
// just spawned, a 2, so its sum is at least goal + 2 (the goal alone when the goal is 2); each move
// adds 2 to the sum; and a board that has not won needs at least one move.
func LowerBound(b *board.Game2048) int {
	if b.Done() {
		return 0
	}
	need := b.Goal() + 2
	if b.Goal() == 2 {
		need = 2
	}
	return max(1, (need-b.Sum()+1)/2)
}
