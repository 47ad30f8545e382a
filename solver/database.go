package solver

import (
	"context"
	"errors"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb"
)

// databases is the process's one cache of pattern databases (pdb.Cache): the 15-puzzle's and the
// improvement's block databases alike, loaded or built once whoever asks first.
var databases = pdb.NewCache()

// ReleaseDatabases lets go of the pattern databases the process keeps, for every store: a program
// done with solving gives their memory back (a 15-puzzle's two take 23 MB, a 7x7's block
// databases 137 MB). A build that no solve waits for (started ahead, for later solves) is not
// thrown away: it goes on to its end, is saved, and then let go of (pdb.Cache.Release). A solve
// running keeps the tables it holds and the builds it waits for; a later solve loads or builds
// its databases again.
func ReleaseDatabases() { databases.Release() }

// UsesDatabases says whether a solve of b may use the pattern databases the process keeps (and
// ReleaseDatabases lets go of): a sliding puzzle as large as the 15-puzzle's databases or larger,
// which IDA* searches with them on 4x4 (a goal of its own with its goal's), and the fast solver
// reduces to a 4x4 region searched with them (lastRegion), its improvement ranking by the block
// databases from 6x6. A smaller puzzle or a 2048 board never does, whatever its search, so a
// program that turns to one can release them.
func UsesDatabases(b board.Board) bool {
	return b.Kind() == board.KindSliding && b.Size() >= pdb.Partition663B.N
}

// db15 is the 15-puzzle's two additive pattern databases, 6-6-3-b and 6-6-3-c, the second's
// estimate maxed in by the search (sliding.IDAOptions.Also). Together they expand far fewer states
// than Korf and Felner's 6-6-3 alone, at a somewhat lower speed a state (see pdb.Partition663B).
type db15 struct{ main, also *pdb.DB }

// set15 is the 15-puzzle's pair in the database cache.
var set15 = pdb.Set{Name: "15-puzzle", Parts: []pdb.Partition{pdb.Partition663B, pdb.Partition663C}}

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
func databasePair(ctx context.Context, c Config, set pdb.Set) (db15, error) {
	dbs, err := databaseSet(ctx, c, set)
	return pairOf(dbs), err
}

// databaseSet is set's databases from c's store, in the cache (getDatabases), progress told to c.
func databaseSet(ctx context.Context, c Config, set pdb.Set) ([]*pdb.DB, error) {
	store, err := c.store()
	if err != nil {
		return nil, err
	}
	w := pdb.Wait{Memory: c.withDefaults().MaxMemory, Ahead: c.BuildAhead, Every: c.ProgressEvery}
	if c.Progress != nil {
		w.Progress = func(done, total int64, elapsed time.Duration) {
			c.Progress(Progress{Phase: PhaseDatabase, Done: done, Total: total, Stats: astar.Stats{Elapsed: elapsed}})
		}
	}
	return getDatabases(ctx, store, set, w)
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

// getDatabases is the cache's Get with its stops as the solver's: a set over the memory budget
// and a caller whose ctx ended are a *StopError of PhaseDatabase.
func getDatabases(ctx context.Context, store pdb.Store, set pdb.Set, w pdb.Wait) ([]*pdb.DB, error) {
	dbs, err := databases.Get(ctx, store, set, w)
	var over *pdb.MemoryError
	var stop *pdb.StopError
	switch {
	case errors.As(err, &over):
		return nil, &StopError{Phase: PhaseDatabase, Limit: LimitMemory, Cap: over.Memory, BytesPerState: 1,
			StatesAllowed: int(over.Memory), Err: err}
	case errors.As(err, &stop):
		e := &StopError{Phase: PhaseDatabase, Limit: LimitCancel, Done: stop.Done, Total: stop.Total,
			Stats: astar.Stats{Elapsed: stop.Elapsed}, Err: stop.Err}
		if errors.Is(stop.Err, context.DeadlineExceeded) {
			e.Limit = LimitTime // Solve's stopped sets the Cap it knows
		}
		return nil, e
	}
	return dbs, err
}

// mustBuild says whether a solve with c that needs set would first wait for it to be built: it is
// neither in the cache nor kept whole in c's store (a load takes a fraction of a second, a
// build seconds natively and a minute in the web page).
func (c Config) mustBuild(set pdb.Set) bool {
	store, err := c.store()
	if err != nil {
		return false // the solve fails at once, saying why
	}
	return databases.Ready(store, set) == nil && !set.Kept(store)
}

// store is where c's databases are kept: DatabaseStore, else a DirStore of DatabaseDir (or
// pdb.DefaultDir() when that is "").
func (c Config) store() (pdb.Store, error) {
	if c.DatabaseStore != nil {
		return c.DatabaseStore, nil
	}
	if c.DatabaseDir != "" {
		return pdb.DirStore(c.DatabaseDir), nil
	}
	dir, err := pdb.DefaultDir()
	return pdb.DirStore(dir), err
}
