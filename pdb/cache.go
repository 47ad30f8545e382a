package pdb

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/tilesolve/tilesolve/atomicfile"
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

// FileName is the file of partition p's database in dir: pdb-<name>-v<FormatVersion>.bin.
func FileName(dir string, p Partition) string {
	return filepath.Join(dir, fmt.Sprintf("pdb-%s-v%d.bin", p.Name, FormatVersion))
}

// LoadOrBuild returns partition p's database from its file in dir when that file is valid (right
// magic, version and partition, complete, checksum matching), and otherwise (missing, truncated,
// corrupt, of another version) builds it and writes the file. built says which happened; a valid
// file is never rebuilt. The file is written to a temporary file in dir, synced, then renamed over
// the old one, so that a crash or a concurrent reader never sees half a file.
//
// If the database was built but its file could not be written, LoadOrBuild returns the database,
// built = true and an error wrapping ErrNotSaved. If ctx is done during the build it returns
// ctx.Err(). progress, when not nil, hears PhaseLoading, PhaseBuilding (see Build) and
// PhaseSaving, on the calling goroutine.
func LoadOrBuild(ctx context.Context, p Partition, dir string, progress func(BuildProgress)) (db *DB, built bool, err error) {
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
	path := FileName(dir, p)
	if f, err := os.Open(path); err == nil {
		var size int64
		if fi, err := f.Stat(); err == nil {
			size = fi.Size()
		}
		report(PhaseLoading, 0, size)
		db, err := load(f, &p)
		f.Close()
		if err == nil {
			report(PhaseLoading, size, size)
			return db, false, nil
		}
	}
	db, err = Build(ctx, p, progress)
	if err != nil {
		return nil, false, err
	}
	report(PhaseSaving, 0, int64(db.Size()))
	if err := writeAtomic(db, path); err != nil {
		return db, true, fmt.Errorf("%w: %w", ErrNotSaved, err)
	}
	report(PhaseSaving, int64(db.Size()), int64(db.Size()))
	return db, true, nil
}

// writeAtomic writes db to path with atomicfile.Write, creating the folder first: path always
// holds either the old file or the whole new one.
func writeAtomic(db *DB, path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return atomicfile.Write(path, db.Save)
}
