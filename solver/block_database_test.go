package solver

import (
	"context"
	"os"
	"testing"
	"time"

	"tilesolve/pdb"
)

// TestBlockDatabase checks when the improvement gets a block database: never for 5x5 or under
// NoDatabase; not at once on a machine without its file (it is built meanwhile); and once built,
// from the file, which a later call finds.
func TestBlockDatabase(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	c := Config{DatabaseDir: dir}
	if db := blockDatabase(ctx, 5, c, true); db != nil {
		t.Error("a database for 5x5")
	}
	if db := blockDatabase(ctx, 6, Config{DatabaseDir: dir, NoDatabase: true}, true); db != nil {
		t.Error("a database under NoDatabase")
	}
	if db := blockDatabase(ctx, 6, c, false); db != nil {
		t.Error("a database at once on a machine without its file")
	}
	db := blockDatabase(ctx, 6, c, true) // waits for the build the call before started
	if db == nil || db.Partition().Name != pdb.Blocks(6).Name {
		t.Fatalf("after the build: %v", db)
	}
	if _, err := os.Stat(pdb.FileName(dir, pdb.Blocks(6))); err != nil {
		t.Errorf("the built database was not kept: %v", err)
	}
	if again := blockDatabase(ctx, 6, c, false); again != db {
		t.Error("a second call did not get the database built")
	}
	// A fresh process (here: the cache forgotten) loads the file instead of building.
	blockDatabases.Lock()
	delete(blockDatabases.bySide, blockKey{dir, 6})
	blockDatabases.Unlock()
	if loaded := blockDatabase(ctx, 6, c, false); loaded == nil || loaded.Size() != db.Size() {
		t.Errorf("the kept file was not loaded: %v", loaded)
	}
}

// TestImproveWithBlockDatabase improves 6x6 boards with the block database ready: every answer
// replays to the goal and is no longer than the first.
func TestImproveWithBlockDatabase(t *testing.T) {
	c := Config{DatabaseDir: testDatabases, Improve: 800 * time.Millisecond}
	for i, p := range randomPuzzles(t, 6, 2, 193) {
		if i == 0 {
			if err := Prepare(context.Background(), p, Config{Algorithm: "fast", DatabaseDir: testDatabases}); err != nil {
				t.Fatal(err)
			}
			if blockDatabase(context.Background(), 6, c, false) == nil {
				t.Fatal("Prepare left no block database")
			}
		}
		sol, lengths := solveImproving(t, context.Background(), p, c)
		replaySolution(t, p, sol)
		if sol.Moves > lengths[0] {
			t.Errorf("answer of %d moves after a first of %d", sol.Moves, lengths[0])
		}
		t.Logf("first %d, improved %d, bound %d", lengths[0], sol.Moves, sol.LowerBound)
	}
}
