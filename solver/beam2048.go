package solver

import (
	"context"
	"fmt"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/astar/game2048"
	"github.com/tilesolve/tilesolve/board"
)

// DefaultBeamWidth is the beam's first width; it doubles when the beam dies out.
const DefaultBeamWidth = 100

// beamAutoGoal is the goal from which auto picks the beam over best-first: best-first is
// faster below it and its answers a little shorter; from there on its stored boards grow past any
// budget while the beam's stay small.
const beamAutoGoal = 4096

func init() {
	register(Algorithm{Name: "beam", Kind: board.Kind2048, Rank: 2,
		Auto:     func(b board.Board) bool { return b.Settings().Goal >= beamAutoGoal },
		PerState: perStateAs(game2048Bytes),
		Options:  []Option{OptionPriority, OptionBeamWidth},
		solve:    solveAs(solveBeam)})
}

// solveBeam searches with a beam of c.BeamWidth boards (DefaultBeamWidth when 0): each layer keeps
// the boards with the best c.Priority score, the best-first search's score. All boards of a layer
// have the same sum, so the score only says which are best arranged: the left score keeps the
// large tiles in order down the left column, and from a lone 2 on 4x4 reaches 65536 within 14
// moves of the bound. When the beam dies out it starts again twice as wide, within the budgets.
// 4x4 boards run on Board4, boards up to 6x6 on arrays, larger ones on astar.Beam. A solution is
// proven minimal as best-first's are (see finish2048).
func solveBeam(ctx context.Context, start *board.Game2048, c Config) (*Solution, error) {
	c = c.withDefaults()
	width, memory, maxHeld := c.BeamWidth, c.MaxMemory, c.MaxNodes
	// The beam's store is a 4-byte link per state kept, which the memory budget caps; the node
	// budget caps the boards it holds at once, a layer and its successors (5 x width).
	maxStored := int(memory / game2048.BeamBytes)
	if 5*width > maxHeld {
		return nil, fmt.Errorf("a beam %d wide holds up to %d boards at once, more than the node budget of %d", width, 5*width, maxHeld)
	}
	opt := options[*board.Game2048](c, "search", maxStored, nil)
	sol := &Solution{Kind: board.Kind2048, LowerBound: lowerBound(start)}
	problem := astar.Problem[*board.Game2048, string, board.Direction]{
		Start: start, Successors: successors((*board.Game2048).Neighbors), Key: (*board.Game2048).Key,
		IsGoal: (*board.Game2048).Done, Score: (*board.Game2048).LargestTile,
	}
	if start.Done() {
		return finish2048(ctx, start, c, problem, sol, []*board.Game2048{start}, nil)
	}
	// n*n cells hold at most 2^(n*n+1): 2^(n*n), 2^(n*n-1)... 4, 2, 2 merged in turn.
	if cells := start.Size() * start.Size(); cells+1 < 30 && start.Goal() > 1<<(cells+1) {
		sol.Unsolvable = true
		return sol, nil
	}
	_, rank4, err := c.Priority.scores()
	if err != nil {
		return nil, err
	}
	var total astar.Stats
	perState := int64(game2048.BeamBytes)
	for {
		var res astar.Result[*board.Game2048, board.Direction]
		var err error
		s4, fast := fast4(start)
		beamOpt := game2048.BeamOptions{Options: opt, Width: width, Goal: start.Goal(), MinDepth: sol.LowerBound, MaxWidth: maxHeld / 5}
		rules, cells, small := newCellsRules(start, c.Priority)
		switch {
		case fast:
			res, err = game2048.Beam(ctx, board4Rules{s4, rank4, transposedRank(start.Spawn())}, s4.Board(), beamOpt)
		case small:
			res, err = game2048.Beam(ctx, rules, cells, beamOpt)
		default:
			// Boards past 6x6 are board values of about bytesPerState each.
			perState = bytesPerState(start)
			opt.MaxNodes = StatesWithin(start, memory)
			res, err = astar.Beam(ctx, problem, func(g *board.Game2048) int { return gameRank(g, c.Priority) }, width, opt)
		}
		total = addStats(total, res.Stats)
		sol.Stats = total
		if err != nil {
			return sol, err
		}
		if res.Stop == astar.StopNodes { // its store's cap is the memory budget's
			return sol, &StopError{Phase: PhaseSearch, Stats: total, Err: res.Err(), Limit: LimitMemory, Cap: memory,
				BytesPerState: perState, StatesAllowed: int(memory / perState)}
		}
		if e := c.stop(PhaseSearch, perState, res.Stop, total); e != nil {
			return sol, e
		}
		if res.Found {
			return finish2048(ctx, start, c, problem, sol, replay(start, res.Moves), res.Moves)
		}
		if res.Stop != astar.StopDiedOut {
			sol.Unsolvable = true // the beam kept every board: this was breadth-first
			return sol, nil
		}
		// Died out: every board of a layer was stuck. A wider beam keeps more alternatives.
		if 10*width > maxHeld {
			return sol, &StopError{Phase: "search", Stats: total, Limit: LimitNodes, Cap: int64(maxHeld),
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
