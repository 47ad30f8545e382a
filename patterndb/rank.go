package patterndb

import "math/bits"

// A placement of k tiles on c cells is ranked as a k-permutation of the cells: tile i's digit is
// its cell less the cells taken by tiles before it, in a mixed radix of c, c-1, ... c-k+1. Ranks
// run from 0 to c!/(c-k)!-1 with no gaps, so a table needs one byte per placement.

// placements is c!/(c-k)!, the number of ranks.
func placements(c, k int) int {
	out := 1
	for i := 0; i < k; i++ {
		out *= c - i
	}
	return out
}

// rank of the cells in cells (distinct, each below 32).
func rank(cells []uint8, c int) int {
	var used uint32
	r := 0
	for i, p := range cells {
		digit := int(p) - bits.OnesCount32(used&(1<<p-1))
		r = r*(c-i) + digit
		used |= 1 << p
	}
	return r
}

// unrank writes into cells (len k) the placement of rank r on c cells; it returns the cells used
// as a bit set.
func unrank(r int, cells []uint8, c int) uint32 {
	k := len(cells)
	// Digits come out last first.
	var digits [16]int
	for i := k - 1; i >= 0; i-- {
		base := c - i
		digits[i] = r % base
		r /= base
	}
	var used uint32
	for i := 0; i < k; i++ {
		// The digit-th free cell.
		d := digits[i]
		free := ^used
		for ; d > 0; d-- {
			free &= free - 1
		}
		p := uint8(bits.TrailingZeros32(free))
		cells[i] = p
		used |= 1 << p
	}
	return used
}
