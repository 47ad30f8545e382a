package solver

import (
	"context"
	"fmt"
	"time"

	"github.com/tilesolve/tilesolve/pdb"
)

// blockPartitions are the partitions of m-by-m boards whose databases the improvement's beams
// rank by, or none: 2x2 blocks of goal cells, and the same shifted by a column and by a row. The
// three sums together rank better than one in the same time: the shifted blocks count the tiles
// that get round each other across the first blocks' edges, which a wider beam does not make up.
func blockPartitions(m int) []pdb.Partition {
	if m != 6 && m != 7 {
		return nil
	}
	return []pdb.Partition{pdb.Blocks(m), pdb.BlocksShifted(m, 0, 1), pdb.BlocksShifted(m, 1, 0)}
}

// blockLoadWait is how long the improvement waits for block databases whose files exist: many
// times a load's time (docs/performance.md); a file found corrupt is built again, and then the
// solve goes on without them.
const blockLoadWait = time.Second

// blockDatabases are the databases of blockPartitions(m) from c's store, or nil: for other
// sides, under c.NoDatabase, or while they are being built; or nil and the error that kept them
// (the store failed, the memory budget refused them, a load took past blockLoadWait). Kept ones load (waiting up to
// blockLoadWait); missing ones are built (seconds on 6x6, about a minute on 7x7) only when the
// solve waits for them (wait: Prepare) or, under c.BuildAhead, in the background for later solves
// while this one ranks by Manhattan distance: a one-shot command starts no build it will not use.
func blockDatabases(ctx context.Context, m int, c Config, wait bool) ([]*pdb.DB, error) {
	parts := blockPartitions(m)
	if parts == nil || c.NoDatabase {
		return nil, nil
	}
	store, err := c.store()
	if err != nil {
		return nil, err
	}
	set := blockSet(m)
	if dbs := databases.Ready(store, set); dbs != nil {
		return dbs, nil
	}
	if !wait {
		if !set.Kept(store) {
			if c.BuildAhead {
				databases.Ahead(store, set, c.withDefaults().MaxMemory)
			}
			return nil, nil
		}
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, blockLoadWait)
		defer cancel()
	}
	return getDatabases(ctx, store, set, pdb.Wait{Memory: c.withDefaults().MaxMemory, Ahead: c.BuildAhead})
}

// blockSet is the block databases of m-by-m boards in the database cache.
func blockSet(m int) pdb.Set {
	return pdb.Set{Name: fmt.Sprintf("blocks-%d", m), Parts: blockPartitions(m)}
}

// readyBlockDatabases are the block databases of m-by-m boards from c's store when the cache
// holds them already (loaded, or built since a solve started them ahead), else nil: it neither
// waits nor starts anything. The error is the store's, when c names none that can be had.
func readyBlockDatabases(m int, c Config) ([]*pdb.DB, error) {
	if blockPartitions(m) == nil || c.NoDatabase {
		return nil, nil
	}
	store, err := c.store()
	if err != nil {
		return nil, err
	}
	return databases.Ready(store, blockSet(m)), nil
}
