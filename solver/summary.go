package solver

import (
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/words"
)

// Answer is the solution's result as facts, which words.Summary and words.Details put in words:
// whether and how short it solved, why an unsolvable board has no answer, and the search's figures.
// Its time is the search's and the wait for the databases before it.
func (s *Solution) Answer() words.Answer {
	a := words.Answer{Solved: s.Steps() > 0, Moves: s.Moves, Proven: s.Proven, LowerBound: s.LowerBound,
		Unsolvable: s.Unsolvable, Sliding: s.Kind == board.KindSliding, Algorithm: s.Algorithm,
		Expanded: s.Stats.Expanded, Elapsed: s.Stats.Elapsed + s.Databases, Databases: s.Databases, Unshortened: s.Unshortened,
		Proofed:        s.ProofStats.Expanded > 0 || s.ProofStats.Generated > 0,
		ProofGenerated: s.ProofStats.Generated, ProofElapsed: s.ProofStats.Elapsed}
	if s.Start != nil {
		if u, ok := board.WhyUnsolvable(s.Start); ok {
			a.Parity, a.SwapTiles, a.OwnGoal, a.GoalPreset = true, u.Tiles, u.OwnGoal, u.GoalPreset
		}
		a.Goal = s.Start.Settings().Goal
	}
	algo, ok := s.algorithm()
	if ok {
		a.Algorithm = algo.Title
		if s.Proven && !algo.Optimal {
			// This answer met its lower bound: the title's "(short, not proven shortest)" would
			// contradict the summary's "the shortest possible".
			a.Algorithm = words.ShortTitle(algo.Title)
		}
	}
	if ok && algo.PerState != nil && s.Start != nil {
		a.Memory = max(int64(s.Stats.Generated)*algo.PerState(s.Start, PhaseSearch),
			int64(s.ProofStats.Generated)*algo.PerState(s.Start, PhaseProof))
		a.HasMemory = true
	}
	return a
}

// algorithm is the registered algorithm that answered.
func (s *Solution) algorithm() (Algorithm, bool) {
	for _, a := range Algorithms(s.Kind) {
		if a.Name == s.Algorithm {
			return a, true
		}
	}
	return Algorithm{}, false
}
