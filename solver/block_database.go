package solver

import (
	"context"
	"errors"
	"os"
	"sync"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/pdb"
)

// blockCache holds the block databases (blockPartitions) of 6x6 and 7x7 boards that the
// improvement's beams rank by: by folder and side, ready or being built.
var blockCache = struct {
	sync.Mutex
	bySide map[blockKey]*blockEntry
}{bySide: map[blockKey]*blockEntry{}}

type blockKey struct {
	dir  string
	side int
}

// blockEntry is one side's databases: done is closed once dbs (nil if one failed) is set.
type blockEntry struct {
	done chan struct{}
	dbs  []*pdb.DB
}

// blockPartitions are the partitions of m-by-m boards whose databases the improvement's beams
// rank by, or none: 2x2 blocks of goal cells, and the same shifted by a column and by a row. The
// three sums together rank better than one at the same time: on 40 DeepCubeA 35-puzzle states a
// beam of width 15,000 by all three gave 1.057 times DeepCubeA's length where one of 22,000 by
// the blocks alone gave 1.064 (1.057 and 1.072 on the next 40).
func blockPartitions(m int) []pdb.Partition {
	if m != 6 && m != 7 {
		return nil
	}
	return []pdb.Partition{pdb.Blocks(m), pdb.BlocksShifted(m, 0, 1), pdb.BlocksShifted(m, 1, 0)}
}

// blockLoadWait is how long the improvement waits for block databases whose files exist: a load
// takes about 0.1 s each; a file found corrupt is built again, and then the solve goes on
// without them.
const blockLoadWait = time.Second

// blockDatabases are the databases of blockPartitions(m) from c.DatabaseDir, or nil: for other
// sides, under c.NoDatabase, or while they are being built. The first call loads them (waiting
// up to blockLoadWait) when their files exist, and otherwise starts building them in the
// background (10 s on 6x6, 57 s on 7x7 on two cores) and returns nil: the solve ranks by
// Manhattan distance meanwhile, and a later one has the databases. wait makes it wait for a
// build too (Prepare).
func blockDatabases(ctx context.Context, m int, c Config, wait bool) []*pdb.DB {
	parts := blockPartitions(m)
	if parts == nil || c.NoDatabase {
		return nil
	}
	dir, err := c.databaseDir()
	if err != nil {
		return nil
	}
	key := blockKey{dir, m}
	blockCache.Lock()
	e, ok := blockCache.bySide[key]
	if !ok {
		e = &blockEntry{done: make(chan struct{})}
		blockCache.bySide[key] = e
		go func() {
			defer close(e.done)
			var dbs []*pdb.DB
			// A build that panics (a bug) leaves no databases, as a failed one does.
			_ = astar.Catch(func() {
				for _, part := range parts {
					// Not the solve's ctx: a build is kept for the rest of the process, whoever started it.
					db, _, err := pdb.LoadOrBuild(context.Background(), part, dir, nil)
					if err != nil && !errors.Is(err, pdb.ErrNotSaved) {
						return
					}
					dbs = append(dbs, db)
				}
				e.dbs = dbs
			})
		}()
	}
	blockCache.Unlock()
	select {
	case <-e.done:
		return e.dbs
	default:
	}
	var timeout <-chan time.Time
	if !wait {
		for _, part := range parts {
			if _, err := os.Stat(pdb.FileName(dir, part)); err != nil {
				return nil // being built: do not wait
			}
		}
		timeout = time.After(blockLoadWait)
	}
	select {
	case <-e.done:
		return e.dbs
	case <-timeout:
	case <-ctx.Done():
	}
	return nil
}
