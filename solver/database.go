package solver

import (
	"context"
	"errors"
	"sync"

	"tilesolve/pdb"
)

// databases holds the pattern databases this process has loaded, by folder, so that a batch of
// boards or an app session loads the 15-puzzle's once.
var databases = struct {
	sync.Mutex
	byDir map[string]*pdb.DB
}{byDir: map[string]*pdb.DB{}}

// database15 is the 15-puzzle's additive pattern database (6-6-3) from c.DatabaseDir (default:
// pdb.DefaultDir()): loaded from the file there when it is valid, else built, reporting progress
// in the "database" phase, and saved. It is kept for the rest of the process. A database built
// but not saved (a read-only cache folder) still serves this process.
func database15(ctx context.Context, c Config) (*pdb.DB, error) {
	dir := c.DatabaseDir
	if dir == "" {
		d, err := pdb.DefaultDir()
		if err != nil {
			return nil, err
		}
		dir = d
	}
	databases.Lock()
	defer databases.Unlock()
	if db := databases.byDir[dir]; db != nil {
		return db, nil
	}
	var progress func(pdb.Progress)
	if c.Progress != nil {
		progress = func(p pdb.Progress) {
			if p.Phase == pdb.PhaseBuilding {
				c.Progress(Progress{Phase: "database", Done: p.AllDone, Total: p.AllTotal})
			}
		}
	}
	db, _, err := pdb.LoadOrBuild(ctx, pdb.Partition663, dir, progress)
	if err != nil && !(errors.Is(err, pdb.ErrNotSaved) && db != nil) {
		return nil, err
	}
	databases.byDir[dir] = db
	return db, nil
}
