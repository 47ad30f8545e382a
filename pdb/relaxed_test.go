// This file keeps, as test code, the blank-less builder used to measure what an 8-tile group
// (the 7-8 partition) would cost; see TestMeasure78. The package does not offer it: the
// 8-tile table took about 155 CPU-seconds and 0.6 GB to build, and 7-8 with it was not clearly
// stronger than 6-6-3 (see partition.go).

package pdb

import (
	"context"
	"encoding/binary"
	"math/bits"
	"sync"
	"sync/atomic"
)

// chunk is how many placements a worker of buildGroupRelaxed takes at a time: a multiple of 64,
// so that each worker owns whole words of the next-level bit set.
const chunk = 1 << 16

// buildGroupRelaxed computes a group's table ignoring the blank: a group tile may step onto any
// neighbouring cell no other group tile stands on, at cost 1. Every move of the blank-aware
// abstraction is such a step, so its values are at most buildGroup's (still admissible and
// additive), and lower where the blank would have had to travel between moves. What it saves:
// no region per state, so the table itself is the search's only record (no visited bits, no
// queues), which is what makes an 8-tile group on 4x4 (518,918,400 placements) fit in memory.
//
// The search goes level by level over the whole table with workers on chunks of it. A level
// either pushes (expands each placement at the level and marks its unvalued neighbours) or, once
// few placements are unvalued compared with the level, pulls (each unvalued placement looks for a
// neighbour at the level and stops at the first). Marks go to a bit set and reach the table only
// after every worker is done, so the table does not change while it is read.
func buildGroupRelaxed(ctx context.Context, geo *geometry, group []int, done *atomic.Int64, workers int) ([]uint8, error) {
	c, k := geo.c, len(group)
	ranks := placements(c, k)
	table := make([]uint8, ranks)
	for i := range table {
		table[i] = unknown
	}
	next := make([]uint64, (ranks+63)/64)
	var cells [8]uint8
	for i, t := range group {
		cells[i] = uint8(t - 1)
	}
	table[rank(cells[:k], c)] = 0
	done.Add(1)
	frontier, unvalued := 1, ranks-1
	chunks := (ranks + chunk - 1) / chunk
	div := newDividers(c, k)

	for level := 0; frontier > 0; level++ {
		if level+1 >= unknown {
			return nil, errTooDeep(group)
		}
		// Measured on a 7-tile group: pulling costs about 0.17 us per unvalued placement and
		// pushing about 0.27 us per placement of the level.
		pull := unvalued < 2*frontier
		// Phase 1: mark the next level in next.
		var counter atomic.Int64
		var failed atomic.Bool
		work := func(job func(lo, hi int)) {
			var wg sync.WaitGroup
			for w := 0; w < workers; w++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for {
						i := int(counter.Add(1) - 1)
						if i >= chunks || failed.Load() {
							return
						}
						if ctx.Err() != nil {
							failed.Store(true)
							return
						}
						job(i*chunk, min((i+1)*chunk, ranks))
					}
				}()
			}
			wg.Wait()
			counter.Store(0)
		}
		lv := uint8(level)
		if pull {
			work(func(lo, hi int) {
				var cells [8]uint8
				m := newMover(c, k)
				forEach(table, lo, hi, unknown, func(r int) {
					div.unrank(r, cells[:k])
					taken := m.set(cells[:k], r)
					for i := 0; i < k; i++ {
						for to := geo.nbr[cells[i]] &^ taken; to != 0; to &= to - 1 {
							if table[m.moved(i, uint8(bits.TrailingZeros32(to)))] == lv {
								next[r>>6] |= 1 << (r & 63) // this worker's own word
								return
							}
						}
					}
				})
			})
		} else {
			work(func(lo, hi int) {
				var cells [8]uint8
				m := newMover(c, k)
				forEach(table, lo, hi, lv, func(r int) {
					div.unrank(r, cells[:k])
					taken := m.set(cells[:k], r)
					for i := 0; i < k; i++ {
						for to := geo.nbr[cells[i]] &^ taken; to != 0; to &= to - 1 {
							nr := m.moved(i, uint8(bits.TrailingZeros32(to)))
							if table[nr] == unknown {
								w, bit := &next[nr>>6], uint64(1)<<(nr&63)
								if atomic.LoadUint64(w)&bit == 0 {
									atomic.OrUint64(w, bit)
								}
							}
						}
					}
				})
			})
		}
		if failed.Load() {
			return nil, ctx.Err()
		}
		// Phase 2: write the marks into the table.
		var count atomic.Int64
		work(func(lo, hi int) {
			n := 0
			for wi := lo >> 6; wi < (hi+63)>>6; wi++ {
				for m := next[wi]; m != 0; m &= m - 1 {
					table[wi<<6+bits.TrailingZeros64(m)] = lv + 1
					n++
				}
				next[wi] = 0
			}
			count.Add(int64(n))
			done.Add(int64(n))
		})
		if failed.Load() {
			return nil, ctx.Err()
		}
		frontier = int(count.Load())
		unvalued -= frontier
		if debugLevel != nil {
			debugLevel(level, pull, frontier, unvalued)
		}
	}
	for i, v := range table {
		if v == unknown {
			table[i] = 0 // unreachable: see buildGroup
		}
	}
	return table, nil
}

