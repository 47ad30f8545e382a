package pdb

import (
	"cmp"
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tilesolve/tilesolve/internal/catch"
	"github.com/tilesolve/tilesolve/internal/yield"
)

// Cache holds a process's sets of databases, by store and set name. Each set is loaded or built
// once, on a goroutine of the cache's, whoever asks first; every caller waits on its own context.
// A caller that stops waiting leaves the build to the others, and the last one to leave cancels
// it, unless it was asked to go on for later callers (Wait.Ahead; on the web only a caller out of
// time leaves it on, see dropCancelled). A failed or cancelled build is not kept: the next caller
// tries again. Release lets go of what it holds, letting a build in progress finish (and be
// saved) first. The zero Cache is not ready: use NewCache.
type Cache struct {
	mu     sync.Mutex
	builds map[cacheKey]*setBuild
	// dropCancelled stops a build wanted ahead when its last caller is cancelled by the user
	// (context.Canceled as the cause, rather than out of time or stopped for another reason):
	// on the web, where it would share the page's one thread with the UI.
	dropCancelled bool
	running       sync.WaitGroup // the build goroutines
	// ticker gives a waiting caller's progress ticks (nil: a time.Ticker every d); a test's
	// ticks come when it says.
	ticker func(d time.Duration) (ticks <-chan time.Time, stop func())
}

// NewCache returns an empty cache.
func NewCache() *Cache {
	return &Cache{builds: map[cacheKey]*setBuild{}, dropCancelled: yield.SharedThread}
}

type cacheKey struct {
	store Store
	name  string
}

// key is the cache's key of set in store, or an error when store's type cannot key a map
// (comparing an interface that holds a slice, map or function panics).
func key(store Store, set Set) (cacheKey, error) {
	k := cacheKey{store, set.Name}
	if catch.Run(func() { _ = map[cacheKey]bool{k: true} }) != nil {
		return cacheKey{}, fmt.Errorf("pdb: a Store of type %T cannot key the database cache (its type is not comparable): give a pointer to it", store)
	}
	return k, nil
}

// setBuild is one set's loading or building. done is closed once dbs or err is set.
type setBuild struct {
	done    chan struct{}
	dbs     []*DB
	err     error
	cancel  context.CancelFunc
	began   time.Time
	bytes   int64 // the memory a build of it takes at its peak (a load takes less, for a moment)
	waiting int   // callers waiting now
	ahead   bool  // goes on when nobody waits: a later caller will want it
	// released says Release let go of it while it ran: it is dropped from the cache once built
	// (and saved), unless a caller comes for it first.
	released bool

	// counted and total are the build's latest count of placements done and in all, which each
	// waiting caller reads at its own interval (Get): the build never runs a caller's code.
	counted, total atomic.Int64
}

// Wait is how a caller of Get waits.
type Wait struct {
	// Memory is the caller's budget for getting the set (Set.Needs); 0: none.
	Memory int64
	// Ahead lets the build go on should every caller stop waiting: a later one will want it.
	Ahead bool
	// Progress, when not nil, hears the build's count of placements done of all and its time
	// about every Every (0: 100 ms) while this caller waits, and the whole count when the build
	// ends: on the caller's goroutine, holding no lock. A load has no count and is not told.
	Progress func(done, total int64, elapsed time.Duration)
	Every    time.Duration
}

// StopError is what Get returns to a caller whose context ended before the set was had: how far
// the build got. It wraps the context's error.
type StopError struct {
	Done, Total int64 // placements built and in all
	Elapsed     time.Duration
	Err         error
}

func (e *StopError) Error() string {
	return fmt.Sprintf("pattern databases: %d of %d placements built in %v: %v", e.Done, e.Total, e.Elapsed.Round(time.Millisecond), e.Err)
}

func (e *StopError) Unwrap() error { return e.Err }

// Get returns set's databases from store, loading or building them (see Cache). A load or build
// that would pass w.Memory is refused with a *MemoryError; a caller whose ctx ends first gets a
// *StopError. A panic of the build's (a Store's, say) comes back as the error, not a crash.
func (c *Cache) Get(ctx context.Context, store Store, set Set, w Wait) ([]*DB, error) {
	k, err := key(store, set)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	if b := c.builds[k]; b == nil || b.finished() && b.err != nil {
		// None kept or running: the store is asked (outside the lock) what getting it takes.
		c.mu.Unlock()
		if err := set.overBudget(store, w.Memory); err != nil {
			return nil, err
		}
		c.mu.Lock()
	}
	b := c.builds[k]
	if b != nil && b.finished() && b.err != nil {
		b = nil // failed: try again
	}
	if b == nil {
		b = c.start(k, set)
	}
	b.waiting++
	b.ahead = b.ahead || w.Ahead
	b.released = false // wanted again: kept once built
	c.mu.Unlock()

	var tick <-chan time.Time
	if w.Progress != nil {
		var stop func()
		tick, stop = c.newTicker(cmp.Or(w.Every, 100*time.Millisecond))
		defer stop()
	}
	tell := func() {
		if done, total := b.count(); total > 0 {
			w.Progress(done, total, time.Since(b.began))
		}
	}
	for {
		select {
		case <-tick:
			tell()
		case <-b.done:
			c.leave(k, b, false)
			if w.Progress != nil && b.err == nil {
				tell()
			}
			return b.dbs, b.err
		case <-ctx.Done():
			c.leave(k, b, c.dropCancelled && context.Cause(ctx) == context.Canceled)
			done, total := b.count()
			if total == 0 {
				total = set.TableBytes()
			}
			return nil, &StopError{Done: done, Total: total, Elapsed: time.Since(b.began), Err: ctx.Err()}
		}
	}
}

