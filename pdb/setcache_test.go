package pdb

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// countingStore keeps its bytes in a DirStore (but only through Load and Save, as a store
// without files does), counts its saves, can hold its loads until released, and can panic on its
// first load: a store whose timing and failures a test controls.
type countingStore struct {
	dir       DirStore
	saves     atomic.Int32
	hold      chan struct{} // loads wait for it to close; nil: they do not wait
	panicOnce atomic.Bool
}

func (s *countingStore) Load(key string) ([]byte, error) {
	if s.hold != nil {
		<-s.hold
	}
	if s.panicOnce.CompareAndSwap(true, false) {
		panic("store bug")
	}
	return s.dir.Load(key)
}

func (s *countingStore) Save(key string, data []byte) error {
	s.saves.Add(1)
	return s.dir.Save(key, data)
}

var (
	smallSet = Set{Name: "8-puzzle", Parts: []Partition{Partition3x3}}
	set15    = Set{Name: "15-puzzle", Parts: []Partition{Partition663B, Partition663C}}
)

func (c *Cache) building(store Store) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, ok := c.builds[cacheKey{store, smallSet.Name}]
	return ok
}

// waiting is how many callers wait for store's build of smallSet.
func (c *Cache) waiting(store Store) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	if b := c.builds[cacheKey{store, smallSet.Name}]; b != nil {
		return b.waiting
	}
	return 0
}

// stopAll cancels every build of c and waits for each to end (a test defers it, so that it runs
// before the test's folders are removed).
func (c *Cache) stopAll() {
	c.Release()
	c.mu.Lock()
	for k, b := range c.builds {
		b.cancel()
		delete(c.builds, k)
	}
	c.mu.Unlock()
	c.running.Wait()
}

// TestCacheOneBuild: callers at once share one build (one save, the same tables), each
// hears the progress up to the whole count, and a later caller gets the kept tables at once.
func TestCacheOneBuild(t *testing.T) {
	databases := NewCache()
	defer databases.stopAll()
	store := &countingStore{dir: DirStore(t.TempDir()), hold: make(chan struct{})}
	var wg sync.WaitGroup
	got := make([][]*DB, 3)
	last := make([]int64, 3)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			dbs, err := databases.Get(context.Background(), store, smallSet, Wait{Memory: 1 << 30, Progress: func(done, _ int64, _ time.Duration) { last[i] = done }})
			if err != nil {
				t.Error(err)
			}
			got[i] = dbs
		}()
	}
	for databases.waiting(store) < len(got) { // every caller waits before the build can end
	}
	close(store.hold)
	wg.Wait()
	want := smallSet.TableBytes()
	for i := range got {
		if len(got[i]) != 1 || got[i][0] != got[0][0] || last[i] != want {
			t.Errorf("caller %d: %v, last count %d of %d", i, got[i], last[i], want)
		}
	}
	if n := store.saves.Load(); n != 1 {
		t.Errorf("%d saves for one build", n)
	}
	if dbs := databases.Ready(store, smallSet); len(dbs) != 1 || dbs[0] != got[0][0] {
		t.Error("the tables were not kept")
	}
}

