package solver

import (
	"context"
	"sync"

	"tilesolve/patterndb"
)

// databases holds the pattern databases this process has loaded, by folder, so that a batch of
// boards or an app session loads the 15-puzzle's once.
var databases = struct {
	sync.Mutex
	byDir map[string]*patterndb.DB
}{byDir: map[string]*patterndb.DB{}}

// database15 is the 15-puzzle's additive pattern database from c.DatabaseDir (default:
// patterndb.DefaultDir()): loaded from the file there when it is valid, else built (reporting progress in
// the "database" phase) and saved. It is kept for the rest of the process.
func database15(ctx context.Context, c Config) (*patterndb.DB, error) {
	dir := c.DatabaseDir
	if dir == "" {
		d, err := patterndb.DefaultDir()
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
	var progress func(patterndb.Progress)
	if c.Progress != nil {
		progress = func(p patterndb.Progress) {
			c.Progress(Progress{Phase: "database", Done: p.Done, Total: p.Total})
		}
	}
	db, _, err := patterndb.LoadOrBuild(ctx, patterndb.Partition663, dir, progress)
	if err != nil {
		return nil, err
	}
	databases.byDir[dir] = db
	return db, nil
}
