package pdb

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrNotSaved says LoadOrBuild built a database but could not keep its file; the database it
// returns alongside is complete and usable, it will just be built again next time.
var ErrNotSaved = errors.New("pdb: database built but not saved")

// DefaultDir is where databases are kept unless a caller says otherwise: tilesolve in the
// user's cache folder (they can always be built again).
func DefaultDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "github.com/tilesolve/tilesolve"), nil
}

func fileName(p Partition) string { return fmt.Sprintf("pdb-%s-v%d.bin", p.Name, FormatVersion) }

// LoadOrBuild returns partition p's database from store when the bytes kept there under Key(p)
// are valid (right magic, version and partition, complete, checksum matching), and otherwise
// (missing: the store's error wraps fs.ErrNotExist; truncated, corrupt, of another version:
// ErrCorrupt) builds it and saves it there. built says which happened; a valid database is never
// rebuilt. A load that fails otherwise (permission, I/O, a store that breaks its not-exist
// contract) is returned as the error, nothing built: what is kept may be whole.
//
// If the database was built but could not be saved, LoadOrBuild returns the database, built =
// true and an error wrapping ErrNotSaved. If ctx is done during the build it returns ctx.Err().
// progress, when not nil, hears PhaseLoading, PhaseBuilding (see Build) and PhaseSaving, on the
// calling goroutine. A store that other programs share (a Locker) is held locked under Key(p)
// meanwhile: a build another program has under way is waited for, then loaded.
func LoadOrBuild(ctx context.Context, p Partition, store Store, progress func(BuildProgress)) (db *DB, built bool, err error) {
	if err := p.Check(); err != nil {
		return nil, false, err
	}
	if err := ctx.Err(); err != nil {
		return nil, false, err
	}
	report := func(phase string, done, total int64) {
		if progress != nil {
			progress(BuildProgress{Phase: phase, Group: -1, Done: done, Total: total, AllDone: done, AllTotal: total})
		}
	}
	key := Key(p)
	if l, ok := store.(Locker); ok { // another program may be building it: wait, then load it
		unlock, err := l.Lock(ctx, key)
		if err != nil {
			return nil, false, err
		}
		defer unlock()
	}
	switch db, size, err := loadFrom(store, key, &p, report); {
	case err == nil:
		report(PhaseLoading, size, size)
		return db, false, nil
	case !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, ErrCorrupt):
		return nil, false, fmt.Errorf("pdb: loading %s: %w", key, err)
	}
	db, err = Build(ctx, p, progress)
	if err != nil {
		return nil, false, err
	}
	report(PhaseSaving, 0, int64(db.Size()))
	var buf bytes.Buffer
	buf.Grow(db.Size() + 1<<10) // the tables and a header: no copy as it grows
	if err := db.Save(&buf); err != nil {
		return db, true, fmt.Errorf("%w: %w", ErrNotSaved, err)
	}
	if err := store.Save(key, buf.Bytes()); err != nil {
		return db, true, fmt.Errorf("%w: %w", ErrNotSaved, err)
	}
	report(PhaseSaving, int64(db.Size()), int64(db.Size()))
	return db, true, nil
}

// loadFrom reads key's database from store: streamed from a store that can open it (DirStore's
// file), so that loading holds no second copy of the tables, else from the bytes Load returns.
func loadFrom(store Store, key string, p *Partition, report func(phase string, done, total int64)) (*DB, int64, error) {
	if o, ok := store.(interface {
		Open(key string) (io.ReadCloser, int64, error)
	}); ok {
		r, size, err := o.Open(key)
		if err != nil {
			return nil, 0, err
		}
		defer r.Close()
		report(PhaseLoading, 0, size)
		db, err := load(r, p)
		return db, size, err
	}
	data, err := store.Load(key)
	if err != nil {
		return nil, 0, err
	}
	size := int64(len(data))
	report(PhaseLoading, 0, size)
	db, err := load(bytes.NewReader(data), p)
	return db, size, err
}
