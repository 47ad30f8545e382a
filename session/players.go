package session

import (
	"context"
	"errors"
	"slices"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/play"
	"github.com/tilesolve/tilesolve/solver"
)

// The players that can autoplay, by the names the app shows.
const (
	Random     = "Random"
	Expectimax = "Expectimax"
	// Learned is expectimax over the learned evaluation (an n-tuple network trained by `tilesolve
	// train`, the app's shipped weights) on 4x4 classic games; on other boards, which it was not
	// trained on, and without weights it plays as Expectimax.
	Learned = "Expectimax, learned"
	Solver  = "Shortest solution" // a sliding puzzle's: plays the solver's answer move by move
)

// PlayerNames lists the players that can autoplay a 2048 board, the default last.
var PlayerNames = []string{Random, Learned, Expectimax}

// PlayersFor lists the players that fit a board of kind k, the default last: on a sliding puzzle
// the solver's answer takes expectimax's place (expectimax plays 2048's random spawns).
func PlayersFor(k board.Kind) []string {
	if k == board.KindSliding {
		return []string{Random, Solver}
	}
	return PlayerNames
}

// players builds each player from a seed, the solver's settings and the session's engine.
var players = map[string]func(seed uint64, cfg solver.Config, e engine) play.Player{
	Random:     func(seed uint64, _ solver.Config, _ engine) play.Player { return play.NewRandomPlayer(seed) },
	Expectimax: func(uint64, solver.Config, engine) play.Player { return play.NewExpectimaxPlayer() },
	Learned:    func(uint64, solver.Config, engine) play.Player { return &learnedPlayer{} }, // StartAutoplay gives it the session's weights
	Solver:     func(_ uint64, cfg solver.Config, e engine) play.Player { return &solverPlayer{cfg: cfg, engine: e} },
}

// solverPlayer plays a sliding puzzle's solution from the solver (the hint's search): it solves
// once, then plays the answer's moves while the board is the one the answer expects, and solves
// again when it is not (the person moved meanwhile).
type solverPlayer struct {
	cfg    solver.Config
	engine engine           // the solver's entry point (the session's)
	sol    *solver.Solution // the answer it plays
	next   int              // the step of sol it plays to next; step next-1 is the board it expects now
}

func (p *solverPlayer) Name() string { return "solver" }

// Move is the next move of the answer for g's board.
func (p *solverPlayer) Move(ctx context.Context, g *play.Game) (board.Direction, error) {
	b := g.Board()
	if p.sol == nil || p.next >= p.sol.Steps() || !slices.Equal(p.sol.Step(p.next-1).Board.Grid().Tiles, b.Grid().Tiles) {
		cfg := p.cfg
		cfg.Algorithm = solver.AlgoAuto
		sol, err := p.engine.solve(ctx, b, cfg)
		switch {
		case err != nil:
			return 0, err
		case sol.Unsolvable:
			return 0, errors.New("this puzzle cannot be solved")
		case sol.Steps() < 2:
			return 0, errors.New("the puzzle is solved already")
		}
		p.sol, p.next = sol, 1
	}
	d := p.sol.Step(p.next).Dir
	p.next++
	return d, nil
}
