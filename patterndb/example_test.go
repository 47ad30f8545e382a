package patterndb_test

import (
	"context"
	"fmt"
	"os"

	"tilesolve/patterndb"
)

// The 8-puzzle as one group is small enough to build at once, and then exact.
func Example() {
	dir, _ := os.MkdirTemp("", "pdb")
	defer os.RemoveAll(dir)
	db, built, err := patterndb.LoadOrBuild(context.Background(), patterndb.Partition8, dir, nil)
	if err != nil {
		panic(err)
	}
	// 1 2 3 / 4 5 6 / 7 _ 8: tile 8 stands on cell 8, the blank on cell 7.
	pos := []uint8{7, 0, 1, 2, 3, 4, 5, 6, 8}
	fmt.Println(built, db.Estimate(pos))
	_, built, _ = patterndb.LoadOrBuild(context.Background(), patterndb.Partition8, dir, nil)
	fmt.Println(built)
	// Output:
	// true 1
	// false
}
