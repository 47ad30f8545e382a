package solver

import (
	"context"
	"errors"
	"os"
	"sync"
	"time"

	"tilesolve/pdb"
)

// blockDatabases are the 2x2-block databases (pdb.Blocks) of 6x6 and 7x7 boards that the
// improvement's beams rank by: by folder and side, ready or being built.
var blockDatabases = struct {
	sync.Mutex
	bySide map[blockKey]*blockEntry
}{bySide: map[blockKey]*blockEntry{}}

type blockKey struct {
	dir  string
	side int
}

// blockEntry is one database: done is closed once db (nil if it failed) is set.
type blockEntry struct {
	done chan struct{}
	db   *pdb.DB
}

// blockSide says whether m-by-m boards have a block database.
func blockSide(m int) bool { return m == 6 || m == 7 }

// blockLoadWait is how long the improvement waits for a block database whose file exists: a
// load takes about 0.1 s; a file found corrupt is built again, and then the solve goes on
// without it.
const blockLoadWait = time.Second

// blockDatabase is the block database of m-by-m boards from c.DatabaseDir, or nil: for other
// sides, under c.NoDatabase, or while it is being built. The first call loads it (waiting up
// to blockLoadWait) when its file exists, and otherwise starts building it in the background
// (4 s on 6x6, 19 s on 7x7 on two cores) and returns nil: the solve ranks by Manhattan distance
// meanwhile, and a later one has the database. wait makes it wait for a build too (Prepare).
func blockDatabase(ctx context.Context, m int, c Config, wait bool) *pdb.DB {
	if !blockSide(m) || c.NoDatabase {
		return nil
	}
	dir, err := c.databaseDir()
	if err != nil {
		return nil
	}
	part := pdb.Blocks(m)
	key := blockKey{dir, m}
	blockDatabases.Lock()
	e, ok := blockDatabases.bySide[key]
	if !ok {
		e = &blockEntry{done: make(chan struct{})}
		blockDatabases.bySide[key] = e
		go func() {
			// Not the solve's ctx: a build is kept for the rest of the process, whoever started it.
			db, _, err := pdb.LoadOrBuild(context.Background(), part, dir, nil)
			if err == nil || errors.Is(err, pdb.ErrNotSaved) {
				e.db = db
			}
			close(e.done)
		}()
	}
	blockDatabases.Unlock()
	select {
	case <-e.done:
		return e.db
	default:
	}
	var timeout <-chan time.Time
	if !wait {
		if _, err := os.Stat(pdb.FileName(dir, part)); err != nil {
			return nil // being built: do not wait
		}
		timeout = time.After(blockLoadWait)
	}
	select {
	case <-e.done:
		return e.db
	case <-timeout:
	case <-ctx.Done():
	}
	return nil
}
