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

// rank of the placement with tile i on cells[i] (distinct cells, each below 32) on c cells.
func rank(cells []uint8, c int) int {
	var used uint32
	r := 0
	for i, p := range cells {
		r = r*(c-i) + int(p) - bits.OnesCount32(used&(1<<p-1))
		used |= 1 << p
	}
	return r
}

// unrank writes into cells (len k) the placement of rank r on c cells and returns the cells taken
// as a bit mask.
func unrank(r int, cells []uint8, c int) uint32 {
	k := len(cells)
	var digits [8]int // groups have at most 8 tiles; the last digit comes out first
	for i := k - 1; i >= 0; i-- {
		base := c - i
		digits[i] = r % base
		r /= base
	}
	var used uint32
	for i := 0; i < k; i++ {
		free := ^used // the digit-th free cell: drop the lowest free cells digit times
		for d := digits[i]; d > 0; d-- {
			free &= free - 1
		}
		p := uint8(bits.TrailingZeros32(free))
		cells[i] = p
		used |= 1 << p
	}
	return used
}
