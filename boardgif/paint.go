package boardgif

import (
	"cmp"
	"fmt"
	"image"
	"image/color"
	"image/color/palette"
	"image/draw"
	"io"
	"maps"
	"slices"
	"strconv"
	"time"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"

	"github.com/tilesolve/tilesolve/board"
)

// painter draws boards of one size into paletted frames: the geometry, one palette for every
// colour the boards need, and each number's glyphs, all worked out once.
type painter struct {
	n, cell, gap, size int
	palette            color.Palette
	bg                 uint8
	colors             map[[2]int][2]uint8 // by value and cell: fill and ink indexes
	noInk              map[[2]int]bool     // fully transparent ink: no number drawn
	numbers            map[int]*glyph
	colorsOf           func(value, cell int) (fill, ink color.Color)
	bgOpaque           color.RGBA
	plain              bool // no numbers: the tiles are too small for them
}

// glyph is a number in the 7x13 font, cut to its ink, and the integer scale it is drawn at.
type glyph struct {
	mask  *image.Alpha
	scale int
}

// paletteTiles bounds the tiles whose colours newPainter gathers: a long solution's boards are
// sampled evenly to about this many tiles, and a colour not met then is matched when drawn.
const paletteTiles = 4 << 20

// newPainter works out how the boards are drawn: at opt's tile size grown to fit the widest number,
// or, when cell is not 0, at exactly cell pixels a tile, without numbers if one does not fit.
func newPainter(count int, grid func(k int) board.Grid, opt Options, cell int) *painter {
	colors := opt.Colors
	if colors == nil {
		colors = Default
	}
	bg := opt.Background
	if bg == nil {
		bg = DefaultBackground
	}
	first := grid(0)
	n := first.N
	p := &painter{n: n, colors: map[[2]int][2]uint8{}, noInk: map[[2]int]bool{}, numbers: map[int]*glyph{},
		colorsOf: colors}

	// Gather the colours of every tile in every cell the boards show; the GIF holds 256 at most,
	// so a caller's finer scale falls back to the nearest of Plan 9's.
	bgOpaque := flatten(bg, color.Black)
	p.bgOpaque = bgOpaque
	fills := map[[2]int][2]color.RGBA{}
	distinct := map[color.RGBA]bool{bgOpaque: true}
	stride := max(1, count*n*n/paletteTiles)
	for k := 0; k < count; k = min(k+stride, count-1+stride) {
		g := first
		if k > 0 {
			g = grid(min(k, count-1))
		}
		for i, v := range g.Tiles {
			key := [2]int{v, i}
			if _, ok := fills[key]; ok {
				continue
			}
			fill, ink := colors(v, i)
			f := flatten(fill, bgOpaque)
			if _, _, _, a := ink.RGBA(); a == 0 || v == 0 {
				p.noInk[key] = true
			}
			k := flatten(ink, f)
			fills[key] = [2]color.RGBA{f, k}
			distinct[f], distinct[k] = true, true
			if _, ok := p.numbers[v]; !ok && v != 0 {
				p.numbers[v] = &glyph{mask: numberMask(v)}
			}
		}
	}
	if len(distinct) <= 256 {
		p.palette = color.Palette{bgOpaque}
		for _, c := range slices.SortedFunc(maps.Keys(distinct), func(a, b color.RGBA) int {
			return cmp.Compare(uint32(a.R)<<16|uint32(a.G)<<8|uint32(a.B), uint32(b.R)<<16|uint32(b.G)<<8|uint32(b.B))
		}) {
			if c != bgOpaque { // in a fixed order, so the same boards make the same file
				p.palette = append(p.palette, c)
			}
		}
	} else {
		p.palette = palette.Plan9
	}
	p.bg = uint8(p.palette.Index(bgOpaque))
	for key, fk := range fills {
		p.colors[key] = [2]uint8{uint8(p.palette.Index(fk[0])), uint8(p.palette.Index(fk[1]))}
	}

	// Tiles grow to fit the widest number with 2 pixels each side; numbers are drawn as large as
	// fit in whole pixels, up to about half a tile high.
	p.cell = opt.Cell
	if p.cell <= 0 {
		p.cell = 40
	}
	for _, gl := range p.numbers {
		b := gl.mask.Bounds()
		if cell > 0 && (b.Dx()+4 > cell || b.Dy()+4 > cell) {
			p.plain = true
		}
		p.cell = max(p.cell, b.Dx()+4, b.Dy()+4)
	}
	if cell > 0 {
		p.cell = cell
	}
	for _, gl := range p.numbers {
		b := gl.mask.Bounds()
		gl.scale = max(1, min((p.cell-4)/b.Dx(), p.cell/2/b.Dy()))
	}
	p.gap = opt.Gap
	if p.gap <= 0 {
		p.gap = max(1, p.cell/10)
	}
	p.size = n*p.cell + (n+1)*p.gap
	return p
}

// flatten is c laid on the opaque colour under, as an opaque colour a GIF can hold.
func flatten(c, under color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	ur, ug, ub, _ := under.RGBA()
	mix := func(x, u uint32) uint8 { return uint8((x + u*(0xffff-a)/0xffff) >> 8) }
	return color.RGBA{mix(r, ur), mix(g, ug), mix(b, ub), 0xff}
}

