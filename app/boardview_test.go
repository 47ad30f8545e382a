package app

import (
	"context"
	"fmt"
	"image"
	"math/rand/v2"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/board"
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
	v := NewBoardView()
	v.SetStep(sol.Steps[3])
	w := showInWindow(t, v, fyne.NewSize(240, 240))
	test.AssertRendersToMarkup(t, "boardview_2048_last_step.xml", w.Canvas())
	test.AssertRendersToImage(t, "boardview_2048_last_step.png", w.Canvas())
}

func TestBoardViewGoldenSliding(t *testing.T) {
	test.NewTempApp(t)
	sol := solve(t, mustBoard(t, board.KindSliding, board.NewGrid(3, []int{0, 1, 3, 4, 2, 5, 7, 8, 6})))
	v := NewBoardView()
	v.SetStep(sol.Steps[2])
	w := showInWindow(t, v, fyne.NewSize(200, 200))
	test.AssertRendersToImage(t, "boardview_sliding_step2.png", w.Canvas())
}

// On a 10-by-10 board a four-digit tile still fits its cell.
func TestBoardViewTextFitsOnBigBoards(t *testing.T) {
	test.NewTempApp(t)
	tiles := make([]int, 100)
	tiles[0], tiles[99] = 2048, 1024
	v := NewBoardView()
	v.SetBoard(mustBoard(t, board.Kind2048, board.NewGrid(10, tiles)))
	showInWindow(t, v, fyne.NewSize(400, 400))
	r := test.WidgetRenderer(v).(*boardRenderer)
	for _, i := range []int{0, 99} {
		if w, cell := r.labels[i].MinSize().Width, r.tiles[i].Size().Width; w > cell*0.95 || w == 0 {
			t.Errorf("cell %d: text %q is %.1f wide on a %.1f cell", i, r.labels[i].Text, w, cell)
		}
	}
}

// The chart draws a long series in one raster image, one column per pixel, from bottom-left to
// top-right for a rising series.
func TestChartRastersLongSeries(t *testing.T) {
	test.NewTempApp(t)
	vals := make([]float64, 30000)
	for i := range vals {
		vals[i] = float64(i)
	}
	c := NewChart()
	c.SetSeries("rising", vals, "0", "29999")
	showInWindow(t, c, fyne.NewSize(300, 80))
	r := test.WidgetRenderer(c).(*chartRenderer)
	img := r.draw(200, 50).(*image.NRGBA)
	lit := func(x, y int) bool { return img.NRGBAAt(x, y).A != 0 }
	if !lit(0, 49) || lit(0, 0) || !lit(199, 0) || lit(199, 49) {
		t.Error("a rising series is not drawn from bottom-left to top-right")
	}
	for x := range 200 {
		any := false
		for y := range 50 {
			any = any || lit(x, y)
		}
		if !any {
			t.Fatalf("column %d is empty", x)
		}
	}
	c.SetCurrent(15000)
	if mid := r.area.Width/2 + r.origin.X; r.marker.Position1.X < mid-1 || r.marker.Position1.X > mid+1 {
		t.Errorf("marker at x=%v for the middle step, want about %v", r.marker.Position1.X, mid)
	}
}

// BenchmarkRenderStep measures moving the timeline one step: the board view takes the step and
// its renderer updates and lays out the tiles ("widget"), and the same plus painting the whole
// 600x600 window with Fyne's software painter ("softpaint"). The app paints with OpenGL instead,
// where text is cached as textures; softpaint is a pessimistic bound, not the app's frame time.
func BenchmarkRenderStep(b *testing.B) {
	test.NewTempApp(b)
	for _, n := range []int{4, 10} {
		steps := benchSteps(b, n)
		for _, mode := range []string{"widget", "softpaint"} {
			b.Run(fmt.Sprintf("%dx%d/%s", n, n, mode), func(b *testing.B) {
				v := NewBoardView()
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

// benchSteps is a sequence of n-by-n 2048 boards one swipe apart, with their marks.
func benchSteps(tb testing.TB, n int) []board.Step {
	rng := rand.New(rand.NewPCG(1, 2))
	start, err := board.NewGame2048(board.Random2048(n, 0.5, rng), 1<<20, board.RightColumn)
	if err != nil {
		tb.Fatal(err)
	}
	steps := []board.Step{{Board: start, Spawned: -1}}
	cur := start
	for len(steps) < 64 {
		moved := false
		for _, turn := range board.Directions {
			d := board.Direction((int(turn) + len(steps)) % 4)
			if s, ok := cur.Swipe(d); ok {
				steps = append(steps, board.Step{Board: s.Board, Dir: d, Spawned: s.Spawned, Changed: s.Merged})
				cur, moved = s.Board, true
				break
			}
		}
		if !moved {
			break
		}
	}
	return steps
}

// At the window's minimum size, the board as small as the layout makes it, every tile the format
// allows (2 to 2^30) has its number inside its cell on every 2048 board size: the text shrinks to
// the cell, measured with the theme's font at the size drawn, and a number that is wider than its
// cell even at the smallest size is not drawn.
func TestTileNumbersFitAtMinimumWindow(t *testing.T) {
	u, _, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(640, 480))
	hidden := 0
	for n := board.Min2048N; n <= board.Max2048N; n++ {
		u.ed.edit.SetSize(n)
		u.ed.edit.NewBoard(board.Kind2048)
		for v := 2; v <= board.MaxTile; v *= 2 {
			g := board.NewGrid(n, make([]int, n*n))
			g.Tiles[0], g.Tiles[n*n-1] = v, v // the top-left cell, and the last beside the border
			u.ed.edit.SetGrid(board.Kind2048, g)
			u.ed.show()
			u.win.Content().Refresh()
			r := u.view.r
			if u.view.Grid().N != n || r.cell <= 0 {
				t.Fatalf("%dx%d: the view shows %d cells a side, %.1f wide", n, n, u.view.Grid().N, r.cell)
			}
			for _, i := range []int{0, n*n - 1} {
				l := r.labels[i]
				if !l.Visible() { // only where no size fits: the smallest text is wider than the cell
					if w := fyne.MeasureText(l.Text, minTextSize, l.TextStyle).Width; w <= r.cell {
						t.Errorf("%dx%d cell %d: %q is hidden, but measures %.1f at size %d on a %.1f cell", n, n, i, l.Text, w, minTextSize, r.cell)
					}
					hidden++
					continue
				}
				m := fyne.MeasureText(l.Text, l.TextSize, l.TextStyle)
				if l.Text != strconv.Itoa(v) || m.Width == 0 || m.Width > r.cell || m.Height > r.cell ||
					l.Position() != r.cellPos(i) || l.Size().Width != r.cell {
					t.Errorf("%dx%d cell %d: %q measures %v on a %.1f cell (label at %v, %v wide; cell at %v)",
						n, n, i, l.Text, m, r.cell, l.Position(), l.Size().Width, r.cellPos(i))
				}
			}
		}
		t.Logf("%dx%d at 640x480: cells %.1f wide; 131072 and 2^30 at text sizes %.1f and %.1f",
			n, n, u.view.r.cell, textSizeFor("131072", u.view.r.cell), textSizeFor(strconv.Itoa(board.MaxTile), u.view.r.cell))
	}
	t.Logf("%d numbers too long for any size on their cell, not drawn", hidden)
}
