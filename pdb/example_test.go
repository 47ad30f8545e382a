package pdb_test

import (
	"context"
	"fmt"
	"os"

	"tilesolve/pdb"
)

// Example builds the 8-puzzle's exact database in a folder (the app would use pdb.DefaultDir()),
// loads it back without building, estimates a state and solves it.
func Example() {
	dir, err := os.MkdirTemp("", "pdb-example")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)

	db, built, err := pdb.LoadOrBuild(context.Background(), pdb.Partition3x3Exact, dir, nil)
	fmt.Println("first call built:", built, err)
	db, built, err = pdb.LoadOrBuild(context.Background(), pdb.Partition3x3Exact, dir, nil)
	fmt.Println("second call built:", built, err)

	// pos[t] is the cell of tile t, pos[0] the blank's:
	//   1 2 3
	//   4 5 6
	//   _ 7 8
	pos := []uint8{6, 0, 1, 2, 3, 4, 5, 7, 8}
	fmt.Println("estimate:", db.Estimate(pos))

	cells, _, err := db.Solve(pos, pdb.SearchOptions{})
	fmt.Println("the blank moves to cells:", cells, err) // 7 then 8 slide left
	// Output:
	// first call built: true <nil>
	// second call built: false <nil>
	// estimate: 2
	// the blank moves to cells: [7 8] <nil>
}
