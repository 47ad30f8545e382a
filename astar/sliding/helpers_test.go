package sliding

import (
	"context"
	"sync"
	"testing"

	"github.com/tilesolve/tilesolve/pdb"
)

// The pattern databases SolvePDB's tests search over, built by pdb (the tables are pdb's).

func mustBuild(t testing.TB, p pdb.Partition) *pdb.DB {
	t.Helper()
	db, err := pdb.Build(context.Background(), p, nil)
	if err != nil {
		t.Fatalf("Build(%s): %v", p.Name, err)
	}
	return db
}

// db555 is built once for every test that needs a 4x4 database (about a second).
var db555 = sync.OnceValues(func() (*pdb.DB, error) { return pdb.Build(context.Background(), pdb.Partition555, nil) })

func mustDB555(t testing.TB) *pdb.DB {
	db, err := db555()
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// partition5x5 is a small 24-puzzle partition (8 groups of 3 neighbouring tiles), to check that
// nothing assumes 16 cells.
var partition5x5 = pdb.Partition{Name: "5x5-3s", N: 5, Groups: [][]int{
	{1, 2, 6}, {3, 4, 5}, {7, 8, 12}, {9, 10, 14}, {11, 16, 21}, {13, 17, 18}, {15, 19, 20}, {22, 23, 24}}}
