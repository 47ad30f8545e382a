package board

import "github.com/tilesolve/tilesolve/words"

// Unsolvability is why a sliding puzzle cannot be solved, in figures a person can check on the
// board (words.Parity: the size, the pairs out of order, the blank's rows, the goal's, and the
// numbers on the two tiles to swap, with its Reason, Fix and String in words), and the cells of
// those two tiles, whose swap makes it solvable (Twin's).
type Unsolvability struct {
	words.Parity
	// Cells are the two cells (row-major) whose tiles to swap: the first two that hold a tile,
	// easy to find at the top left. Tiles are the numbers on them.
	Cells [2]int
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
	u = Unsolvability{Parity: words.Parity{N: p.n, Inversions: p.inversions(), BlankRows: p.n - 1 - p.blank/p.n,
		Tiles: [2]int{p.tile(i), p.tile(j)}}, Cells: [2]int{i, j}}
	if p.goal != nil {
		g := newPuzzle(p.n, []byte(p.goal.tiles), nil)
		u.OwnGoal, u.GoalInversions, u.GoalBlankRows = true, g.inversions(), p.n-1-g.blank/p.n
		u.GoalPreset = PresetOf(p.Goal().Tiles, p.n)
	}
	return u, true
}

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
