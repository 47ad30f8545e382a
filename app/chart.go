package app

import (
	"image"
	"image/color"
	"image/draw"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Chart plots one number per solution step as a line, with a marker at the current step. The line
// is rasterised at the pixel width, each pixel column covering the min..max of its steps, so a
// 30,000-step solution costs the same as a short one; moving the marker redraws only the marker.
type Chart struct {
	widget.BaseWidget

	title   string
	values  []float64
	steps   int // the steps the values stand for, evenly spaced: more than len(values) when sampled
	lo, hi  float64
	loText  string
	hiText  string
	current int
	marks   []int // steps drawn in red under the line: the coach's moves away from the goal

	rend *chartRenderer // the live renderer, so SetCurrent can move just the marker
}

// NewChart returns an empty chart.
func NewChart() *Chart {
	c := &Chart{}
	c.ExtendBaseWidget(c)
	return c
}

// SetSeries replaces the plotted values, which stand for steps evenly spaced steps (0: one value
// a step), so that a solution of millions of steps is plotted from a sample; loText and hiText
// label the bottom and top of the scale.
func (c *Chart) SetSeries(title string, values []float64, steps int, loText, hiText string) {
	c.title, c.values, c.loText, c.hiText, c.current, c.marks = title, values, loText, hiText, 0, nil
	c.steps = max(steps, len(values))
	c.lo, c.hi = 0, 1
	for i, v := range values {
		if i == 0 || v < c.lo {
			c.lo = v
		}
		if i == 0 || v > c.hi {
			c.hi = v
		}
	}
	if c.hi <= c.lo {
		c.hi = c.lo + 1
	}
	c.Refresh()
}

// SetMarks draws the given steps in red along the bottom of the plot (nil: none).
func (c *Chart) SetMarks(steps []int) {
	if slices.Equal(c.marks, steps) {
		return
	}
	c.marks = slices.Clone(steps)
	c.Refresh()
}

// SetCurrent moves the marker to step i.
func (c *Chart) SetCurrent(i int) {
	if i == c.current {
		return
	}
	c.current = i
	if r := c.rend; r != nil {
		r.placeMarker()
		r.marker.Refresh()
	}
}

// CreateRenderer is part of fyne.Widget.
func (c *Chart) CreateRenderer() fyne.WidgetRenderer {
	r := &chartRenderer{c: c,
		bg:     canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground)),
		marker: canvas.NewLine(theme.Color(theme.ColorNamePrimary)),
		title:  canvas.NewText("", theme.Color(theme.ColorNamePlaceHolder)),
		hiText: canvas.NewText("", theme.Color(theme.ColorNamePlaceHolder)),
		loText: canvas.NewText("", theme.Color(theme.ColorNamePlaceHolder)),
	}
	r.marker.StrokeWidth = 2
	r.plot = canvas.NewRaster(r.draw)
	for _, t := range []*canvas.Text{r.title, r.hiText, r.loText} {
		t.TextSize = theme.CaptionTextSize()
	}
	r.hiText.Alignment = fyne.TextAlignTrailing
	r.loText.Alignment = fyne.TextAlignTrailing
	r.update()
	c.rend = r
	return r
}

type chartRenderer struct {
	c                     *Chart
	bg                    *canvas.Rectangle
	plot                  *canvas.Raster
	marker                *canvas.Line
	title, hiText, loText *canvas.Text
	area                  fyne.Size // the plot's size
	origin                fyne.Position
}

func (r *chartRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.plot, r.marker, r.title, r.hiText, r.loText}
}

func (r *chartRenderer) Destroy() {}

func (r *chartRenderer) MinSize() fyne.Size {
	return fyne.NewSize(120, 64+r.title.MinSize().Height)
}

const chartLabelWidth = 56 // room on the left for the scale labels

