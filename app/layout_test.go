package app

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// unclipped fails unless o is shown whole: at least its minimum size, inside the window.
func unclipped(t *testing.T, u *ui, name string, o fyne.CanvasObject) {
	t.Helper()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	size, min, win := o.Size(), o.MinSize(), u.win.Canvas().Size()
	if size.Width+0.5 < min.Width || size.Height+0.5 < min.Height {
		t.Errorf("%s is %v, smaller than its minimum %v", name, size, min)
	}
	if pos.X < 0 || pos.Y < 0 || pos.X+size.Width > win.Width+0.5 || pos.Y+size.Height > win.Height+0.5 {
		t.Errorf("%s at %v size %v lies outside the %v window", name, pos, size, win)
	}
}

// scrollOf is the innermost scroll showing content within o (directly, or in a container of
// its own such as rowScroll's), nil if there is none.
func scrollOf(o, content fyne.CanvasObject) *container.Scroll {
	switch o := o.(type) {
	case *container.Scroll:
		if sc := scrollOf(o.Content, content); sc != nil {
			return sc
		}
		if o.Content == content || holds(o.Content, content) {
			return o
		}
		return nil
	case *fyne.Container:
		for _, c := range o.Objects {
			if sc := scrollOf(c, content); sc != nil {
				return sc
			}
		}
	case *container.Split:
		if sc := scrollOf(o.Leading, content); sc != nil {
			return sc
		}
		return scrollOf(o.Trailing, content)
	case *container.AppTabs:
		for _, it := range o.Items {
			if sc := scrollOf(it.Content, content); sc != nil {
				return sc
			}
		}
	}
	return nil
}

// holds says whether container o has content among its objects, at any depth.
func holds(o, content fyne.CanvasObject) bool {
	c, ok := o.(*fyne.Container)
	if !ok {
		return false
	}
	for _, x := range c.Objects {
		if x == content || holds(x, content) {
			return true
		}
	}
	return false
}

// windowNeeds is the smallest window the content fits: its minimum size plus the padding a real
// window puts around a padded content. The desktop driver grows a window below it to fit at its
// next layout (by 5 points after a solve, before this counted the padding).
func windowNeeds(u *ui) fyne.Size {
	m := u.win.Content().MinSize()
	if u.win.Padded() {
		m = m.AddWidthHeight(2*theme.Padding(), 2*theme.Padding())
	}
	return m
}

// The window's layout holds still: the board view keeps its size when a solve starts and ends, the
// content never needs more than the window (which would make it grow), and at the 640x480 minimum
// nothing is cut off.
func TestLayoutHoldsStill(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1180, Height: 760}, {Width: 640, Height: 480}} {
		t.Run(fmt.Sprintf("%vx%v", size.Width, size.Height), func(t *testing.T) {
			u, _, q := newTestUI(t)
			u.win.Resize(size)
			u.ed.goal.SetSelected("65536")
			u.newItem.Action()
			u.win.Content().Refresh()
			view := u.view.Size()
			check := func(when string) {
				t.Helper()
				u.win.Content().Refresh() // lay everything out again, as the driver does on its next frame
				if got := u.view.Size(); got != view {
					t.Errorf("%s: the board view is %v, was %v", when, got, view)
				}
				if m := windowNeeds(u); m.Width > size.Width || m.Height > size.Height {
					t.Errorf("%s: the content needs %v, more than the %v window", when, m, size)
				}
				if got := u.win.Canvas().Size(); got != size {
					t.Errorf("%s: the window is %v, was %v", when, got, size)
				}
				// In the narrow arrangement the editor scrolls: Randomize shows at its bottom.
				if sc := scrollOf(u.win.Content(), u.ed.content); size.Width < narrowBelow && sc != nil {
					sc.ScrollToBottom()
				}
				for name, o := range map[string]fyne.CanvasObject{"Randomize": u.ed.randBtn, "Solve": u.solveBtn,
					"Cancel": u.cancelBtn, "step label": u.tl.label, "speed": u.tl.speed, "End": u.tl.end, "status": u.message} {
					if o.Visible() && o.Size().Width > 0 {
						unclipped(t, u, name, o)
					}
				}
			}
			check("before solving")
			test.Tap(u.solveBtn)
			q.Until(t, "a progress report", func() bool { return u.s.Run.Last().Expanded > 0 })
			check("while solving")
			test.Tap(u.cancelBtn)
			q.Until(t, "the solve to stop", func() bool { return !u.s.Solving() })
			check("after cancelling")

			// A solution on the timeline, playing: Play becomes Pause and Next/End stay put.
			u.showBoard10()
			test.Tap(u.solveBtn)
			q.Until(t, "Board10's solution", func() bool { return !u.s.Solving() })
			check("after solving")
			next, end := u.tl.next.Position(), u.tl.end.Position()
			u.tl.start()
			if u.tl.play.Text != "Pause" && u.tl.play.Icon == nil {
				t.Fatal("not playing")
			}
			if u.tl.next.Position() != next || u.tl.end.Position() != end {
				t.Errorf("Next/End moved from %v/%v to %v/%v when Play became Pause", next, end, u.tl.next.Position(), u.tl.end.Position())
			}
			u.tl.stop()
			check("while playing")
		})
	}
}

