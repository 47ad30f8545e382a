package app

import (
	"context"
	"flag"
	"image/color"
	"image/gif"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/boardgif"
	"github.com/tilesolve/tilesolve/session"
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
		u.docs.writeAnimation(u.tl, platform.PathFile(path), nil)
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		g, err := gif.DecodeAll(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Image) != sol.Steps() {
			t.Errorf("%s: %d frames for %d steps", c.name, len(g.Image), sol.Steps())
		}
		t.Logf("%s: %s (%d steps, %s)", path, u.status.Text, sol.Steps()-1, speedLabels[c.speed])
	}
	writeLookedAtGIF(t, filepath.Join(dir, "astar-looked-at.gif"))
}

// writeLookedAtGIF makes docs/astar-looked-at.gif: the first 40 boards A* with Manhattan distance
// looks at on the 31-move 8-puzzle, in the order it looks at them (session.Limits.Explore, as the
// explorer records them), by the same GIF writer as Export Animation.
func writeLookedAtGIF(t *testing.T, path string) {
	x, err := session.Limits{}.Explore(context.Background(), hardPuzzle(t), session.Search(board.KindSliding, "manhattan"), nil)
	if err != nil {
		t.Fatal(err)
	}
	var grids []board.Grid
	for _, st := range x.Steps[:min(40, len(x.Steps))] {
		grids = append(grids, st.Board.Grid())
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	res, err := boardgif.Encode(f, len(grids), func(k int) board.Grid { return grids[k] }, boardgif.Options{Delay: 400 * time.Millisecond, Background: boardview.FrameColor(),
		Colors: func(v, cell int) (fill, ink color.Color) { return boardview.CellColors(v, cell, true, nil) }})
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil || res.Frames != 40 {
		t.Fatalf("%s: %d frames, %v", path, res.Frames, err)
	}
	t.Logf("%s: %d boards looked at, %d bytes", path, res.Frames, res.Bytes)
}
