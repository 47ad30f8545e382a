//go:build js

package platform

import (
	"context"
	"fmt"
	"io/fs"
	"sync"
	"sync/atomic"
	"syscall/js"

	"github.com/hack-pad/go-indexeddb/idb"
	"github.com/tilesolve/tilesolve/session"
)

// pageStore keeps the pattern databases in the browser's IndexedDB (session.DatabaseStore), so that a second
// visit loads them instead of building them; the desktop keeps them as files (pdb.DirStore).
// Where the browser refuses (storage full, or turned off in a private window) the databases still
// serve the visit, and refused hears why, once.
type pageStore struct {
	refused func(error)
	// told hears, on a goroutine of its own, a line for the status: that another tab is building
	// a database this tab waits for (OtherTabText), or on the first visit after a reload cut a
	// build short, that it starts again (cutBuildText).
	told func(string)
	once sync.Once
	mu   sync.Mutex
	db   *idb.Database
}

// BuildingText is the progress panel's line while the databases build: a page keeps each once
// built (a reload starts that one over), and a second tab waits for the first's.
const BuildingText = "Building the 15-puzzle pattern databases, each kept once built: a reload starts the one under way over…"

// The status's words on a build in another tab, and on one a reload cut short.
const (
	OtherTabText = "Another tab is building the pattern databases: this one waits for it, then loads them…"
	cutBuildText = "A reload cut the last build of the pattern databases short: the next solve that needs them builds it again (the ones finished before are kept)."
)

// buildingMark is the localStorage item that names the database this page is building, there
// from the build's start to its end: one still there when the next visit starts was cut short.
const buildingMark = "tilesolve-building"

// otherTabBuilds is on while this page waits for another tab's build (pageStore.Lock).
var otherTabBuilds atomic.Bool

// AnotherTabBuilds says whether this page waits for a database another tab is building.
func AnotherTabBuilds() bool { return otherTabBuilds.Load() }

// Lock holds the browser's lock on key (the Web Locks API, shared by the site's tabs) while
// pdb.LoadOrBuild looks for the database and builds and saves it, so that a second tab waits for
// the first's build and loads it (pdb.Locker). Where another tab holds it, told hears so. Without
// Web Locks (an old browser, a page not served from https or localhost) each tab builds its own.
func (s *pageStore) Lock(ctx context.Context, key string) (func(), error) {
	locks := js.Global().Get("navigator").Get("locks")
	if locks.IsUndefined() {
		return func() {}, nil
	}
	name := "tilesolve-" + key
	held, err := s.request(ctx, locks, name, true)
	if err == nil && held == nil { // another tab has it: wait for it
		otherTabBuilds.Store(true)
		s.tell(OtherTabText)
		held, err = s.request(ctx, locks, name, false)
		otherTabBuilds.Store(false)
	}
	if err != nil {
		return nil, err
	}
	if !s.Has(key) { // this tab builds it: a reload meanwhile cuts it short
		setLocal(buildingMark, key)
	}
	return func() {
		removeLocal(buildingMark) // built and saved, or stopped in this page
		held()
	}, nil
}

// request asks for the lock named name; with ifAvailable it returns a nil release at once where
// another tab holds it. It waits until the lock is granted or ctx ends.
func (s *pageStore) request(ctx context.Context, locks js.Value, name string, ifAvailable bool) (release func(), err error) {
	granted := make(chan bool, 1) // false: not available
	done := make(chan struct{})
	abort := js.Global().Get("AbortController").New()
	var onGrant, onError js.Func
	onGrant = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if args[0].IsNull() {
			granted <- false
			return nil
		}
		granted <- true
		// The lock is held until this promise settles: when release closes done.
		return js.Global().Get("Promise").New(js.FuncOf(func(_ js.Value, p []js.Value) any {
			resolve := p[0]
			go func() {
				<-done
				resolve.Invoke()
			}()
			return nil
		}))
	})
	onError = js.FuncOf(func(js.Value, []js.Value) any { // the abort of a wait ctx ended
		granted <- false
		return nil
	})
	opts := map[string]any{"ifAvailable": ifAvailable}
	if !ifAvailable {
		opts["signal"] = abort.Get("signal")
	}
	locks.Call("request", name, opts, onGrant).Call("catch", onError)
	free := func() {
		onGrant.Release()
		onError.Release()
	}
	select {
	case ok := <-granted:
		if !ok {
			free()
			return nil, nil
		}
		return func() {
			close(done)
			free()
		}, nil
	case <-ctx.Done():
		abort.Call("abort")
		go func() { // granted before the abort reached the browser: let it go at once
			if <-granted {
				close(done)
			}
			free()
		}()
		return nil, ctx.Err()
	}
}

