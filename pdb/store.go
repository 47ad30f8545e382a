package pdb

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/tilesolve/tilesolve/atomicfile"
)

// Store keeps built databases' bytes between runs, by key (Key: the database's name and format
// version), so that a database is built once per machine: DirStore on the desktop, and on the web
// the browser's storage (a js build gives its own). A Store is used as a map key by callers that
// cache databases per store, so its dynamic type must be comparable (a string, a pointer).
type Store interface {
	// Load returns the bytes kept under key, or an error wrapping fs.ErrNotExist when none are.
	Load(key string) ([]byte, error)
	// Save keeps data under key, whole or not at all: a reader never sees part of it.
	Save(key string, data []byte) error
}

// Locker is a Store that other programs share while they run (the web page's storage, which the
// browser's tabs share): LoadOrBuild holds Lock(key) from its look into the store to the save of
// what it built, so that a second program wanting the same database waits for the first's build
// and then loads it, instead of building it too. Lock returns once key is free, or with ctx's
// error once ctx ends; unlock frees it.
type Locker interface {
	Lock(ctx context.Context, key string) (unlock func(), err error)
}

// Key is the key partition p's database is kept under: pdb-<name>-v<FormatVersion>.bin.
func Key(p Partition) string { return fileName(p) }

// DirStore keeps each database as a file in the folder it names (created on the first Save),
// written to a temporary file, synced and renamed, so that a crash or a concurrent reader never
// sees half a file.
type DirStore string

func (d DirStore) Load(key string) ([]byte, error) {
	data, err := os.ReadFile(filepath.Join(string(d), key))
	return data, notKept(err)
}

// notKept is a read's error, saying fs.ErrNotExist too where the folder is a file: nothing is
// kept there (and a save will say why).
func notKept(err error) error {
	if errors.Is(err, syscall.ENOTDIR) {
		return fmt.Errorf("%w (%w)", err, fs.ErrNotExist)
	}
	return err
}

func (d DirStore) Save(key string, data []byte) error {
	if err := os.MkdirAll(string(d), 0o755); err != nil {
		return err
	}
	return atomicfile.Write(filepath.Join(string(d), key), func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// Has says whether s keeps bytes under key: without reading them when s can tell (it has a
// Has(key) bool method, as DirStore has), else by loading them. Only a store that says nothing
// is kept (fs.ErrNotExist) has none: one that fails otherwise (permission, I/O) counts as keeping
// them, so that the load that follows says why rather than a build start over what is there.
func Has(s Store, key string) bool {
	if h, ok := s.(interface{ Has(string) bool }); ok {
		return h.Has(key)
	}
	_, err := s.Load(key)
	return !errors.Is(err, fs.ErrNotExist)
}

// Has says whether the folder holds key's file: as pdb.Has, a file that cannot be looked at
// (the folder without permission) counts as there, for the load to say why.
func (d DirStore) Has(key string) bool {
	_, err := os.Stat(filepath.Join(string(d), key))
	return !errors.Is(notKept(err), fs.ErrNotExist)
}

// Open opens key's file to stream it: LoadOrBuild reads a DirStore's databases without a
// second copy of their tables in memory.
func (d DirStore) Open(key string) (io.ReadCloser, int64, error) {
	f, err := os.Open(filepath.Join(string(d), key))
	if err != nil {
		return nil, 0, notKept(err)
	}
	var size int64
	if fi, err := f.Stat(); err == nil {
		size = fi.Size()
	}
	return f, size, nil
}
