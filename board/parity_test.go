package board

import (
	"github.com/tilesolve/tilesolve/words"
	"math/rand/v2"
	"testing"
)

// For random boards of sizes 2..10, the explained rule (pairs out of order, plus the blank's rows
// above the bottom on even sizes, even) agrees with Solvable, which counts cycles instead; and on
// every unsolvable one, swapping the two tiles the fix names makes it solvable.
func TestWhyUnsolvable(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 2))
	for n := 2; n <= 10; n++ {
		unsolvable := 0
		for range 40 {
			tiles := rng.Perm(n * n)
			p := puzzle(t, n, tiles...)
			u, ok := p.WhyUnsolvable()
			if ok == p.Solvable() {
				t.Fatalf("%dx%d %v: WhyUnsolvable says %v, Solvable %v", n, n, tiles, ok, p.Solvable())
			}
			if !ok {
				p = p.Twin() // make it unsolvable
				if u, ok = p.WhyUnsolvable(); !ok {
					t.Fatalf("%dx%d %v: the twin of a solvable board is not explained", n, n, p.Grid().Tiles)
				}
			}
			unsolvable++
			rule := u.Inversions
			if n%2 == 0 {
				rule += u.BlankRows
			}
			if rule%2 == 0 || u.Inversions != naiveInversions(p.Grid().Tiles) || u.BlankRows != n-1-p.Blank()/n {
				t.Errorf("%dx%d %v: %+v does not show why", n, n, p.Grid().Tiles, u)
			}
			g := p.Grid()
			a, b := u.Cells[0], u.Cells[1]
			if g.Tiles[a] != u.Tiles[0] || g.Tiles[b] != u.Tiles[1] || u.Tiles[0] == 0 || u.Tiles[1] == 0 {
				t.Fatalf("%dx%d %v: the fix names cells %v holding %v", n, n, g.Tiles, u.Cells, u.Tiles)
			}
			g.Tiles[a], g.Tiles[b] = g.Tiles[b], g.Tiles[a]
			if !puzzle(t, n, g.Tiles...).Solvable() {
				t.Errorf("%dx%d %v: swapping cells %v does not make it solvable", n, n, p.Grid().Tiles, u.Cells)
			}
		}
		if unsolvable != 40 {
			t.Errorf("%dx%d: %d unsolvable boards checked", n, n, unsolvable)
		}
	}
}

func naiveInversions(tiles []int) int {
	count := 0
	for i, a := range tiles {
		for _, b := range tiles[i+1:] {
			if a != 0 && b != 0 && a > b {
				count++
			}
		}
	}
	return count
}

// The figures a person checks on the board, which words.Parity words: the pairs out of order, the
// blank's rows, and the first two tiles, to swap (TestParityWords has the sentences).
func TestUnsolvabilityFigures(t *testing.T) {
	for _, tc := range []struct {
		n     int
		tiles []int
		want  words.Parity
	}{
		{3, []int{1, 2, 3, 4, 5, 6, 8, 7, 0}, words.Parity{N: 3, Inversions: 1, BlankRows: 0, Tiles: [2]int{1, 2}}},
		{4, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, words.Parity{N: 4, Inversions: 0, BlankRows: 3, Tiles: [2]int{1, 2}}},
	} {
		u, ok := puzzle(t, tc.n, tc.tiles...).WhyUnsolvable()
		if !ok || u.Parity != tc.want {
			t.Errorf("%v: %+v %v, want %+v", tc.tiles, u.Parity, ok, tc.want)
		}
	}
	if _, ok := puzzle(t, 2, 1, 2, 3, 0).WhyUnsolvable(); ok {
		t.Error("the solved puzzle is explained as unsolvable")
	}
}
