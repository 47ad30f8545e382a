package pdb

import "math/bits"

// A placement of k distinct tiles on c cells is ranked as a k-permutation of the cells: tile i's
// digit is its cell less the number of cells taken by tiles 0..i-1 below it, in a mixed radix of
// c, c-1, ..., c-k+1. Ranks run from 0 to c!/(c-k)!-1 with no gaps, so a table needs exactly one
// byte per placement, and with the cells taken kept as a bit mask each digit is one popcount:
// ranking is O(k) with no tables and no allocation.

// placements is c!/(c-k)!, the number of ranks.
func placements(c, k int) int {
	out := 1
	for i := 0; i < k; i++ {
		out *= c - i
	}
	return out
}

// rank of the placement with tile i on cells[i] (distinct cells, each below 64) on c cells.
func Rank(cells []uint8, c int) int {
	var used uint64
	r := 0
	for i, p := range cells {
		r = r*(c-i) + int(p) - bits.OnesCount64(used&(1<<p-1))
		used |= 1 << p
	}
	return r
}

// mover ranks the placements one step away from a given one without ranking each from scratch.
// Moving tile i from cell p to cell q changes its own digit, and the digit of each later tile j
// whose cell lies strictly between p and q by one (tile i's cell no longer, or newly, counts as
// below tile j's): r' = r + (new digit i - digit i) * weight i +- weight j for each such j.
// Horizontal steps pass no cell; vertical ones pass at most n-1.
type mover struct {
	c, k   int
	weight [8]int        // by tile: c-i-1 falling to c-k+1, the place value of its digit
	r      int           // the placement's rank
	pre    [8]uint64     // by tile i: the cells of tiles 0..i-1
	suf    [8]uint64     // by tile i: the cells of tiles i+1..k-1
	wAt    [MaxCells]int // by cell of a tile: that tile's weight (stale elsewhere)
	cells  [8]uint8      // the placement
}

func newMover(c, k int) mover {
	m := mover{c: c, k: k}
	w := 1
	for i := k - 1; i >= 0; i-- {
		m.weight[i] = w
		w *= c - i
	}
	return m
}

// set makes cells (len k, with rank r) the placement moves start from; it returns its cells
// as a mask.
func (m *mover) set(cells []uint8, r int) uint64 {
	m.r = r
	var used uint64
	for i, p := range cells {
		m.cells[i] = p
		m.pre[i] = used
		used |= 1 << p
		m.wAt[p] = m.weight[i]
	}
	for i := range cells {
		m.suf[i] = used &^ (m.pre[i] | 1<<cells[i])
	}
	return used
}

// moved is the rank of the placement with tile i moved to cell q.
func (m *mover) moved(i int, q uint8) int {
	p := m.cells[i]
	pre := m.pre[i]
	d := int(q) - int(p) - bits.OnesCount64(pre&(1<<q-1)) + bits.OnesCount64(pre&(1<<p-1))
	r := m.r + d*m.weight[i]
	if q > p {
		for b := m.suf[i] & (1<<q - 1) &^ (1<<(p+1) - 1); b != 0; b &= b - 1 {
			r += m.wAt[bits.TrailingZeros64(b)]
		}
	} else {
		for b := m.suf[i] & (1<<p - 1) &^ (1<<(q+1) - 1); b != 0; b &= b - 1 {
			r -= m.wAt[bits.TrailingZeros64(b)]
		}
	}
	return r
}