// tell hands line to told on a goroutine of its own (the store's callers hold no widgets).
func (s *pageStore) tell(line string) {
	if s.told != nil {
		go s.told(line)
	}
}

func setLocal(key, value string) {
	if ls := js.Global().Get("localStorage"); ls.Truthy() {
		ls.Call("setItem", key, value)
	}
}

func removeLocal(key string) {
	if ls := js.Global().Get("localStorage"); ls.Truthy() {
		ls.Call("removeItem", key)
	}
}

// cutShort says whether the last visit's build was cut short (a reload, a closed tab): its mark
// is still there and no other tab holds the lock on the database it names (one that does is
// building it now). The mark then goes, so that it is said once.
func (s *pageStore) cutShort() bool {
	ls := js.Global().Get("localStorage")
	if !ls.Truthy() {
		return false
	}
	key := ls.Call("getItem", buildingMark)
	if key.IsNull() {
		return false
	}
	if locks := js.Global().Get("navigator").Get("locks"); !locks.IsUndefined() {
		held, err := s.request(context.Background(), locks, "tilesolve-"+key.String(), true)
		if err != nil || held == nil {
			return false // another tab builds it
		}
		held()
	}
	removeLocal(buildingMark)
	return true
}

const (
	idbName  = "tilesolve"
	idbStore = "databases"
)

// open opens the page's database once, making its object store on the first visit.
func (s *pageStore) open(ctx context.Context) (*idb.Database, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.db != nil {
		return s.db, nil
	}
	req, err := idb.Global().Open(ctx, idbName, 1, func(db *idb.Database, _, _ uint) error {
		_, err := db.CreateObjectStore(idbStore, idb.ObjectStoreOptions{})
		return err
	})
	if err != nil {
		return nil, err
	}
	db, err := req.Await(ctx)
	if err != nil {
		return nil, err
	}
	s.db = db
	return db, nil
}

// objects opens the page's database and starts a transaction (mode) on its object store.
func (s *pageStore) objects(ctx context.Context, mode idb.TransactionMode) (*idb.Transaction, *idb.ObjectStore, error) {
	db, err := s.open(ctx)
	if err != nil {
		return nil, nil, err
	}
	txn, err := db.Transaction(mode, idbStore)
	if err != nil {
		return nil, nil, err
	}
	store, err := txn.ObjectStore(idbStore)
	return txn, store, err
}

// Load returns the bytes kept under key, or an error wrapping fs.ErrNotExist.
func (s *pageStore) Load(key string) ([]byte, error) {
	ctx := context.Background()
	_, store, err := s.objects(ctx, idb.TransactionReadOnly)
	if err != nil {
		return nil, fmt.Errorf("browser storage: %w (%w)", err, fs.ErrNotExist)
	}
	req, err := store.Get(js.ValueOf(key))
	if err != nil {
		return nil, err
	}
	v, err := req.Await(ctx)
	if err != nil {
		return nil, err
	}
	if v.IsUndefined() || v.IsNull() {
		return nil, fmt.Errorf("browser storage: no %s: %w", key, fs.ErrNotExist)
	}
	data := make([]byte, v.Get("byteLength").Int())
	js.CopyBytesToGo(data, js.Global().Get("Uint8Array").New(v))
	return data, nil
}

// Has says whether the page keeps bytes under key, without reading them: the solver asks before
// each 15-puzzle solve whether its databases would have to be built.
func (s *pageStore) Has(key string) bool {
	ctx := context.Background()
	_, store, err := s.objects(ctx, idb.TransactionReadOnly)
	if err != nil {
		return false
	}
	req, err := store.CountKey(js.ValueOf(key))
	if err != nil {
		return false
	}
	n, err := req.Await(ctx)
	return err == nil && n > 0
}

// Save keeps data under key, whole (one IndexedDB put, committed) or not at all.
func (s *pageStore) Save(key string, data []byte) (err error) {
	defer func() {
		if err != nil && s.refused != nil {
			s.once.Do(func() { s.refused(err) })
		}
	}()
	ctx := context.Background()
	txn, store, err := s.objects(ctx, idb.TransactionReadWrite)
	if err != nil {
		return err
	}
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	if _, err := store.PutKey(js.ValueOf(key), arr.Get("buffer")); err != nil {
		return err
	}
	return txn.Await(ctx)
}

// DatabaseStore is the browser's storage for the databases; refused hears, once, why the browser
// would not keep one, and told the status's lines on builds in other tabs and cut short (see
// pageStore.told), the latter now when the last visit's build was cut short.
func DatabaseStore(refused func(error), told func(string)) session.DatabaseStore {
	s := &pageStore{refused: refused, told: told}
	go func() {
		if s.cutShort() {
			s.tell(cutBuildText)
		}
	}()
	return s
}
