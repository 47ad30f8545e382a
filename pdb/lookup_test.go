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

// TestNoAllocations checks that lookups allocate nothing: IDA* calls them millions of times.
func TestNoAllocations(t *testing.T) {
	db := mustDB555(t)
	pos := testproblems.GoalPos(4)
	sink := 0
	e, err := newEstimator(db, db)
	if err != nil {
		t.Fatal(err)
	}
	for name, f := range map[string]func(){
		"Estimate": func() { sink += db.Estimate(pos) + db.EstimateReflected(pos) + db.EstimateMax(pos) },
		"Estimator": func() {
			var done Moved
			sink += e.Start(pos) + e.Move(15, 14, 15, NoLimit, &done) // tile 15 into the blank on cell 15
			e.Undo(&done)
			sink += e.Estimate() + db.Delta(pos, 15, 14, 15)
		},
	} {
		if a := testing.AllocsPerRun(1000, f); a != 0 {
			t.Errorf("%s allocates %.1f times per call", name, a)
		}
	}
}
