package pdb

import (
	"math/rand/v2"
	"sync"
	"testing"
)

// db555 is built once for every test that needs a 4x4 database (about a second).
var db555 = sync.OnceValues(func() (*DB, error) { return Build(t0ctx, Partition555, nil) })

func mustDB555(t testing.TB) *DB {
	db, err := db555()
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// partition5x5 is a small 24-puzzle partition (8 groups of 3 neighbouring tiles), to check that
// nothing assumes 16 cells.
var partition5x5 = Partition{Name: "5x5-3s", N: 5, Groups: [][]int{
	{1, 2, 6}, {3, 4, 5}, {7, 8, 12}, {9, 10, 14}, {11, 16, 21}, {13, 17, 18}, {15, 19, 20}, {22, 23, 24}}}

// goalPos is the goal: tile t on cell t-1, the blank on the last cell.
func goalPos(n int) []uint8 {
	pos := make([]uint8, n*n)
	for t := 1; t < n*n; t++ {
		pos[t] = uint8(t - 1)
	}
	pos[0] = uint8(n*n - 1)
	return pos
}

// randomMove moves the blank to a random neighbour in pos and cells; it returns the tile that
// moved and its old and new cells.
func randomMove(rng *rand.Rand, n int, pos, cells []uint8) (tile int, from, to uint8) {
	b := int(pos[0])
	var nbs [4]int
	k := 0
	if b >= n {
		nbs[k], k = b-n, k+1
	}
	if b < n*n-n {
		nbs[k], k = b+n, k+1
	}
	if b%n > 0 {
		nbs[k], k = b-1, k+1
	}
	if b%n < n-1 {
		nbs[k], k = b+1, k+1
	}
	nb := nbs[rng.IntN(k)]
	tile = int(cells[nb])
	cells[b], cells[nb] = uint8(tile), 0
	pos[tile], pos[0] = uint8(b), uint8(nb)
	return tile, uint8(nb), uint8(b)
}

// TestNoAllocations checks that lookups allocate nothing: IDA* calls them millions of times.
func TestNoAllocations(t *testing.T) {
	db := mustDB555(t)
	pos := goalPos(4)
	sink := 0
	for name, f := range map[string]func(){
		"Estimate": func() { sink += db.Estimate(pos) + db.EstimateReflected(pos) + db.EstimateMax(pos) },
	} {
		if a := testing.AllocsPerRun(1000, f); a != 0 {
			t.Errorf("%s allocates %.1f times per call", name, a)
		}
	}
}
