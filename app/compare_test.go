package app

import (
	"image/color"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testfiles"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// TestCompareWindow runs every search on an 8-puzzle and shows a row and a bar each; at the
// window's default size every figure is laid out on one line, as wide as its text (the
// columns once wrapped "1,486,88 / 5"), and the table scrolls when the window is narrower.
func TestCompareWindow(t *testing.T) {
	a := test.NewTempApp(t)
	b := hardPuzzle(t)
	q := sessiontest.NewQueue()
	c := newComparer(a, q.Do, b, session.Limits{})
	defer c.win.Close()
	want := len(session.SearchChoices(board.KindSliding)) // the menu's, auto aside, and breadth-first
	q.Until(t, "the end", func() bool { return strings.HasPrefix(c.status.Text, "6 searches") })
	cols := len(session.CompareHeader)
	if len(c.rows) != want || len(c.table.Objects) != (want+1)*cols || len(c.bars.Objects) != want {
		t.Errorf("%d rows, %d cells, %d bars", len(c.rows), len(c.table.Objects), len(c.bars.Objects))
	}
	if !c.cancelBtn.Disabled() {
		t.Error("Cancel is enabled once every search has run")
	}
	for _, size := range []fyne.Size{fyne.NewSize(1000, 520), fyne.NewSize(640, 480)} {
		c.win.Resize(size)
		for i, o := range c.table.Objects {
			l := o.(*widget.Label)
			text := fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle)
			if l.Wrapping != fyne.TextWrapOff || l.Size().Width < text.Width || l.Size().Height > 2*text.Height+20 {
				t.Errorf("%v: cell %d (row %d) %q: laid out %v for text %v, wrapping %v", size, i, i/cols, l.Text, l.Size(), text, l.Wrapping)
			}
		}
	}
}

// Esc stops a comparison at once: the window says so, the running search's row goes, Cancel
// greys, and nothing the searches still hand over is shown; the searches' goroutine then ends.
func TestCompareEscStopsAtOnce(t *testing.T) {
	a := test.NewTempApp(t)
	p, err := board.NewPuzzle(board.NewGrid(4, []int{0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1})) // 80 moves: A* runs to its budget
	if err != nil {
		t.Fatal(err)
	}
	q := sessiontest.NewQueue()
	c := newComparer(a, q.Do, p, session.Limits{DatabaseDir: testfiles.Databases})
	defer c.win.Close()
	// The first report comes as A* starts; wait for one with figures, the search under way.
	q.Until(t, "the first search's figures", func() bool { return c.live != nil && c.live[1].(*widget.Label).Text != "0" })
	if !strings.HasPrefix(c.status.Text, "Running search 1 of ") || !strings.Contains(c.status.Text, "Esc") ||
		c.live[len(c.live)-1].(*widget.Label).Text != "running" || c.cancelBtn.Disabled() {
		t.Fatalf("running: status %q, cancel disabled %v", c.status.Text, c.cancelBtn.Disabled())
	}
	c.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	stopped := c.status.Text
	if !strings.HasPrefix(stopped, "Stopped after 0 of ") || c.live != nil || !c.cancelBtn.Disabled() ||
		len(c.table.Objects) != len(session.CompareHeader) {
		t.Fatalf("after Esc: status %q, live row %v, cancel disabled %v, %d cells", stopped, c.live != nil, c.cancelBtn.Disabled(), len(c.table.Objects))
	}
	select {
	case <-c.ended:
	case <-time.After(60 * time.Second): // a bound that only keeps a broken test from hanging
		t.Fatal("the searches went on after Esc")
	}
	q.Drain()
	if c.status.Text != stopped || len(c.rows) != 0 || c.live != nil {
		t.Errorf("after the searches ended: status %q, %d rows, live row %v", c.status.Text, len(c.rows), c.live != nil)
	}
}

// The search's name on its bar reads at 4.5:1 or better on both themes (dark text on the theme's
// full blue read at under 3:1).
func TestCompareBarsReadable(t *testing.T) {
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(variantTheme{theme.DefaultTheme(), v})
		q := sessiontest.NewQueue()
		c := newComparer(a, q.Do, hardPuzzle(t), session.Limits{})
		q.Until(t, "a bar", func() bool { return len(c.bars.Objects) > 0 })
		c.stop()
		c.win.Close()
		var bar, text color.Color
		visitRendered(c.bars.Objects[0], func(o fyne.CanvasObject) bool {
			switch x := o.(type) {
			case *canvas.Rectangle:
				if bar == nil && x.FillColor != nil {
					bar = x.FillColor
				}
			case *canvas.Text:
				if strings.Contains(x.Text, c.rows[0].Choice.Label) {
					text = x.Color
				}
			}
			return true
		})
		if bar == nil || text == nil {
			t.Fatalf("variant %v: bar %v, name %v", v, bar, text)
		}
		if r := contrast(text, bar); r < 4.5 {
			t.Errorf("variant %v: the name on its bar reads at %.2f:1", v, r)
		} else {
			t.Logf("variant %v: %.2f:1 (%v on %v)", v, r, text, bar)
		}
	}
}
