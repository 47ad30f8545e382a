package board

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// CellErrors names every bad cell, and there are some exactly when Check finds the board bad.
func TestCellErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		kind  Kind
		tiles []int
		want  map[int]string // cell: message
	}{
		{"2048 fine", Kind2048, []int{2, 0, 0, 4}, map[int]string{}},
		{"2048 two bad", Kind2048, []int{3, 0, 6, 4}, map[int]string{
			0: "tile 3 is not 0 or a power of two from 2 up", 2: "tile 6 is not 0 or a power of two from 2 up"}},
		{"sliding fine", KindSliding, []int{1, 2, 3, 0}, map[int]string{}},
		{"sliding duplicate", KindSliding, []int{1, 1, 3, 0}, map[int]string{
			0: "tile 1 appears twice (also at row 1, column 2)", 1: "tile 1 appears twice (also at row 1, column 1)"}},
		{"sliding three copies and out of range", KindSliding, []int{2, 2, 9, 2}, map[int]string{
			0: "tile 2 appears 3 times (also at row 1, column 2)", 1: "tile 2 appears 3 times (also at row 1, column 1)",
			2: "tile 9 is out of range 0..3 for a 2-by-2 sliding puzzle", 3: "tile 2 appears 3 times (also at row 1, column 1)"}},
	} {
		g := NewGrid(2, tc.tiles)
		got := map[int]string{}
		last := -1
		for _, e := range CellErrors(g, tc.kind) {
			cell := (e.Row-1)*2 + e.Col - 1
			if cell <= last {
				t.Errorf("%s: cell %d after %d", tc.name, cell, last)
			}
			last = cell
			got[cell] = e.Msg
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		n := 2 + rng.IntN(3)
		tiles := make([]int, n*n)
		for i := range tiles {
			tiles[i] = []int{0, 1, 2, 3, 4, 5, 6, 8, 9, 16, 17}[rng.IntN(11)]
		}
		g := NewGrid(n, tiles)
		for _, k := range []Kind{Kind2048, KindSliding} {
			if bad, errs := Check(g, k) != nil, CellErrors(g, k); bad != (len(errs) > 0) {
				t.Fatalf("%v %v: Check %v, CellErrors %v", k, tiles, Check(g, k), errs)
			}
		}
	}
}
