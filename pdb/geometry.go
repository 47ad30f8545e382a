package pdb

import "math/bits"

// geometry is an n-by-n board as bit masks of cells (bit i: cell i, row-major), so that the
// blank's free wandering is a handful of shifts instead of a search.
type geometry struct {
	n, c     int
	all      uint64           // every cell
	notLeft  uint64           // cells not in column 0: where a shift left by 1 may land
	notRight uint64           // cells not in column n-1: where a shift right by 1 may land
	nbr      [MaxCells]uint64 // each cell's orthogonal neighbours
	// regions[free<<4|cell] is region(cell, free) for boards of up to 16 cells (1 MB for 4x4):
	// one lookup instead of a flood fill for each move a build tries. Nil on larger boards.
	regions []uint8
}

func newGeometry(n int) *geometry {
	g := &geometry{n: n, c: n * n}
	g.all = uint64(1)<<g.c - 1
	for i := 0; i < g.c; i++ {
		r, col := i/n, i%n
		if col != 0 {
			g.notLeft |= 1 << i
		}
		if col != n-1 {
			g.notRight |= 1 << i
		}
		if r > 0 {
			g.nbr[i] |= 1 << (i - n)
		}
		if r < n-1 {
			g.nbr[i] |= 1 << (i + n)
		}
		if col > 0 {
			g.nbr[i] |= 1 << (i - 1)
		}
		if col < n-1 {
			g.nbr[i] |= 1 << (i + 1)
		}
	}
	if g.c <= 16 {
		g.regions = make([]uint8, 1<<g.c<<4)
		for free := uint64(0); free < 1<<g.c; free++ {
			for rest := free; rest != 0; {
				reg := g.flood(rest&-rest, free)
				rest &^= reg
				low := uint8(bits.TrailingZeros64(reg))
				for cells := reg; cells != 0; cells &= cells - 1 {
					g.regions[free<<4|uint64(bits.TrailingZeros64(cells))] = low
				}
			}
		}
	}
	return g
}

// flood is the set of cells of free reachable from the cells of seed (a subset of free) through
// orthogonal steps within free: where the blank can go without moving a tile of free's
// complement.
func (g *geometry) flood(seed, free uint64) uint64 {
	r := seed
	for {
		next := (r | r<<1&g.notLeft | r>>1&g.notRight | r<<g.n | r>>g.n) & free
		if next == r {
			return r
		}
		r = next
	}
}

// region names the blank's region (the cells it reaches for free) by its lowest cell.
func (g *geometry) region(blank int, free uint64) int {
	if g.regions != nil {
		return int(g.regions[free<<4|uint64(blank)])
	}
	return bits.TrailingZeros64(g.flood(1<<blank, free))
}

// transposeCell is cell (r, c) mapped to (c, r).
func transposeCell(n, cell int) int { return cell%n*n + cell/n }
