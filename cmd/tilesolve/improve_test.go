package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/pdb"
)

// TestSolveSaysWhatTheImprovementWentWithout: a 6x6 solve whose block database cannot be read
// (its file is a folder) still prints its answer, and says on stderr that the improvement went on
// without its block databases, and why.
func TestSolveSaysWhatTheImprovementWentWithout(t *testing.T) {
	kept, err := pdb.DefaultDir() // the tests' cache, with the 15-puzzle's databases once built
	if err != nil {
		t.Fatal(err)
	}
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	dir, err := pdb.DefaultDir()
	if err != nil || dir == kept {
		t.Fatalf("the cache folder did not move: %q, %v", dir, err)
	}
	for _, p := range []pdb.Partition{pdb.Partition663B, pdb.Partition663C} {
		if data, err := os.ReadFile(filepath.Join(kept, pdb.Key(p))); err == nil {
			if err := pdb.DirStore(dir).Save(pdb.Key(p), data); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := os.MkdirAll(filepath.Join(dir, pdb.Key(pdb.Blocks(6))), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, p := range []pdb.Partition{pdb.BlocksShifted(6, 0, 1), pdb.BlocksShifted(6, 1, 0)} {
		if err := pdb.DirStore(dir).Save(pdb.Key(p), []byte("kept")); err != nil {
			t.Fatal(err)
		}
	}
	file := filepath.Join(t.TempDir(), "six.txt")
	if err := os.WriteFile(file, []byte("6\n13 9 6 7 22 4\n14 19 3 18 12 10\n2 16 27 11 5 8\n15 1 17 0 24 23\n26 34 35 28 30 29\n20 25 21 31 33 32\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	status, out, errOut := cli("solve", "-quiet", "-improve", "5s", file) // room for the first answer on a loaded machine
	if status != 0 || !strings.Contains(out, "Number of moves") || !strings.Contains(errOut, "without its block databases") {
		t.Errorf("status %d, stdout %q, stderr %q", status, out, errOut)
	}
}