// After a choice from a dropdown the keyboard goes back to the board: the arrows step the
// timeline instead of reaching the dropdown.
func TestFocusReturnsAfterChoice(t *testing.T) {
	u, _, q := newTestUI(t)
	test.Tap(u.solveBtn)
	q.Until(t, "Board10's solution", func() bool { return !u.s.Solving() })
	c := u.win.Canvas()
	for name, s := range map[string]interface {
		fyne.Focusable
		SetSelectedIndex(int)
	}{"speed": u.tl.speed, "search": u.ed.search} {
		c.Focus(s)
		s.SetSelectedIndex(1)
		if c.Focused() != nil {
			t.Errorf("%s: focus stays on %T after a choice", name, c.Focused())
		}
		step := u.tl.pos.At()
		c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyRight})
		if u.tl.pos.At() == step {
			t.Errorf("%s: Right did not step the timeline", name)
		}
		u.tl.goTo(0)
	}
}

// How a solve ended is not left standing once the board is edited; the progress bar does not
// claim nearness it cannot know.
func TestStaleOutcomeClearedOnEdit(t *testing.T) {
	u, _, q := newTestUI(t)
	u.ed.goal.SetSelected("65536")
	u.newItem.Action()
	test.Tap(u.solveBtn)
	q.Until(t, "a progress report", func() bool { return u.s.Run.Last().Expanded > 0 })
	if v := u.progress.bar.Value; v != 0 || !strings.Contains(u.progress.barText, "best so far: largest tile") {
		t.Errorf("mid-search the bar is at %v saying %q", v, u.progress.barText)
	}
	test.Tap(u.cancelBtn)
	q.Until(t, "the solve to stop", func() bool { return !u.s.Solving() })
	if !strings.HasPrefix(u.status.Text, "Cancelled") {
		t.Fatalf("status %q", u.status.Text)
	}
	typeOnBoard(u, 0, "2")
	if strings.Contains(u.status.Text, "Cancelled") || !strings.HasPrefix(u.status.Text, "Board edited.") {
		t.Errorf("after an edit the status says %q", u.status.Text)
	}
}

// testedSizes are the editor's sizes for kind k the window tests try: every one to 16, and the
// kind's largest (a sliding puzzle's 127) rather than each of the hundred between.
func testedSizes(k board.Kind) []int {
	var sizes []int
	for n := session.MinEditN; n <= min(16, session.MaxEditN(k)); n++ {
		sizes = append(sizes, n)
	}
	if m := session.MaxEditN(k); m > 16 {
		sizes = append(sizes, m)
	}
	return sizes
}

// At 640x480 every size of both kinds fits the window and the board keeps the square it had.
func TestEverySizeFits640x480(t *testing.T) {
	u, _, _ := newTestUI(t)
	size := fyne.NewSize(640, 480)
	u.win.Resize(size)
	for _, k := range []board.Kind{board.Kind2048, board.KindSliding} {
		for _, n := range testedSizes(k) {
			u.ed.edit.NewBoard(k)
			u.ed.edit.SetSize(n)
			u.ed.edit.NewBoard(k)
			u.ed.show()
			u.win.Content().Refresh()
			if u.view.Grid().N != n {
				t.Fatalf("%v %d: the board shows %d cells a side", k, n, u.view.Grid().N)
			}
			if m := windowNeeds(u); m.Width > size.Width || m.Height > size.Height {
				t.Errorf("%v %d: the content needs %v, more than %v", k, n, m, size)
			}
			if v := u.view.Size(); min(v.Width, v.Height) < 130 {
				t.Errorf("%v %d: the board is only %v", k, n, v)
			}
			t.Logf("%v %d: board %v", k, n, u.view.Size())
		}
	}
}

