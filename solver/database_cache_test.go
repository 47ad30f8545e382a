package solver

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/pdb"
)

// countingStore keeps its bytes in a DirStore (but only through Load and Save, as a store
// without files does), counts its saves, can hold its loads until released, and can panic on its
// first load: a store whose timing and failures a test controls.
type countingStore struct {
	dir       pdb.DirStore
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

var smallSet = dbSet{name: "8-puzzle", parts: []pdb.Partition{pdb.Partition3x3}}

func building(store pdb.Store) bool {
	databases.mu.Lock()
	defer databases.mu.Unlock()
	_, ok := databases.builds[dbKey{store, smallSet.name}]
	return ok
}

// waiting is how many callers wait for store's build of smallSet.
func waiting(store pdb.Store) int {
	databases.mu.Lock()
	defer databases.mu.Unlock()
	if b := databases.builds[dbKey{store, smallSet.name}]; b != nil {
		return b.waiting
	}
	return 0
}

// TestDatabaseCacheOneBuild: callers at once share one build (one save, the same tables), each
// hears the progress up to the whole count, and a later caller gets the kept tables at once.
func TestDatabaseCacheOneBuild(t *testing.T) {
	store := &countingStore{dir: pdb.DirStore(t.TempDir()), hold: make(chan struct{})}
	t.Cleanup(func() { databases.forget(store) })
	var wg sync.WaitGroup
	got := make([][]*pdb.DB, 3)
	last := make([]int64, 3)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			dbs, err := databases.get(context.Background(), store, smallSet, 1<<30, false, 0, func(done, _ int64, _ time.Duration) { last[i] = done })
			if err != nil {
				t.Error(err)
			}
			got[i] = dbs
		}()
	}
	for waiting(store) < len(got) { // every caller waits before the build can end
	}
	close(store.hold)
	wg.Wait()
	want := smallSet.tableBytes()
	for i := range got {
		if len(got[i]) != 1 || got[i][0] != got[0][0] || last[i] != want {
			t.Errorf("caller %d: %v, last count %d of %d", i, got[i], last[i], want)
		}
	}
	if n := store.saves.Load(); n != 1 {
		t.Errorf("%d saves for one build", n)
	}
	if dbs := databases.ready(store, smallSet); len(dbs) != 1 || dbs[0] != got[0][0] {
		t.Error("the tables were not kept")
	}
}

// TestDatabaseCacheLeaving: a caller whose context ends gets a database stop and leaves the build
// to the one still waiting; when the last one leaves, the build is cancelled and forgotten, so
// the next caller starts afresh. A build that fails (here its store panics) is not kept: the next
// caller tries again and gets the tables. A set larger than the memory budget is refused.
func TestDatabaseCacheLeaving(t *testing.T) {
	store := &countingStore{dir: pdb.DirStore(t.TempDir()), hold: make(chan struct{})}
	t.Cleanup(func() { databases.forget(store) })
	stay := make(chan error)
	go func() {
		_, err := databases.get(context.Background(), store, smallSet, 1<<30, false, 0, nil)
		stay <- err
	}()
	for !building(store) {
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := databases.get(ctx, store, smallSet, 1<<30, false, 0, nil)
	var se *StopError
	if !errors.As(err, &se) || se.Phase != PhaseDatabase || se.Limit != LimitCancel {
		t.Fatalf("the cancelled caller got %v", err)
	}
	if !building(store) {
		t.Fatal("the build stopped while a caller still waited")
	}
	close(store.hold)
	if err := <-stay; err != nil {
		t.Fatalf("the caller that stayed got %v", err)
	}

	lone := &countingStore{dir: pdb.DirStore(t.TempDir()), hold: make(chan struct{})}
	t.Cleanup(func() { databases.forget(lone) })
	ctx, cancel = context.WithCancel(context.Background())
	left := make(chan error)
	go func() {
		_, err := databases.get(ctx, lone, smallSet, 1<<30, false, 0, nil)
		left <- err
	}()
	for !building(lone) {
	}
	cancel()
	if err := <-left; !errors.Is(err, context.Canceled) {
		t.Fatalf("the lone caller got %v", err)
	}
	if building(lone) {
		t.Error("a build nobody waits for was kept")
	}
	close(lone.hold)

	broken := &countingStore{dir: pdb.DirStore(t.TempDir())}
	t.Cleanup(func() { databases.forget(broken) })
	broken.panicOnce.Store(true)
	_, err = databases.get(context.Background(), broken, smallSet, 1<<30, false, 0, nil)
	var bug *InternalError
	if !errors.As(err, &bug) || bug.Value != "store bug" {
		t.Fatalf("a store that panics gave %v", err)
	}
	if dbs, err := databases.get(context.Background(), broken, smallSet, 1<<30, false, 0, nil); err != nil || len(dbs) != 1 {
		t.Fatalf("the build after a failed one: %v, %v", dbs, err)
	}

	if _, err := databases.get(context.Background(), broken, set15, 1<<20, false, 0, nil); !errors.As(err, &se) || se.Limit != LimitMemory {
		t.Errorf("a set over the memory budget: %v", err)
	}
}

// TestDatabaseCacheAheadAfterCancel: a build wanted ahead goes on when its lone caller stops
// waiting, except, where the cache drops cancelled builds (the web's one thread), when the caller
// was cancelled (context.Canceled as the cause) rather than out of time or stopped for another
// reason (the fast answer proven already).
func TestDatabaseCacheAheadAfterCancel(t *testing.T) {
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
		cancel(errAnswered)
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
			databases.mu.Lock()
			databases.dropCancelled = tc.drop
			databases.mu.Unlock()
			t.Cleanup(func() {
				databases.mu.Lock()
				databases.dropCancelled = false
				databases.mu.Unlock()
			})
			store := &countingStore{dir: pdb.DirStore(t.TempDir()), hold: make(chan struct{})}
			t.Cleanup(func() { databases.forget(store) })
			defer close(store.hold)
			if _, err := databases.get(tc.ctx(), store, smallSet, 1<<30, true, 0, nil); err == nil {
				t.Fatal("the caller that stopped waiting got the tables")
			}
			if got := building(store); got != tc.building {
				t.Errorf("build kept: %v, want %v", got, tc.building)
			}
		})
	}
}

