package words

import "fmt"

// Parity is why a sliding puzzle cannot be solved, in figures a person can check on the board
// (board.Unsolvability holds them, and the cells of the tiles to swap).
type Parity struct {
	N int // the puzzle's size
	// Inversions counts the pairs of tiles, read row by row, with the larger number first.
	Inversions int
	// BlankRows is how many rows the blank is above the bottom row: on an even size it counts
	// with Inversions.
	BlankRows int
	// Tiles are the numbers on the two tiles whose swap makes the puzzle solvable.
	Tiles [2]int
	// OwnGoal says the goal is not the usual one; GoalInversions and GoalBlankRows are then its
	// figures, which the puzzle's must match in parity (the usual goal's are 0 and 0).
	OwnGoal                       bool
	GoalInversions, GoalBlankRows int
	// GoalPreset is the preset the goal is ("blank-first", "spiral"), "" for one of the user's.
	GoalPreset string
}

// GoalPhrase names a goal that is not the usual one, by its preset when it is one: "the spiral
// goal", "the blank-first goal"; "this goal" for one of the user's.
func GoalPhrase(preset string) string {
	if preset == "" {
		return "this goal"
	}
	return "the " + preset + " goal"
}

// Reason says in a sentence or two why no sequence of slides solves the puzzle.
func (p Parity) Reason() string {
	pairs := fmt.Sprintf("Read row by row, its tiles have %s out of order (a larger number before a smaller one)",
		Count(p.Inversions, "pair"))
	rows := Count(p.BlankRows, "row")
	switch {
	case p.OwnGoal && p.N%2 == 1:
		return fmt.Sprintf("No sequence of slides can reach %s. %s, the goal's %d; every slide changes that count "+
			"by an even number, so an odd and an even count never meet.", GoalPhrase(p.GoalPreset), pairs, p.GoalInversions)
	case p.OwnGoal:
		return fmt.Sprintf("No sequence of slides can reach %s. %s, and the blank is %s above the bottom row: %d + %d. "+
			"The goal has %d + %d. A slide up or down changes the pairs out of order by an odd number and moves the blank one row, "+
			"so the sum stays odd or even, and one of these is odd, the other even.",
			GoalPhrase(p.GoalPreset), pairs, rows, p.Inversions, p.BlankRows, p.GoalInversions, p.GoalBlankRows)
	case p.N%2 == 1:
		return "No sequence of slides can solve this puzzle. " + pairs +
			"; every slide changes that count by an even number, and the solved puzzle has none, so an odd count never gets there."
	}
	return fmt.Sprintf("No sequence of slides can solve this puzzle. %s, and the blank is %s above the bottom row. "+
		"A slide up or down changes the pairs out of order by an odd number and moves the blank one row, so their sum "+
		"stays odd or even; the solved puzzle has 0 + 0, and this one %d + %d, odd.",
		pairs, rows, p.Inversions, p.BlankRows)
}

// Fix says which two tiles to swap to make the puzzle solvable.
func (p Parity) Fix() string {
	return fmt.Sprintf("Swapping tiles %d and %d (the first two in reading order) makes it solvable.", p.Tiles[0], p.Tiles[1])
}

// String is the reason and the fix.
func (p Parity) String() string { return p.Reason() + " " + p.Fix() }

// swapFix is the fix in a clause, after a semicolon: what Summary says of an unsolvable puzzle.
func swapFix(tiles [2]int) string {
	return fmt.Sprintf("swapping tiles %d and %d makes it solvable", tiles[0], tiles[1])
}
