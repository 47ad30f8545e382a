// Package tempfile is atomicfile's one test seam, kept out of its API: the function that makes
// the temporary file, which atomictest swaps for one whose writes fail as a full disk's do. Being
// internal to atomicfile, only atomicfile and its test helper can import it.
package tempfile

import (
	"io"
	"os"
)

// File is what atomicfile writes through: an *os.File, or in tests one that fails as a full disk
// does.
type File interface {
	io.Writer
	Sync() error
	Close() error
	Name() string
}

// Create makes the temporary file beside the target, so that the rename stays on one file system
// and is atomic.
var Create = func(dir, pattern string) (File, error) { return os.CreateTemp(dir, pattern) }
