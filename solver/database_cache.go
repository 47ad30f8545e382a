package solver

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tilesolve/tilesolve/internal/catch"
	"github.com/tilesolve/tilesolve/internal/yield"
	"github.com/tilesolve/tilesolve/pdb"
)

// databases is the process's one cache of pattern databases, by store and name: the 15-puzzle's
// and the improvement's block databases alike. Each set is loaded or built once, on a goroutine
// of the cache's, whoever asks first; every caller waits on its own context. A caller that stops
// waiting leaves the build to the others, and the last one to leave cancels it, unless it was
// asked to go on for later solves (ahead; on the web only a caller out of time leaves it on, see
// dropCancelled). A failed or cancelled build is not kept: the next caller tries again.
var databases = dbCache{builds: map[dbKey]*dbBuild{}, dropCancelled: yield.SharedThread}

type dbCache struct {
	mu     sync.Mutex
	builds map[dbKey]*dbBuild
	// dropCancelled stops a build wanted ahead when its last caller is cancelled by the user
	// (context.Canceled as the cause, rather than out of time or stopped for another reason):
	// on the web, where it would share the page's one thread with the UI.
	dropCancelled bool
}

type dbKey struct {
	store pdb.Store
	name  string // the set: "15-puzzle", "blocks-6"...
}

// dbBuild is one set's loading or building. done is closed once dbs or err is set.
type dbBuild struct {
	done    chan struct{}
	dbs     []*pdb.DB
	err     error
	cancel  context.CancelFunc
	began   time.Time
	bytes   int64 // the memory a build of it takes at its peak (a load takes less, for a moment)
	waiting int   // callers waiting now
	ahead   bool  // goes on when nobody waits: a later solve will want it

	// counted and total are the build's latest count of placements done and in all, which each
	// waiting caller reads at its own interval (get): the build never runs a caller's code.
	counted, total atomic.Int64
}

// dbSet is a set of databases the cache holds: its name, its partitions and whether a caller
// that does not wait (ahead) may only load it.
type dbSet struct {
	name  string
	parts []pdb.Partition
}

// tableBytes is the memory the set's tables take once built or loaded: what the memory budget is
// charged for them.
func (s dbSet) tableBytes() int64 {
	var n int64
	for _, p := range s.parts {
		n += p.Placements()
	}
	return n
}

// buildBytes bounds the memory building set takes at its peak: its tables, and the working
// memory of the largest database's build, as many of its groups at once as there are
// processors (the databases are built one after another).
func (s dbSet) buildBytes() int64 {
	var most int64
	for _, p := range s.parts {
		most = max(most, p.BuildBytes(runtime.GOMAXPROCS(0)))
	}
	return s.tableBytes() + most
}

// needs is the memory getting set from store takes: its tables when every database is kept
// there (a load), else its build's peak (buildBytes); the peak too for a store that cannot tell
// without loading them (no Has method).
func (s dbSet) needs(store pdb.Store) int64 {
	h, ok := store.(interface{ Has(string) bool })
	if !ok {
		return s.buildBytes()
	}
	for _, p := range s.parts {
		if !h.Has(pdb.Key(p)) {
			return s.buildBytes()
		}
	}
	return s.tableBytes()
}

// overBudget is the memory StopError refusing set when getting it from store would pass memory
// (0: no budget), else nil.
func (s dbSet) overBudget(store pdb.Store, memory int64) *StopError {
	need := s.needs(store)
	if memory <= 0 || need <= memory {
		return nil
	}
	return &StopError{Phase: PhaseDatabase, Limit: LimitMemory, Cap: memory, BytesPerState: 1, StatesAllowed: int(memory),
		Err: fmt.Errorf("the %s pattern databases take %d MB to get (%d MB once built)", s.name, need>>20, s.tableBytes()>>20)}
}

// get returns set's databases from store, loading or building them (see databases). progress,
// when not nil, hears the build's count of placements done of all and its time (the clock a stop
// reads too) about every every (0: 100 ms) while this caller waits, and the whole count when the
// build ends: on this goroutine, holding no lock. With ahead the build goes on should every caller stop waiting. A load or
// build that would pass memory (tables and the build's working memory: dbSet.needs) is refused
// with a memory StopError. A caller whose ctx ends first gets a database StopError saying how far
// the build got.
func (c *dbCache) get(ctx context.Context, store pdb.Store, set dbSet, memory int64, ahead bool, every time.Duration, progress func(done, total int64, elapsed time.Duration)) ([]*pdb.DB, error) {
	key := dbKey{store, set.name}
	c.mu.Lock()
	if b := c.builds[key]; b == nil || b.finished() && b.err != nil {
		// None kept or running: the store is asked (outside the lock) what getting it takes.
		c.mu.Unlock()
		if stop := set.overBudget(store, memory); stop != nil {
			return nil, stop
		}
		c.mu.Lock()
	}
	b := c.builds[key]
	if b != nil && b.finished() && b.err != nil {
		b = nil // failed: try again
	}
	if b == nil {
		b = c.start(key, set)
	}
	b.waiting++
	b.ahead = b.ahead || ahead
	c.mu.Unlock()

	var tick <-chan time.Time
	if progress != nil {
		t := time.NewTicker(cmp.Or(every, 100*time.Millisecond))
		defer t.Stop()
		tick = t.C
	}
	tell := func() { // a load has no count: only a build is told
		if done, total := b.count(); total > 0 {
			progress(done, total, time.Since(b.began))
		}
	}
	for {
		select {
		case <-tick:
			tell()
		case <-b.done:
			c.leave(key, b, false)
			if progress != nil && b.err == nil {
				tell()
			}
			return b.dbs, b.err
		case <-ctx.Done():
			c.leave(key, b, c.dropCancelled && context.Cause(ctx) == context.Canceled)
			done, total := b.count()
			return nil, databaseStop(ctx.Err(), done, cmpTotal(total, set), time.Since(b.began))
		}
	}
}

