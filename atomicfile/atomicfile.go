// Package atomicfile replaces a file's contents all at once, so that a crash, a full disk or a
// concurrent reader never sees it empty or half written. The app saves puzzles and solutions with
// it and pdb its database files.
package atomicfile

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/tilesolve/tilesolve/atomicfile/internal/tempfile"
)

// Write replaces the file at path with what fill writes: it writes a temporary file in the same
// folder, syncs it to the disk and renames it over path. On any error the old file is untouched
// and the temporary file is removed. It refuses to replace what is not a regular file (a folder,
// a device such as /dev/full, a named pipe), keeps an existing file's permissions (0644 for a new
// one) and writes through a symbolic link. The folder must exist.
func Write(path string, fill func(io.Writer) error) (err error) {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real // replace the file a link points to, not the link
	}
	perm := fs.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil {
		if !fi.Mode().IsRegular() {
			return fmt.Errorf("%s is not a regular file (%s); choose a file name", filepath.Base(path), describeMode(fi.Mode()))
		}
		perm = fi.Mode().Perm()
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	dir := filepath.Dir(path)
	f, err := tempfile.Create(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("cannot write in the folder %s: %w", dir, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			_ = os.Remove(tmp)
		}
	}()
	w := bufio.NewWriterSize(f, 1<<20) // pdb's files are written in many small pieces
	if err = fill(w); err == nil {
		err = w.Flush()
	}
	if err != nil {
		_ = f.Close()
		return fmt.Errorf("writing %s: %w", filepath.Base(path), err)
	}
	if err = f.Sync(); err != nil {
		_ = f.Close()
		return fmt.Errorf("writing %s to the disk: %w", filepath.Base(path), err)
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", filepath.Base(path), err)
	}
	if err = os.Chmod(tmp, perm); err != nil {
		return err
	}
	if err = os.Rename(tmp, path); err != nil {
		return fmt.Errorf("replacing %s: %w", filepath.Base(path), err)
	}
	// Make the rename itself durable where the system allows syncing a folder.
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
	return nil
}

func describeMode(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeDevice != 0 || m&fs.ModeCharDevice != 0:
		return "a device"
	}
	return "a special file"
}
