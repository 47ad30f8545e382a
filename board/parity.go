package board

import "fmt"

// Unsolvability is why a sliding puzzle cannot be solved, in figures a person can check on the
// board, and the swap of two tiles that makes it solvable (Twin's).
type Unsolvability struct {
	N int // the puzzle's size
	// Inversions counts the pairs of tiles, read row by row, with the larger number first.
	Inversions int
	// BlankRows is how many rows the blank is above the bottom row: on an even size it counts
	// with Inversions.
	BlankRows int
	// Cells are the two cells (row-major) whose tiles to swap: the first two that hold a tile,
	// easy to find at the top left. Tiles are the numbers on them.
	Cells, Tiles [2]int
	// OwnGoal says the goal is not the usual one; GoalInversions and GoalBlankRows are then its
	// figures, which the puzzle's must match in parity (the usual goal's are 0 and 0).
	OwnGoal                       bool
	GoalInversions, GoalBlankRows int
}

// WhyUnsolvable says why p cannot be solved and how to fix it; ok is false when p is solvable.
//
// The rule is Solvable's, counted as a person would: a slide left or right leaves the order of
// the tiles read row by row alone; a slide up or down passes one tile over the n-1 tiles between
// it and the blank, which changes the pairs out of order by an odd number on even sizes and an
// even number on odd sizes, and moves the blank one row. So on an odd size the pairs out of order
// stay odd or even, and on an even size so does their sum with the blank's rows above the bottom;
// in the goal both are 0.
func (p *Puzzle) WhyUnsolvable() (u Unsolvability, ok bool) {
	if p.Solvable() {
		return Unsolvability{}, false
	}
	i, j := p.twinCells()
	u = Unsolvability{N: p.n, Inversions: p.inversions(), BlankRows: p.n - 1 - p.blank/p.n,
		Cells: [2]int{i, j}, Tiles: [2]int{p.tile(i), p.tile(j)}}
	if p.goal != nil {
		g := newPuzzle(p.n, []byte(p.goal.tiles), nil)
		u.OwnGoal, u.GoalInversions, u.GoalBlankRows = true, g.inversions(), p.n-1-g.blank/p.n
	}
	return u, true
}

// Reason says in a sentence or two why no sequence of slides solves the puzzle.
func (u Unsolvability) Reason() string {
	pairs := fmt.Sprintf("Read row by row, its tiles have %d %s out of order (a larger number before a smaller one)",
		u.Inversions, plural(u.Inversions, "pair", "pairs"))
	if u.OwnGoal {
		return u.goalReason(pairs)
	}
	if u.N%2 == 1 {
		return "No sequence of slides can solve this puzzle. " + pairs +
			"; every slide changes that count by an even number, and the solved puzzle has none, so an odd count never gets there."
	}
	return fmt.Sprintf("No sequence of slides can solve this puzzle. %s, and the blank is %d %s above the bottom row. "+
		"A slide up or down changes the pairs out of order by an odd number and moves the blank one row, so their sum "+
		"stays odd or even; the solved puzzle has 0 + 0, and this one %d + %d, odd.",
		pairs, u.BlankRows, plural(u.BlankRows, "row", "rows"), u.Inversions, u.BlankRows)
}

// goalReason is Reason against a goal of the user's: the two counts must agree in parity.
func (u Unsolvability) goalReason(pairs string) string {
	if u.N%2 == 1 {
		return fmt.Sprintf("No sequence of slides can reach this goal. %s, the goal's %d; every slide changes that count "+
			"by an even number, so an odd and an even count never meet.", pairs, u.GoalInversions)
	}
	return fmt.Sprintf("No sequence of slides can reach this goal. %s, and the blank is %d %s above the bottom row: %d + %d. "+
		"The goal has %d + %d. A slide up or down changes the pairs out of order by an odd number and moves the blank one row, "+
		"so the sum stays odd or even, and one of these is odd, the other even.",
		pairs, u.BlankRows, plural(u.BlankRows, "row", "rows"), u.Inversions, u.BlankRows, u.GoalInversions, u.GoalBlankRows)
}

// Fix says which two tiles to swap to make the puzzle solvable.
func (u Unsolvability) Fix() string {
	return fmt.Sprintf("Swapping tiles %d and %d (the first two in reading order) makes it solvable.", u.Tiles[0], u.Tiles[1])
}

// String is the reason and the fix.
func (u Unsolvability) String() string { return u.Reason() + " " + u.Fix() }

// twinCells are the first two cells that hold a tile: Twin swaps them.
func (p *Puzzle) twinCells() (i, j int) {
	if p.tile(i) == 0 {
		i++
	}
	j = i + 1
	if p.tile(j) == 0 {
		j++
	}
	return i, j
}

// inversions counts the pairs of tiles, read row by row, with the larger first, in O(n² log n)
// with a Fenwick tree of the tiles seen so far (a 127x127 puzzle has 16,128 tiles).
func (p *Puzzle) inversions() int {
	cells := p.n * p.n
	seen := make([]int, cells) // seen[k] sums a range of tiles ending at k (1-based)
	count := 0
	for i := range cells {
		t := p.tile(i)
		if t == 0 {
			continue
		}
		smaller := 0
		for k := t; k > 0; k -= k & -k {
			smaller += seen[k-1]
		}
		count += i - b2i(p.blank < i) - smaller // tiles before i, less those smaller than t
		for k := t; k <= cells-1; k += k & -k {
			seen[k-1]++
		}
	}
	return count
}