// TestCacheLeaving: a caller whose context ends gets a database stop and leaves the build
// to the one still waiting; when the last one leaves, the build is cancelled and forgotten, so
// the next caller starts afresh. A build that fails (here its store panics) is not kept: the next
// caller tries again and gets the tables. A set larger than the memory budget is refused.
func TestCacheLeaving(t *testing.T) {
	databases := NewCache()
	defer databases.stopAll()
	store := &countingStore{dir: DirStore(t.TempDir()), hold: make(chan struct{})}
	stay := make(chan error)
	go func() {
		_, err := databases.Get(context.Background(), store, smallSet, Wait{Memory: 1 << 30})
		stay <- err
	}()
	for !databases.building(store) {
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := databases.Get(ctx, store, smallSet, Wait{Memory: 1 << 30})
	var se *StopError
	if !errors.As(err, &se) || !errors.Is(err, context.Canceled) {
		t.Fatalf("the cancelled caller got %v", err)
	}
	if !databases.building(store) {
		t.Fatal("the build stopped while a caller still waited")
	}
	close(store.hold)
	if err := <-stay; err != nil {
		t.Fatalf("the caller that stayed got %v", err)
	}

	lone := &countingStore{dir: DirStore(t.TempDir()), hold: make(chan struct{})}
	ctx, cancel = context.WithCancel(context.Background())
	left := make(chan error)
	go func() {
		_, err := databases.Get(ctx, lone, smallSet, Wait{Memory: 1 << 30})
		left <- err
	}()
	for !databases.building(lone) {
	}
	cancel()
	if err := <-left; !errors.Is(err, context.Canceled) {
		t.Fatalf("the lone caller got %v", err)
	}
	if databases.building(lone) {
		t.Error("a build nobody waits for was kept")
	}
	close(lone.hold)

	broken := &countingStore{dir: DirStore(t.TempDir())}
	broken.panicOnce.Store(true)
	_, err = databases.Get(context.Background(), broken, smallSet, Wait{Memory: 1 << 30})
	if err == nil || !strings.Contains(err.Error(), "store bug") {
		t.Fatalf("a store that panics gave %v", err)
	}
	if dbs, err := databases.Get(context.Background(), broken, smallSet, Wait{Memory: 1 << 30}); err != nil || len(dbs) != 1 {
		t.Fatalf("the build after a failed one: %v, %v", dbs, err)
	}

	var over *MemoryError
	if _, err := databases.Get(context.Background(), broken, set15, Wait{Memory: 1 << 20}); !errors.As(err, &over) || over.Memory != 1<<20 {
		t.Errorf("a set over the memory budget: %v", err)
	}
}

// TestCacheAheadAfterCancel: a build wanted ahead goes on when its lone caller stops
// waiting, except, where the cache drops cancelled builds (the web's one thread), when the caller
// was cancelled (context.Canceled as the cause) rather than out of time or stopped for another
// reason (the fast answer proven already).
func TestCacheAheadAfterCancel(t *testing.T) {
	cancelled := func() context.Context {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		return ctx
	}
	outOfTime := func() context.Context {
		ctx, cancel := context.WithTimeout(context.Background(), 0)
		cancel()
		return ctx
	}
	answered := func() context.Context {
		ctx, cancel := context.WithCancelCause(context.Background())
		cancel(errors.New("answered another way"))
		return ctx
	}
	for _, tc := range []struct {
		name     string
		drop     bool
		ctx      func() context.Context // the caller's, ended before it asks
		building bool                   // the build goes on
	}{
		{"desktop, cancelled", false, cancelled, true},
		{"desktop, out of time", false, outOfTime, true},
		{"web, cancelled", true, cancelled, false},
		{"web, out of time", true, outOfTime, true},
		{"web, answered", true, answered, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			databases := NewCache()
			defer databases.stopAll()
			databases.dropCancelled = tc.drop
			store := &countingStore{dir: DirStore(t.TempDir()), hold: make(chan struct{})}
			defer close(store.hold)
			if _, err := databases.Get(tc.ctx(), store, smallSet, Wait{Memory: 1 << 30, Ahead: true}); err == nil {
				t.Fatal("the caller that stopped waiting got the tables")
			}
			if got := databases.building(store); got != tc.building {
				t.Errorf("build kept: %v, want %v", got, tc.building)
			}
		})
	}
}

