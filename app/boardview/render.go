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

// The game's palette. It is the same in light and dark themes: the board is a picture of the game,
// and these colours read on both backgrounds.
var (
	boardColor   = color.NRGBA{R: 0xbb, G: 0xad, B: 0xa0, A: 0xff}
	emptyColor   = color.NRGBA{R: 0xcd, G: 0xc1, B: 0xb4, A: 0xff}
	darkInk      = color.NRGBA{R: 0x77, G: 0x6e, B: 0x65, A: 0xff}
	lightInk     = color.NRGBA{R: 0xf9, G: 0xf6, B: 0xf2, A: 0xff}
	spawnedColor = color.NRGBA{R: 0x1e, G: 0x6f, B: 0xd9, A: 0xff} // the new 2
	changedColor = color.NRGBA{R: 0xd8, G: 0x1b, B: 0x60, A: 0xff} // merged or moved
	hintColor    = color.NRGBA{R: 0x1b, G: 0x9e, B: 0x4b, A: 0xe0}
	cursorColor  = color.NRGBA{R: 0x26, G: 0x23, B: 0x20, A: 0xff} // dark on every tile colour

	tilePalette = []color.NRGBA{ // by exponent: 2, 4, 8, ... 2048
		{R: 0xee, G: 0xe4, B: 0xda, A: 0xff},
		{R: 0xed, G: 0xe0, B: 0xc8, A: 0xff},
		{R: 0xf2, G: 0xb1, B: 0x79, A: 0xff},
		{R: 0xf5, G: 0x95, B: 0x63, A: 0xff},
		{R: 0xf6, G: 0x7c, B: 0x5f, A: 0xff},
		{R: 0xf6, G: 0x5e, B: 0x3b, A: 0xff},
		{R: 0xed, G: 0xcf, B: 0x72, A: 0xff},
		{R: 0xed, G: 0xcc, B: 0x61, A: 0xff},
		{R: 0xed, G: 0xc8, B: 0x50, A: 0xff},
		{R: 0xed, G: 0xc5, B: 0x3f, A: 0xff},
		{R: 0xed, G: 0xc2, B: 0x2e, A: 0xff},
	}
	bigTileColor  = color.NRGBA{R: 0x3c, G: 0x3a, B: 0x32, A: 0xff} // beyond 2048
	slideTile     = color.NRGBA{R: 0xe8, G: 0xc9, B: 0x9b, A: 0xff}
	slideTileHome = color.NRGBA{R: 0xa8, G: 0xd5, B: 0xa2, A: 0xff} // already in its goal cell
	slideTileInk  = color.NRGBA{R: 0x4a, G: 0x3b, B: 0x2a, A: 0xff}
	slideHomeInk  = color.NRGBA{R: 0x1f, G: 0x4d, B: 0x1b, A: 0xff}
)

// FrameColor is the board's frame and the gaps between its cells.
func FrameColor() color.Color { return boardColor }

// CellColors is the fill and text colour the view gives tile t in cell i (0: an empty cell, no
// text), so that another picture of the board (the GIF export) matches it; a sliding tile in its
// goal cell is marked, homes (GoalHomes) saying where each tile belongs, nil for the usual goal.
func CellColors(t, i int, sliding bool, homes []int) (fill, ink color.Color) {
	if t == 0 {
		return emptyColor, color.Transparent
	}
	return tileColors(t, i, sliding, homes)
}

// GoalHomes is the goal cell of each tile of g's goal (g.Goal), nil when g has none.
func GoalHomes(g board.Grid) []int {
	if len(g.Goal) != len(g.Tiles) {
		return nil
	}
	homes := make([]int, len(g.Goal))
	for cell, t := range g.Goal {
		if t >= 0 && t < len(homes) {
			homes[t] = cell
		}
	}
	return homes
}

// tileColors is the fill and text colour of tile t (not a blank) in cell i; homes as for
// CellColors.
func tileColors(t, i int, sliding bool, homes []int) (fill, ink color.Color) {
	home := t == i+1
	if homes != nil && t < len(homes) {
		home = homes[t] == i
	}
	switch {
	case sliding && home:
		return slideTileHome, slideHomeInk
	case sliding:
		return slideTile, slideTileInk
	}
	exp := 0
	for v := t; v > 1; v >>= 1 {
		exp++
	}
	if exp < 1 || exp > len(tilePalette) {
		return bigTileColor, lightInk
	}
	if exp <= 2 {
		return tilePalette[exp-1], darkInk
	}
	return tilePalette[exp-1], lightInk
}
