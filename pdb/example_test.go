package pdb_test

import (
	"context"
	"fmt"
	"os"

	"github.com/tilesolve/tilesolve/pdb"
)

// Example builds the 8-puzzle's exact database in a folder (the app would use pdb.DefaultDir()),
// loads it back without building, and estimates a state (astar/sliding.IDA searches over it).
func Example() {
	dir, err := os.MkdirTemp("", "pdb-example")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)

	db, built, err := pdb.LoadOrBuild(context.Background(), pdb.Partition3x3Exact, pdb.DirStore(dir), nil)
	fmt.Println("first call built:", built, err)
	db, built, err = pdb.LoadOrBuild(context.Background(), pdb.Partition3x3Exact, pdb.DirStore(dir), nil)
	fmt.Println("second call built:", built, err)

	// pos[t] is the cell of tile t, pos[0] the blank's:
	//   1 2 3
	//   4 5 6
	//   _ 7 8
	pos := []uint8{6, 0, 1, 2, 3, 4, 5, 7, 8}
	fmt.Println("estimate:", db.Estimate(pos))

	fmt.Println("with the transposed state:", db.EstimateMax(pos))
	// Output:
	// first call built: true <nil>
	// second call built: false <nil>
	// estimate: 2
	// with the transposed state: 2
}
