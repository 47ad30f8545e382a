package pdb

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The package doc's promise: of Tilesolve's packages pdb imports only atomicfile and
// internal/yield, in every build (desktop and web), so the tables build and check on their own.
func TestImportsWhatTheDocSays(t *testing.T) {
	allowed := []string{"github.com/tilesolve/tilesolve/atomicfile", "github.com/tilesolve/tilesolve/internal/yield"}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if strings.HasPrefix(path, "github.com/tilesolve/tilesolve") && !slices.Contains(allowed, path) {
				t.Errorf("%s imports %s, which the package doc does not name", name, path)
			}
		}
	}
	if checked < 5 {
		t.Fatalf("checked only %d files of pdb/", checked)
	}
}