// forget drops every set kept for store: a test's fresh process.
func (c *dbCache) forget(store pdb.Store) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for k, b := range c.builds {
		if k.store == store {
			b.cancel()
			delete(c.builds, k)
		}
	}
}

// TestDatabaseCacheCountsBuildMemory: a budget that holds the 15-puzzle's tables but not their
// build refuses the build (get and ahead alike) yet lets kept ones load; a running build's
// memory is what the searches beside it are told is taken (building), until it ends.
func TestDatabaseCacheCountsBuildMemory(t *testing.T) {
	if set15.buildBytes() <= set15.tableBytes() {
		t.Fatalf("the build counted as %d bytes, its tables alone %d", set15.buildBytes(), set15.tableBytes())
	}
	memory := set15.tableBytes() + 1<<20
	fresh := &countingStore{dir: pdb.DirStore(t.TempDir())}
	t.Cleanup(func() { databases.forget(fresh) })
	var se *StopError
	if _, err := databases.get(context.Background(), fresh, set15, memory, false, 0, nil); !errors.As(err, &se) || se.Limit != LimitMemory || se.Phase != PhaseDatabase {
		t.Fatalf("a build over the budget: %v", err)
	}
	databases.ahead(fresh, set15, memory)
	databases.mu.Lock()
	_, started := databases.builds[dbKey{fresh, set15.name}]
	databases.mu.Unlock()
	if started || fresh.saves.Load() != 0 {
		t.Fatal("ahead started a build over the budget")
	}

	kept, err := pdb.DefaultDir() // the test cache: the 15-puzzle's files built once
	if err != nil {
		t.Fatal(err)
	}
	if _, err := database15(context.Background(), Config{DatabaseDir: kept}); err != nil {
		t.Fatal(err)
	}
	loading := pdb.DirStore(t.TempDir())
	for _, part := range set15.parts {
		data, err := pdb.DirStore(kept).Load(pdb.Key(part))
		if err != nil {
			t.Fatal(err)
		}
		if err := loading.Save(pdb.Key(part), data); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() { databases.forget(loading) })
	if dbs, err := databases.get(context.Background(), loading, set15, memory, false, 0, nil); err != nil || len(dbs) != 2 {
		t.Fatalf("kept databases within the budget did not load: %v", err)
	}

	held := &countingStore{dir: pdb.DirStore(t.TempDir()), hold: make(chan struct{})}
	t.Cleanup(func() { databases.forget(held) })
	databases.ahead(held, smallSet, 1<<30)
	if got := databases.building(held); got != smallSet.buildBytes() {
		t.Errorf("a running build counted as %d bytes, want %d", got, smallSet.buildBytes())
	}
	close(held.hold)
	if _, err := databases.get(context.Background(), held, smallSet, 1<<30, false, 0, nil); err != nil {
		t.Fatal(err)
	}
	if got := databases.building(held); got != 0 {
		t.Errorf("a finished build still counted as %d bytes", got)
	}
}

