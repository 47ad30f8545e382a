package boardview

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"github.com/tilesolve/tilesolve/board"
)

// boardRenderer keeps one picture of the frame and the empty cells, which never moves; per cell a
// tile (rectangle and number) that an animation moves, and a marker outline; plus one spare tile
// for the tile that grows in, the edit cursor and the hint. It reuses them from step to step and rebuilds only when the side
// length changes.
type boardRenderer struct {
	v       *View
	bg      *canvas.Raster // the frame and the empty cells (newBackdrop)
	n       int
	tiles   []*canvas.Rectangle // tiles[i] and labels[i] show cell i's tile when no animation runs
	labels  []*canvas.Text
	marks   []*canvas.Rectangle
	spawn   *canvas.Rectangle // the tile that grows in during an animation
	spawnL  *canvas.Text
	cursor  *canvas.Rectangle
	hintBox *canvas.Rectangle
	arrow   [3]*canvas.Line // shaft and two barbs
	objects []fyne.CanvasObject

	origin          fyne.Position
	side, gap, cell float32   // after the last Layout; cell is 0 before it
	drawnN          int       // the side length bg was last drawn for
	laidOut         fyne.Size // the size of the last Layout
}

func newBoardRenderer(v *View) *boardRenderer {
	r := &boardRenderer{v: v}
	r.bg = newBackdrop(r)
	r.spawn = canvas.NewRectangle(emptyColor)
	r.spawnL = newTileText()
	r.cursor = &canvas.Rectangle{FillColor: color.Transparent}
	r.hintBox = &canvas.Rectangle{FillColor: color.Transparent, StrokeColor: hintColor}
	for i := range r.arrow {
		r.arrow[i] = canvas.NewLine(hintColor)
	}
	r.rebuild()
	return r
}

func newTileText() *canvas.Text {
	return &canvas.Text{Alignment: fyne.TextAlignCenter, TextStyle: fyne.TextStyle{Bold: true}}
}

func (r *boardRenderer) rebuild() {
	r.n = r.v.grid.N
	cells := r.n * r.n
	r.tiles = make([]*canvas.Rectangle, cells)
	r.labels = make([]*canvas.Text, cells)
	r.marks = make([]*canvas.Rectangle, cells)
	r.objects = make([]fyne.CanvasObject, 0, 1+3*cells+9)
	r.objects = append(r.objects, r.bg)
	for i := range cells {
		r.tiles[i] = canvas.NewRectangle(emptyColor)
		r.labels[i] = newTileText()
		r.marks[i] = &canvas.Rectangle{FillColor: color.Transparent}
		r.marks[i].Hide()
		r.objects = append(r.objects, r.tiles[i], r.labels[i])
	}
	r.spawn.Hide()
	r.spawnL.Hide()
	r.objects = append(r.objects, r.spawn, r.spawnL)
	for _, m := range r.marks { // outlines above every tile, so a wide stroke is never covered
		r.objects = append(r.objects, m)
	}
	r.objects = append(r.objects, r.cursor, r.hintBox, r.arrow[0], r.arrow[1], r.arrow[2])
	r.update()
}

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *boardRenderer) Destroy() {}

// MinSize leaves room for a readable four-digit tile on every cell up to 10-by-10, and a
// six-digit one (shrunk) on the 16-by-16 boards the 2048 format allows.
func (r *boardRenderer) MinSize() fyne.Size {
	side := float32(max(r.n, 4)) * 30
	return fyne.NewSquareSize(side)
}

// geometry is where the board and its cells go inside size: a centred square with gaps.
func (r *boardRenderer) geometry(size fyne.Size) (origin fyne.Position, side, gap, cell float32) {
	side = min(size.Width, size.Height)
	origin = fyne.NewPos((size.Width-side)/2, (size.Height-side)/2)
	n := float32(max(r.n, 1))
	gap = max(2, side*0.12/(n+1))
	cell = (side - gap*(n+1)) / n
	return origin, side, gap, cell
}

// cellPos is the top-left corner of cell i after the last Layout.
func (r *boardRenderer) cellPos(i int) fyne.Position {
	row, col := i/max(r.n, 1), i%max(r.n, 1)
	return r.origin.Add(fyne.NewPos(r.gap+float32(col)*(r.cell+r.gap), r.gap+float32(row)*(r.cell+r.gap)))
}

// cellAt is the cell under p (relative to the widget), -1 in a gap or off the board.
func (r *boardRenderer) cellAt(p fyne.Position) int {
	if r.cell <= 0 || r.n == 0 {
		return -1
	}
	x, y := p.X-r.origin.X-r.gap, p.Y-r.origin.Y-r.gap
	col, row := int(x/(r.cell+r.gap)), int(y/(r.cell+r.gap))
	if x < 0 || y < 0 || col >= r.n || row >= r.n ||
		x-float32(col)*(r.cell+r.gap) > r.cell || y-float32(row)*(r.cell+r.gap) > r.cell {
		return -1
	}
	return row*r.n + col
}