// TestCacheCountsBuildMemory: a budget that holds the 15-puzzle's tables but not their
// build refuses the build (Get and Ahead alike) yet lets kept ones load; a running build's
// memory is what the searches beside it are told is taken (Building), until it ends.
func TestCacheCountsBuildMemory(t *testing.T) {
	databases := NewCache()
	defer databases.stopAll()
	if set15.BuildBytes() <= set15.TableBytes() {
		t.Fatalf("the build counted as %d bytes, its tables alone %d", set15.BuildBytes(), set15.TableBytes())
	}
	memory := set15.TableBytes() + 1<<20
	fresh := &countingStore{dir: DirStore(t.TempDir())}
	var over *MemoryError
	if _, err := databases.Get(context.Background(), fresh, set15, Wait{Memory: memory}); !errors.As(err, &over) || over.Need != set15.BuildBytes() {
		t.Fatalf("a build over the budget: %v", err)
	}
	databases.Ahead(fresh, set15, memory)
	databases.mu.Lock()
	_, started := databases.builds[cacheKey{fresh, set15.Name}]
	databases.mu.Unlock()
	if started || fresh.saves.Load() != 0 {
		t.Fatal("ahead started a build over the budget")
	}

	kept, err := DefaultDir() // the test cache: the 15-puzzle's files built once
	if err != nil {
		t.Fatal(err)
	}
	if _, err := databases.Get(context.Background(), DirStore(kept), set15, Wait{}); err != nil {
		t.Fatal(err)
	}
	loading := DirStore(t.TempDir())
	for _, part := range set15.Parts {
		data, err := DirStore(kept).Load(Key(part))
		if err != nil {
			t.Fatal(err)
		}
		if err := loading.Save(Key(part), data); err != nil {
			t.Fatal(err)
		}
	}
	if dbs, err := databases.Get(context.Background(), loading, set15, Wait{Memory: memory}); err != nil || len(dbs) != 2 {
		t.Fatalf("kept databases within the budget did not load: %v", err)
	}

	held := &countingStore{dir: DirStore(t.TempDir()), hold: make(chan struct{})}
	databases.Ahead(held, smallSet, 1<<30)
	if got := databases.Building(held); got != smallSet.BuildBytes() {
		t.Errorf("a running build counted as %d bytes, want %d", got, smallSet.BuildBytes())
	}
	close(held.hold)
	if _, err := databases.Get(context.Background(), held, smallSet, Wait{Memory: 1 << 30}); err != nil {
		t.Fatal(err)
	}
	if got := databases.Building(held); got != 0 {
		t.Errorf("a finished build still counted as %d bytes", got)
	}
}

// TestCacheProgressAtTheCallersPace: however often a build counts (here a thousand times
// between two of the caller's ticks, given by the test), each waiting caller hears it once a tick
// of its own, on its own goroutine with no lock of the cache held (its report asks the cache,
// which would wait forever under the cache's lock), and the whole count once the build ends.
func TestCacheProgressAtTheCallersPace(t *testing.T) {
	databases := NewCache()
	defer databases.stopAll()
	ticks := make(chan time.Time) // unbuffered: a send returns once the caller has taken the tick
	databases.ticker = func(time.Duration) (<-chan time.Time, func()) { return ticks, func() {} }
	store := &countingStore{dir: DirStore(t.TempDir()), hold: make(chan struct{})}
	var heard []int64
	got := make(chan error)
	go func() {
		_, err := databases.Get(context.Background(), store, smallSet, Wait{Memory: 1 << 30, Every: time.Millisecond, Progress: func(done, _ int64, _ time.Duration) {
			databases.Ready(store, smallSet)
			databases.Building(store)
			heard = append(heard, done)
		}})
		got <- err
	}()
	for databases.waiting(store) < 1 {
	}
	databases.mu.Lock()
	b := databases.builds[cacheKey{store, smallSet.Name}]
	databases.mu.Unlock()
	const told = 5
	for tick := range told {
		for i := range 1000 { // the build's counts, far more often than the caller's ticks
			b.note(int64(tick*1000+i), 1<<20)
		}
		ticks <- time.Time{}
	}
	close(store.hold)
	if err := <-got; err != nil {
		t.Fatal(err)
	}
	if len(heard) != told+1 {
		t.Fatalf("heard %d reports for %d ticks and the build's end: want %d", len(heard), told, told+1)
	}
	if last := heard[len(heard)-1]; last != smallSet.TableBytes() {
		t.Errorf("the last report counted %d, want the whole %d", last, smallSet.TableBytes())
	}
}

