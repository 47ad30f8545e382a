package pdb

import (
	"context"
	"slices"
	"testing"

	"github.com/tilesolve/tilesolve/internal/testproblems"
)

func manhattan(n int, pos []uint8) int {
	sum := 0
	for t := 1; t < len(pos); t++ {
		g, p := t-1, int(pos[t])
		sum += abs(g/n-p/n) + abs(g%n-p%n)
	}
	return sum
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func mustBuild(t testing.TB, p Partition) *DB {
	t.Helper()
	db, err := Build(context.Background(), p, nil)
	if err != nil {
		t.Fatalf("Build(%s): %v", p.Name, err)
	}
	return db
}

// TestExact3x3 checks that with every tile in one group the table is the exact distance of every
// solvable 8-puzzle state, and that transposing a state keeps its distance.
func TestExact3x3(t *testing.T) {
	dist := testproblems.Exact3x3()
	if len(dist) != 181440 {
		t.Fatalf("breadth-first search reached %d states, want 181440", len(dist))
	}
	db := mustBuild(t, Partition3x3Exact)
	rpos := make([]uint8, 9)
	for cells, d := range dist {
		pos := testproblems.Positions(cells[:])
		if got := db.Estimate(pos); got != d {
			t.Fatalf("state %v: Estimate %d, distance %d", cells, got, d)
		}
		if got := db.EstimateReflected(pos); got != d {
			t.Fatalf("state %v: EstimateReflected %d, distance %d", cells, got, d)
		}
		db.Reflect(pos, rpos)
		var rcells [9]uint8
		for tile, p := range rpos {
			rcells[p] = uint8(tile)
		}
		if rd, ok := dist[rcells]; !ok || rd != d {
			t.Fatalf("state %v at %d: its transpose %v is at %d (solvable %v)", cells, d, rcells, rd, ok)
		}
	}
}

// TestAdmissible3x3 checks split 8-puzzle partitions on every solvable state: the direct, the
// reflected and the larger value all lie between Manhattan distance and the exact distance.
// Reflection raises some values when the partition is not its own transpose; when it is, the
// transposed state's groups are the same groups and the two sums are always equal.
func TestAdmissible3x3(t *testing.T) {
	dist := testproblems.Exact3x3()
	for _, tc := range []struct {
		p         Partition
		symmetric bool // each group's transpose is a group
	}{
		{Partition3x3, false},
		{Partition{Name: "3x3-blocks", N: 3, Groups: [][]int{{1, 2, 4, 5}, {3, 6, 7, 8}}}, true},
		{Partition{Name: "3x3-2-3-3", N: 3, Groups: [][]int{{1, 2}, {3, 6, 5}, {4, 7, 8}}}, false},
		{Partition{Name: "3x3-singles", N: 3, Groups: [][]int{{1}, {2}, {3}, {4}, {5}, {6}, {7}, {8}}}, true},
	} {
		p := tc.p
		t.Run(p.Name, func(t *testing.T) {
			db := mustBuild(t, p)
			raised, aboveManhattan := 0, 0
			for cells, d := range dist {
				pos := testproblems.Positions(cells[:])
				md := manhattan(3, pos)
				h, hr, hm := db.Estimate(pos), db.EstimateReflected(pos), db.EstimateMax(pos)
				for _, v := range []int{h, hr, hm} {
					if v > d || v < md {
						t.Fatalf("state %v: estimates %d %d %d, Manhattan %d, distance %d", cells, h, hr, hm, md, d)
					}
				}
				if hm != max(h, hr) {
					t.Fatalf("EstimateMax %d, want max(%d, %d)", hm, h, hr)
				}
				if hr > h {
					raised++
				}
				if h > md {
					aboveManhattan++
				}
			}
			t.Logf("%s: reflection raised %d of %d states; %d are above Manhattan", p, raised, len(dist), aboveManhattan)
			if !tc.symmetric && raised == 0 {
				t.Error("reflection never raised an estimate")
			}
			if tc.symmetric && raised != 0 {
				t.Error("reflection raised an estimate of a partition that is its own transpose")
			}
			if len(p.Groups) < 8 && aboveManhattan == 0 {
				t.Error("no estimate is above Manhattan distance")
			}
			if len(p.Groups) == 8 && aboveManhattan != 0 {
				t.Error("groups of one tile should be exactly Manhattan distance")
			}
		})
	}
}

// naiveGroup is a group's table by a plain 0-1 breadth-first search over (the group's cells, the
// blank's cell), with no regions, no ranking tricks and no bit masks: moving a group tile costs
// 1, moving another tile 0. By placement as Rank ranks it.
func naiveGroup(n int, group []int) []uint8 {
	c, k := n*n, len(group)
	type state struct {
		cells [8]uint8
		blank uint8
	}
	dist := map[state]int{}
	var s0 state
	for i, t := range group {
		s0.cells[i] = uint8(t - 1)
	}
	s0.blank = uint8(c - 1)
	dist[s0] = 0
	table := make([]uint8, placements(c, k))
	for i := range table {
		table[i] = unknown
	}
	cur := []state{s0}
	for level := 0; len(cur) > 0; level++ {
		var next []state
		for len(cur) > 0 {
			s := cur[len(cur)-1]
			cur = cur[:len(cur)-1]
			if dist[s] != level {
				continue
			}
			if r := Rank(s.cells[:k], c); table[r] == unknown {
				table[r] = uint8(level)
			}
			b := int(s.blank)
			for _, nb := range []int{b - n, b + n, b - 1, b + 1} {
				if nb < 0 || nb >= c || (nb == b-1 && b%n == 0) || (nb == b+1 && b%n == n-1) {
					continue
				}
				ns, w := s, 0
				for i := range k {
					if int(s.cells[i]) == nb {
						ns.cells[i], w = uint8(b), 1
					}
				}
				ns.blank = uint8(nb)
				if d, ok := dist[ns]; !ok || level+w < d {
					dist[ns] = level + w
					if w == 0 {
						cur = append(cur, ns)
					} else {
						next = append(next, ns)
					}
				}
			}
		}
		cur = next
	}
	return table
}

// TestBigBoardsAgainstNaive checks Build on 5x5 to 7x7 boards, whose cells run past 32 bits of a
// mask, against naiveGroup: groups of two in the far corner and across the board, and a block.
func TestBigBoardsAgainstNaive(t *testing.T) {
	for _, tc := range []struct {
		n     int
		group []int
	}{
		{5, []int{19, 24}},
		{6, []int{1, 36 - 1}},
		{6, []int{29, 30, 35}},
		{7, []int{40, 47}},
		{7, []int{1, 48}},
	} {
		rest := []int{}
		for tl := 1; tl < tc.n*tc.n; tl++ {
			if !slices.Contains(tc.group, tl) {
				rest = append(rest, tl)
			}
		}
		// The rest as one group of single tiles would be slow: check the group alone, with the
		// others in groups of one (Manhattan distance, cheap to build).
		p := Partition{Name: "check", N: tc.n, Groups: [][]int{tc.group}}
		for _, tl := range rest {
			p.Groups = append(p.Groups, []int{tl})
		}
		db := mustBuild(t, p)
		want := naiveGroup(tc.n, tc.group)
		got := db.tables[0]
		if len(got) != len(want) {
			t.Fatalf("%dx%d %v: %d placements, want %d", tc.n, tc.n, tc.group, len(got), len(want))
		}
		for r := range want {
			if got[r] != want[r] {
				t.Fatalf("%dx%d %v: placement %d has %d, want %d", tc.n, tc.n, tc.group, r, got[r], want[r])
			}
		}
	}
}
