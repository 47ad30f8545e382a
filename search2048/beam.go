package search2048

import (
	"context"
	"fmt"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/astar/game2048"
	"github.com/tilesolve/tilesolve/board"
)

// Beam searches with a beam of opt.Width boards: each layer keeps the boards with the best score,
// best-first's. All boards of a layer have the same sum, so the score only says which are best
// arranged: the left score keeps the large tiles in order down the left column, and from a lone 2
// on 4x4 reaches 65536 within 14 moves of the bound. When the beam dies out it starts again twice
// as wide, within opt.MaxHeld. 4x4 boards run on Board4, boards up to 6x6 on arrays, larger ones on
// astar.Beam. An answer is proven minimal as best-first's are (see finish).
func Beam(ctx context.Context, start *board.Game2048, opt Options) (Result, error) {
	width, memory, maxHeld := opt.Width, opt.MaxMemory, opt.MaxHeld
	// The beam's store is a 4-byte link per state kept, which the memory budget caps; MaxHeld
	// caps the boards it holds at once, a layer and its successors (5 x width).
	if 5*width > maxHeld {
		return Result{}, fmt.Errorf("a beam %d wide holds up to %d boards at once, more than the node budget of %d", width, 5*width, maxHeld)
	}
	sopt := opt.Search
	sopt.MaxNodes = int(memory / game2048.BeamBytes)
	out := Result{LowerBound: LowerBound(start)}
	if start.Done() {
		return finish(ctx, start, opt, out, []*board.Game2048{start}, nil)
	}
	// n*n cells hold at most 2^(n*n+1): 2^(n*n), 2^(n*n-1)... 4, 2, 2 merged in turn.
	if cells := start.Size() * start.Size(); cells+1 < 30 && start.Goal() > 1<<(cells+1) {
		out.Unsolvable = true
		return out, nil
	}
	_, rank4 := opt.scores()
	perState := int64(game2048.BeamBytes)
	for {
		var res astar.Result[*board.Game2048, board.Direction]
		var err error
		s4, fast := fast4(start)
		beamOpt := game2048.BeamOptions{Options: sopt, Width: width, Goal: start.Goal(), MinDepth: out.LowerBound, MaxWidth: maxHeld / 5}
		rules, cells, small := newCellsRules(start, opt.Distance)
		switch {
		case fast:
			res, err = game2048.Beam(ctx, board4Rules{s4, rank4, transposedRank(start.Spawn())}, s4.Board(), beamOpt)
		case small:
			res, err = game2048.Beam(ctx, rules, cells, beamOpt)
		default:
			// Boards past 6x6 are board values of about BoardBytes each.
			perState = BoardBytes(start)
			sopt.MaxNodes = int(max(1, memory/perState))
			res, err = astar.Beam(ctx, problem(start), func(g *board.Game2048) int { return gameRank(g, opt.Distance) }, width, sopt)
		}
		out.Stats = addStats(out.Stats, res.Stats)
		if err != nil {
			return out, err
		}
		if res.Stop == astar.StopNodes { // its store's cap is the memory budget's
			return out, &Stop{Limit: res.Stop, Memory: true, PerState: perState, Stats: out.Stats, Err: res.Err()}
		}
		if err := stopped(false, perState, res.Stop, out.Stats, nil); err != nil {
			return out, err
		}
		if res.Found {
			return finish(ctx, start, opt, out, replay(start, res.Moves), res.Moves)
		}
		if res.Stop != astar.StopDiedOut {
			out.Unsolvable = true // the beam kept every board: this was breadth-first
			return out, nil
		}
		// Died out: every board of a layer was stuck. A wider beam keeps more alternatives.
		if 10*width > maxHeld {
			return out, &Stop{Limit: astar.StopNodes, Held: true, PerState: perState, Stats: out.Stats,
				Err: fmt.Errorf("%w: the beam died out %d wide, and twice as wide holds more boards than the node budget", astar.ErrBudget, width)}
		}
		width *= 2
	}
}

// addStats sums the work of a beam's runs (the widths it tried).
func addStats(a, b astar.Stats) astar.Stats {
	b.Expanded += a.Expanded
	b.Elapsed += a.Elapsed
	return b
}
