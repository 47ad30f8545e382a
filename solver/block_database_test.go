package solver

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/internal/testfiles"
	"github.com/tilesolve/tilesolve/pdb"
)

// TestBlockDatabases checks when the improvement gets its block databases: never for 5x5 or
// under NoDatabase; not at once on a machine without their files (they are built meanwhile); and
// once built, all three, from the files, which a later call finds.
func TestBlockDatabases(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	c := Config{DatabaseDir: dir}
	if dbs, _ := blockDatabases(ctx, 5, c, true); dbs != nil {
		t.Error("databases for 5x5")
	}
	if dbs, _ := blockDatabases(ctx, 6, Config{DatabaseDir: dir, NoDatabase: true}, true); dbs != nil {
		t.Error("databases under NoDatabase")
	}
	if dbs, _ := blockDatabases(ctx, 6, c, false); dbs != nil {
		t.Error("databases at once on a machine without their files")
	}
	dbs, _ := blockDatabases(ctx, 6, c, true) // waits for the build the call before started
	parts := blockPartitions(6)
	if len(dbs) != len(parts) || len(parts) != 3 {
		t.Fatalf("after the build: %d databases for %d partitions", len(dbs), len(parts))
	}
	for i, part := range parts {
		if dbs[i].Partition().Name != part.Name {
			t.Errorf("database %d is %s, not %s", i, dbs[i].Partition().Name, part.Name)
		}
		if _, err := os.Stat(filepath.Join(dir, pdb.Key(part))); err != nil {
			t.Errorf("the built database was not kept: %v", err)
		}
	}
	if again, _ := blockDatabases(ctx, 6, c, false); len(again) != 3 || again[0] != dbs[0] {
		t.Error("a second call did not get the databases built")
	}
	// A fresh process (here: the cache forgotten) loads the files instead of building.
	forget := func() { forgetDatabases(pdb.DirStore(dir)) }
	forget()
	loaded, _ := blockDatabases(ctx, 6, c, false)
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
	if err := os.Remove(filepath.Join(dir, pdb.Key(parts[2]))); err != nil {
		t.Fatal(err)
	}
	if dbs, _ := blockDatabases(ctx, 6, c, false); dbs != nil {
		t.Error("databases at once with a file missing")
	}
	if dbs, _ := blockDatabases(ctx, 6, c, true); len(dbs) != 3 {
		t.Errorf("the missing database was not built again: %d", len(dbs))
	}
}

// TestImproveWithBlockDatabases improves 6x6 boards with the block databases ready: every answer
// replays to the goal and is no longer than the first.
func TestImproveWithBlockDatabases(t *testing.T) {
	c := Config{DatabaseDir: testfiles.Databases, Improve: 800 * time.Millisecond}
	for i, p := range randomPuzzles(t, 6, 2, 193) {
		if i == 0 {
			if err := Prepare(context.Background(), p, Config{Algorithm: "fast", DatabaseDir: testfiles.Databases}); err != nil {
				t.Fatal(err)
			}
			if dbs, _ := blockDatabases(context.Background(), 6, c, false); dbs == nil {
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

// deniedStore says it keeps the block databases but cannot read them, as a file without
// permission; the other databases come from the tests' folder.
type deniedStore struct{}

func (*deniedStore) Has(key string) bool {
	return strings.Contains(key, "blocks") || pdb.DirStore(testfiles.Databases).Has(key)
}

func (*deniedStore) Load(key string) ([]byte, error) {
	if strings.Contains(key, "blocks") {
		return nil, fs.ErrPermission
	}
	return pdb.DirStore(testfiles.Databases).Load(key)
}

func (*deniedStore) Save(key string, data []byte) error {
	return pdb.DirStore(testfiles.Databases).Save(key, data)
}

// TestImproveSaysItWentWithoutDatabases: when the block databases cannot be loaded (the store
// refuses), a 6x6 solve still answers, shortened by Manhattan distance, and says in ImproveErr
// what it went without, where it ran without them in silence.
func TestImproveSaysItWentWithoutDatabases(t *testing.T) {
	p := randomPuzzles(t, 6, 1, 7)[0]
	store := &deniedStore{}
	t.Cleanup(func() { forgetDatabases(store) })
	// However long the first answer takes, the improvement runs, until its third report.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	reports := 0
	sol, err := Solve(ctx, p, Config{Algorithm: "fast", DatabaseStore: store, Improve: time.Hour,
		Progress: func(pr Progress) {
			if pr.Phase == PhaseImprove {
				if reports++; reports == 3 {
					cancel()
				}
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	if sol.ImproveErr == nil || !errors.Is(sol.ImproveErr, fs.ErrPermission) {
		t.Errorf("ImproveErr %v, want the store's refusal", sol.ImproveErr)
	}
	replaySolution(t, p, sol)
}

// TestReadyBlockDatabasesSaysTheStoreFailed: with no store to be had (no cache folder, none
// named), asking for the ready block databases says why, where it answered "none ready".
func TestReadyBlockDatabasesSaysTheStoreFailed(t *testing.T) {
	for _, v := range []string{"XDG_CACHE_HOME", "HOME", "LocalAppData"} {
		t.Setenv(v, "")
	}
	if dbs, err := readyBlockDatabases(6, Config{}); err == nil || dbs != nil {
		t.Errorf("%d databases, error %v; want the cache folder's error", len(dbs), err)
	}
	if _, err := readyBlockDatabases(6, Config{DatabaseDir: t.TempDir()}); err != nil {
		t.Errorf("a folder named: %v", err)
	}
}

// deniedLoads is a store without a Has of its own whose block databases' loads are refused (a
// file without permission); the others come from the tests' folder.
type deniedLoads struct{}

func (deniedLoads) Load(key string) ([]byte, error) { return (*deniedStore)(nil).Load(key) }
func (deniedLoads) Save(key string, data []byte) error {
	return (*deniedStore)(nil).Save(key, data)
}

// TestBlockDatabasesSayTheStoreRefused: the improvement asks for the block databases without
// waiting for a build; a store that refuses their loads says so (the error reaches ImproveErr),
// where the refusal read as "none kept" and the beams went on without them in silence.
func TestBlockDatabasesSayTheStoreRefused(t *testing.T) {
	store := deniedLoads{}
	t.Cleanup(func() { forgetDatabases(store) })
	dbs, err := blockDatabases(context.Background(), 6, Config{DatabaseStore: store}, false)
	if dbs != nil || !errors.Is(err, fs.ErrPermission) {
		t.Errorf("got %d databases, %v; want the store's refusal", len(dbs), err)
	}
}
