package app

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"tilesolve/board"
)

// BoardView draws one board the way the game does: a coloured square per tile with its number,
// blanks empty. It can mark the cell where a 2 spawned and the cells a move changed (merged
// tiles in the 2048 variant, the tile that slid in a sliding puzzle). It renders only the board it
// holds, so scrubbing a long solution costs one board per step.
type BoardView struct {
	widget.BaseWidget

	grid    board.Grid
	kind    board.Kind
	spawned int   // row-major cell of the new 2, -1 for none
	changed []int // row-major cells to mark as changed
}

// NewBoardView returns an empty board view; SetBoard or SetStep gives it a board.
func NewBoardView() *BoardView {
	v := &BoardView{spawned: -1}
	v.ExtendBaseWidget(v)
	return v
}

// SetBoard shows b without marks.
func (v *BoardView) SetBoard(b board.Board) {
	v.set(b, -1, nil)
}

// SetStep shows a solution step's board with its spawned and changed cells marked.
func (v *BoardView) SetStep(s board.Step) {
	v.set(s.Board, s.Spawned, s.Changed)
}

func (v *BoardView) set(b board.Board, spawned int, changed []int) {
	v.grid, v.kind, v.spawned, v.changed = b.Grid(), b.Kind(), spawned, changed
	v.Refresh()
}

// Grid is the board shown, as a plain grid (N is 0 before the first board).
func (v *BoardView) Grid() board.Grid { return v.grid }

// CreateRenderer is part of fyne.Widget.
func (v *BoardView) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{v: v, bg: canvas.NewRectangle(boardColor)}
	r.rebuild()
	return r
}

// boardRenderer keeps one rectangle, one text and one marker outline per cell and reuses them
// from step to step; it rebuilds only when the side length changes.
type boardRenderer struct {
	v       *BoardView
	bg      *canvas.Rectangle
	n       int
	tiles   []*canvas.Rectangle
	labels  []*canvas.Text
	marks   []*canvas.Rectangle
	objects []fyne.CanvasObject
	cell    float32 // side of one cell after the last Layout
}

func (r *boardRenderer) rebuild() {
	r.n = r.v.grid.N
	cells := r.n * r.n
	r.tiles = make([]*canvas.Rectangle, cells)
	r.labels = make([]*canvas.Text, cells)
	r.marks = make([]*canvas.Rectangle, cells)
	r.objects = make([]fyne.CanvasObject, 0, 1+3*cells)
	r.objects = append(r.objects, r.bg)
	for i := range cells {
		r.tiles[i] = canvas.NewRectangle(emptyColor)
		r.labels[i] = &canvas.Text{Alignment: fyne.TextAlignCenter, TextStyle: fyne.TextStyle{Bold: true}}
		r.marks[i] = &canvas.Rectangle{FillColor: color.Transparent}
		r.marks[i].Hide()
		r.objects = append(r.objects, r.tiles[i], r.labels[i])
	}
	for _, m := range r.marks { // outlines above every tile, so a wide stroke is never covered
		r.objects = append(r.objects, m)
	}
	r.update()
}

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *boardRenderer) Destroy() {}

// MinSize leaves room for a readable four-digit tile on every cell.
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

func (r *boardRenderer) Layout(size fyne.Size) {
	origin, side, gap, cell := r.geometry(size)
	r.bg.Move(origin)
	r.bg.Resize(fyne.NewSquareSize(side))
	r.bg.CornerRadius = gap * 1.5
	r.cell = cell
	for i := range r.tiles {
		row, col := i/r.n, i%r.n
		pos := origin.Add(fyne.NewPos(gap+float32(col)*(cell+gap), gap+float32(row)*(cell+gap)))
		r.tiles[i].Move(pos)
		r.tiles[i].Resize(fyne.NewSquareSize(cell))
		r.tiles[i].CornerRadius = cell * 0.08
		r.labels[i].Move(pos)
		r.labels[i].Resize(fyne.NewSquareSize(cell))
		r.labels[i].TextSize = textSizeFor(r.labels[i].Text, cell)
		stroke := max(2, cell*0.07)
		r.marks[i].Move(pos.Add(fyne.NewPos(stroke/2, stroke/2)))
		r.marks[i].Resize(fyne.NewSquareSize(cell - stroke))
		r.marks[i].StrokeWidth = stroke
		r.marks[i].CornerRadius = cell * 0.08
	}
}

// textSizeFor fits text on a cell of the given side: large for short numbers, smaller as digits
// are added, so that 2048 on a 10-by-10 board stays on its tile.
func textSizeFor(text string, cell float32) float32 {
	digits := float32(max(len(text), 2))
	return min(cell*0.45, cell*1.3/digits)
}

func (r *boardRenderer) Refresh() {
	if r.v.grid.N != r.n {
		r.rebuild()
		r.Layout(r.v.Size())
		canvas.Refresh(r.v)
		return
	}
	r.update()
	for _, o := range r.objects {
		o.Refresh()
	}
}

// update copies the board's tiles and marks into the canvas objects.
func (r *boardRenderer) update() {
	g := r.v.grid
	sliding := r.v.kind == board.KindSliding
	for i := range r.tiles {
		t := g.Tiles[i]
		fill, ink := tileColors(t, i, sliding)
		r.tiles[i].FillColor = fill
		r.labels[i].Color = ink
		r.labels[i].Text = ""
		if t != 0 {
			r.labels[i].Text = strconv.Itoa(t)
		}
		if r.cell > 0 {
			r.labels[i].TextSize = textSizeFor(r.labels[i].Text, r.cell)
		}
		r.marks[i].Hide()
	}
	for _, c := range r.v.changed {
		if c >= 0 && c < len(r.marks) {
			r.marks[c].StrokeColor = changedColor
			r.marks[c].Show()
		}
	}
	if s := r.v.spawned; s >= 0 && s < len(r.marks) {
		r.marks[s].StrokeColor = spawnedColor
		r.marks[s].Show()
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
	bigTileColor   = color.NRGBA{R: 0x3c, G: 0x3a, B: 0x32, A: 0xff} // beyond 2048
	slideTile      = color.NRGBA{R: 0xe8, G: 0xc9, B: 0x9b, A: 0xff}
	slideTileHome  = color.NRGBA{R: 0xa8, G: 0xd5, B: 0xa2, A: 0xff} // already in its goal cell
	slideTileInk   = color.NRGBA{R: 0x4a, G: 0x3b, B: 0x2a, A: 0xff}
	slideHomeInk   = color.NRGBA{R: 0x1f, G: 0x4d, B: 0x1b, A: 0xff}
	emptyInkHidden = color.Transparent
)

// tileColors is the fill and text colour of tile t in cell i.
func tileColors(t, i int, sliding bool) (fill, ink color.Color) {
	switch {
	case t == 0:
		return emptyColor, emptyInkHidden
	case sliding && t == i+1:
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
