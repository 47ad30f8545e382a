package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// atLeast stacks its objects, each filling the space, and asks for at least size and the room of
// the largest, whether shown or hidden: a label or button whose text changes ("Play", "Pause"; a
// growing count) does not move its neighbours, and with no size, swapping which object shows (the
// solution's timeline and the progress of a solve) never changes the size of anything around it.
type atLeast struct{ size fyne.Size }

func (l atLeast) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := l.size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

func (atLeast) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// wrapLabel is a label that wraps its text at word breaks: a long text makes it taller instead of
// widening the window.
func wrapLabel(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// enable enables d when on, else disables it.
func enable(d fyne.Disableable, on bool) {
	if on {
		d.Enable()
	} else {
		d.Disable()
	}
}

// textLines is the height of n lines of body text in a label: its top padding and the lines, with
// no part of a line n+1 showing.
func textLines(n int) float32 {
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{Bold: true}).Height
	return float32(n)*line + theme.InnerPadding() + 2
}

// textWidth is the width a label needs for text, padding included.
func textWidth(text string) float32 {
	return fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
}

// shrinkable lays its objects over its whole space but asks only for size: the board view asks
// for 30 points a cell, which a 16-by-16 board cannot have in a 640-by-480 window beside the
// editor, the metrics and the timeline; it draws itself in whatever square it gets.
type shrinkable struct{ size fyne.Size }

func (l shrinkable) MinSize([]fyne.CanvasObject) fyne.Size { return l.size }

func (shrinkable) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// narrowBelow is the width of the window's content under which the narrow arrangement shows,
// columnBelow the width under which the column does (a phone's page; a desktop window is never
// that narrow), and shortBelow the height under which the column is short: the chart and the
// search's figures give their room to the board (on a 360x640 phone a 7-by-7 board got 120
// points beside them, 210 needed; the phase and the bar still show the search), and the metrics
// theirs to the settings.
const (
	narrowBelow = 900
	columnBelow = 560
	shortBelow  = 760
)

// arrangement is how the window's parts are laid out, chosen by the size of the window.
type arrangement uint8

const (
	wide        arrangement = iota
	narrow                  // two columns: the status, tabs and metrics beside the board
	column                  // one column: the board between the status and the timeline, the tabs below
	shortColumn             // the column on a short phone: no chart, no search figures, no metrics
)

// arrangedPart is a part that shows less where the room is short; the window tells it each
// arrangement it shows.
type arrangedPart interface{ arrangedAs(a arrangement) }

// hiddenWhenShort is an object the short column leaves out: the chart, the search's figures.
type hiddenWhenShort struct{ fyne.CanvasObject }

func (h hiddenWhenShort) arrangedAs(a arrangement) {
	if a == shortColumn {
		h.Hide()
	} else {
		h.Show()
	}
}

// windowParts are the window's parts, which arrange puts in one of the arrangements.
type windowParts struct {
	modes, status, details, solution, metrics, board fyne.CanvasObject
	told                                             []arrangedPart // the status, the details, the timeline's Play, the chart, the figures
	offset                                           float64        // the wide arrangement's split, kept while the narrow one shows
	split                                            *container.Split
}

// arrange lays the parts out wide or narrow. Wide: the Solve and Play tabs on the left; on the right
// the status above the board, the metrics beside it and the chart and timeline below. Narrow (a
// 640 or 800 point wide window): the status, tabs and metrics in a column on the left and the board
// above the chart and timeline on the right, so that the board has the height the status took and
// the width the metrics took; the tabs and the metrics share the column by a split.
//
// Column (a phone): the status, the board and the chart and timeline above the tabs and the
// metrics, which share the lower part by a split; the short column has no chart, no figures in
// the progress panel and no metrics: the tabs take the lower part (the metrics' share of it was a
// sliver too small to read, and the settings showed one row).
func (p *windowParts) arrange(a arrangement) fyne.CanvasObject {
	if p.split != nil {
		p.offset = p.split.Offset
		p.split = nil
	}
	for _, c := range p.told {
		c.arrangedAs(a)
	}
	switch a {
	case column, shortColumn:
		var below fyne.CanvasObject = p.modes
		if a == column {
			split := container.NewVSplit(p.modes, p.metrics)
			split.Offset = 0.8
			below = split
		}
		all := container.NewVSplit(container.NewBorder(p.statusArea(3), p.solution, nil, nil, p.board), below)
		all.Offset = 0.7
		return all
	case narrow:
		side := container.NewBorder(p.statusArea(3), nil, nil, nil, container.NewVSplit(p.modes, p.metrics))
		side.Objects[0].(*container.Split).Offset = 0.7
		return container.NewBorder(nil, nil, side, nil, container.NewBorder(nil, p.solution, nil, nil, p.board))
	}
	right := container.NewBorder(p.statusArea(3), p.solution, nil, p.metrics, p.board)
	p.split = container.NewHSplit(p.modes, right)
	p.split.Offset = p.offset
	return p.split
}

