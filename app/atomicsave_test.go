package app

import (
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// fullDisk stands in for the temporary file: it is created in the folder like the real one, but
// its writes go to /dev/full, which fails every write as a full disk does (ENOSPC).
type fullDisk struct {
	*os.File // the real temporary file: Name, Sync and Close
	full     *os.File
}

func (f fullDisk) Write(p []byte) (int, error) { return f.full.Write(p) }

func useFullDisk(t *testing.T) {
	t.Helper()
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here:", err)
	}
	t.Cleanup(func() { full.Close() })
	old := createTemp
	createTemp = func(dir, pattern string) (tempFile, error) {
		f, err := os.CreateTemp(dir, pattern)
		if err != nil {
			return nil, err
		}
		return fullDisk{f, full}, nil
	}
	t.Cleanup(func() { createTemp = old })
}

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

func TestWriteAtomicReplacesAndKeepsPermissions(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "p.txt")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink(path, link); err != nil {
		t.Fatal(err)
	}
	if err := writeAtomic(link, []byte("new\n")); err != nil {
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

// A failed write leaves the old file as it was and no temporary file behind.
func TestWriteAtomicFailures(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, dir string) string // returns the path to save to
		msg   string
	}{
		{"path is a folder", func(t *testing.T, dir string) string {
			sub := filepath.Join(dir, "folder.txt")
			if err := os.Mkdir(sub, 0o755); err != nil {
				t.Fatal(err)
			}
			return sub
		}, "folder.txt is not a regular file (a folder)"},
		{"a device (/dev/full)", func(t *testing.T, dir string) string {
			if _, err := os.Stat("/dev/full"); err != nil {
				t.Skip("no /dev/full")
			}
			return "/dev/full"
		}, "full is not a regular file (a device)"},
		{"full disk", func(t *testing.T, dir string) string {
			useFullDisk(t)
			return filepath.Join(dir, "p.txt")
		}, "writing p.txt: write /dev/full: no space left on device"},
		{"read-only folder", func(t *testing.T, dir string) string {
			if runtime.GOOS == "windows" || os.Geteuid() == 0 {
				t.Skip("root writes into read-only folders; run as another user to check this")
			}
			if err := os.Chmod(dir, 0o555); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { os.Chmod(dir, 0o755) })
			return filepath.Join(dir, "p.txt")
		}, "cannot write in the folder"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			old := filepath.Join(dir, "p.txt")
			if err := os.WriteFile(old, []byte("the old board\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			path := tt.setup(t, dir)
			before := entries(t, dir)
			err := writeAtomic(path, []byte("2\n2 0\n0 0\n"))
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

// Save As onto a full disk: a message says why, the file on disk and the edits stay, and the
// board is still marked unsaved.
func TestSaveAsFailureKeepsEdits(t *testing.T) {
	useFullDisk(t)
	u, picker, _ := newTestUI(t)
	picker.path = writeFile(t, "board.txt", "the old board\n")
	test.Type(u.ed.cells[2].entry, "4")
	edited := cellTexts(u.ed)
	u.saveItem.Action()
	msg := overlayTexts(u.win.Canvas())
	for _, want := range []string{"Could not save", "no space left on device", "the board keeps your edits"} {
		if !strings.Contains(msg, want) {
			t.Errorf("dialog %q lacks %q", msg, want)
		}
	}
	if data, _ := os.ReadFile(picker.path); string(data) != "the old board\n" {
		t.Errorf("the old file now holds %q", data)
	}
	if !reflect.DeepEqual(cellTexts(u.ed), edited) || !u.doc.dirty || !strings.HasPrefix(u.win.Title(), "Tilesolve — *") {
		t.Errorf("after a failed save: cells %q, dirty %v, title %q", cellTexts(u.ed), u.doc.dirty, u.win.Title())
	}
}
