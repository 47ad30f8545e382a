// Package atomictest helps tests make atomicfile's writes fail as a full disk does.
package atomictest

import (
	"os"
	"testing"

	"github.com/tilesolve/tilesolve/atomicfile/internal/tempfile"
)

// fullDisk stands in for the temporary file: it is created in the folder like the real one, but
// its writes go to /dev/full, which fails every write as a full disk does (ENOSPC).
type fullDisk struct {
	*os.File // the real temporary file: Name, Sync and Close
	full     *os.File
}

func (f fullDisk) Write(p []byte) (int, error) { return f.full.Write(p) }

// FullDisk makes every atomicfile write fail with "no space left on device" until the test ends;
// it skips the test where there is no /dev/full.
func FullDisk(t testing.TB) {
	t.Helper()
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here:", err)
	}
	t.Cleanup(func() { full.Close() })
	old := tempfile.Create
	tempfile.Create = func(dir, pattern string) (tempfile.File, error) {
		f, err := os.CreateTemp(dir, pattern)
		if err != nil {
			return nil, err
		}
		return fullDisk{f, full}, nil
	}
	t.Cleanup(func() { tempfile.Create = old })
}
