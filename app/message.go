// The status and the details line: the latest message, whole where the window has room, with no
// scroll position to keep.

package app

import (
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// messageArea shows a message (its label's text) wrapped to the width it has, taking as many
// lines as the message needs, from one (the layout around it may give it more: the status keeps
// three) up to a share of the window's height (three lines at least): on a window with room a long message shows whole,
// pushing the board down a little, and a short one gives the room back. A message longer than that ends its last line with cutMark, and a click
// opens it whole in a dialog. Nothing scrolls, so a later message never shows only the tops of
// its letters.
type messageArea struct {
	widget.BaseWidget
	label *widget.Label // the message whole, with its importance and style: not drawn itself
	shown *widget.Label // what is drawn: the message, or as much as fits and cutMark
	open  func(text string)
	share float32 // the most of the window's height it takes
	// In a phone's column, where the board needs the height, the area takes columnLines lines at
	// most (inColumn, set by the arrangement): a longer message there squeezed the board (a 7-by-7
	// board got 120 points of a 390-by-844 page's under a long status and details).
	columnLines int
	inColumn    bool
	cache       wrapCache
}

// The most of the window's height the status and the details line take: at 640x480 about five
// lines of status and two of details, at 1400x900 ten and five.
const (
	statusShare  = 0.25
	detailsShare = 0.125
)

// mostLines is the number of lines a message may always take, however small the window; in a
// phone's column, where the board needs the height, the status takes that many at most and the
// details detailsColumnLines.
const (
	mostLines          = 3
	detailsColumnLines = 2
)

// cutMark ends a message cut to the lines there are, saying how to read the rest.
const cutMark = "… (click to read it all)"

// newMessageArea shows label's text in at most share of the window's height (columnLines lines in
// a phone's column); open shows a cut message whole. After label's text, importance or style
// change, call update.
func newMessageArea(label *widget.Label, share float32, columnLines int, open func(string)) *messageArea {
	label.Wrapping = fyne.TextWrapWord
	label.Truncation = fyne.TextTruncateOff
	shown := wrapLabel(label.Text)
	m := &messageArea{label: label, shown: shown, open: open, share: share, columnLines: columnLines}
	m.ExtendBaseWidget(m)
	return m
}

func (m *messageArea) CreateRenderer() fyne.WidgetRenderer {
	m.fit()
	return &messageRenderer{m: m}
}

// update shows the label's text, importance and style again; the window lays the area out again
// when the lines it needs change.
func (m *messageArea) update() {
	m.fit()
	m.Refresh()
}

// MinSize is the height of the message wrapped at the area's width, from one line up to its share
// of the window's height.
func (m *messageArea) MinSize() fyne.Size {
	m.ExtendBaseWidget(m)
	least := m.leastHeight()
	width := m.Size().Width
	if width <= 0 || m.label.Text == "" {
		return fyne.NewSize(0, least)
	}
	need := m.cache.height(m.label.Text, m.label.TextStyle, width)
	return fyne.NewSize(0, max(least, min(need, m.most())))
}

// arrangedAs limits the area to columnLines lines in a phone's column.
func (m *messageArea) arrangedAs(a arrangement) { m.inColumn = a >= column }

// leastHeight is the height of one line.
func (m *messageArea) leastHeight() float32 {
	return m.cache.height("Ag", m.label.TextStyle, 1e4)
}

// most is the most height the area takes: its share of the window's height, and at least
// mostLines lines; in a phone's column columnLines lines.
func (m *messageArea) most() float32 {
	lines := mostLines
	if m.inColumn {
		lines = m.columnLines
	}
	most := m.cache.height(strings.Repeat("Ag\n", lines-1)+"Ag", m.label.TextStyle, 1e4)
	if c := fyne.CurrentApp().Driver().CanvasForObject(m); c != nil && !m.inColumn {
		most = max(most, c.Size().Height*m.share)
	}
	return most
}

// Cut says whether the message needs more lines than the area has.
func (m *messageArea) Cut() bool {
	size := m.Size()
	if size.Width <= 0 || m.label.Text == "" {
		return false
	}
	return m.cache.height(m.label.Text, m.label.TextStyle, size.Width) > size.Height+0.5
}

// fit puts in shown the message, or as many of its words as fit the area with cutMark after them.
func (m *messageArea) fit() {
	text := m.label.Text
	if m.Cut() {
		words := strings.Fields(text)
		size := m.Size()
		// The most words that fit with the mark: fitting is monotonic in the words kept.
		n := sort.Search(len(words)+1, func(i int) bool {
			return m.cache.height(strings.Join(words[:i], " ")+cutMark, m.label.TextStyle, size.Width) > size.Height+0.5
		}) - 1
		text = strings.Join(words[:max(n, 0)], " ") + cutMark
	}
	s := m.shown
	if s.Text != text || s.Importance != m.label.Importance || s.TextStyle != m.label.TextStyle {
		s.Text, s.Importance, s.TextStyle = text, m.label.Importance, m.label.TextStyle
		s.Refresh()
	}
}

// Tapped opens a cut message whole.
func (m *messageArea) Tapped(*fyne.PointEvent) {
	if m.Cut() {
		m.open(m.label.Text)
	}
}

// Cursor is a hand over a cut message, which a click opens.
func (m *messageArea) Cursor() desktop.Cursor {
	if m.Cut() {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

// messageRenderer draws the shown label over the area, fitting the message to each new size.
type messageRenderer struct{ m *messageArea }

func (r *messageRenderer) Layout(size fyne.Size) {
	r.m.fit()
	r.m.shown.Move(fyne.Position{})
	r.m.shown.Resize(size)
}

func (r *messageRenderer) MinSize() fyne.Size           { return r.m.MinSize() }
func (r *messageRenderer) Refresh()                     { r.Layout(r.m.Size()); r.m.shown.Refresh() }
func (r *messageRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.m.shown} }
func (r *messageRenderer) Destroy()                     {}

// wrapCache remembers the last few heights of wrapped text: a message's height is asked for at
// every layout, and measuring means laying the words out.
type wrapCache struct {
	keys    [8]wrapKey
	heights [8]float32
	next    int
}

type wrapKey struct {
	text  string
	style fyne.TextStyle
	width float32
}

// height is the height a label needs for text wrapped at width.
func (c *wrapCache) height(text string, style fyne.TextStyle, width float32) float32 {
	k := wrapKey{text, style, width}
	for i, have := range c.keys {
		if have == k && c.heights[i] > 0 {
			return c.heights[i]
		}
	}
	h := wrappedHeight(text, style, width)
	c.keys[c.next], c.heights[c.next] = k, h
	c.next = (c.next + 1) % len(c.keys)
	return h
}

// wrappedHeight is the height a label needs for text wrapped at width.
func wrappedHeight(text string, style fyne.TextStyle, width float32) float32 {
	probe := wrapLabel(text)
	probe.TextStyle = style
	probe.Resize(fyne.NewSize(width, 1))
	return probe.MinSize().Height
}