// numberMask is value written in the 7x13 font, cut to the pixels it inks.
func numberMask(value int) *image.Alpha {
	s := strconv.Itoa(value)
	face := basicfont.Face7x13
	full := image.NewAlpha(image.Rect(0, 0, face.Advance*len(s), face.Height))
	d := font.Drawer{Dst: full, Src: image.Opaque, Face: face, Dot: fixed.P(0, face.Ascent)}
	d.DrawString(s)
	ink := image.Rectangle{}
	for y := range full.Rect.Dy() {
		for x := range full.Rect.Dx() {
			if full.AlphaAt(x, y).A >= 0x80 {
				ink = ink.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	if ink.Empty() {
		return full
	}
	return full.SubImage(ink).(*image.Alpha)
}

// match finds the palette's nearest colours for value in cell i, met first when drawn (the
// palette was gathered from a sample of a long solution's boards).
func (p *painter) match(value, i int) [2]uint8 {
	key := [2]int{value, i}
	fill, ink := p.colorsOf(value, i)
	f := flatten(fill, p.bgOpaque)
	if _, _, _, a := ink.RGBA(); a == 0 || value == 0 {
		p.noInk[key] = true
	}
	idx := [2]uint8{uint8(p.palette.Index(f)), uint8(p.palette.Index(flatten(ink, f)))}
	p.colors[key] = idx
	if _, ok := p.numbers[value]; !ok && value != 0 {
		gl := &glyph{mask: numberMask(value)}
		b := gl.mask.Bounds()
		gl.scale = max(1, min((p.cell-4)/max(b.Dx(), 1), p.cell/2/max(b.Dy(), 1)))
		p.numbers[value] = gl
	}
	return idx
}

// origin is the top-left pixel of cell i's tile.
func (p *painter) origin(i int) image.Point {
	return image.Pt(p.gap+i%p.n*(p.cell+p.gap), p.gap+i/p.n*(p.cell+p.gap))
}

// tile draws value as cell i's tile onto canvas and returns the rectangle it covers.
func (p *painter) tile(canvas *image.Paletted, value, i int) image.Rectangle {
	at := p.origin(i)
	r := image.Rectangle{Min: at, Max: at.Add(image.Pt(p.cell, p.cell))}
	idx, ok := p.colors[[2]int{value, i}]
	if !ok {
		idx = p.match(value, i)
	}
	draw.Draw(canvas, r, &image.Uniform{p.palette[idx[0]]}, image.Point{}, draw.Src)
	if p.plain || p.noInk[[2]int{value, i}] {
		return r
	}
	gl := p.numbers[value]
	b := gl.mask.Bounds()
	left := at.X + (p.cell-gl.scale*b.Dx())/2
	top := at.Y + (p.cell-gl.scale*b.Dy())/2
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if gl.mask.AlphaAt(x, y).A < 0x80 {
				continue
			}
			for dy := range gl.scale {
				for dx := range gl.scale {
					canvas.SetColorIndex(left+(x-b.Min.X)*gl.scale+dx, top+(y-b.Min.Y)*gl.scale+dy, idx[1])
				}
			}
		}
	}
	return r
}

// encode writes the GIF of boards 0, every, 2*every, ... and the last, and says how many frames
// went out whole (those before an error). The first frame is the whole board; each next one only
// the tiles that changed since the frame before, drawn over it.
func (p *painter) encode(w io.Writer, count int, grid func(k int) board.Grid, every int, opt Options) (frames int, err error) {
	delay, hold := hundredths(opt.Delay, 250*time.Millisecond), hundredths(opt.Hold, 2*time.Second)
	fw := newFrameWriter(w, p.palette, p.size, p.size)
	canvas := image.NewPaletted(image.Rect(0, 0, p.size, p.size), p.palette)
	draw.Draw(canvas, canvas.Rect, &image.Uniform{p.palette[p.bg]}, image.Point{}, draw.Src)
	var shown []int
	last := count - 1
	for k := 0; ; k = min(k+every, last) {
		g := grid(k)
		if g.N != p.n || len(g.Tiles) != p.n*p.n {
			return frames, fmt.Errorf("board %d is %d-by-%d with %d tiles; board 0 is %d-by-%d", k, g.N, g.N, len(g.Tiles), p.n, p.n)
		}
		changed := image.Rectangle{}
		for i, v := range g.Tiles {
			if shown == nil || shown[i] != v {
				changed = changed.Union(p.tile(canvas, v, i))
			}
		}
		if shown == nil {
			changed = canvas.Rect
		}
		if changed.Empty() { // the same board again: a frame is still a step's time
			changed = image.Rect(0, 0, 1, 1)
		}
		d := delay
		if k == last {
			d = hold
		}
		if err := fw.frame(canvas.SubImage(changed).(*image.Paletted), d); err != nil {
			return frames, err
		}
		frames++
		shown = g.Tiles
		if k == last {
			return frames, fw.close()
		}
	}
}

// hundredths is d in a GIF's hundredths of a second (def when d is 0), at least 2.
func hundredths(d, def time.Duration) int {
	if d <= 0 {
		d = def
	}
	return max(2, int((d+5*time.Millisecond)/(10*time.Millisecond)))
}
