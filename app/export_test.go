package app

import (
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// Export Animation states the size limit, then writes one frame per step of Board10's solution in
// the board's colours; a 30,000-step solution is sampled to stay under the limit.
func TestExportAnimation(t *testing.T) {
	u, _, q := newTestUI(t)
	test.Tap(u.solveBtn)
	q.Until(t, "Board10 to be solved", func() bool { return !u.s.Solving() })
	if u.animItem.Disabled {
		t.Fatal("Export Animation is disabled with a solution")
	}
	u.animItem.Action()
	if text := overlayTexts(u.win.Canvas()); !strings.Contains(text, "under 2 MB") || !strings.Contains(text, "4 steps") {
		t.Errorf("the dialog says %q", text)
	}
	u.dialog.Hide()
	path := filepath.Join(t.TempDir(), "board10.gif")
	u.docs.writeAnimation(u.tl, platform.PathFile(path), nil)
	g := readGIF(t, path)
	if len(g.Image) != 4 || !strings.HasPrefix(u.status.Text, "Exported board10.gif: 4 frames") {
		t.Errorf("%d frames, status %q", len(g.Image), u.status.Text)
	}
	// The first frame's top-left tile (256) has the board view's colour.
	fill, _ := boardview.CellColors(256, 0, false, nil)
	b := g.Image[0].Bounds()
	r1, g1, b1, _ := g.Image[0].At(b.Min.X+b.Dx()/8, b.Min.Y+b.Dy()/8).RGBA()
	r2, g2, b2, _ := fill.RGBA()
	if r1>>8 != r2>>8 || g1>>8 != g2>>8 || b1>>8 != b2>>8 {
		t.Errorf("the 256 tile is drawn %v,%v,%v, the board view's %v,%v,%v", r1>>8, g1>>8, b1>>8, r2>>8, g2>>8, b2>>8)
	}

	u.setSolution(longSolution(t, 30000))
	long := filepath.Join(t.TempDir(), "long.gif")
	u.docs.writeAnimation(u.tl, platform.PathFile(long), nil)
	st, err := os.Stat(long)
	if err != nil || st.Size() > maxAnimationBytes {
		t.Fatalf("the long animation: %v, %d bytes", err, st.Size())
	}
	if n := len(readGIF(t, long).Image); n < 2 || n >= 30000 || !strings.Contains(u.status.Text, ", every ") {
		t.Errorf("the long animation has %d frames, status %q", n, u.status.Text)
	}
}

// A 127-by-127 puzzle's solution keeps the dialog's promise: the file stays under 2 MB, drawn with
// smaller tiles, and the status says how it was drawn.
func TestExportAnimationOfAHugeBoard(t *testing.T) {
	u, _, _ := newTestUI(t)
	start, err := board.NewPuzzle(board.Scramble(127, rand.New(rand.NewPCG(1, 2))))
	if err != nil {
		t.Fatal(err)
	}
	solved, err := board.NewPuzzle(board.Solved(127))
	if err != nil {
		t.Fatal(err)
	}
	// The first and last boards, every tile different: what a sampled long solution comes to.
	steps := board.Steps{{Board: start}, {Board: solved}}
	u.setSolution(session.PathSolution(steps))
	u.animItem.Action()
	if text := overlayTexts(u.win.Canvas()); !strings.Contains(text, "smaller tiles") {
		t.Errorf("the dialog says %q", text)
	}
	u.dialog.Hide()
	path := filepath.Join(t.TempDir(), "huge.gif")
	u.docs.writeAnimation(u.tl, platform.PathFile(path), nil)
	st, err := os.Stat(path)
	if err != nil || st.Size() > maxAnimationBytes || !strings.Contains(u.status.Text, "without numbers") {
		t.Fatalf("the 127x127 animation: %v, %d bytes, status %q", err, st.Size(), u.status.Text)
	}
}

// In Play, Export Animation writes the game's history: one frame for the start and each move,
// each cell of each frame in the colour of that step's tile.
func TestExportAnimationOfAGame(t *testing.T) {
	u, _, _ := newTestUI(t)
	if !u.animItem.Disabled {
		t.Fatal("Export Animation is enabled with nothing on the timeline")
	}
	enterPlayUnder(t, u, board.RightColumn)
	press(u, fyne.KeyDown)
	press(u, fyne.KeyRight)
	steps, _ := u.play.s.History()
	if len(steps) != 3 || u.animItem.Disabled {
		t.Fatalf("%d steps after two moves; Export Animation disabled: %v", len(steps), u.animItem.Disabled)
	}
	u.animItem.Action()
	if text := overlayTexts(u.win.Canvas()); !strings.Contains(text, "the game on the timeline (its start and 2 moves)") {
		t.Errorf("the dialog says %q", text)
	}
	u.dialog.Hide()

	path := filepath.Join(t.TempDir(), "game.gif")
	u.docs.writeAnimation(u.tl, platform.PathFile(path), nil)
	g := readGIF(t, path)
	if len(g.Image) != len(steps) || !strings.HasPrefix(u.status.Text, "Exported game.gif: 3 frames") {
		t.Fatalf("%d frames for %d steps, status %q", len(g.Image), len(steps), u.status.Text)
	}
	checkFrameColors(t, g, board.Steps(steps), func(v, i int) color.Color {
		want, _ := boardview.CellColors(v, i, false, nil)
		return want
	})

	// Back in Solve, with nothing solved, there is nothing to export again.
	u.setMode(solveTab)
	if !u.animItem.Disabled {
		t.Error("Export Animation stays enabled in Solve mode with no solution")
	}
}

// readGIF decodes the animated GIF at path.
func readGIF(t *testing.T, path string) *gif.GIF {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := gif.DecodeAll(f)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// checkFrameColors checks each cell of each frame of g, the animation of steps, against the colour
// want gives its tile.
func checkFrameColors(t *testing.T, g *gif.GIF, steps board.Path, want func(v, i int) color.Color) {
	t.Helper()
	n := steps.Step(0).Board.Size()
	width := g.Config.Width
	cell := 1 // the GIF is n cells and n+1 gaps of a tenth of a cell
	for n*cell+(n+1)*max(1, cell/10) < width {
		cell++
	}
	gap := max(1, cell/10)
	// A frame after the first holds only what changed, drawn over the frames before.
	img := image.NewRGBA(image.Rect(0, 0, g.Config.Width, g.Config.Height))
	for k := range steps.Len() {
		st := steps.Step(k)
		draw.Draw(img, g.Image[k].Bounds(), g.Image[k], g.Image[k].Bounds().Min, draw.Over)
		tiles := st.Board.Grid().Tiles
		for i, v := range tiles {
			want := want(v, i)
			// A pixel inside the tile's corner, clear of its number.
			x := img.Bounds().Min.X + gap + i%n*(cell+gap) + 3
			y := img.Bounds().Min.Y + gap + i/n*(cell+gap) + 3
			r1, g1, b1, _ := img.At(x, y).RGBA()
			r2, g2, b2, _ := want.RGBA()
			if r1>>8 != r2>>8 || g1>>8 != g2>>8 || b1>>8 != b2>>8 {
				t.Errorf("frame %d, cell %d (tile %d) is %d,%d,%d, want %d,%d,%d", k, i, v, r1>>8, g1>>8, b1>>8, r2>>8, g2>>8, b2>>8)
			}
		}
	}
}
