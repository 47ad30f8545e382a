package pdb

import (
	"context"
	"math/bits"
	"testing"
)

// t0ctx is the context of tests that are not about cancelling.
var t0ctx = context.Background()

// TestRank checks that every placement gets a distinct rank below placements(c, k), that unrank
// inverts rank, and that the cells it reports taken are the placement's.
func TestRank(t *testing.T) {
	for _, tc := range []struct{ c, k int }{{4, 1}, {4, 3}, {9, 4}, {9, 8}, {16, 3}, {16, 5}, {25, 2}} {
		seen := make([]bool, placements(tc.c, tc.k))
		cells := make([]uint8, tc.k)
		back := make([]uint8, tc.k)
		count := 0
		var walk func(i int, used uint64)
		walk = func(i int, used uint64) {
			if i == tc.k {
				r := Rank(cells, tc.c)
				if r < 0 || r >= len(seen) || seen[r] {
					t.Fatalf("c=%d k=%d: placement %v has rank %d (out of range or taken)", tc.c, tc.k, cells, r)
				}
				seen[r] = true
				count++
				if got := unrank(r, back, tc.c); got != used || string(back) != string(cells) {
					t.Fatalf("c=%d k=%d: unrank(%d) = %v (taken %b), want %v (%b)", tc.c, tc.k, r, back, got, cells, used)
				}
				return
			}
			for p := 0; p < tc.c; p++ {
				if used&(1<<p) == 0 {
					cells[i] = uint8(p)
					walk(i+1, used|1<<p)
				}
			}
		}
		walk(0, 0)
		if count != len(seen) {
			t.Fatalf("c=%d k=%d: %d placements, placements() says %d", tc.c, tc.k, count, len(seen))
		}
	}
}

// TestRegions checks the region table against flood fills on the 3x3 and 4x4 boards.
func TestRegions(t *testing.T) {
	for _, n := range []int{3, 4} {
		g := newGeometry(n)
		for free := uint64(0); free <= g.all; free += 7 {
			for cell := 0; cell < g.c; cell++ {
				if free&(1<<cell) == 0 {
					continue
				}
				reach := g.flood(1<<cell, free)
				low := 0
				for reach&(1<<low) == 0 {
					low++
				}
				if got := g.region(cell, free); got != low {
					t.Fatalf("n=%d free=%b cell %d: region %d, want %d", n, free, cell, got, low)
				}
			}
		}
	}
}

// offered lists the partitions the package names, 4x4 first.
func offered() []Partition {
	return []Partition{Partition663, Partition663B, Partition663C, Partition555, Partition3x3,
		Partition3x3Exact, PartitionBlocks6, PartitionBlocks6Cols, PartitionBlocks6Rows,
		PartitionBlocks7, PartitionBlocks7Cols, PartitionBlocks7Rows}
}

// TestPartitions checks that the offered partitions are valid, and that invalid ones are
// refused.
func TestPartitions(t *testing.T) {
	for _, p := range offered() {
		if err := p.Check(); err != nil {
			t.Errorf("%s: %v", p.Name, err)
		}
	}
	for _, tc := range []struct {
		name string
		p    Partition
	}{
		{"side 1", Partition{Name: "x", N: 1, Groups: nil}},
		{"side 8", Partition{Name: "x", N: 8, Groups: [][]int{{1}}}},
		{"no name", Partition{N: 2, Groups: [][]int{{1, 2, 3}}}},
		{"slash in name", Partition{Name: "a/b", N: 2, Groups: [][]int{{1, 2, 3}}}},
		{"missing tile", Partition{Name: "x", N: 2, Groups: [][]int{{1, 2}}}},
		{"tile twice", Partition{Name: "x", N: 2, Groups: [][]int{{1, 2}, {2, 3}}}},
		{"blank in group", Partition{Name: "x", N: 2, Groups: [][]int{{0, 1, 2, 3}}}},
		{"tile too big", Partition{Name: "x", N: 2, Groups: [][]int{{1, 2, 3, 4}}}},
		{"empty group", Partition{Name: "x", N: 2, Groups: [][]int{{1, 2, 3}, {}}}},
		{"nine tiles", Partition{Name: "x", N: 4, Groups: [][]int{{1, 2, 3, 4, 5, 6, 7, 8, 9}, {10, 11, 12, 13, 14, 15}}}},
	} {
		if err := tc.p.Check(); err == nil {
			t.Errorf("%s: Check accepted %+v", tc.name, tc.p)
		}
		if _, err := Build(t0ctx, tc.p, nil); err == nil {
			t.Errorf("%s: Build accepted %+v", tc.name, tc.p)
		}
	}
}

// TestMover checks the incremental ranks of every one-tile move against ranking from scratch.
func TestMover(t *testing.T) {
	for _, tc := range []struct{ c, k int }{{9, 3}, {9, 8}, {16, 5}, {16, 7}, {25, 4}, {49, 4}} {
		m := newMover(tc.c, tc.k)
		cells, moved := make([]uint8, tc.k), make([]uint8, tc.k)
		total := placements(tc.c, tc.k)
		for r := 0; r < total; r += 1 + total/5000 {
			used := unrank(r, cells, tc.c)
			if m.set(cells, r) != used {
				t.Fatal("set's mask")
			}
			for i := range cells {
				for q := 0; q < tc.c; q++ {
					if used&(1<<q) != 0 {
						continue
					}
					copy(moved, cells)
					moved[i] = uint8(q)
					if got, want := m.moved(i, uint8(q)), Rank(moved, tc.c); got != want {
						t.Fatalf("c=%d k=%d %v: tile %d to %d ranks %d, want %d", tc.c, tc.k, cells, i, q, got, want)
					}
				}
			}
		}
	}
}

// unrank writes into cells (len k) the placement of rank r on c cells and returns the cells taken
// as a bit mask: rank's inverse, for the tests.
func unrank(r int, cells []uint8, c int) uint64 {
	k := len(cells)
	var digits [8]int // groups have at most 8 tiles; the last digit comes out first
	for i := k - 1; i >= 0; i-- {
		base := c - i
		digits[i] = r % base
		r /= base
	}
	var used uint64
	for i := 0; i < k; i++ {
		p := selectBit(^used, digits[i]) // the digit-th free cell
		cells[i] = p
		used |= 1 << p
	}
	return used
}

// selectBit is the place of the j-th set bit of m (j below m's popcount).
func selectBit(m uint64, j int) uint8 {
	for ; j > 0; j-- {
		m &= m - 1
	}
	return uint8(bits.TrailingZeros64(m))
}