// debugLevel, when set, hears of each level as it ends.
var debugLevel func(level int, pull bool, frontier, unvalued int)

// forEach calls f with each index in [lo, hi) whose table byte is v, testing eight bytes at a
// time: most of a level's scan is skipping bytes of other levels.
func forEach(table []uint8, lo, hi int, v uint8, f func(r int)) {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	pattern := uint64(v) * ones
	r := lo
	for ; r+8 <= hi; r += 8 {
		x := binary.LittleEndian.Uint64(table[r:]) ^ pattern // zero bytes where table is v
		if (x-ones)&^x&highs == 0 {
			continue
		}
		for j := 0; j < 8; j++ {
			if table[r+j] == v {
				f(r + j)
			}
		}
	}
	for ; r < hi; r++ {
		if table[r] == v {
			f(r)
		}
	}
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
		p := selectBit(^used, digits[i]) // the digit-th free cell
		cells[i] = p
		used |= 1 << p
	}
	return used
}

// selectTab[b][j] is the place of the j-th set bit of byte b.
var selectTab = func() (t [256][8]uint8) {
	for b := range 256 {
		j := 0
		for i := range 8 {
			if b&(1<<i) != 0 {
				t[b][j] = uint8(i)
				j++
			}
		}
	}
	return t
}()

// selectBit is the place of the j-th set bit of m (j below m's popcount), a byte at a time.
func selectBit(m uint32, j int) uint8 {
	for shift := 0; ; shift += 8 {
		b := m >> shift & 0xff
		if n := bits.OnesCount32(b); j >= n {
			j -= n
			continue
		}
		return uint8(shift) + selectTab[b][j]
	}
}

// dividers unranks without division instructions, for builds that unrank every placement of a
// large table: for a 32-bit r and a divisor d, with M = 2^64/d + 1, the quotient is the high
// word of M*r and the remainder the high word of (M*r mod 2^64)*d (Lemire, Kaser and Kurz,
// "Faster remainder by direct computation", 2019).
type dividers struct {
	c, k int
	m    [8]uint64 // by digit i: M for the divisor c-i
}

func newDividers(c, k int) *dividers {
	d := &dividers{c: c, k: k}
	for i := 0; i < k; i++ {
		d.m[i] = ^uint64(0)/uint64(c-i) + 1
	}
	return d
}

// unrank is the package's unrank for ranks below 2^32.
func (d *dividers) unrank(r int, cells []uint8) uint32 {
	var digits [8]int
	x := uint64(r)
	for i := d.k - 1; i >= 0; i-- {
		q, low := bits.Mul64(d.m[i], x)
		rem, _ := bits.Mul64(low, uint64(d.c-i))
		digits[i] = int(rem)
		x = q
	}
	var used uint32
	for i := 0; i < d.k; i++ {
		p := selectBit(^used, digits[i])
		cells[i] = p
		used |= 1 << p
	}
	return used
}
