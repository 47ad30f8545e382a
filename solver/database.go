package solver

import (
	"context"
	"fmt"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/pdb"
)

// db15 is the 15-puzzle's two additive pattern databases, 6-6-3-b and 6-6-3-c, the second's
// estimate maxed in by the search (sliding.IDAOptions.Also). Together they expand far fewer states
// than Korf and Felner's 6-6-3 alone, at a somewhat lower speed a state (see pdb.Partition663B).
type db15 struct{ main, also *pdb.DB }

// set15 is the 15-puzzle's pair in the database cache.
var set15 = dbSet{name: "15-puzzle", parts: []pdb.Partition{pdb.Partition663B, pdb.Partition663C}}

// database15 is the 15-puzzle's pattern databases (6-6-3-b and 6-6-3-c) from c's store (see
// Config.store): each loaded when kept there and valid, else built, reporting progress in
// PhaseDatabase (one count from 0 to both databases' placements), and kept. They stay in the
// database cache for the rest of the process; a caller whose ctx ends leaves the build to others,
// or under c.BuildAhead to later callers (a hint that times out does not throw away the build).
func database15(ctx context.Context, c Config) (db15, error) {
	return databasePair(ctx, c, set15)
}

// databasePair is set's databases, as database15 gets the 15-puzzle's; also is nil when set has
// one.
func databasePair(ctx context.Context, c Config, set dbSet) (db15, error) {
	dbs, err := databaseSet(ctx, c, set)
	return pairOf(dbs), err
}

// databaseSet is set's databases from c's store, in the cache (dbCache.get), progress told to c.
func databaseSet(ctx context.Context, c Config, set dbSet) ([]*pdb.DB, error) {
	store, err := c.store()
	if err != nil {
		return nil, err
	}
	return databases.get(ctx, store, set, c.withDefaults().MaxMemory, c.BuildAhead, c.ProgressEvery, func(done, total int64, elapsed time.Duration) {
		if c.Progress != nil {
			c.Progress(Progress{Phase: PhaseDatabase, Done: done, Total: total, Stats: astar.Stats{Elapsed: elapsed}})
		}
	})
}

// pairOf is the first database and the second, when there is one; none: the zero pair.
func pairOf(dbs []*pdb.DB) db15 {
	var pair db15
	if len(dbs) > 0 {
		pair.main = dbs[0]
	}
	if len(dbs) > 1 {
		pair.also = dbs[1]
	}
	return pair
}

// mustBuild says whether a solve with c that needs set would first wait for it to be built: it is
// neither in the cache nor kept whole in c's store (a load takes a fraction of a second, a
// build seconds natively and a minute in the web page).
func (c Config) mustBuild(set dbSet) bool {
	store, err := c.store()
	if err != nil {
		return false // the solve fails at once, saying why
	}
	if databases.ready(store, set) != nil {
		return false
	}
	for _, part := range set.parts {
		if !pdb.Has(store, pdb.Key(part)) {
			return true
		}
	}
	return false
}

// store is where c's databases are kept: DatabaseStore, else a DirStore of DatabaseDir (or
// pdb.DefaultDir() when that is "").
func (c Config) store() (pdb.Store, error) {
	if c.DatabaseStore != nil {
		if !comparable(c.DatabaseStore) {
			return nil, fmt.Errorf("solver: a pdb.Store of type %T cannot key the database cache (its type is not comparable): give a pointer to it", c.DatabaseStore)
		}
		return c.DatabaseStore, nil
	}
	if c.DatabaseDir != "" {
		return pdb.DirStore(c.DatabaseDir), nil
	}
	dir, err := pdb.DefaultDir()
	return pdb.DirStore(dir), err
}

// comparable says whether s can key a map: its dynamic type is comparable (comparing an
// interface holding a slice, map or function panics).
func comparable(s pdb.Store) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	_ = map[pdb.Store]bool{s: true}
	return true
}
