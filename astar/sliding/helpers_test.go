package sliding

import (
	"context"
	"sync"
	"testing"

	"github.com/tilesolve/tilesolve/pdb"
)

// The pattern databases IDA's tests search over, built by pdb (the tables are pdb's).

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
