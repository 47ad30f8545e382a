package solver

import (
	"fmt"
	"strings"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/words"
)

// Summary is the answer in one line a person reads at a glance, in the same words for both
// kinds: "Solved in 51 moves, the shortest possible", "Solved in 227 moves; none can be shorter
// than 133", "Already solved", or "Unsolvable: ..." with the fix when there is one. The CLI prints
// Headline instead; the search's figures are in Details.
func (s *Solution) Summary() string {
	switch {
	case s.Unsolvable:
		return "Unsolvable: " + s.unsolvableWhy()
	case len(s.Steps) == 0:
		return "Not solved" // a limit stopped the search: its StopError says which
	case s.Moves == 0:
		return "Already solved"
	case s.Proven:
		return fmt.Sprintf("Solved in %s, the shortest possible", moves(s.Moves))
	case s.LowerBound > 0:
		return fmt.Sprintf("Solved in %s; none can be shorter than %d", moves(s.Moves), s.LowerBound)
	}
	return fmt.Sprintf("Solved in %s, not known to be the shortest", moves(s.Moves))
}

// unsolvableWhy is the short reason an unsolvable board has no answer, and the fix when there is
// one (the full reason: board.Unsolvability.Reason).
func (s *Solution) unsolvableWhy() string {
	if s.Start != nil {
		if u, ok := s.Start.WhyUnsolvable(); ok {
			return fmt.Sprintf("no sequence of slides solves this puzzle; swapping tiles %d and %d makes it solvable", u.Tiles[0], u.Tiles[1])
		}
		if goal := s.Start.Settings().Goal; goal > 0 {
			return fmt.Sprintf("no sequence of moves makes a %d tile", goal)
		}
	}
	if s.Kind == board.KindSliding {
		return "no sequence of slides solves this puzzle"
	}
	return "no sequence of moves reaches the goal"
}

// moves is "1 move" or "1,234 moves".
func moves(n int) string { return words.Count(n, "move") }

// Details are the figures behind the answer, for a details line: the algorithm, the boards it
// searched, the time and (for the searches that store boards) about how much memory they took,
// then the 2048 check for a shorter answer when it ran. "Best-first · 27,136 boards searched ·
// 193 ms · about 12 MB · check for a shorter answer: 491 boards, 1 ms".
func (s *Solution) Details() string {
	if s.Unsolvable && s.Stats.Expanded == 0 && s.Start != nil {
		if _, ok := s.Start.WhyUnsolvable(); ok {
			// Parity answers before any search runs: naming a search that never ran tells nothing.
			return "Known from the order of the tiles, without a search"
		}
	}
	algo, ok := s.algorithm()
	title := s.Algorithm
	if ok {
		title = algo.Title
	}
	parts := []string{title, words.Count(s.Stats.Expanded, "board") + " searched", words.Duration(s.Stats.Elapsed)}
	if ok && algo.PerState != nil && s.Start != nil {
		bytes := max(int64(s.Stats.Generated)*algo.PerState(s.Start, PhaseSearch),
			int64(s.ProofStats.Generated)*algo.PerState(s.Start, PhaseProof))
		parts = append(parts, memoryEstimate(bytes))
	}
	if s.ProofStats.Expanded > 0 || s.ProofStats.Generated > 0 {
		parts = append(parts, fmt.Sprintf("check for a shorter answer: %s, %s", words.Count(s.ProofStats.Generated, "board"), words.Duration(s.ProofStats.Elapsed)))
	}
	return strings.Join(parts, " · ")
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

// memoryEstimate writes a memory estimate: "under 1 MB", "about 12 MB".
func memoryEstimate(bytes int64) string {
	if bytes < 1<<20 {
		return "under 1 MB"
	}
	return fmt.Sprintf("about %s MB", words.Group(int(bytes>>20)))
}
