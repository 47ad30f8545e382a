//go:build unix

package atomicfile_test

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"tilesolve/atomicfile"
)

// Unix only: Windows has neither the permission bits nor (under Wine) symbolic links to keep.
func TestWriteReplacesAndKeepsPermissions(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "p.txt")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink(path, link); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.WriteBytes(link, []byte("new\n")); err != nil {
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
