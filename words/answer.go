package words

import (
	"fmt"
	"strings"
	"time"
)

// Answer is a solve's result as facts (solver's Solution.Answer), for the line a person reads at a
// glance (Summary) and the figures behind it (Details).
type Answer struct {
	Solved     bool // the solve has a solution (it may be the board itself)
	Moves      int
	Proven     bool // no solution is shorter
	LowerBound int  // no solution is shorter than this; 0 when unknown

	Unsolvable bool
	// Parity says the order of the tiles shows a sliding board unsolvable, and SwapTiles are two
	// tiles whose swap makes it solvable.
	Parity    bool
	SwapTiles [2]int
	// OwnGoal says the sliding goal is not the usual one, and GoalPreset names its preset ("" for
	// one of the user's): an unsolvable puzzle's summary names the goal it cannot reach.
	OwnGoal    bool
	GoalPreset string
	Goal       int  // the 2048 goal tile no move sequence makes; 0 when not known
	Sliding    bool // a sliding puzzle, not a 2048 board

	Algorithm string // the title of the search that answered
	Expanded  int    // boards the search expanded
	Elapsed   time.Duration
	// Databases is the part of Elapsed the solve waited for its pattern databases (loaded or
	// built); 0 when none were waited for.
	Databases time.Duration
	// Unshortened is the largest side the fast solver's shortening holds, when the board was
	// larger and its first answer stands; 0 otherwise.
	Unshortened int
	// Memory is about how many bytes the stored boards took, when the search stores boards it can
	// estimate (HasMemory).
	Memory    int64
	HasMemory bool
	// ProofGenerated and ProofElapsed are the 2048 check for a shorter answer's boards and time,
	// when it ran (Proofed).
	Proofed        bool
	ProofGenerated int
	ProofElapsed   time.Duration
}

// Summary is the answer in one line a person reads at a glance, in the same words for both
// kinds: "Solved in 51 moves, the shortest possible", "Solved in 227 moves; none can be shorter
// than 133", "Already solved", or "Unsolvable: ..." with the fix when there is one. The CLI prints
// its headline instead; the search's figures are in Details.
func Summary(a Answer) string {
	switch {
	case a.Unsolvable:
		return "Unsolvable: " + unsolvableWhy(a)
	case !a.Solved:
		return "Not solved" // a limit stopped the search: its StopError says which
	case a.Moves == 0:
		return "Already solved"
	case a.Proven:
		return fmt.Sprintf("Solved in %s, the shortest possible", Count(a.Moves, "move"))
	case a.LowerBound > 0:
		return fmt.Sprintf("Solved in %s; none can be shorter than %s", Count(a.Moves, "move"), Group(a.LowerBound))
	}
	return fmt.Sprintf("Solved in %s, not known to be the shortest", Count(a.Moves, "move"))
}

// unsolvableWhy is the short reason an unsolvable board has no answer, and the fix when there is
// one (the full reason: Parity.Reason).
func unsolvableWhy(a Answer) string {
	switch {
	case a.Parity && a.OwnGoal:
		return "no sequence of slides reaches " + GoalPhrase(a.GoalPreset) + " from this start; " + swapFix(a.SwapTiles)
	case a.Parity:
		return "no sequence of slides solves this puzzle; " + swapFix(a.SwapTiles)
	case a.Goal > 0:
		return fmt.Sprintf("no sequence of moves makes a %d tile", a.Goal)
	case a.Sliding:
		return "no sequence of slides solves this puzzle"
	}
	return "no sequence of moves reaches the goal"
}

// Details are the figures behind the answer, for a details line: the algorithm, the boards it
// searched, the time and (for the searches that store boards) about how much memory they took,
// then the 2048 check for a shorter answer when it ran. The time includes the wait for the pattern
// databases, told apart when there was one: "11.3 s (databases 11.2 s)". "Best-first · 27,136 boards searched ·
// 193 ms · about 12 MB · check for a shorter answer: 491 boards, 1 ms".
func Details(a Answer) string {
	if a.Unsolvable && a.Parity && a.Expanded == 0 {
		// Parity answers before any search runs: naming a search that never ran tells nothing.
		return "Known from the order of the tiles, without a search"
	}
	took := Duration(a.Elapsed)
	if a.Databases >= databasesShown {
		took += " (databases " + Duration(a.Databases) + ")"
	}
	parts := []string{a.Algorithm, Count(a.Expanded, "board") + " searched", took}
	if a.HasMemory {
		parts = append(parts, memoryEstimate(a.Memory))
	}
	if a.Unshortened > 0 {
		parts = append(parts, NotShortened(a.Unshortened))
	}
	if a.Proofed {
		parts = append(parts, fmt.Sprintf("check for a shorter answer: %s, %s", Count(a.ProofGenerated, "board"), Duration(a.ProofElapsed)))
	}
	return strings.Join(parts, " · ")
}

// NotShortened says why a fast answer was not shortened: the board is larger than max by max, the
// largest the shortening holds.
func NotShortened(max int) string {
	return fmt.Sprintf("not shortened: shortening holds boards up to %d-by-%d", max, max)
}

// ShortensUpTo says where shortening applies, for a setting greyed on a larger board: "Shortening
// holds boards up to 15-by-15; a larger one keeps its first answer."
func ShortensUpTo(max int) string {
	return fmt.Sprintf("Shortening holds boards up to %d-by-%d; a larger one keeps its first answer.", max, max)
}

// databasesShown is the least wait for the pattern databases the details tell apart: below it they
// were in memory already, and the time is the search's.
const databasesShown = 50 * time.Millisecond

// memoryEstimate writes a memory estimate: "under 1 MB", "about 12 MB".
func memoryEstimate(bytes int64) string {
	if bytes < 1<<20 {
		return "under 1 MB"
	}
	return fmt.Sprintf("about %s MB", Group(int(bytes>>20)))
}