// newTicker is the cache's ticker (c.ticker) or the wall clock's.
func (c *Cache) newTicker(d time.Duration) (<-chan time.Time, func()) {
	if c.ticker != nil {
		return c.ticker(d)
	}
	t := time.NewTicker(d)
	return t.C, t.Stop
}

// Ahead starts loading or building set in store, if no build of it runs or is done, to go on
// with nobody waiting: for later callers. A set that would pass memory (see Get) is not started.
func (c *Cache) Ahead(store Store, set Set, memory int64) {
	k, err := key(store, set)
	if err != nil || set.overBudget(store, memory) != nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	b := c.builds[k]
	if b == nil || b.finished() && b.err != nil {
		b = c.start(k, set)
	}
	b.ahead, b.released = true, false
}

// Building is the memory the builds running in store take (Set.BuildBytes): what a search beside
// them has less of.
func (c *Cache) Building(store Store) int64 {
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

// Ready returns set's databases when they are loaded or built already, else nil.
func (c *Cache) Ready(store Store, set Set) []*DB {
	k, err := key(store, set)
	if err != nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if b := c.builds[k]; b != nil && b.finished() && b.err == nil {
		return b.dbs
	}
	return nil
}

// Release lets go of the databases the cache keeps, for every store: a program done with them
// gives their memory back. A build still running goes on, so that the work is not lost: a build a
// caller waits for as before, and one nobody waits for (started ahead) to its end, where it is
// saved to its store and then dropped from memory (unless a caller came for it meanwhile). A
// later Get loads (or builds) again.
func (c *Cache) Release() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for k, b := range c.builds {
		switch {
		case !b.finished() && b.waiting > 0:
			// its callers' contexts stop it
		case !b.finished():
			b.released = true // dropped when it ends (start)
		default:
			delete(c.builds, k)
		}
	}
}

// ReleaseOthers lets go of store's sets whose names begin with prefix, but keep, that no caller
// waits for (kept, or building ahead): another goal's databases when a solve turns to a new goal.
func (c *Cache) ReleaseOthers(store Store, prefix, keep string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for k, b := range c.builds {
		if k.store == store && k.name != keep && strings.HasPrefix(k.name, prefix) && b.waiting == 0 {
			b.cancel()
			delete(c.builds, k)
		}
	}
}

func (c *Cache) start(k cacheKey, set Set) *setBuild {
	ctx, cancel := context.WithCancel(context.Background())
	b := &setBuild{done: make(chan struct{}), cancel: cancel, began: time.Now(), bytes: set.BuildBytes()}
	c.builds[k] = b
	c.running.Add(1)
	go func() {
		defer c.running.Done()
		defer close(b.done)
		defer cancel()
		if err := catch.Run(func() { b.dbs, b.err = set.loadOrBuild(ctx, k.store, b.note) }); err != nil {
			b.dbs, b.err = nil, err
		}
		c.mu.Lock()
		defer c.mu.Unlock()
		if b.released && c.builds[k] == b { // released while it ran, and nobody came for it
			delete(c.builds, k)
		}
	}()
	return b
}

// leave notes that a caller stopped waiting for b; the last one cancels a build not wanted ahead,
// or any build with drop.
func (c *Cache) leave(k cacheKey, b *setBuild, drop bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b.waiting--
	if b.waiting == 0 && (!b.ahead || drop) && !b.finished() {
		b.cancel()
		if c.builds[k] == b {
			delete(c.builds, k)
		}
	}
}

func (b *setBuild) finished() bool {
	select {
	case <-b.done:
		return true
	default:
		return false
	}
}

// note keeps the build's latest count for the callers to read (count).
func (b *setBuild) note(done, total int64) {
	b.total.Store(total)
	b.counted.Store(done)
}

// count is the build's latest count: placements done and in all (0 and 0 before the first).
func (b *setBuild) count() (done, total int64) { return b.counted.Load(), b.total.Load() }
