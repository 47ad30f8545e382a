package app

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// placed is a widget as the window lays it out: where it is and the area it can show in (the
// window, or the scroll it is in).
type placed struct {
	name       string
	pos        fyne.Position
	size, min  fyne.Size
	clip       rect
	scrollPath string // the scrolls it is in: widgets in a scroll are compared within it
}

// rect is where w lies in the window.
func (w placed) rect() rect {
	return rect{w.pos.X, w.pos.Y, w.pos.X + w.size.Width, w.pos.Y + w.size.Height}
}

type rect struct{ x0, y0, x1, y1 float32 }

func (r rect) intersect(s rect) rect {
	return rect{max(r.x0, s.x0), max(r.y0, s.y0), min(r.x1, s.x1), min(r.y1, s.y1)}
}

func (r rect) area() float32 { return max(0, r.x1-r.x0) * max(0, r.y1-r.y0) }

// walkShown calls visit on each visible object of the window's layout that has a size, with the
// part of the window it can show in and the scrolls it is in, and goes on into containers, splits,
// scrolls and the tab shown. Widgets are not opened (a button's label is the button's).
func walkShown(u *ui, visit func(o fyne.CanvasObject, name string, clip rect, scrolls string)) {
	d := fyne.CurrentApp().Driver()
	var walk func(o fyne.CanvasObject, name string, clip rect, scrolls string)
	walk = func(o fyne.CanvasObject, name string, clip rect, scrolls string) {
		if o == nil || !o.Visible() || o.Size().Width <= 0 || o.Size().Height <= 0 {
			return
		}
		visit(o, name, clip, scrolls)
		switch x := o.(type) {
		case *fyne.Container:
			for i, c := range x.Objects {
				walk(c, fmt.Sprintf("%s/%d", name, i), clip, scrolls)
			}
		case *container.Split:
			walk(x.Leading, name+"/leading", clip, scrolls)
			walk(x.Trailing, name+"/trailing", clip, scrolls)
		case *container.Scroll:
			pos := d.AbsolutePositionForObject(o)
			here := rect{pos.X, pos.Y, pos.X + o.Size().Width, pos.Y + o.Size().Height}
			walk(x.Content, name+"/scroll", clip.intersect(here), scrolls+name+";")
		case *container.AppTabs:
			if it := x.Selected(); it != nil {
				walk(it.Content, name+"/"+it.Text, clip, scrolls)
			}
		}
	}
	win := u.win.Canvas().Size()
	walk(u.win.Content(), "", rect{0, 0, win.Width, win.Height}, "")
}

// shownWidgets lists the visible widgets of the window's layout (walkShown's), each with the
// part of the window it can show in.
func shownWidgets(u *ui) []placed {
	d := fyne.CurrentApp().Driver()
	var out []placed
	walkShown(u, func(o fyne.CanvasObject, name string, clip rect, scrolls string) {
		switch o.(type) {
		case *fyne.Container, *container.Split, *container.Scroll, *container.AppTabs:
			return // opened: its parts are listed
		case fyne.Widget:
			out = append(out, placed{name: fmt.Sprintf("%s %T", name, o), pos: d.AbsolutePositionForObject(o),
				size: o.Size(), min: o.MinSize(), clip: clip, scrollPath: scrolls})
		}
	})
	return out
}

// boardFloor is the share of its least size the board may be squeezed to on a short phone.
const boardFloor = 0.8

