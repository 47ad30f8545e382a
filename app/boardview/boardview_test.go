package boardview

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
	"github.com/tilesolve/tilesolve/solver"
)

func mustBoard(t testing.TB, k board.Kind, g board.Grid) board.Board {
	t.Helper()
	if k == board.KindSliding {
		p, err := board.NewPuzzle(g)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	b, err := board.NewGame2048(g, 2048, board.RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func solve(t testing.TB, b board.Board) *solver.Solution {
	t.Helper()
	sol, err := solver.Solve(context.Background(), b, solver.Config{})
	if err != nil {
		t.Fatal(err)
	}
	return sol
}

// showInWindow puts v alone in a test window of the given size.
func showInWindow(t *testing.T, v fyne.CanvasObject, size fyne.Size) fyne.Window {
	t.Helper()
	w := test.NewWindow(v)
	t.Cleanup(w.Close)
	w.SetPadded(false)
	w.Resize(size)
	return w
}

// The golden files pin down the drawing: tile colours, numbers, sizes and the marker outlines.
// A failing run writes the new rendering to testdata/failed/ for review.
func TestBoardViewGolden2048(t *testing.T) {
	test.NewTempApp(t)
	g := board.NewGrid(4, []int{256, 8, 0, 2, 256, 8, 16, 2, 512, 4, 0, 0, 1024, 0, 0, 0})
	sol := solve(t, mustBoard(t, board.Kind2048, g))
	v := New()
	v.SetStep(sol.Step(3))
	w := showInWindow(t, v, fyne.NewSize(240, 240))
	test.AssertRendersToMarkup(t, "boardview_2048_last_step.xml", w.Canvas())
	test.AssertRendersToImage(t, "boardview_2048_last_step.png", w.Canvas())
}

func TestBoardViewGoldenSliding(t *testing.T) {
	test.NewTempApp(t)
	sol := solve(t, mustBoard(t, board.KindSliding, board.NewGrid(3, []int{0, 1, 3, 4, 2, 5, 7, 8, 6})))
	v := New()
	v.SetStep(sol.Step(2))
	w := showInWindow(t, v, fyne.NewSize(200, 200))
	test.AssertRendersToImage(t, "boardview_sliding_step2.png", w.Canvas())
}

// On a 10-by-10 board a four-digit tile still fits its cell.
func TestBoardViewTextFitsOnBigBoards(t *testing.T) {
	test.NewTempApp(t)
	tiles := make([]int, 100)
	tiles[0], tiles[99] = 2048, 1024
	v := New()
	v.SetBoard(mustBoard(t, board.Kind2048, board.NewGrid(10, tiles)))
	showInWindow(t, v, fyne.NewSize(400, 400))
	r := test.WidgetRenderer(v).(*boardRenderer)
	for _, i := range []int{0, 99} {
		if w, cell := r.labels[i].MinSize().Width, r.tiles[i].Size().Width; w > cell*0.95 || w == 0 {
			t.Errorf("cell %d: text %q is %.1f wide on a %.1f cell", i, r.labels[i].Text, w, cell)
		}
	}
}

// BenchmarkRenderStep measures moving the timeline one step: the board view takes the step and
// its renderer updates and lays out the tiles ("widget"), and the same plus painting the whole
// 600x600 window with Fyne's software painter ("softpaint"). The app paints with OpenGL instead,
// where text is cached as textures; softpaint is a pessimistic bound, not the app's frame time.
func BenchmarkRenderStep(b *testing.B) {
	test.NewTempApp(b)
	for _, n := range []int{4, 10} {
		steps := testboards.Steps2048(b, n)
		for _, mode := range []string{"widget", "softpaint"} {
			b.Run(fmt.Sprintf("%dx%d/%s", n, n, mode), func(b *testing.B) {
				v := New()
				w := test.NewWindow(v)
				defer w.Close()
				w.Resize(fyne.NewSize(600, 600))
				r := test.WidgetRenderer(v)
				b.ReportAllocs()
				b.ResetTimer()
				for i := range b.N {
					v.SetStep(steps[i%len(steps)])
					r.Layout(v.Size())
					if mode == "softpaint" {
						_ = w.Canvas().Capture()
					}
				}
			})
		}
	}
}

// On the smallest board the window's layout gives (a 262-point square at 640x480) and a smaller
// one, every tile the format allows (2 to 2^30) has its number inside its cell on every 2048 board
// size: the text shrinks to the cell, measured with the theme's font at the size drawn, and a
// number that is wider than its cell even at the smallest size is not drawn.
func TestTileNumbersFitOnSmallBoards(t *testing.T) {
	test.NewTempApp(t)
	for _, side := range []float32{262, 200} {
		v := New()
		w := showInWindow(t, v, fyne.NewSquareSize(side))
		hidden := 0
		for n := board.Min2048N; n <= board.Max2048N; n++ {
			for val := 2; val <= board.MaxTile; val *= 2 {
				g := board.NewGrid(n, make([]int, n*n))
				g.Tiles[0], g.Tiles[n*n-1] = val, val // the top-left cell, and the last beside the border
				v.SetGrid(board.Kind2048, g)
				w.Content().Refresh()
				r := v.r
				if v.Grid().N != n || r.cell <= 0 {
					t.Fatalf("%dx%d: the view shows %d cells a side, %.1f wide", n, n, v.Grid().N, r.cell)
				}
				for _, i := range []int{0, n*n - 1} {
					l := r.labels[i]
					if !l.Visible() { // only where no size fits: the smallest text is wider than the cell
						if w := fyne.MeasureText(l.Text, minTextSize, l.TextStyle).Width; w <= r.cell {
							t.Errorf("%v, %dx%d cell %d: %q is hidden, but measures %.1f at size %d on a %.1f cell", side, n, n, i, l.Text, w, minTextSize, r.cell)
						}
						hidden++
						continue
					}
					m := fyne.MeasureText(l.Text, l.TextSize, l.TextStyle)
					if l.Text != strconv.Itoa(val) || m.Width == 0 || m.Width > r.cell || m.Height > r.cell ||
						l.Position() != r.cellPos(i) || l.Size().Width != r.cell {
						t.Errorf("%v, %dx%d cell %d: %q measures %v on a %.1f cell (label at %v, %v wide; cell at %v)",
							side, n, n, i, l.Text, m, r.cell, l.Position(), l.Size().Width, r.cellPos(i))
					}
				}
			}
			t.Logf("%dx%d on %v points: cells %.1f wide; 131072 and 2^30 at text sizes %.1f and %.1f",
				n, n, side, v.r.cell, textSizeFor("131072", v.r.cell), textSizeFor(strconv.Itoa(board.MaxTile), v.r.cell))
		}
		t.Logf("%v points: %d numbers too long for any size on their cell, not drawn", side, hidden)
	}
}