// The settings that do not apply to the kind are hidden with their labels (the goal, where new
// tiles appear and how full a random board is, for a sliding puzzle; how long to shorten an
// answer, for 2048), and while a solve runs every
// setting is disabled with its label greyed.
func TestSettingsFollowKind(t *testing.T) {
	u, _, q := newTestUI(t)
	e := u.ed
	shown := func() map[string]bool {
		m := map[string]bool{}
		for _, r := range e.rows {
			if r.label.Visible() != r.control.Visible() {
				t.Errorf("%q: label shown %v, control shown %v", r.label.Text, r.label.Visible(), r.control.Visible())
			}
			if r.label.Visible() && r.label.Size().Width > 0 {
				unclipped(t, u, r.label.Text, r.label)
			}
			m[r.label.Text] = r.label.Visible()
		}
		return m
	}
	all := map[string]bool{"Puzzle": true, "Size": true, "Goal tile": true, "Goal": false, "Board": false, "New tiles at": true, "Search by": true, "Improve for": false, "Cells filled": true}
	if got := shown(); fmt.Sprint(got) != fmt.Sprint(all) {
		t.Errorf("2048: shown %v", got)
	}
	e.kind.SetSelected(labelSliding)
	if e.edit.Kind() != board.KindSliding {
		t.Fatal("the kind did not change")
	}
	u.win.Content().Refresh()
	sliding := map[string]bool{"Puzzle": true, "Size": true, "Goal tile": false, "Goal": true, "Board": true, "New tiles at": false, "Search by": true, "Improve for": true, "Cells filled": false}
	if got := shown(); fmt.Sprint(got) != fmt.Sprint(sliding) {
		t.Errorf("sliding: shown %v, want %v", got, sliding)
	}
	if !e.goal.Disabled() || !e.p.Disabled() {
		t.Error("the hidden 2048 settings take input")
	}
	e.kind.SetSelected(label2048)
	u.win.Content().Refresh()
	if got := shown(); fmt.Sprint(got) != fmt.Sprint(all) {
		t.Errorf("back to 2048: shown %v", got)
	}
	for _, r := range e.rows {
		if r.label.Visible() && (r.label.Importance == widget.LowImportance || r.parts[0].Disabled()) {
			t.Errorf("%q is greyed or disabled with nothing running", r.label.Text)
		}
	}

	e.goal.SetSelected("65536")
	u.newItem.Action()
	test.Tap(u.solveBtn)
	// The rows grey on the UI's goroutine after the solve starts, so wait for that too (on a busy
	// machine the first report came before it); the loop below names any row that never greyed.
	greyed := func() bool {
		for _, r := range e.rows {
			if r.label.Importance != widget.LowImportance || !r.parts[0].Disabled() {
				return false
			}
		}
		return true
	}
	q.Until(t, "a progress report and the settings greyed", func() bool { return u.s.Run.Last().Expanded > 0 && greyed() })
	for _, r := range e.rows {
		if r.label.Importance != widget.LowImportance || !r.parts[0].Disabled() {
			t.Errorf("while solving %q: label importance %v, disabled %v", r.label.Text, r.label.Importance, r.parts[0].Disabled())
		}
	}
	test.Tap(u.cancelBtn)
	q.Until(t, "the solve to stop", func() bool { return !u.s.Solving() })
	for _, r := range e.rows {
		if r.label.Visible() && (r.label.Importance == widget.LowImportance || r.parts[0].Disabled()) {
			t.Errorf("after the solve %q is still greyed or disabled", r.label.Text)
		}
	}
}

// At 640x480 the narrow arrangement gives the board at least half the window's height: a 10x10
// sliding puzzle in Solve has cells of at least 20 points (the wide arrangement gave it a 139-point
// board, cells of 12).
func TestBoardRoomAt640x480(t *testing.T) {
	u, _, _ := newTestUI(t)
	size := fyne.NewSize(640, 480)
	u.win.Resize(size)
	u.ed.edit.SetSize(10)
	u.ed.edit.NewBoard(board.KindSliding)
	u.ed.show()
	u.win.Content().Refresh()
	if u.view.Grid().N != 10 {
		t.Fatalf("the board shows %d cells a side", u.view.Grid().N)
	}
	v := u.view.Size()
	side := min(v.Width, v.Height)
	cell := u.view.CellSize()
	t.Logf("640x480, 10x10: board view %v, a square of %.0f points (%.0f%% of the height), cells of %.1f", v, side, 100*side/size.Height, cell)
	if side < size.Height/2 {
		t.Errorf("the board is a %.0f-point square, less than half the window's height", side)
	}
	if cell < 20 {
		t.Errorf("the 10x10 board's cells are %.1f points", cell)
	}
	if m := windowNeeds(u); m.Width > size.Width || m.Height > size.Height {
		t.Errorf("the content needs %v, more than %v", m, size)
	}
	for name, o := range map[string]fyne.CanvasObject{"Solve": u.solveBtn, "step label": u.tl.label, "speed": u.tl.speed,
		"End": u.tl.end, "chart": u.chart, "status": u.message} {
		unclipped(t, u, name, o)
	}
	if p := fyne.CurrentApp().Driver().AbsolutePositionForObject(u.view); p.X < 0 || p.Y < 0 || p.X+v.Width > size.Width || p.Y+v.Height > size.Height {
		t.Errorf("the board at %v size %v lies outside the window", p, v)
	}
}

