package boardview

import (
	"fyne.io/fyne/v2"

	"github.com/tilesolve/tilesolve/board"
)

// The overlays drawn above the tiles: the edit cursor and the hint (a box on its cell and an
// arrow toward its swipe).

// placeOverlays puts the edit cursor and the hint on their cells.
func (r *boardRenderer) placeOverlays() {
	v := r.v
	cells := len(r.tiles)
	// The cursor shows only while the board has the keys: a digit typed then goes to its cell.
	// Without the focus typing reaches no cell, so no cell is marked as if it would.
	if v.mode == Edit && v.focused && v.selected >= 0 && v.selected < cells {
		w := r.cursor.StrokeWidth
		inset := -w // on the gap around the cell: seen on a dark tile too, and off the marker outline
		r.cursor.Move(r.cellPos(v.selected).AddXY(inset, inset))
		r.cursor.Resize(fyne.NewSquareSize(r.cell - 2*inset))
		r.cursor.StrokeColor = cursorColor
		r.cursor.Show()
	} else {
		r.cursor.Hide()
	}
	r.hintBox.Hide()
	for _, l := range r.arrow {
		l.Hide()
	}
	if !v.hint.shown || r.cell <= 0 {
		return
	}
	center := r.origin.AddXY(r.gap+float32(r.n)*(r.cell+r.gap)/2, r.gap+float32(r.n)*(r.cell+r.gap)/2).SubtractXY(r.gap/2, r.gap/2)
	length := r.cell * 1.5
	if h := v.hint.cell; h >= 0 && h < cells {
		r.hintBox.Move(r.cellPos(h))
		r.hintBox.Resize(fyne.NewSquareSize(r.cell))
		r.hintBox.Show()
		center = r.cellPos(h).AddXY(r.cell/2, r.cell/2)
		length = r.cell * 0.6
	}
	r.placeArrow(center, length, v.hint.dir)
}

// redrawOverlays places and redraws the cursor and the hint, and nothing else.
func (r *boardRenderer) redrawOverlays() {
	r.placeOverlays()
	r.cursor.Refresh()
	r.hintBox.Refresh()
	for _, l := range r.arrow {
		l.Refresh()
	}
}

// placeArrow draws an arrow of the given length through center pointing toward d.
func (r *boardRenderer) placeArrow(center fyne.Position, length float32, d board.Direction) {
	dr, dc := d.Offset()
	ux, uy := float32(dc), float32(dr)
	half, barb := length/2, length/3
	tip := center.AddXY(ux*half, uy*half)
	width := max(3, r.cell*0.08)
	r.arrow[0].Position1, r.arrow[0].Position2 = center.SubtractXY(ux*half, uy*half), tip
	// the barbs go back from the tip, at 45 degrees either side of the shaft
	r.arrow[1].Position1, r.arrow[1].Position2 = tip, tip.AddXY(-ux*barb-uy*barb, -uy*barb+ux*barb)
	r.arrow[2].Position1, r.arrow[2].Position2 = tip, tip.AddXY(-ux*barb+uy*barb, -uy*barb-ux*barb)
	for _, l := range r.arrow {
		l.StrokeWidth = width
		l.Show()
	}
}
