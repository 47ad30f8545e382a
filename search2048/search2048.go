// Package search2048 solves a 2048 board whose new tiles follow a deterministic rule: best-first
// search (BestFirst), a beam that widens when it dies out (Beam), and the breadth-first check that
// an answer is minimal, which both run after their search. The solver registers them as
// "best-first" and "beam" and turns their Result and Stop into its Solution and StopError.
package search2048

import (
	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
)

// Options bound and steer a search and its minimality check.
type Options struct {
	// Distance ranks boards by DistanceWeightedScore instead of LeftWeightedScore.
	Distance bool
	// Width is the beam's first width; it doubles when the beam dies out.
	Width int
	// MaxHeld caps the boards the beam holds at once, a layer and its successors (5 x width).
	MaxHeld int
	// MaxMemory is the bytes the beam's store may take (its states times their size).
	MaxMemory int64
	// NoProof skips the minimality check: an answer is proven only when it meets the sum bound.
	NoProof bool
	// Search and Proof are each phase's astar options: progress, observer, and MaxNodes, the
	// boards best-first and the check may store (the beam's store is MaxMemory's).
	Search, Proof astar.Options[*board.Game2048]
}

// Result is what a search and its check found.
type Result struct {
	// Path is the answer's steps, the start first; nil when there is none.
	Path       board.Steps
	Unsolvable bool // the search ended without a win: no moves win
	// LowerBound is the fewest moves that could win: the sum bound, raised by a check that got
	// past it, the answer's length when proven.
	LowerBound  int
	SearchMoves int  // the length of the search's answer, before the check found a shorter one
	Proven      bool // no answer is shorter
	Stats       astar.Stats
	ProofStats  astar.Stats
	// ProofStop says what ended the check early, when something did: the answer stands, not
	// proven.
	ProofStop *Stop
}

// Stop is the error of a phase that a limit ended before it finished.
type Stop struct {
	Proof bool       // the minimality check stopped, not the search
	Limit astar.Stop // the search's Result.Stop: StopNodes, StopWork, StopTime or StopCancelled
	// Memory says the cap met was the memory budget's (the beam's store), Held that the beam died
	// out and twice as wide would hold more than MaxHeld boards.
	Memory, Held bool
	PerState     int64 // the memory one stored board costs in the phase
	Stats        astar.Stats
	// For a check that proved nothing the sum had not: SumBound is that bound and Need about how
	// many boards a check must store to get past it (proofReach.need). GaveUp says the check
	// stopped before its cap, its layers showing the cap could not take it there.
	SumBound, Need int
	GaveUp         bool
	Err            error
}

func (s *Stop) Error() string { return s.Err.Error() }
func (s *Stop) Unwrap() error { return s.Err }

// stopped is the error of a phase whose search returned err and ended by l after the work st:
// err when the search could not run, the *Stop of l when a limit ended it, nil when none did.
func stopped(proof bool, per int64, l astar.Stop, st astar.Stats, err error) error {
	if err != nil {
		return err
	}
	if l == astar.NotStopped || l == astar.StopDiedOut {
		return nil
	}
	return &Stop{Proof: proof, Limit: l, PerState: per, Stats: st, Err: l.Err(st)}
}

// scores is the score an n-by-n board and a Board4 are ranked by (the same numbers).
func (o Options) scores() (func(*board.Game2048) int, func(board.Board4) int) {
	if o.Distance {
		return (*board.Game2048).DistanceWeightedScore, board.Board4.DistanceWeightedScore
	}
	return (*board.Game2048).LeftWeightedScore, board.Board4.LeftWeightedScore
}

// The memory estimates are the live heap of a stored board, measured with GODEBUG=gctrace=1 at
// the budget, times 1.45 (see solver's puzzleBytes).

// BoardBytes is a stored 2048 board value: about 184 + 0.8 bytes a tile. The minimality check
// stores these, and the beam past 6x6.
func BoardBytes(g *board.Game2048) int64 {
	tiles := int64(g.Size() * g.Size())
	return 270 + tiles + tiles/4
}

// BestFirstBytes is what best-first stores a board in: a 4x4 search stores Board4s compactly
// (about 54 bytes live, BenchmarkBestFirst4), a larger one board values.
func BestFirstBytes(g *board.Game2048) int64 {
	if _, fast := fast4(g); fast {
		return 80
	}
	return BoardBytes(g)
}

// problem is the n-by-n search of start: the largest tile shows progress.
func problem(start *board.Game2048) astar.Problem[*board.Game2048, string, board.Direction] {
	return astar.Problem[*board.Game2048, string, board.Direction]{
		Start: start, Successors: successors((*board.Game2048).Neighbors), Key: (*board.Game2048).Key,
		IsGoal: (*board.Game2048).Done, Score: (*board.Game2048).LargestTile,
	}
}

// successors adapts Neighbors to astar's Problem.Successors.
func successors(neighbors func(*board.Game2048) []board.Neighbor[*board.Game2048]) func(*board.Game2048, func(board.Direction, *board.Game2048)) {
	return func(b *board.Game2048, visit func(board.Direction, *board.Game2048)) {
		for _, nb := range neighbors(b) {
			visit(nb.Dir, nb.Board)
		}
	}
}