// TestDatabaseCacheProgressAtTheCallersPace: however often a build counts (here a thousand
// times, as fast as the test can), each waiting caller hears it at most once an interval of its
// own, on its own goroutine with no lock of the cache held (its report asks the cache, which
// would wait forever under the cache's lock), and the whole count once the build ends.
func TestDatabaseCacheProgressAtTheCallersPace(t *testing.T) {
	store := &countingStore{dir: pdb.DirStore(t.TempDir()), hold: make(chan struct{})}
	t.Cleanup(func() { databases.forget(store) })
	const every = 20 * time.Millisecond
	var heard []int64
	began := time.Now()
	got := make(chan error)
	go func() {
		_, err := databases.get(context.Background(), store, smallSet, 1<<30, false, every, func(done, _ int64, _ time.Duration) {
			databases.ready(store, smallSet)
			databases.building(store)
			heard = append(heard, done)
		})
		got <- err
	}()
	for waiting(store) < 1 {
	}
	databases.mu.Lock()
	b := databases.builds[dbKey{store, smallSet.name}]
	databases.mu.Unlock()
	for i := range 1000 { // the build's counts, far more often than the caller's interval
		b.note(int64(i), 1<<20)
		time.Sleep(100 * time.Microsecond)
	}
	close(store.hold)
	if err := <-got; err != nil {
		t.Fatal(err)
	}
	elapsed := time.Since(began)
	if most := int(elapsed/every) + 2; len(heard) > most || len(heard) < 2 {
		t.Errorf("heard %d reports in %v at one every %v: want 2 to %d", len(heard), elapsed, every, most)
	}
	if last := heard[len(heard)-1]; last != smallSet.tableBytes() {
		t.Errorf("the last report counted %d, want the whole %d", last, smallSet.tableBytes())
	}
}

// TestReleaseDatabases: ReleaseDatabases drops the kept tables and stops a build started ahead
// that nobody waits for, but not one a caller waits for, which still gets its tables.
func TestReleaseDatabases(t *testing.T) {
	kept := &countingStore{dir: pdb.DirStore(t.TempDir())}
	ahead := &countingStore{dir: pdb.DirStore(t.TempDir()), hold: make(chan struct{})}
	waited := &countingStore{dir: pdb.DirStore(t.TempDir()), hold: make(chan struct{})}
	for _, s := range []*countingStore{kept, ahead, waited} {
		t.Cleanup(func() { databases.forget(s) })
	}
	if _, err := databases.get(context.Background(), kept, smallSet, 1<<30, false, 0, nil); err != nil {
		t.Fatal(err)
	}
	databases.ahead(ahead, smallSet, 1<<30)
	got := make(chan error)
	go func() {
		dbs, err := databases.get(context.Background(), waited, smallSet, 1<<30, false, 0, nil)
		if err == nil && len(dbs) != 1 {
			err = errors.New("no tables")
		}
		got <- err
	}()
	for waiting(waited) < 1 {
	}
	ReleaseDatabases()
	if databases.ready(kept, smallSet) != nil {
		t.Error("the kept tables were not released")
	}
	if building(ahead) {
		t.Error("the build started ahead goes on")
	}
	close(ahead.hold)
	if !building(waited) {
		t.Fatal("the build a caller waits for was stopped")
	}
	close(waited.hold)
	if err := <-got; err != nil {
		t.Errorf("the waiting caller got %v", err)
	}
	if dbs, err := databases.get(context.Background(), kept, smallSet, 1<<30, false, 0, nil); err != nil || len(dbs) != 1 {
		t.Errorf("after the release the tables did not load again: %v", err)
	}
}

// sliceStore is a pdb.Store whose type cannot key a map.
type sliceStore []string

func (sliceStore) Load(string) ([]byte, error) { return nil, errors.New("none") }
func (sliceStore) Save(string, []byte) error   { return nil }

// TestUncomparableStoreRefused: a store whose type cannot key the cache is refused with an error
// that says so, where it made the cache's map panic.
func TestUncomparableStoreRefused(t *testing.T) {
	p := randomPuzzles(t, 4, 1, 3)[0]
	_, err := Solve(context.Background(), p, Config{Algorithm: "ida", DatabaseStore: sliceStore{"x"}})
	var bug *InternalError
	if err == nil || errors.As(err, &bug) || !strings.Contains(err.Error(), "not comparable") {
		t.Errorf("a store of an uncomparable type gave %v", err)
	}
}
