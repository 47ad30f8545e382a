package solver

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/pdb"
)

// TestBlockDatabases checks when the improvement gets its block databases: never for 5x5 or
// under NoDatabase; not at once on a machine without their files (they are built meanwhile); and
// once built, all three, from the files, which a later call finds.
func TestBlockDatabases(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	c := Config{DatabaseDir: dir}
	if dbs := blockDatabases(ctx, 5, c, true); dbs != nil {
		t.Error("databases for 5x5")
	}
	if dbs := blockDatabases(ctx, 6, Config{DatabaseDir: dir, NoDatabase: true}, true); dbs != nil {
		t.Error("databases under NoDatabase")
	}
	if dbs := blockDatabases(ctx, 6, c, false); dbs != nil {
		t.Error("databases at once on a machine without their files")
	}
	dbs := blockDatabases(ctx, 6, c, true) // waits for the build the call before started
	parts := blockPartitions(6)
	if len(dbs) != len(parts) || len(parts) != 3 {
		t.Fatalf("after the build: %d databases for %d partitions", len(dbs), len(parts))
	}
	for i, part := range parts {
		if dbs[i].Partition().Name != part.Name {
			t.Errorf("database %d is %s, not %s", i, dbs[i].Partition().Name, part.Name)
		}
		if _, err := os.Stat(pdb.FileName(dir, part)); err != nil {
			t.Errorf("the built database was not kept: %v", err)
		}
	}
	if again := blockDatabases(ctx, 6, c, false); len(again) != 3 || again[0] != dbs[0] {
		t.Error("a second call did not get the databases built")
	}
	// A fresh process (here: the cache forgotten) loads the files instead of building.
	forget := func() { databases.forget(pdb.DirStore(dir)) }
	forget()
	loaded := blockDatabases(ctx, 6, c, false)
	if len(loaded) != 3 {
		t.Fatalf("the kept files were not loaded: %v", loaded)
	}
	for i := range loaded {
		if loaded[i].Size() != dbs[i].Size() {
			t.Errorf("database %d: %d bytes loaded, %d built", i, loaded[i].Size(), dbs[i].Size())
		}
	}
	// With one file missing, the improvement does not wait for its build.
	forget()
	if err := os.Remove(pdb.FileName(dir, parts[2])); err != nil {
		t.Fatal(err)
	}
	if dbs := blockDatabases(ctx, 6, c, false); dbs != nil {
		t.Error("databases at once with a file missing")
	}
	if dbs := blockDatabases(ctx, 6, c, true); len(dbs) != 3 {
		t.Errorf("the missing database was not built again: %d", len(dbs))
	}
}

// TestImproveWithBlockDatabases improves 6x6 boards with the block databases ready: every answer
// replays to the goal and is no longer than the first.
func TestImproveWithBlockDatabases(t *testing.T) {
	c := Config{DatabaseDir: testDatabases, Improve: 800 * time.Millisecond}
	for i, p := range randomPuzzles(t, 6, 2, 193) {
		if i == 0 {
			if err := Prepare(context.Background(), p, Config{Algorithm: "fast", DatabaseDir: testDatabases}); err != nil {
				t.Fatal(err)
			}
			if blockDatabases(context.Background(), 6, c, false) == nil {
				t.Fatal("Prepare left no block databases")
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
