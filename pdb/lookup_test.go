package pdb

import (
	"sync"
	"testing"

	"github.com/tilesolve/tilesolve/internal/testproblems"
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

// TestNoAllocations checks that lookups allocate nothing: IDA* calls them millions of times.
func TestNoAllocations(t *testing.T) {
	db := mustDB555(t)
	pos := testproblems.GoalPos(4)
	sink := 0
	for name, f := range map[string]func(){
		"Estimate": func() { sink += db.Estimate(pos) + db.EstimateReflected(pos) + db.EstimateMax(pos) },
	} {
		if a := testing.AllocsPerRun(1000, f); a != 0 {
			t.Errorf("%s allocates %.1f times per call", name, a)
		}
	}
}
