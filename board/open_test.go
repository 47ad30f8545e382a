package board

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/internal/testfiles"
)

// ReadFile refuses what is not a regular file at once, naming what it is, and reads regular files
// (with or without a byte-order mark).
func TestReadFileRefusesNonRegularFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.txt")
	hasFIFO := testfiles.MakeFIFO(fifo) == nil
	good := testfiles.Write(t, dir, "good.txt", "\uFEFF2\r\n1 2\r\n3 0\r\n")
	tests := []struct {
		name, path, what string // what: "" when the file reads
	}{
		{"regular with BOM", good, ""},
		{"folder", dir, "a folder"},
		{"FIFO", fifo, "a named pipe (FIFO)"},
		{"character device", "/dev/null", "a character device"},
		{"missing", filepath.Join(dir, "none.txt"), "not exist"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.name == "FIFO" && !hasFIFO {
				t.Skip("no named pipes here")
			}
			if _, err := os.Stat(tt.path); tt.name == "character device" && err != nil {
				t.Skip("no /dev/null here")
			}
			g, err := ReadFile(tt.path)
			if tt.what == "" {
				if err != nil || g.N != 2 || !equalInts(g.Tiles, []int{1, 2, 3, 0}) {
					t.Fatalf("ReadFile = %v, %v", g, err)
				}
				return
			}
			if tt.name == "missing" {
				// The system's own words: "no such file or directory" on Unix, "The system cannot
				// find the file specified." on Windows.
				if !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), tt.path) {
					t.Fatalf("ReadFile error %v, want a not-exist error naming the path", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.what) {
				t.Fatalf("ReadFile error %v, want it to say %q", err, tt.what)
			}
			var nr *NotRegularError
			if !errors.As(err, &nr) || !strings.Contains(err.Error(), tt.path) {
				t.Errorf("error %v is not a *NotRegularError naming the path", err)
			}
		})
	}
}
