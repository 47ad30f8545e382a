package board

import (
	"fmt"
	"io/fs"
	"os"
)

// ReadFile reads the puzzle file at path (see Read). It refuses anything but a regular file before
// reading a byte: opening a named pipe (FIFO) waits for a writer for ever, and a device, socket or
// folder holds no puzzle. The file is opened without blocking, so a pipe swapped in after the
// check cannot hang the caller either.
func ReadFile(path string) (Grid, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return Grid{}, err
	}
	if err := regular(path, fi); err != nil {
		return Grid{}, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|nonBlocking, 0)
	if err != nil {
		return Grid{}, err
	}
	defer f.Close()
	if fi, err = f.Stat(); err != nil {
		return Grid{}, err
	}
	if err := regular(path, fi); err != nil {
		return Grid{}, err
	}
	return Read(f)
}

// NotRegularError says a path names something other than a regular file.
type NotRegularError struct {
	Path string
	What string // "a folder", "a named pipe (FIFO)", ...
}

func (e *NotRegularError) Error() string {
	return fmt.Sprintf("%s is %s, not a regular file: a puzzle file is a plain text file", e.Path, e.What)
}

// regular returns a *NotRegularError unless fi describes a regular file.
func regular(path string, fi fs.FileInfo) error {
	m := fi.Mode()
	if m.IsRegular() {
		return nil
	}
	what := "not a regular file"
	switch {
	case m.IsDir():
		what = "a folder"
	case m&fs.ModeNamedPipe != 0:
		what = "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		what = "a socket"
	case m&fs.ModeCharDevice != 0:
		what = "a character device"
	case m&fs.ModeDevice != 0:
		what = "a device"
	case m&fs.ModeIrregular != 0:
		what = "a special file"
	}
	return &NotRegularError{Path: path, What: what}
}