// cmpTotal is total, or the set's placements when no count came yet.
func cmpTotal(total int64, set dbSet) int64 {
	if total > 0 {
		return total
	}
	return set.tableBytes()
}

// ahead starts loading or building set in store, if no build of it runs or is done, to go on
// with nobody waiting: for the solves after this one. A set that would pass memory (see get) is
// not started.
func (c *dbCache) ahead(store pdb.Store, set dbSet, memory int64) {
	if set.overBudget(store, memory) != nil {
		return
	}
	key := dbKey{store, set.name}
	c.mu.Lock()
	defer c.mu.Unlock()
	b := c.builds[key]
	if b == nil || b.finished() && b.err != nil {
		b = c.start(key, set)
	}
	b.ahead = true
}

// building is the memory the builds running in store take (dbSet.buildBytes): what a search
// beside them has less of.
func (c *dbCache) building(store pdb.Store) int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	var n int64
	for k, b := range c.builds {
		if k.store == store && !b.finished() {
			n += b.bytes
		}
	}
	return n
}

// ReleaseDatabases lets go of the pattern databases the process keeps, for every store, and
// stops the builds that no solve waits for (started ahead, for later solves): a program done
// with solving gives their memory back (a 15-puzzle's two take 23 MB, a 7x7's block databases
// 137 MB). A solve running keeps the tables it holds and the builds it waits for; a later solve
// loads or builds its databases again.
func ReleaseDatabases() { databases.release() }

func (c *dbCache) release() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for k, b := range c.builds {
		if b.waiting > 0 && !b.finished() {
			continue // its callers' contexts stop it
		}
		b.cancel()
		delete(c.builds, k)
	}
}

// releaseOthers lets go of store's sets whose names begin with prefix, but keep, that no caller
// waits for (kept, or building ahead): another goal's databases when a solve turns to a new goal.
func (c *dbCache) releaseOthers(store pdb.Store, prefix, keep string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for k, b := range c.builds {
		if k.store == store && k.name != keep && strings.HasPrefix(k.name, prefix) && b.waiting == 0 {
			b.cancel()
			delete(c.builds, k)
		}
	}
}

// ready returns set's databases when they are loaded or built already, else nil.
func (c *dbCache) ready(store pdb.Store, set dbSet) []*pdb.DB {
	c.mu.Lock()
	defer c.mu.Unlock()
	if b := c.builds[dbKey{store, set.name}]; b != nil && b.finished() && b.err == nil {
		return b.dbs
	}
	return nil
}

func (c *dbCache) start(key dbKey, set dbSet) *dbBuild {
	ctx, cancel := context.WithCancel(context.Background())
	b := &dbBuild{done: make(chan struct{}), cancel: cancel, began: time.Now(), bytes: set.buildBytes()}
	c.builds[key] = b
	go func() {
		defer close(b.done)
		defer cancel()
		if err := catch.Run(func() { b.dbs, b.err = buildSet(ctx, key.store, set, b.note) }); err != nil {
			b.dbs, b.err = nil, err
		}
	}()
	return b
}

// leave notes that a caller stopped waiting for b; the last one cancels a build not wanted ahead,
// or any build with drop.
func (c *dbCache) leave(key dbKey, b *dbBuild, drop bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b.waiting--
	if b.waiting == 0 && (!b.ahead || drop) && !b.finished() {
		b.cancel()
		if c.builds[key] == b {
			delete(c.builds, key)
		}
	}
}

func (b *dbBuild) finished() bool {
	select {
	case <-b.done:
		return true
	default:
		return false
	}
}

// note keeps the build's latest count for the callers to read (count).
func (b *dbBuild) note(done, total int64) {
	b.total.Store(total)
	b.counted.Store(done)
}

// count is the build's latest count: placements done and in all (0 and 0 before the first).
func (b *dbBuild) count() (done, total int64) { return b.counted.Load(), b.total.Load() }

// buildSet loads or builds each of set's databases in store, counting one bar for all of them:
// the placements of the databases before one count as done. A database built but not saved still
// serves this process.
func buildSet(ctx context.Context, store pdb.Store, set dbSet, tell func(done, total int64)) ([]*pdb.DB, error) {
	total := set.tableBytes()
	var before int64
	var dbs []*pdb.DB
	for _, part := range set.parts {
		db, _, err := pdb.LoadOrBuild(ctx, part, store, func(pr pdb.BuildProgress) {
			if pr.Phase == pdb.PhaseBuilding {
				tell(before+pr.AllDone, total)
			}
		})
		if err != nil && !(errors.Is(err, pdb.ErrNotSaved) && db != nil) {
			return nil, err
		}
		dbs = append(dbs, db)
		before += part.Placements()
	}
	return dbs, nil
}