// TestCacheRelease: Release drops the kept tables at once; a build started ahead that nobody
// waits for goes on to its end, is saved to its store and only then dropped from memory (the
// work is not thrown away: the next Get loads it); a build a caller waits for goes on and the
// caller gets its tables.
func TestCacheRelease(t *testing.T) {
	databases := NewCache()
	defer databases.stopAll()
	kept := &countingStore{dir: DirStore(t.TempDir())}
	ahead := &countingStore{dir: DirStore(t.TempDir()), hold: make(chan struct{})}
	waited := &countingStore{dir: DirStore(t.TempDir()), hold: make(chan struct{})}
	if _, err := databases.Get(context.Background(), kept, smallSet, Wait{Memory: 1 << 30}); err != nil {
		t.Fatal(err)
	}
	databases.Ahead(ahead, smallSet, 1<<30)
	got := make(chan error)
	go func() {
		dbs, err := databases.Get(context.Background(), waited, smallSet, Wait{Memory: 1 << 30})
		if err == nil && len(dbs) != 1 {
			err = errors.New("no tables")
		}
		got <- err
	}()
	for databases.waiting(waited) < 1 {
	}
	databases.Release()
	if databases.Ready(kept, smallSet) != nil {
		t.Error("the kept tables were not released")
	}
	if !databases.building(ahead) {
		t.Error("the build started ahead was stopped")
	}
	close(ahead.hold)
	if !databases.building(waited) {
		t.Fatal("the build a caller waits for was stopped")
	}
	close(waited.hold)
	if err := <-got; err != nil {
		t.Errorf("the waiting caller got %v", err)
	}
	databases.running.Wait() // every build has ended
	if n := ahead.saves.Load(); n != 1 {
		t.Errorf("the build started ahead saved %d times, want once", n)
	}
	if databases.building(ahead) || databases.Ready(ahead, smallSet) != nil {
		t.Error("the released build's tables are kept after it ended")
	}
	if databases.Ready(waited, smallSet) == nil {
		t.Error("the tables a caller waited for are not kept")
	}
	for _, store := range []*countingStore{kept, ahead} {
		if dbs, err := databases.Get(context.Background(), store, smallSet, Wait{Memory: 1 << 30}); err != nil || len(dbs) != 1 {
			t.Errorf("after the release the tables did not load again: %v", err)
		}
	}
	if n := ahead.saves.Load(); n != 1 {
		t.Errorf("the released build was built again (%d saves): it was not kept in its store", n)
	}
}

// sliceStore is a Store whose type cannot key a map.
type sliceStore []string

func (sliceStore) Load(string) ([]byte, error) { return nil, errors.New("none") }
func (sliceStore) Save(string, []byte) error   { return nil }

// TestCacheUncomparableStore: a store whose type cannot key the cache is refused by Get with an
// error that says so, and every other entry point takes it without a panic (comparing it with a
// key's store, or keying the map by it, would panic), a comparable store's build beside it.
func TestCacheUncomparableStore(t *testing.T) {
	databases := NewCache()
	defer databases.stopAll()
	held := &countingStore{dir: DirStore(t.TempDir()), hold: make(chan struct{})}
	defer close(held.hold)
	databases.Ahead(held, smallSet, 1<<30) // a key for the others to compare with
	bad := sliceStore{"x"}
	if _, err := databases.Get(context.Background(), bad, smallSet, Wait{Memory: 1 << 30}); err == nil || !strings.Contains(err.Error(), "not comparable") {
		t.Errorf("Get: %v, want the store refused", err)
	}
	databases.Ahead(bad, smallSet, 1<<30)
	if databases.Ready(bad, smallSet) != nil || databases.Building(bad) != 0 {
		t.Error("the refused store has databases")
	}
	databases.ReleaseOthers(bad, "", "")
	if databases.Building(held) == 0 {
		t.Error("releasing the refused store's sets stopped another store's build")
	}
}