// The window moves its parts between the arrangements as it is resized across narrowBelow and
// back: narrow puts the status left of the board, wide puts it above, with the metrics right of
// the board; both ways every part stays in the window.
func TestArrangementFollowsWidth(t *testing.T) {
	u, _, _ := newTestUI(t)
	pos := func(o fyne.CanvasObject) fyne.Position {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	}
	for _, size := range []fyne.Size{{Width: 1180, Height: 760}, {Width: 640, Height: 480}, {Width: 899, Height: 600},
		{Width: 910, Height: 600}, {Width: 1180, Height: 760}} {
		u.win.Resize(size)
		u.win.Content().Refresh()
		status, board, metrics := pos(u.message), pos(u.view), pos(u.metrics.content)
		narrow := u.win.Content().Size().Width < narrowBelow // the window less its padding
		if narrow && !(status.X+u.message.Size().Width <= board.X && metrics.X < board.X) {
			t.Errorf("%v: the status at %v and the metrics at %v are not left of the board at %v", size, status, metrics, board)
		}
		if !narrow && !(status.Y < board.Y && metrics.X > board.X) {
			t.Errorf("%v: the status at %v is not above the board at %v, or the metrics at %v not right of it", size, status, board, metrics)
		}
		for name, o := range map[string]fyne.CanvasObject{"Solve": u.solveBtn, "status": u.message, "End": u.tl.end, "Puzzle": u.ed.kind} {
			unclipped(t, u, name, o)
		}
	}
}

// At a phone's width (390x844, the web page on a phone) the parts stack in one column: the status
// above the board, the board as wide as most of the window, the Solve button below it, and the
// parts a player needs stay in the window.
func TestColumnAtPhoneWidth(t *testing.T) {
	u, _, _ := newTestUI(t)
	pos := func(o fyne.CanvasObject) fyne.Position {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	}
	u.win.Resize(fyne.NewSize(390, 844))
	u.win.Content().Refresh()
	if w := u.win.Content().Size().Width; w >= columnBelow {
		t.Fatalf("the content is %v wide, not under %v", w, columnBelow)
	}
	status, board, solve := pos(u.message), pos(u.view), pos(u.solveBtn)
	if !(status.Y < board.Y && board.Y+u.view.Size().Height <= solve.Y) {
		t.Errorf("status at %v, board at %v (%v), Solve at %v: not stacked", status, board, u.view.Size(), solve)
	}
	if s := u.view.Size(); min(s.Width, s.Height) < 200 {
		t.Errorf("the board is %v: too small to read on a phone", s)
	}
	for name, o := range map[string]fyne.CanvasObject{"Solve": u.solveBtn, "status": u.message, "End": u.tl.end, "Puzzle": u.ed.kind} {
		unclipped(t, u, name, o)
	}
}

// rowCut finds the greatest edge between widgets that fits the height, counting every edge, and
// none where one widget is taller than the height.
func TestRowCut(t *testing.T) {
	rows := [][2]float32{{0, 30}, {34, 64}, {68, 98}}
	for _, c := range []struct {
		name   string
		spans  [][2]float32
		height float32
		want   float32
	}{
		{"all fit", rows, 120, 98},
		{"through the third row", rows, 90, 68},
		{"on the third row's top", rows, 68, 68},
		{"in the gap after the first", rows, 33, 30},
		{"within the first", rows, 20, 0},
		{"a row of two beside a tall one", [][2]float32{{0, 30}, {0, 64}, {34, 64}, {68, 98}}, 50, 0},
		{"the tall one ends", [][2]float32{{0, 30}, {0, 64}, {34, 64}, {68, 98}}, 80, 68},
		{"none", nil, 50, 0},
	} {
		if got := rowCut(c.spans, c.height); got != c.want {
			t.Errorf("%s: rowCut(%v, %v) = %v, want %v", c.name, c.spans, c.height, got, c.want)
		}
	}
}

