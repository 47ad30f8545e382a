package pdb

import (
	"slices"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/internal/testfiles"
)

// The package doc's promise: of Tilesolve's packages pdb imports only atomicfile,
// internal/catch and internal/yield, in every build (desktop and web), so the tables build and check on their own.
func TestImportsWhatTheDocSays(t *testing.T) {
	allowed := []string{"github.com/tilesolve/tilesolve/atomicfile", "github.com/tilesolve/tilesolve/internal/catch", "github.com/tilesolve/tilesolve/internal/yield"}
	files := testfiles.Imports(t, ".")
	for name, paths := range files {
		for _, path := range paths {
			if strings.HasPrefix(path, "github.com/tilesolve/tilesolve") && !slices.Contains(allowed, path) {
				t.Errorf("%s imports %s, which the package doc does not name", name, path)
			}
		}
	}
	if len(files) < 5 {
		t.Fatalf("checked only %d files of pdb/", len(files))
	}
}
