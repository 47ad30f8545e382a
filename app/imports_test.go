package app

import (
	"testing"

	"github.com/tilesolve/tilesolve/internal/testfiles"
)

// The window reaches the engine only through session: the state Undo and the unsaved prompt cover
// lives in one layer, and app/ keeps widgets and intents. Tests may still use the engine as an
// oracle, so only the window's own files (every build, desktop and browser, and the platform's
// adapters) are checked.
func TestWindowReachesEngineThroughSession(t *testing.T) {
	engine := []string{"solver", "play", "astar", "pdb"}
	files := testfiles.Imports(t, ".")
	for name, paths := range testfiles.Imports(t, "platform") {
		files["platform/"+name] = paths
	}
	for name, paths := range files {
		for _, path := range paths {
			for _, e := range engine {
				if path == "github.com/tilesolve/tilesolve/"+e {
					t.Errorf("%s imports %s: reach it through session", name, path)
				}
			}
		}
	}
	if len(files) < 10 {
		t.Fatalf("checked only %d files of app/", len(files))
	}
}
