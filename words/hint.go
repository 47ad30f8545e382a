package words

import (
	"fmt"
	"math"
	"strings"
)

// Play's hint, in words: what the hint button's line says.

// Hints that give no move.
const (
	HintThinking   = "Hint: thinking…"
	HintGameOver   = "No hint: the game is over."
	HintTooLong    = "No hint: the shortest solution takes too long to find on this board."
	HintUnsolvable = "No hint: this puzzle cannot be solved."
	HintSolved     = "Solved: no move needed."
)

// HintFailed says the hint could not be had, and why.
func HintFailed(err error) string { return "No hint: " + err.Error() }

// SlidingHint is a sliding puzzle's hint: dir first, then moves more to the goal; proven says no
// way is shorter: "Hint: Up — 14 moves from solved".
func SlidingHint(dir string, moves int, proven bool) string {
	if !proven {
		return fmt.Sprintf("Hint: %s — solved in %d moves this way, maybe fewer", dir, moves)
	}
	return fmt.Sprintf("Hint: %s — %d moves from solved", dir, moves)
}

// Expectimax is the expectimax player's choice on a 2048 board and why, for the hint.
type Expectimax struct {
	Dir     string    // the move it chose
	Names   [4]string // the four moves' names, in the order of Values
	Learned bool      // the learned evaluation scored the boards
	Handoff int       // the tile from which the heuristic plays for the learned evaluation (0: it did not)
	Stage   int       // the tile from which the learned evaluation's stage that scored plays (0: its first)
	Depth   int       // new tiles ahead the search looked
	// Values are each move's score: -Inf for a move that changes nothing, NaN for one the deeper
	// search had no time for.
	Values [4]float64
	// DeeperDepth and Deeper are the deeper search's, when one ran (DeeperDepth > 0).
	DeeperDepth int
	Deeper      [4]float64
}

// Hint says the choice and why: "Hint: Left. Expected score (expectimax), 3 new tiles ahead: Left
// 1,234,567 · Up 1,230,001 · Right: no move · Down 1,100,000", and, when it went one deeper
// before its time ran out, what that deeper search found.
func (x Expectimax) Hint() string {
	scores := func(vals [4]float64) string {
		var parts []string
		for i, d := range x.Names {
			switch v := vals[i]; {
			case math.IsInf(v, -1):
				parts = append(parts, fmt.Sprintf("%s: no move", d))
			case math.IsNaN(v): // a swipe the deeper search had no time for
			default:
				parts = append(parts, fmt.Sprintf("%s %s", d, Group(int(math.Round(v)))))
			}
		}
		return strings.Join(parts, " · ")
	}
	what := "Expected score (expectimax)"
	switch {
	case x.Learned && x.Stage > 0:
		what = fmt.Sprintf("Score to come (expectimax, learned: its stage from %s)", Group(x.Stage))
	case x.Learned:
		what = "Score to come (expectimax, learned)"
	case x.Handoff > 0:
		what = fmt.Sprintf("Expected score (expectimax: the heuristic plays from %s on)", Group(x.Handoff))
	}
	text := fmt.Sprintf("Hint: %s. %s, %s: %s", x.Dir, what, tilesAhead(x.Depth), scores(x.Values))
	if x.DeeperDepth > 0 {
		text += fmt.Sprintf(". %s, the moves time allowed: %s", tilesAhead(x.DeeperDepth), scores(x.Deeper))
	}
	return text
}

// tilesAhead is a depth of the expectimax search in words.
func tilesAhead(n int) string {
	if n == 1 {
		return "1 new tile ahead"
	}
	return fmt.Sprintf("%d new tiles ahead", n)
}