// checkNoOverlap fails when a widget not in a scroll lies partly outside the window, a widget in a
// scroll is cut by the scroll's edge (partly shown), or two widgets cover each other by more than
// a sliver.
func checkNoOverlap(t *testing.T, u *ui, phase string) {
	t.Helper()
	// No Refresh of the whole content first: the window must hold as the driver leaves it after
	// the changes, since a label whose text grew is not laid out again by a relayout of its own.
	// The driver does lay the window out again when a widget's least size changes (its
	// EnsureMinSize at each frame), as the status's does when a message needs more lines.
	for _, m := range []*messageArea{u.message, u.detailsArea} {
		if m.Visible() && m.MinSize().Height > m.Size().Height+0.5 {
			u.win.Content().Refresh()
			break
		}
	}
	win := u.win.Canvas().Size()
	ws := shownWidgets(u)
	if len(ws) < 20 {
		t.Fatalf("%s: only %d widgets found", phase, len(ws))
	}
	for _, w := range ws {
		r := w.rect()
		if w.scrollPath == "" && (r.x0 < -0.5 || r.y0 < -0.5 || r.x1 > win.Width+0.5 || r.y1 > win.Height+0.5) {
			t.Errorf("%s: %s at %v size %v is outside the %v window", phase, w.name, w.pos, w.size, win)
		}
		// A widget in a scroll shows whole or not at all where the window leaves the scroll: one
		// cut by the scroll's edge (the settings' last row above Solve and Cancel) looks hidden
		// behind what lies beyond the edge. The rest of the content is a scroll away.
		if seen := r.intersect(w.clip); w.scrollPath != "" && seen.x1-seen.x0 > 0.5 && seen.y1-seen.y0 > 0.5 &&
			(seen.x0 > r.x0+0.5 || seen.y0 > r.y0+0.5 || seen.x1 < r.x1-0.5 || seen.y1 < r.y1-0.5) {
			t.Errorf("%s: %s at %v size %v is cut by its scroll: only %vx%v of it shows", phase, w.name, w.pos, w.size,
				seen.x1-seen.x0, seen.y1-seen.y0)
		}
		m := w.min
		if strings.HasSuffix(w.name, "*boardview.View") {
			// The board scales its tiles: at boardFloor of its least size (room for four digits
			// a tile) a 7-by-7 board's two-digit tiles still read, as on a 360x640 phone.
			m = fyne.NewSize(m.Width*boardFloor, m.Height*boardFloor)
		}
		if w.size.Width+0.5 < m.Width || w.size.Height+0.5 < m.Height {
			t.Errorf("%s: %s is %v, smaller than its minimum %v: part of it is hidden", phase, w.name, w.size, m)
		}
	}
	for i, a := range ws {
		ra := a.rect().intersect(a.clip)
		for _, b := range ws[i+1:] {
			rb := b.rect().intersect(b.clip)
			if ov := ra.intersect(rb); ov.area() > 2 && ov.x1-ov.x0 > 1 && ov.y1-ov.y0 > 1 {
				t.Errorf("%s: %s at %v size %v overlaps %s at %v size %v", phase, a.name, a.pos, a.size, b.name, b.pos, b.size)
			}
		}
	}
}

// The layout holds at 640x480, 1180x760 and 1400x900, and in a phone's column (390x844, and
// 360x640, short: the web page's), in every phase: no two widgets overlap, every widget is inside the window and the
// scrolls (settings, metrics, Play) show whole rows, while editing, solving, shortening an answer,
// under the longest messages and in Play.
func TestNothingOverlaps(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 360, Height: 640}, {Width: 390, Height: 844}, {Width: 640, Height: 480}, {Width: 1180, Height: 760}, {Width: 1400, Height: 900}} {
		t.Run(fmt.Sprintf("%vx%v", size.Width, size.Height), func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Settings().SetTheme(theme.DefaultTheme()) // the real app's sizes, not the test theme's
			u, _, q := newTestUIOn(t, a)
			u.win.Resize(size)
			checkNoOverlap(t, u, "editing 2048")
			u.ed.kind.SetSelected(labelSliding)
			u.ed.search.SetSelected(session.Search(board.KindSliding, "auto").Label)
			u.ed.size.SetSelected("7")
			u.ed.improve.SetSelected(session.ImproveLabel(time.Minute))
			test.Tap(u.ed.randBtn)
			checkNoOverlap(t, u, "editing sliding")
			test.Tap(u.solveBtn)
			// The first phase's report, or the shortening's when the first phase ended between two
			// looks (a clean clone's make test at load 20 waited 60 s here for a report counting
			// boards while the shortening ran).
			q.Until(t, "a progress report", func() bool {
				last := u.s.Run.Last()
				return last.Expanded > 0 || last.Phase == session.PhaseImprove
			})
			checkNoOverlap(t, u, "solving")
			q.Until(t, "the shortening", func() bool { return u.s.Run.Last().Phase == session.PhaseImprove })
			q.Until(t, "its progress shown", func() bool { return u.progress.frontierName.Text == "Best so far" })
			checkNoOverlap(t, u, "shortening")
			test.Tap(u.cancelBtn)
			q.Until(t, "the stopped solve", func() bool { return !u.s.Solving() })
			checkNoOverlap(t, u, "solved")
			// The longest messages end with the cut mark rather than squeeze the board (a long
			// status and details once left a 7-by-7 board 120 points of the phone's 844).
			u.setStatus(strings.Repeat(gaveUpText+" ", 4), widget.WarningImportance)
			u.setDetails(strings.Repeat("Expanded 1,048,576 boards in 2.9 s, 361,578 a second; the frontier held 2,097,152. ", 12))
			laidOut(u)
			checkNoOverlap(t, u, "long messages")
			if !u.message.Cut() || !u.detailsArea.Cut() {
				t.Errorf("the messages show whole (cut: status %v, details %v): they were to be too long", u.message.Cut(), u.detailsArea.Cut())
			}
			u.setMode(playTab)
			checkNoOverlap(t, u, "Play")
		})
	}
}
