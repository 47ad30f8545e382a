package boardview

import (
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