// Layout places everything for size. Fyne also calls it, at the same size, whenever a number's
// text changes (its minimum size changes): then it does nothing, since placing the tiles again
// would snap an animation's tiles to their cells for a frame, and hiding the overlays again
// would ask for one more frame.
func (r *boardRenderer) Layout(size fyne.Size) {
	if size == r.laidOut && r.drawnN == r.n && r.cell > 0 {
		return
	}
	r.laidOut = size
	origin, side, gap, cell := r.geometry(size)
	redraw := side != r.side || r.drawnN != r.n
	r.origin, r.side, r.gap, r.cell, r.drawnN = origin, side, gap, cell, r.n
	r.bg.Move(origin)
	r.bg.Resize(fyne.NewSquareSize(side))
	if redraw { // a new texture only when the picture changed: not at every step or frame
		canvas.Refresh(r.bg)
	}
	stroke := max(2, cell*0.07)
	for i := range r.tiles {
		pos := r.cellPos(i)
		r.tiles[i].CornerRadius = cell * 0.08
		r.marks[i].Move(pos.Add(fyne.NewPos(stroke/2, stroke/2)))
		r.marks[i].Resize(fyne.NewSquareSize(cell - stroke))
		r.marks[i].StrokeWidth = stroke
		r.marks[i].CornerRadius = cell * 0.08
	}
	r.spawn.CornerRadius = cell * 0.08
	r.cursor.StrokeWidth = stroke
	r.cursor.CornerRadius = cell * 0.08
	r.hintBox.StrokeWidth = stroke
	r.hintBox.CornerRadius = cell * 0.08
	r.placeTiles()
	r.placeOverlays()
}

// placeTiles puts every tile on its own cell at full size, where no animation has it.
func (r *boardRenderer) placeTiles() {
	for i := range r.tiles {
		r.labels[i].Hidden = r.tiles[i].Hidden // shown again where a number fits once more
		r.placeTile(r.tiles[i], r.labels[i], r.cellPos(i), 1)
	}
}

// placeTile puts a tile with its top-left corner at pos, scaled about its centre.
func (r *boardRenderer) placeTile(t *canvas.Rectangle, l *canvas.Text, pos fyne.Position, scale float32) {
	side := r.cell * scale
	off := (r.cell - side) / 2
	t.Move(pos.AddXY(off, off))
	t.Resize(fyne.NewSquareSize(side))
	l.Move(pos)
	l.Resize(fyne.NewSquareSize(r.cell))
	fitLabel(l, r.cell)
}

func (r *boardRenderer) Refresh() {
	if r.v.grid.N != r.n {
		r.rebuild()
		r.Layout(r.v.Size())
		canvas.Refresh(r.v)
		return
	}
	if r.v.anim != nil { // the animation owns the tiles until its last frame, which refreshes them
		if r.cell > 0 {
			r.redrawOverlays()
		}
		return
	}
	r.update()
	if r.cell > 0 {
		r.placeTiles()
		r.placeOverlays()
	}
	for _, o := range r.objects[1:] { // not bg: Layout redraws it when the board's size changes
		o.Refresh()
	}
}

// update copies the board's tiles and marks into the canvas objects.
func (r *boardRenderer) update() {
	v := r.v
	g := v.grid
	r.spawn.Hide()
	r.spawnL.Hide()
	for i := range r.tiles {
		r.paintTile(r.tiles[i], r.labels[i], g.Tiles[i], i)
		r.setDrawSlot(i, i)
	}
	r.updateMarks()
}

// setDrawSlot draws cell i's tile in slot (cell order unless an animation reorders them, to put
// a merged tile above the one vanishing into it).
func (r *boardRenderer) setDrawSlot(slot, i int) {
	at := 1 + 2*slot
	r.objects[at], r.objects[at+1] = r.tiles[i], r.labels[i]
}

// updateMarks outlines the changed and spawned cells, and above them the invalid ones.
func (r *boardRenderer) updateMarks() {
	v := r.v
	for _, m := range r.marks {
		m.Hide()
	}
	for _, c := range v.changed {
		if c >= 0 && c < len(r.marks) {
			r.marks[c].StrokeColor = changedColor
			r.marks[c].Show()
		}
	}
	if s := v.spawned; s >= 0 && s < len(r.marks) {
		r.marks[s].StrokeColor = spawnedColor
		r.marks[s].Show()
	}
	for c := range v.invalid {
		if c >= 0 && c < len(r.marks) {
			r.marks[c].StrokeColor = theme.Color(theme.ColorNameError)
			r.marks[c].Show()
		}
	}
}

// paintTile gives a tile object the colours and number of tile value t standing in cell i, and
// hides it for a blank.
func (r *boardRenderer) paintTile(rect *canvas.Rectangle, l *canvas.Text, t, i int) {
	if t == 0 {
		rect.Hide()
		l.Hide()
		l.Text = ""
		return
	}
	fill, ink := tileColors(t, i, r.v.kind == board.KindSliding, r.v.homes)
	rect.FillColor, l.Color, l.Text = fill, ink, strconv.Itoa(t)
	rect.Show()
	l.Show()
	if r.cell > 0 {
		fitLabel(l, r.cell)
	}
}