func (r *chartRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	// The title sits on its own line above the plot, so the line never runs under it.
	pad := theme.Padding()
	th := r.title.MinSize().Height
	r.title.Move(fyne.NewPos(chartLabelWidth+pad, pad/2))
	r.origin = fyne.NewPos(chartLabelWidth+pad, th+pad)
	r.area = fyne.NewSize(max(1, size.Width-chartLabelWidth-2*pad), max(1, size.Height-th-2*pad))
	r.plot.Move(r.origin)
	r.plot.Resize(r.area)
	lh := r.hiText.MinSize().Height
	r.hiText.Move(fyne.NewPos(0, r.origin.Y-lh/2))
	r.hiText.Resize(fyne.NewSize(chartLabelWidth, lh))
	r.loText.Move(fyne.NewPos(0, r.origin.Y+r.area.Height-lh/2))
	r.loText.Resize(fyne.NewSize(chartLabelWidth, lh))
	r.placeMarker()
}

func (r *chartRenderer) placeMarker() {
	n := r.c.steps
	if n < 2 {
		r.marker.Hide()
		return
	}
	r.marker.Show()
	x := r.origin.X + r.area.Width*(float32(r.c.current)+0.5)/float32(n) // the middle of the step's band
	r.marker.Position1 = fyne.NewPos(x, r.origin.Y)
	r.marker.Position2 = fyne.NewPos(x, r.origin.Y+r.area.Height)
}

func (r *chartRenderer) update() {
	r.title.Text = r.c.title
	r.hiText.Text = r.c.hiText
	r.loText.Text = r.c.loText
	ink := theme.Color(theme.ColorNamePlaceHolder)
	r.title.Color, r.hiText.Color, r.loText.Color = ink, ink, ink
	r.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.marker.StrokeColor = theme.Color(theme.ColorNamePrimary)
}

func (r *chartRenderer) Refresh() {
	r.update()
	r.placeMarker()
	for _, o := range r.Objects() {
		o.Refresh()
	}
}

// draw rasterises the series at w by h pixels: for each pixel column the range of values of the
// steps that fall in it, joined to the previous column so that steps read as a continuous line;
// a short series is drawn as steps, one band of columns each.
func (r *chartRenderer) draw(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	vals := r.c.values
	if len(vals) == 0 || w < 1 || h < 1 {
		return img
	}
	ink := color.NRGBAModel.Convert(theme.Color(theme.ColorNameForeground)).(color.NRGBA)
	pen := image.NewUniform(ink) // one for every column, not one each
	y := func(v float64) int {
		return int(float64(h-1) * (1 - (v-r.c.lo)/(r.c.hi-r.c.lo)))
	}
	prevLo, prevHi := -1, -1
	n := len(vals)
	for x := range w {
		// Each column covers its steps; with fewer steps than columns each step is a band of
		// w/n columns, so the last of a 3-move solution is as wide as the first.
		i0 := x * n / w
		i1 := max(i0+1, (x+1)*n/w)
		lo, hi := vals[i0], vals[i0]
		for _, v := range vals[i0:min(i1, n)] {
			lo, hi = min(lo, v), max(hi, v)
		}
		top, bot := y(hi), y(lo)
		if prevLo >= 0 { // join to the previous column
			top, bot = min(top, prevHi), max(bot, prevLo)
		}
		// Two pixels thick, so the line reads at any scale.
		draw.Draw(img, image.Rect(x, max(top-1, 0), x+1, min(bot+1, h)), pen, image.Point{}, draw.Src)
		prevLo, prevHi = y(lo), y(hi)
	}
	red := image.NewUniform(color.NRGBA{R: 0xd8, G: 0x1b, B: 0x60, A: 0xff})
	n = r.c.steps
	for _, i := range r.c.marks { // the step's band, at least a column, four pixels tall
		x0, x1 := i*w/n, max(i*w/n+1, (i+1)*w/n)
		draw.Draw(img, image.Rect(x0, max(h-4, 0), x1, h), red, image.Point{}, draw.Src)
	}
	return img
}
