// Compare on this board: a window that runs every search fitting the board (session's
// Limits.Compare) and shows their figures in a table, with bars of the boards each looked at.

package app

import (
	"context"
	"fmt"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/words"
)

// comparer is one compare window.
type comparer struct {
	win    fyne.Window
	status *widget.Label
	table  *fyne.Container // a grid: the header, then a row a search
	bars   *fyne.Container
	rows   []session.Compared
	cancel context.CancelFunc
}

// showCompare opens the compare window on the editor's board.
func (u *ui) showCompare() {
	b, _ := u.ed.edit.Board()
	if b == nil {
		u.setStatus("Compare searches: make a valid board first.", widget.WarningImportance)
		return
	}
	newComparer(u.app, u.s.Do, b, u.s.Limits).win.Show()
}

// newComparer builds the window and starts the searches on a goroutine; each row comes to the
// UI goroutine as its search ends.
func newComparer(a fyne.App, do func(func()), b board.Board, limits session.Limits) *comparer {
	c := &comparer{win: a.NewWindow("Compare searches"), status: wrapLabel(""),
		table: container.NewVBox(), bars: container.NewVBox()}
	c.table.Add(compareLine(session.CompareHeader, true))
	c.status.SetText(fmt.Sprintf("Running every search that fits %s, one after another, each within %v…", b.Describe(), session.CompareBudget().Time))
	terms := wrapLabel(termsLine())
	terms.TextStyle = fyne.TextStyle{Italic: true} // readable, unlike LowImportance's grey (see newDetails)
	c.win.SetContent(container.NewBorder(c.status, nil, nil, nil, container.NewVScroll(container.NewVBox(
		widget.NewLabelWithStyle("Boards looked at (a longer bar: more; the scale counts digits)", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		c.bars, widget.NewSeparator(), c.table, terms))))
	c.win.Resize(fyne.NewSize(1000, 520))
	ctx, cancel := context.WithCancel(context.Background())
	c.cancel = cancel
	c.win.SetOnClosed(cancel)
	go func() {
		_, err := limits.Compare(ctx, b, func(r session.Compared) { do(func() { c.add(r) }) })
		do(func() {
			if err != nil {
				c.status.SetText("Stopped: " + err.Error())
				return
			}
			c.status.SetText(fmt.Sprintf("%d searches on %s. Each ran within %v and %s boards kept.", len(c.rows), b.Describe(),
				session.CompareBudget().Time, words.Group(session.CompareBudget().MaxNodes)))
		})
	}()
	return c
}

// termsLine is the technical name of each column, for the reader who knows them.
func termsLine() string {
	s := "In the textbook's terms:"
	for i, t := range session.CompareTerms {
		if t != "" {
			s += fmt.Sprintf(" %s = %s;", session.CompareHeader[i], t)
		}
	}
	return s
}

// add shows one search's figures and redraws the bars against the largest count so far.
func (c *comparer) add(r session.Compared) {
	c.rows = append(c.rows, r)
	c.table.Add(compareLine(session.CompareRow(r), false))
	most := 1.0
	for _, r := range c.rows {
		most = math.Max(most, float64(r.Stats.Expanded))
	}
	c.bars.RemoveAll()
	for _, r := range c.rows {
		share := math.Log10(1+float64(r.Stats.Expanded)) / math.Log10(1+most)
		bar := canvas.NewRectangle(theme.Color(theme.ColorNamePrimary))
		if r.Stop != nil || r.Err != nil {
			bar.FillColor = theme.Color(theme.ColorNameWarning)
		}
		count := widget.NewLabelWithStyle(words.Group(r.Stats.Expanded), fyne.TextAlignTrailing, fyne.TextStyle{})
		c.bars.Add(container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(110, count.MinSize().Height), count), nil,
			container.New(&barLayout{share: float32(share)}, bar, widget.NewLabel(r.Choice.Label))))
	}
}

// compareLine is one row of the table: the search's name in a column wide enough for it, the
// figures in equal columns.
func compareLine(cells []string, head bool) fyne.CanvasObject {
	label := func(s string) *widget.Label {
		l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: head})
		l.Wrapping = fyne.TextWrapWord
		return l
	}
	figures := container.New(layout.NewGridLayout(len(cells) - 1))
	for _, cell := range cells[1:] {
		figures.Add(label(cell))
	}
	name := container.NewGridWrap(fyne.NewSize(340, label("x").MinSize().Height), label(cells[0]))
	return container.NewBorder(nil, nil, name, nil, figures)
}

// barLayout lays its first object out as a bar share of the width wide, the others over it.
type barLayout struct{ share float32 }

func (l *barLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for i, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		if i == 0 {
			o.Resize(fyne.NewSize(size.Width*l.share, size.Height))
			continue
		}
		o.Resize(size)
	}
}

func (l *barLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs[1:] {
		s = s.Max(o.MinSize())
	}
	return s
}
