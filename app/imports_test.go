package app

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The window reaches the engine only through session: the state Undo and the unsaved prompt cover
// lives in one layer, and app/ keeps widgets and intents. Tests may still use the engine as an
// oracle, so only the window's own files (every build, desktop and browser) are checked.
func TestWindowReachesEngineThroughSession(t *testing.T) {
	engine := []string{"solver", "play", "astar", "pdb"}
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
			for _, e := range engine {
				if path == "github.com/tilesolve/tilesolve/"+e {
					t.Errorf("%s imports %s: reach it through session", name, path)
				}
			}
		}
	}
	if checked < 10 {
		t.Fatalf("checked only %d files of app/", checked)
	}
}