// statusArea is the status, lines of text tall at least (more while a long message needs them:
// messageArea), above the details line.
func (p *windowParts) statusArea(lines int) fyne.CanvasObject {
	return container.NewBorder(nil, p.details, nil, nil, container.New(atLeast{fyne.NewSize(0, textLines(lines))}, p.status))
}

// bySize shows one of the arrangements of the same widgets by the size it is given: narrow
// below narrowBelow wide, column below columnBelow (short below shortBelow tall). The widgets move
// into another arrangement when the size crosses a threshold.
type bySize struct {
	arrange func(arrangement) fyne.CanvasObject
	box     *fyne.Container
	shown   arrangement
}

// newBySize is a container that shows arrange(wide) until its size says otherwise.
func newBySize(arrange func(arrangement) fyne.CanvasObject) *fyne.Container {
	l := &bySize{arrange: arrange}
	l.box = container.New(l, arrange(wide))
	return l.box
}

// arrangementFor is the arrangement for a window of that size.
func arrangementFor(size fyne.Size) arrangement {
	switch width := size.Width; {
	case width < columnBelow && size.Height < shortBelow:
		return shortColumn
	case width < columnBelow:
		return column
	case width < narrowBelow:
		return narrow
	}
	return wide
}

func (l *bySize) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return fyne.Size{}
	}
	return objs[0].MinSize()
}

func (l *bySize) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if a := arrangementFor(size); a != l.shown && size.Width > 0 {
		l.shown = a
		l.box.Objects = []fyne.CanvasObject{l.arrange(a)}
		objs = l.box.Objects
		canvas.Refresh(l.box)
	}
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// rowScroll is a vertical scroll that ends between two rows of its content: where the window
// leaves it less height than the content needs, the scroll is cut at the last edge between rows
// that fits rather than through a row, so no setting shows half hidden behind what lies below it
// (Solve and Cancel; the window's edge), and the rows below are a scroll away. The room left
// under the scroll stays empty.
type rowScroll struct {
	scroll *container.Scroll
	box    *fyne.Container
	laying bool // a layout runs: the content's own layout within it does not start another
}

// newRowScroll is content in a vertical scroll that shows only whole rows where it is cut.
func newRowScroll(content fyne.CanvasObject) *fyne.Container {
	l := &rowScroll{}
	l.scroll = draggable(container.NewVScroll(container.New(contentFollower{l}, content)))
	l.box = container.New(l, l.scroll)
	return l.box
}

func (l *rowScroll) MinSize([]fyne.CanvasObject) fyne.Size { return l.scroll.MinSize() }

func (l *rowScroll) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	if l.laying {
		return
	}
	l.laying = true
	defer func() { l.laying = false }()
	content := l.scroll.Content
	height := size.Height
	if m := content.MinSize(); m.Height > size.Height {
		// The scroll lays the content out at its own width and least height; do the same
		// first, to find where its rows are.
		content.Resize(fyne.NewSize(max(m.Width, size.Width), m.Height))
		if cut := rowCut(widgetSpans(content, 0, nil), size.Height); cut > 0 {
			height = cut
		}
	}
	l.scroll.Move(fyne.Position{})
	l.scroll.Resize(fyne.NewSize(size.Width, height))
}

// contentFollower lays its one object over its space and lays the rowScroll it is in out again
// when that space changes (a row shown or hidden, a label that wraps), so the cut follows the
// rows.
type contentFollower struct{ l *rowScroll }

func (f contentFollower) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func (f contentFollower) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.Position{})
	objs[0].Resize(size)
	if !f.l.laying && f.l.box.Size().Height > 0 {
		f.l.Layout(nil, f.l.box.Size())
	}
}

// widgetSpans adds to spans the top and bottom of every visible widget in o (o's top at top):
// containers are looked into, widgets are not, and a dragLayer is left out.
func widgetSpans(o fyne.CanvasObject, top float32, spans [][2]float32) [][2]float32 {
	if _, layer := o.(*dragLayer); layer || !o.Visible() || o.Size().Height <= 0 {
		return spans // the layer under a draggable scroll's content is no row
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, child := range c.Objects {
			spans = widgetSpans(child, top+child.Position().Y, spans)
		}
		return spans
	}
	if _, ok := o.(fyne.Widget); ok {
		spans = append(spans, [2]float32{top, top + o.Size().Height})
	}
	return spans
}

// rowCut is the greatest edge of a span, at most height, that no span crosses: the height at which
// a scroll shows only whole widgets. 0 when there is none (one widget taller than height).
func rowCut(spans [][2]float32, height float32) float32 {
	const slack = 0.5
	var cut float32
	for _, s := range spans {
		for _, y := range s {
			if y > height+slack || y <= cut {
				continue
			}
			crossed := false
			for _, t := range spans {
				if t[0] < y-slack && t[1] > y+slack {
					crossed = true
					break
				}
			}
			if !crossed {
				cut = y
			}
		}
	}
	return min(cut, height)
}
