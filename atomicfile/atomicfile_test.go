package atomicfile_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/atomicfile"
	"github.com/tilesolve/tilesolve/atomicfile/atomictest"
	"github.com/tilesolve/tilesolve/internal/testfiles"
)

// entries lists a folder's names.
func entries(t *testing.T, dir string) []string {
	t.Helper()
	des, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, d := range des {
		names = append(names, d.Name())
	}
	return names
}

// A new file gets 0644, and what fill streams arrives whole, however it is cut up.
func TestWriteStreamsANewFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "db.bin")
	want := strings.Repeat("0123456789", 300_000) // larger than the write buffer
	err := atomicfile.Write(path, func(w io.Writer) error {
		for i := 0; i < len(want); i += 7 {
			if _, err := io.WriteString(w, want[i:min(i+7, len(want))]); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	fi, _ := os.Stat(path)
	if string(data) != want || (runtime.GOOS != "windows" && fi.Mode().Perm() != 0o644) {
		t.Errorf("wrote %d bytes (want %d), mode %v", len(data), len(want), fi.Mode())
	}
	if got := entries(t, dir); !reflect.DeepEqual(got, []string{"db.bin"}) {
		t.Errorf("folder holds %v", got)
	}
}

// A failed write leaves the old file as it was and no temporary file behind.
func TestWriteFailures(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, dir string) string // returns the path to save to
		fill  func(io.Writer) error                 // nil: the board's text
		msg   string
	}{
		{"path is a folder", func(t *testing.T, dir string) string {
			sub := filepath.Join(dir, "folder.txt")
			if err := os.Mkdir(sub, 0o755); err != nil {
				t.Fatal(err)
			}
			return sub
		}, nil, "folder.txt is not a regular file (a folder)"},
		{"a device (/dev/full)", func(t *testing.T, dir string) string {
			if _, err := os.Stat("/dev/full"); err != nil {
				t.Skip("no /dev/full")
			}
			return "/dev/full"
		}, nil, "full is not a regular file (a device)"},
		{"full disk", func(t *testing.T, dir string) string {
			atomictest.FullDisk(t)
			return filepath.Join(dir, "p.txt")
		}, nil, "writing p.txt: write /dev/full: "}, // then the system's words: "no space left on device", or Windows' "Disk full."
		{"read-only folder", func(t *testing.T, dir string) string {
			if runtime.GOOS == "windows" || os.Geteuid() == 0 {
				t.Skip("root writes into read-only folders; run as another user to check this")
			}
			if err := os.Chmod(dir, 0o555); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { os.Chmod(dir, 0o755) })
			return filepath.Join(dir, "p.txt")
		}, nil, "cannot write in the folder"},
		{"fill fails halfway", func(t *testing.T, dir string) string {
			return filepath.Join(dir, "p.txt")
		}, func(w io.Writer) error {
			if _, err := io.WriteString(w, "2\n2 0\n"); err != nil {
				return err
			}
			return errors.New("the database is incomplete")
		}, "writing p.txt: the database is incomplete"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			old := testfiles.Write(t, dir, "p.txt", "the old board\n")
			path := tt.setup(t, dir)
			before := entries(t, dir)
			var err error
			if tt.fill != nil {
				err = atomicfile.Write(path, tt.fill)
			} else {
				err = writeBytes(path, []byte("2\n2 0\n0 0\n"))
			}
			if err == nil || !strings.Contains(err.Error(), tt.msg) {
				t.Fatalf("error %v, want %q", err, tt.msg)
			}
			if data, _ := os.ReadFile(old); string(data) != "the old board\n" {
				t.Errorf("the old file now holds %q", data)
			}
			if got := entries(t, dir); !reflect.DeepEqual(got, before) {
				t.Errorf("folder holds %v after the failure, was %v", got, before)
			}
		})
	}
}

// On every system a write replaces an existing file's contents and leaves no temporary file.
func TestWriteReplaces(t *testing.T) {
	dir := t.TempDir()
	path := testfiles.Write(t, dir, "p.txt", "old")
	if err := writeBytes(path, []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); string(data) != "new\n" {
		t.Errorf("content %q", data)
	}
	if got := entries(t, dir); !reflect.DeepEqual(got, []string{"p.txt"}) {
		t.Errorf("folder holds %v", got)
	}
}

// On Unix a write keeps the file's permission bits, and a write through a symbolic link replaces
// the file it points to and keeps the link. (Windows has neither the bits nor, under Wine,
// symbolic links to keep.)
func TestWriteKeepsPermissionsAndLinks(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no permission bits or symbolic links to keep on Windows")
	}
	dir := t.TempDir()
	path := testfiles.Write(t, dir, "p.txt", "old")
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink(path, link); err != nil {
		t.Fatal(err)
	}
	if err := writeBytes(link, []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	fi, _ := os.Stat(path)
	li, _ := os.Lstat(link)
	if string(data) != "new\n" || fi.Mode().Perm() != 0o600 || li.Mode()&os.ModeSymlink == 0 {
		t.Errorf("content %q mode %v, link kept %v", data, fi.Mode(), li.Mode()&os.ModeSymlink != 0)
	}
	if got := entries(t, dir); !reflect.DeepEqual(got, []string{"link.txt", "p.txt"}) {
		t.Errorf("folder holds %v", got)
	}
}

// writeBytes replaces the file at path with data through Write.
func writeBytes(path string, data []byte) error {
	return atomicfile.Write(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}
