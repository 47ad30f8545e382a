package solver

import (
	"context"
	"errors"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/search2048"
)

// The 2048 searches live in package search2048; the solver registers them, gives them its
// budgets and turns their answers and stops into its own.

// DefaultBeamWidth is the beam's first width; it doubles when the beam dies out.
const DefaultBeamWidth = 100

// beamAutoGoal is the goal from which auto picks the beam over best-first: best-first is
// faster below it and its answers a little shorter; from there on its stored boards grow past any
// budget while the beam's stay small.
const beamAutoGoal = 4096

func init() {
	register(Algorithm{Name: "best-first", Kind: board.Kind2048, Rank: 1,
		Auto:     func(b board.Board) bool { return b.Settings().Goal < beamAutoGoal },
		PerState: perStateAs(bestFirstBytes),
		Options:  []Option{OptionPriority}, Vary: OptionPriority, Heard: HeardExpansions, ByScore: true,
		solve: solveAs(func(ctx context.Context, b *board.Game2048, c Config) (*Solution, error) {
			return solve2048(ctx, b, c, search2048.BestFirst)
		})})
	register(Algorithm{Name: "beam", Kind: board.Kind2048, Rank: 2,
		Auto:     func(b board.Board) bool { return b.Settings().Goal >= beamAutoGoal },
		PerState: perStateAs(func(g *board.Game2048, _ Phase) int64 { return search2048.BoardBytes(g) }),
		Options:  []Option{OptionPriority, OptionBeamWidth},
		solve: solveAs(func(ctx context.Context, b *board.Game2048, c Config) (*Solution, error) {
			return solve2048(ctx, b, c, search2048.Beam)
		})})
}

// bestFirstBytes is what best-first stores a board in during the search, and the board value its
// minimality check stores.
func bestFirstBytes(g *board.Game2048, phase Phase) int64 {
	if phase == PhaseSearch {
		return search2048.BestFirstBytes(g)
	}
	return search2048.BoardBytes(g)
}

// solve2048 runs search (search2048.BestFirst or Beam) on start within c's budgets, and gives its
// answer as a Solution and its stops as *StopError.
func solve2048(ctx context.Context, start *board.Game2048, c Config,
	search func(context.Context, *board.Game2048, search2048.Options) (search2048.Result, error)) (*Solution, error) {
	c = c.withDefaults()
	if err := c.Priority.check(); err != nil {
		return nil, err
	}
	searchCap, _ := c.storeCap(PhaseSearch, bestFirstBytes(start, PhaseSearch))
	proofCap, _ := c.storeCap(PhaseProof, bytesPerState(start)) // the lower of ProofNodes and the memory budget's cap
	opt := search2048.Options{Distance: c.Priority == PriorityDistance, Width: c.BeamWidth, MaxHeld: c.MaxNodes,
		MaxMemory: c.MaxMemory, NoProof: c.ProofNodes < 0,
		Search: options[*board.Game2048](c, PhaseSearch, searchCap, nil),
		Proof:  options[*board.Game2048](c, PhaseProof, proofCap, nil)}
	res, err := search(ctx, start, opt)
	sol := &Solution{Kind: board.Kind2048, Unsolvable: res.Unsolvable, LowerBound: res.LowerBound, SearchMoves: res.SearchMoves,
		Proven: res.Proven, Stats: res.Stats, ProofStats: res.ProofStats}
	if res.Path != nil {
		sol.Path, sol.Moves = res.Path, res.Path.Len()-1
	}
	if res.ProofStop != nil {
		sol.ProofStop = c.stop2048(res.ProofStop)
	}
	var s *search2048.Stop
	if errors.As(err, &s) {
		err = c.stop2048(s)
	}
	return sol, err
}

// stop2048 is a 2048 search's stop as the solver's: the phase, the budget whose cap it met and
// that cap, and for a minimality check that proved nothing, what one would need.
func (c Config) stop2048(s *search2048.Stop) *StopError {
	phase := PhaseSearch
	if s.Proof {
		phase = PhaseProof
	}
	switch {
	case s.Held:
		return &StopError{Phase: phase, Stats: s.Stats, Err: s.Err, Limit: LimitNodes, Cap: int64(c.MaxNodes)}
	case s.Memory:
		return &StopError{Phase: phase, Stats: s.Stats, Err: s.Err, Limit: LimitMemory, Cap: c.MaxMemory,
			BytesPerState: s.PerState, StatesAllowed: int(c.MaxMemory / s.PerState)}
	}
	e := c.stop(phase, s.PerState, s.Limit, s.Stats)
	if e == nil { // search2048 makes a Stop only of a limit c.stop names; this keeps the phase
		e = &StopError{Phase: phase, Stats: s.Stats, Err: s.Err}
	}
	if s.Need > 0 {
		e.Need, e.SumBound, e.BytesPerState = s.Need, s.SumBound, s.PerState
	}
	e.GaveUp = s.GaveUp
	return e
}
