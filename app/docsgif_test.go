package app

import (
	"flag"
	"image/gif"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// docsGIFs is where TestWriteDocsGIFs writes the README's animations (`make docs-gifs` passes
// docs/); without it the test has nothing to make.
var docsGIFs = flag.String("docs-gifs", "", "write the README's GIFs into this folder")

// TestWriteDocsGIFs makes docs/board10-solution.gif and docs/puzzle4x4-solution.gif the way a
// user does: the board opened, Solve, the timeline's speed chosen, then File > Export
// Animation's writer. Each file is read back: one frame a step, nothing sampled.
func TestWriteDocsGIFs(t *testing.T) {
	if *docsGIFs == "" {
		t.Skip("a generator: go test ./app -run TestWriteDocsGIFs -docs-gifs DIR (make docs-gifs)")
	}
	dir, err := filepath.Abs(*docsGIFs)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, file string
		speed      int // index into speedLabels
	}{
		{"board10-solution.gif", "", 1},                                     // the start puzzle; 2 steps/s
		{"puzzle4x4-solution.gif", "../resources/samples/puzzle4x4.txt", 2}, // 5 steps/s, the default
	} {
		var args []string
		if c.file != "" {
			args = append(args, c.file)
		}
		u, _, q := newTestUI(t, args...)
		if c.file != "" { // files are read off the UI goroutine
			q.Until(t, c.file+" to open", func() bool { return strings.Contains(u.win.Title(), filepath.Base(c.file)) })
		}
		test.Tap(u.solveBtn)
		q.Until(t, c.name+"'s board to be solved", func() bool { return !u.s.Solving() })
		sol := u.tl.pos.Solution()
		if sol == nil {
			t.Fatalf("%s: no solution; status %q", c.name, u.status.Text)
		}
		u.tl.speed.SetSelectedIndex(c.speed)
		path := filepath.Join(dir, c.name)
		u.writeAnimation(pathFile(path), nil)
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		g, err := gif.DecodeAll(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Image) != len(sol.Steps) {
			t.Errorf("%s: %d frames for %d steps", c.name, len(g.Image), len(sol.Steps))
		}
		t.Logf("%s: %s (%d steps, %s)", path, u.status.Text, len(sol.Steps)-1, speedLabels[c.speed])
	}
}
