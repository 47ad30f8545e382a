package boardview

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/board"
)

// The backdrop is one picture of the frame and the empty cells: at 2 pixels a point, each cell's
// centre and the inner part of its edges are the empty colour, the middle of every gap the board
// colour, and the frame's corner (rounded) is left clear.
func TestBoardBackdropPicture(t *testing.T) {
	test.NewTempApp(t)
	for _, n := range []int{4, 10} {
		v := New()
		v.SetGrid(board.Kind2048, board.NewGrid(n, make([]int, n*n)))
		showInWindow(t, v, fyne.NewSquareSize(300))
		r := v.r
		const scale = 2
		img := r.drawBackdrop(int(r.side*scale), int(r.side*scale)).(*image.RGBA)
		at := func(p fyne.Position) color.RGBA {
			p = p.Subtract(r.origin)
			return img.RGBAAt(int(p.X*scale), int(p.Y*scale))
		}
		want := func(c color.NRGBA) color.RGBA { return color.RGBA(c) }
		for i := range n * n {
			p := r.cellPos(i)
			for _, q := range []fyne.Position{p.AddXY(r.cell/2, r.cell/2), p.AddXY(r.cell/2, 1), p.AddXY(1, r.cell/2)} {
				if got := at(q); got != want(emptyColor) {
					t.Fatalf("%dx%d: cell %d at %v is %v, want the empty colour", n, n, i, q, got)
				}
			}
			if got := at(p.AddXY(-r.gap/2, r.cell/2)); got != want(boardColor) {
				t.Fatalf("%dx%d: the gap left of cell %d is %v, want the board colour", n, n, i, got)
			}
		}
		if got := img.RGBAAt(0, 0); got.A != 0 {
			t.Errorf("%dx%d: the frame's rounded corner is %v, want clear", n, n, got)
		}
	}
}

// BenchmarkBackdrop draws a 4x4 board's backdrop as the page does at the start: about 430 pixels
// a side on a laptop, 1,100 on a phone at three pixels a point.
func BenchmarkBackdrop(b *testing.B) {
	test.NewTempApp(b)
	v := New()
	v.SetGrid(board.Kind2048, board.NewGrid(4, make([]int, 16)))
	w := test.NewWindow(v)
	b.Cleanup(w.Close)
	w.SetPadded(false)
	w.Resize(fyne.NewSquareSize(430))
	for _, side := range []int{430, 1100} {
		b.Run(fmt.Sprint(side), func(b *testing.B) {
			for b.Loop() {
				v.r.drawBackdrop(side, side)
			}
		})
	}
}
