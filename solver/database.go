package solver

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/pdb"
)

// databases holds the pattern databases this process has loaded, by folder, so that a batch of
// boards or an app session loads the 15-puzzle's once.
var databases = struct {
	sync.Mutex
	byDir map[string]db15
}{byDir: map[string]db15{}}

// db15 is the 15-puzzle's two additive pattern databases, 6-6-3-b and 6-6-3-c, the second's
// estimate maxed in by the search (astar.PDBOptions.Also). Together they expand a third of the
// states Korf and Felner's 6-6-3 alone does on the 80-move board and half on random ones, at
// about 60% of the speed (see pdb.Partition663B).
type db15 struct{ main, also *pdb.DB }

// database15 is the 15-puzzle's pattern databases (6-6-3-b and 6-6-3-c) from c.DatabaseDir
// (default: pdb.DefaultDir()): each loaded from its file there when that is valid, else built,
// reporting progress in PhaseDatabase (one count from 0 to both databases' placements), and saved. They
// are kept for the rest of the process. A database built but not saved (a read-only cache
// folder) still serves this process.
func database15(ctx context.Context, c Config) (db15, error) {
	dir, err := c.databaseDir()
	if err != nil {
		return db15{}, err
	}
	databases.Lock()
	defer databases.Unlock()
	if dbs, ok := databases.byDir[dir]; ok {
		return dbs, nil
	}
	var dbs db15
	parts := []struct {
		part pdb.Partition
		db   **pdb.DB
	}{{pdb.Partition663B, &dbs.main}, {pdb.Partition663C, &dbs.also}}
	// One bar for both builds: the placements of the databases before this one count as done.
	var total, before int64
	start := time.Now()
	for _, p := range parts {
		total += p.part.Placements()
	}
	var done int64 // of total, at the last report: how far a stopped build got
	for _, p := range parts {
		progress := func(pr pdb.BuildProgress) {
			if pr.Phase == pdb.PhaseBuilding {
				done = before + pr.AllDone
				if c.Progress != nil {
					c.Progress(Progress{Phase: PhaseDatabase, Done: done, Total: total,
						Stats: astar.Stats{Elapsed: time.Since(start)}})
				}
			}
		}
		db, _, err := pdb.LoadOrBuild(ctx, p.part, dir, progress)
		if err != nil && ctx.Err() != nil {
			return db15{}, databaseStop(err, done, total, time.Since(start))
		}
		if err != nil && !(errors.Is(err, pdb.ErrNotSaved) && db != nil) {
			return db15{}, err
		}
		*p.db = db
		before += p.part.Placements()
	}
	databases.byDir[dir] = dbs
	return dbs, nil
}

// databaseDir is c.DatabaseDir, or pdb.DefaultDir() when that is "".
func (c Config) databaseDir() (string, error) {
	if c.DatabaseDir != "" {
		return c.DatabaseDir, nil
	}
	return pdb.DefaultDir()
}