// A rowScroll shorter than its content ends between two rows, and cuts again when a row changes
// height (its content laid out again, as the driver does when the content's size changes).
func TestRowScrollEndsOnAWholeRow(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.DefaultTheme())
	first := widget.NewLabel("two\nlines")
	rows := []fyne.CanvasObject{first}
	for i := range 5 {
		rows = append(rows, widget.NewButton(fmt.Sprintf("row %d", i), nil))
	}
	content := container.NewVBox(rows...)
	box := newRowScroll(content)
	w := a.NewWindow("rows")
	w.SetContent(box)
	l := box.Layout.(*rowScroll)
	whole := func(when string) {
		t.Helper()
		h := l.scroll.Size().Height
		if h <= 0 || h > box.Size().Height+0.5 {
			t.Fatalf("%s: the scroll is %v high in a box of %v", when, h, box.Size().Height)
		}
		if h >= content.MinSize().Height {
			t.Fatalf("%s: the scroll (%v) shows all the content (%v): nothing to cut", when, h, content.MinSize().Height)
		}
		for i, r := range rows {
			if top, bottom := r.Position().Y, r.Position().Y+r.Size().Height; r.Visible() && top < h-0.5 && bottom > h+0.5 {
				t.Errorf("%s: row %d (%v to %v) is cut by the scroll's end at %v", when, i, top, bottom, h)
			}
		}
		if gap := box.Size().Height - h; gap > rows[0].MinSize().Height+theme.Padding()+0.5 {
			t.Errorf("%s: %v left under the scroll, more than a row", when, gap)
		}
	}
	for _, height := range []float32{170, 150, 130, 100} {
		w.Resize(fyne.NewSize(200, height))
		whole(fmt.Sprintf("%v high", height))
	}
	before := l.scroll.Size().Height
	first.SetText("one line")
	l.scroll.Content.Refresh()
	whole("the first row one line")
	if l.scroll.Size().Height == before {
		t.Errorf("the scroll stayed %v high when the rows moved up", before)
	}
}

// The arrangement follows the window's size: narrow under 900 points wide, a column under 560,
// short under 760 tall as well (a desktop window short but wide keeps its arrangement).
func TestArrangementFor(t *testing.T) {
	for _, c := range []struct {
		size fyne.Size
		want arrangement
	}{
		{fyne.NewSize(1400, 900), wide},
		{fyne.NewSize(1400, 500), wide},
		{fyne.NewSize(800, 600), narrow},
		{fyne.NewSize(640, 480), narrow},
		{fyne.NewSize(390, 844), column},
		{fyne.NewSize(390, 760), column},
		{fyne.NewSize(390, 759), shortColumn},
		{fyne.NewSize(360, 612), shortColumn},
	} {
		if got := arrangementFor(c.size); got != c.want {
			t.Errorf("arrangementFor(%v) = %d, want %d", c.size, got, c.want)
		}
	}
}

// On a short phone (360x640) the chart, the search's figures and the metrics give their room: a
// 7-by-7 board gets at least boardFloor of its least size (it got 120 points of 210 beside them)
// and Solve shows whole; on a taller phone (390x844) the chart and the metrics are back.
func TestShortColumnGivesTheBoardRoom(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.DefaultTheme())
	u, _, _ := newTestUIOn(t, a)
	u.ed.kind.SetSelected(labelSliding)
	u.ed.size.SetSelected("7")
	shown := func(o fyne.CanvasObject) (found bool) { // visible, in the window's layout
		walkShown(u, func(c fyne.CanvasObject, _ string, _ rect, _ string) { found = found || c == o })
		return found
	}
	u.win.Resize(fyne.NewSize(360, 640))
	laidOut(u)
	if side, least := min(u.view.Size().Width, u.view.Size().Height), u.view.MinSize().Height; side < least*boardFloor {
		t.Errorf("at 360x640 the 7-by-7 board is %v, under %v of its least %v", u.view.Size(), boardFloor, least)
	}
	if shown(u.chart) || u.progress.figures.Visible() || shown(u.metrics.content) {
		t.Errorf("at 360x640 the chart (%v), the search's figures (%v) or the metrics (%v) show", shown(u.chart), u.progress.figures.Visible(), shown(u.metrics.content))
	}
	unclipped(t, u, "Solve", u.solveBtn)
	u.win.Resize(fyne.NewSize(390, 844))
	laidOut(u)
	if !shown(u.chart) || !u.progress.figures.Visible() || !shown(u.metrics.content) {
		t.Errorf("at 390x844 the chart (%v), the search's figures (%v) or the metrics (%v) do not show", shown(u.chart), u.progress.figures.Visible(), shown(u.metrics.content))
	}
}
