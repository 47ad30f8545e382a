package sliding

import (
	"bytes"
	"context"
	"flag"
	"os"
	"testing"

	"github.com/tilesolve/tilesolve/internal/testproblems"
	"github.com/tilesolve/tilesolve/pdb"
)

var updatePrune = flag.Bool("update-prune", false, "rewrite prune12.bin from newPruner(pruneDepth)")

// TestPruneTable checks that the embedded automaton is the one newPruner builds (about 2 s).
func TestPruneTable(t *testing.T) {
	built := newPruner(pruneDepth).encode()
	if *updatePrune {
		if err := os.WriteFile("prune12.bin", built, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(built, pruneTable) {
		t.Fatalf("prune12.bin (%d bytes) is not newPruner(%d) (%d bytes): run go test -run TestPruneTable -update-prune",
			len(pruneTable), pruneDepth, len(built))
	}
	if n := len(movePruner().next) / 4; n != 7794 {
		t.Errorf("the automaton has %d states, the comment says 7,794", n)
	}
}

// TestPruneKeepsShortestPaths compares, on a 4x4 board from blanks in a corner, on edges and
// inside, the boards a breadth-first search reaches within depth moves and their distances with
// the shortest paths the pruned enumeration finds (every path the automaton accepts, as IDA
// walks them): the same boards at the same distances. depth is past pruneDepth, so duplicates
// that overlap are exercised too.
func TestPruneKeepsShortestPaths(t *testing.T) {
	const n, depth = 4, 13
	p := movePruner()
	nbr := func(cell, k int) int { // as searcher.nbr
		r, c := cell/n, cell%n
		switch {
		case k == 0 && r > 0:
			return cell - n
		case k == 1 && r < n-1:
			return cell + n
		case k == 2 && c > 0:
			return cell - 1
		case k == 3 && c < n-1:
			return cell + 1
		}
		return -1
	}
	// A board is the tile on each cell, four bits a cell; tile t starts on cell t (0: the blank).
	swap := func(b uint64, blank, src int) uint64 {
		t := b >> (4 * src) & 15
		return b&^(15<<(4*src)) | t<<(4*blank)
	}
	for _, start := range []int{0, 3, 1, 4, 5, 10, 14, 15} {
		var b0 uint64
		for c := 0; c < n*n; c++ {
			if c != start {
				b0 |= uint64(c) << (4 * c)
			}
		}
		b0 |= uint64(start) << 0 // cell 0 holds tile start when the blank is elsewhere
		if start == 0 {
			b0 = 0
			for c := 1; c < n*n; c++ {
				b0 |= uint64(c) << (4 * c)
			}
		}
		type node struct {
			b     uint64
			blank int
		}
		want := map[uint64]int{b0: 0}
		level := []node{{b0, start}}
		for d := 1; d <= depth; d++ {
			var next []node
			for _, x := range level {
				for k := 0; k < 4; k++ {
					if src := nbr(x.blank, k); src >= 0 {
						y := swap(x.b, x.blank, src)
						if _, ok := want[y]; !ok {
							want[y] = d
							next = append(next, node{y, src})
						}
					}
				}
			}
			level = next
		}
		got := map[uint64]int{}
		paths := 0
		var walk func(b uint64, blank, ps, d int)
		walk = func(b uint64, blank, ps, d int) {
			paths++
			if old, ok := got[b]; !ok || d < old {
				got[b] = d
			}
			if d == depth {
				return
			}
			for k := 0; k < 4; k++ {
				src, nps := nbr(blank, k), p.next[4*ps+k]
				if src >= 0 && nps != pruned {
					walk(swap(b, blank, src), src, int(nps), d+1)
				}
			}
		}
		walk(b0, start, 0, 0)
		if len(got) != len(want) {
			t.Fatalf("blank on %d: %d boards within %d moves, %d by pruned paths", start, len(want), depth, len(got))
		}
		for b, d := range want {
			if got[b] != d {
				t.Fatalf("blank on %d: board %016x at distance %d, pruned paths reach it in %d", start, b, d, got[b])
			}
		}
		t.Logf("blank on %d: %d boards, %d pruned paths", start, len(want), paths)
	}
}

// TestSolve3x3Every solves every solvable 8-puzzle with the inexact 3x3 partition, alone and
// with a second partition by columns maxed in (IDAOptions.Also), and checks the length
// against the breadth-first distance and the moves by replaying them.
func TestSolve3x3Every(t *testing.T) {
	if testing.Short() {
		t.Skip("2 x 181,440 solves")
	}
	db := mustBuild(t, pdb.Partition3x3)
	cols := mustBuild(t, pdb.Partition{Name: "3x3-columns", N: 3, Groups: [][]int{{1, 4, 7}, {2, 5, 8}, {3, 6}}})
	for _, also := range []*pdb.DB{nil, cols} {
		expanded := 0
		for cells, d := range testproblems.Exact3x3() {
			res, err := IDA(context.Background(), db, testproblems.Positions(cells[:]), IDAOptions{Also: also})
			path, st := res.Moves, res.Stats
			if err != nil {
				t.Fatal(err)
			}
			if len(path) != d || !replay(3, cells[:], path) {
				t.Fatalf("also %v, %v: %d moves %v (replays %v), distance %d", also != nil, cells, len(path), path,
					replay(3, cells[:], path), d)
			}
			expanded += st.Expanded
		}
		t.Logf("also %v: %d states expanded", also != nil, expanded)
	}
	if _, err := IDA(context.Background(), db, testproblems.GoalPos(3), IDAOptions{Also: mustDB555(t)}); err == nil {
		t.Error("a 4x4 database maxed into a 3x3 one was accepted")
	}
}
