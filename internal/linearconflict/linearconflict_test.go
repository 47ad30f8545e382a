package linearconflict

import (
	"github.com/tilesolve/tilesolve/board"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestLineConflictsAgainstSubsets checks Lines on random boards of sides 2 to 9 against a
// count over every subset of a line's tiles: the tiles that must leave are those outside the
// largest subset, among the tiles in their goal line, whose goal positions increase along it.
// The labels run to n*n, as the window search's relabelled boards have them.
func TestLineConflictsAgainstSubsets(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for n := 2; n <= 9; n++ {
		for range 200 {
			cells := make([]uint8, n*n)
			for i, v := range rng.Perm(n * n) {
				cells[i] = uint8(v + 1)
			}
			cells[rng.IntN(n*n)] = 0 // some label stays missing, as on a relabelled board
			for line := range n {
				for _, row := range []bool{true, false} {
					got := Lines(n, cells, line, row, make([]int, 0, n), make([]int, 0, n))
					if want := subsetConflicts(n, cells, line, row); got != want {
						t.Fatalf("%dx%d %v line %d row %v: %d, want %d", n, n, cells, line, row, got, want)
					}
				}
			}
		}
	}
}

// subsetConflicts is Lines counted over every subset of the line's tiles in their goal line.
func subsetConflicts(n int, cells []uint8, line int, row bool) int {
	var goals []int
	for k := range n {
		cell := line*n + k
		if !row {
			cell = k*n + line
		}
		t := int(cells[cell])
		if t == 0 {
			continue
		}
		r, c := (t-1)/n, (t-1)%n
		if row && r == line {
			goals = append(goals, c)
		} else if !row && c == line {
			goals = append(goals, r)
		}
	}
	best := 0
	for set := uint(0); set < 1<<len(goals); set++ {
		last, ok := -1, true
		for i, g := range goals {
			if set&(1<<i) != 0 {
				if g <= last {
					ok = false
					break
				}
				last = g
			}
		}
		if ok {
			best = max(best, bits.OnesCount(set))
		}
	}
	return len(goals) - best
}

// TestWideAgrees counts Manhattan distance plus linear conflicts the way boards over MaxN are
// counted (wide) on random boards an Estimate holds, against the incremental Estimate's count, and
// checks that a big board's count is at least its Manhattan distance and even-stepped from it.
func TestWideAgrees(t *testing.T) {
	for _, n := range []int{2, 3, 4, 5, 7, 10, 15} {
		for i, p := range randomPuzzles(t, n, 5, uint64(70+n)) {
			if got, want := wide(p), Of(p); got != want {
				t.Errorf("%dx%d #%d: %d, want %d", n, n, i, got, want)
			}
		}
	}
	for _, n := range []int{16, 40, 127} {
		p := randomPuzzles(t, n, 1, uint64(n))[0]
		got := Of(p)
		if got < p.Manhattan() || (got-p.Manhattan())%2 != 0 || got == p.Manhattan() {
			t.Errorf("%dx%d: %d against Manhattan %d", n, n, got, p.Manhattan())
		}
	}
}

// randomPuzzles is count seeded random n-by-n puzzles.
func randomPuzzles(t *testing.T, n, count int, seed uint64) []*board.Puzzle {
	rng := rand.New(rand.NewPCG(seed, seed))
	out := make([]*board.Puzzle, count)
	for i := range out {
		p, err := board.NewPuzzle(board.Scramble(n, rng))
		if err != nil {
			t.Fatal(err)
		}
		out[i] = p
	}
	return out
}
