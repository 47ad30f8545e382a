//go:build js

package app

import (
	"context"
	"fmt"
	"io/fs"
	"sync"
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
	once    sync.Once
	mu      sync.Mutex
	db      *idb.Database
}

// buildingText is the progress panel's line while the databases build: a page keeps them only
// once built, and each tab builds its own.
const buildingText = "Building the 15-puzzle pattern databases, kept once built: a reload starts over…"

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

// databaseStore is the browser's storage for the databases; refused hears, once, why the browser
// would not keep one.
func databaseStore(refused func(error)) session.DatabaseStore { return &pageStore{refused: refused} }
