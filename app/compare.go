// Compare on this board: a window that runs every search fitting the board (session's
// Limits.Compare) one after another and shows their figures in a table, the running search's
// figures so far in its last row, with bars of the boards each looked at. Cancel and Esc stop it
// at once, and so does closing the window.

package app

import (
	"context"
	"fmt"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/words"
)

// comparer is one compare window.
type comparer struct {
	win    fyne.Window
	start  board.Board
	total  int // the searches to run
	status *widget.Label
	// table holds the header, a row a search that ended, then the running search's row (live).
	table     *fyne.Container
	live      []fyne.CanvasObject
	bars      *fyne.Container
	rows      []session.Compared
	cancelBtn *widget.Button
	cancel    context.CancelFunc
	over      bool          // finished or stopped: what the searches still hand over goes unheard
	ended     chan struct{} // closed once the searches' goroutine has returned
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

// newComparer builds the window and starts the searches on a goroutine; the running search's
// figures and each search's row as it ends come to the UI goroutine through do.
func newComparer(a fyne.App, do func(func()), b board.Board, limits session.Limits) *comparer {
	c := &comparer{win: openView(a, "Compare searches"), start: b, total: len(session.CompareChoices(b)),
		status: wrapLabel(""), table: container.New(columnsLayout{len(session.CompareHeader)}), bars: container.NewVBox()}
	for _, h := range session.CompareHeader {
		c.table.Add(cell(h, true))
	}
	c.status.SetText(fmt.Sprintf("Running %d searches on %s, one after another, each within %s…", c.total, b.Describe(), session.CompareBudgetWords()))
	terms := wrapLabel(termsLine() + " Counted as in the explorer, " + session.LookedAt)
	terms.TextStyle = fyne.TextStyle{Italic: true} // readable, unlike LowImportance's grey (see newDetails)
	c.cancelBtn = widget.NewButtonWithIcon(withKey("Cancel", "Esc"), theme.CancelIcon(), c.stop)
	heading := wrapLabel("Boards looked at (a longer bar: more; the scale counts digits)")
	heading.TextStyle.Bold = true
	// Only the table is wider than a phone: it scrolls sideways, by a finger on it too, and the
	// rest wraps to the width.
	table := container.NewHScroll(c.table)
	body := draggable(container.NewVScroll(container.NewVBox(heading, c.bars, widget.NewSeparator(), table, terms)))
	draggableAcross(table, body)
	c.win.SetContent(container.NewBorder(c.status, container.NewHBox(c.cancelBtn), nil, nil, body))
	c.win.Resize(fyne.NewSize(1000, 520))
	c.win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape {
			c.stop()
		}
	})
	ctx, cancel := context.WithCancel(context.Background())
	c.cancel, c.ended = cancel, make(chan struct{})
	c.win.SetOnClosed(c.stop)
	running := func(ch session.Choice, p session.Progress) { do(func() { c.running(ch, p) }) }
	go func() {
		_, err := limits.Compare(ctx, b, running, func(r session.Compared) { do(func() { c.add(r) }) })
		do(func() { c.finish(err) })
		// The searches' boards are garbage now: give them back to the system, once. A full
		// collection after each search held up its row, for seconds beside a database build (3-6 s
		// a search on one core); between searches the program's memory limit bounds the heap.
		platform.ReleaseMemory()
		close(c.ended)
	}()
	return c
}

// cell is one cell of the table, on one line: figures never wrap.
func cell(s string, head bool) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: head})
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

// stop ends the comparison at once (Cancel, Esc, closing the window): the search running is
// cancelled and the window says so now, not when the search has wound down.
func (c *comparer) stop() {
	c.end(fmt.Sprintf("Stopped after %d of %d searches on %s: the rest did not run.", len(c.rows), c.total, c.start.Describe()))
}

// finish follows the end of the comparison: every search ran, or a bug stopped it.
func (c *comparer) finish(err error) {
	if err != nil {
		c.end("Stopped: " + err.Error())
		return
	}
	c.end(fmt.Sprintf("%d searches on %s. Each ran within %s.", len(c.rows), c.start.Describe(), session.CompareBudgetWords()))
}

// end stops the searches, once, and says why on the status line: later reports go unheard.
func (c *comparer) end(why string) {
	if c.over {
		return
	}
	c.cancel()
	c.over = true
	c.showLive(nil)
	c.cancelBtn.Disable()
	c.status.SetText(why)
}

// running shows the running search's figures so far in the table's last row, and its name and
// place on the status line.
func (c *comparer) running(ch session.Choice, p session.Progress) {
	if c.over {
		return
	}
	c.showLive(session.CompareRunning(ch, p))
	stops := "Esc or Cancel stops." // a phone has no Esc
	if !hasKeyboard {
		stops = "Cancel stops."
	}
	sofar := session.Building(p) // the databases the search needs build first
	if sofar == "" {
		sofar = words.Group(p.Expanded) + " boards looked at so far"
	}
	c.status.SetText(fmt.Sprintf("Running search %d of %d on %s: %s, %s. %s",
		len(c.rows)+1, c.total, c.start.Describe(), lowerFirst(ch.Label), sofar, stops))
}

// showLive puts cells in the running search's row, or takes the row away (nil).
func (c *comparer) showLive(cells []string) {
	if cells == nil {
		if c.live != nil {
			c.table.Objects = c.table.Objects[:len(c.table.Objects)-len(c.live)]
			c.live = nil
			c.table.Refresh()
		}
		return
	}
	if c.live == nil {
		for range cells {
			l := cell("", false)
			l.TextStyle.Italic = true
			c.live = append(c.live, l)
		}
		c.table.Objects = append(c.table.Objects, c.live...)
	}
	for i, s := range cells {
		c.live[i].(*widget.Label).SetText(s)
	}
	c.table.Refresh()
}

// add shows one search's figures and redraws the bars against the largest count so far.
func (c *comparer) add(r session.Compared) {
	if c.over {
		return
	}
	c.showLive(nil)
	c.rows = append(c.rows, r)
	for _, s := range r.Cells {
		c.table.Add(cell(s, false))
	}
	most := 1.0
	for _, r := range c.rows {
		most = math.Max(most, float64(r.Expanded))
	}
	c.bars.RemoveAll()
	for _, r := range c.rows {
		share := math.Log10(1+float64(r.Expanded)) / math.Log10(1+most)
		bar := canvas.NewRectangle(barTint(theme.ColorNamePrimary))
		if r.Stopped {
			bar.FillColor = barTint(theme.ColorNameWarning)
		}
		count := widget.NewLabelWithStyle(words.Group(r.Expanded), fyne.TextAlignTrailing, fyne.TextStyle{})
		c.bars.Add(container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(110, count.MinSize().Height), count), nil,
			container.New(&barLayout{share: float32(share)}, bar, wrapLabel(r.Choice.Label))))
	}
}

// barTint is the theme's colour name a third of the way from the background: the search's name
// in the theme's text colour reads on it in both themes (on the full colours it read at 1.6:1 in
// the light theme and 4.0:1 in the dark; TestCompareBarsReadable).
func barTint(name fyne.ThemeColorName) color.Color {
	bg := color.NRGBAModel.Convert(theme.Color(theme.ColorNameBackground)).(color.NRGBA)
	c := color.NRGBAModel.Convert(theme.Color(name)).(color.NRGBA)
	mix := func(a, b uint8) uint8 { return uint8((uint16(a)*2 + uint16(b)) / 3) }
	return color.NRGBA{R: mix(bg.R, c.R), G: mix(bg.G, c.G), B: mix(bg.B, c.B), A: 0xff}
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
