package app

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// solution65536 is the real answer the beam gives from a lone 2 on 4x4 to 65536: 32,783 steps.
func solution65536(tb testing.TB) *session.Solution {
	start, _ := board.NewGame2048(board.LoneTwo(4), 65536, board.RightColumn)
	sol := solveNow(tb, start, "beam")
	if sol.Moves() < 32768 {
		tb.Fatalf("%d moves, want at least 32,768", sol.Moves())
	}
	return sol
}

// BenchmarkSolution65536 is the app's work on the 4x4 board's longest solution: putting it on the
// timeline (the chart's series and the slider), one slider move (board view, metrics, marker), and
// the chart's raster of all 32,783 steps at 600x120 pixels, which a resize or a theme change redraws.
func BenchmarkSolution65536(b *testing.B) {
	sol := solution65536(b)
	u, _, _ := newTestUI(b)
	b.Run("set", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			u.setSolution(sol)
		}
	})
	b.Run("scrub", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			u.tl.slider.SetValue(float64(i * 7919 % sol.Steps()))
			i++
		}
	})
	b.Run("chart-draw", func(b *testing.B) {
		r := u.chart.rend
		if r == nil {
			b.Skip("the chart has no renderer")
		}
		b.ReportAllocs()
		for b.Loop() {
			r.draw(600, 120)
		}
	})
}

// A short series is drawn as steps of equal width (the last one visible, not one pixel column),
// and the scale's labels are the values the plot's bottom and top stand for.
func TestChartShortSeriesSteps(t *testing.T) {
	u, _, _ := newTestUI(t)
	start := board.NewGrid(3, []int{1, 2, 3, 4, 5, 6, 0, 7, 8})
	p, _ := board.NewPuzzle(start)
	sol := solveNow(t, p, "astar")
	if sol.Moves() != 2 {
		t.Fatalf("%d moves, want 2", sol.Moves())
	}
	title, values, _, lo, hi := series(sol)
	if lo != "0" || hi != "2" || len(values) != 3 {
		t.Fatalf("%s: %v labelled %s..%s", title, values, lo, hi)
	}
	sol = session.HistorySolution([]board.Step{sol.Step(0), sol.Step(1)}) // a game's history that has not reached the goal: the scale starts at 1
	if _, _, _, lo, hi = series(sol); lo != "1" || hi != "2" {
		t.Errorf("a history from 2 to 1 labelled %s..%s", lo, hi)
	}
	u.chart.SetSeries("test", []float64{700, 698, 696}, 0, "696", "700")
	img := u.chart.rend.draw(90, 30)
	inked := func(x int) (rows []int) {
		for y := range 30 {
			if _, _, _, a := img.At(x, y).RGBA(); a > 0 {
				rows = append(rows, y)
			}
		}
		return rows
	}
	// The last step, 696, is the bottom of the scale (labelled 696, not 0) across its third.
	for _, x := range []int{61, 75, 89} {
		if r := inked(x); len(r) == 0 || r[len(r)-1] != 29 {
			t.Errorf("column %d: ink on rows %v, want the last step at the bottom", x, r)
		}
	}
	if r := inked(15); len(r) == 0 || r[0] != 0 {
		t.Errorf("column 15: ink on rows %v, want the first step at the top", r)
	}
}

// The chart draws a long series in one raster image, one column per pixel, from bottom-left to
// top-right for a rising series.
func TestChartRastersLongSeries(t *testing.T) {
	test.NewTempApp(t)
	vals := make([]float64, 30000)
	for i := range vals {
		vals[i] = float64(i)
	}
	c := NewChart()
	c.SetSeries("rising", vals, 0, "0", "29999")
	w := test.NewWindow(c)
	defer w.Close()
	w.SetPadded(false)
	w.Resize(fyne.NewSize(300, 80))
	r := test.WidgetRenderer(c).(*chartRenderer)
	img := r.draw(200, 50).(*image.NRGBA)
	lit := func(x, y int) bool { return img.NRGBAAt(x, y).A != 0 }
	if !lit(0, 49) || lit(0, 0) || !lit(199, 0) || lit(199, 49) {
		t.Error("a rising series is not drawn from bottom-left to top-right")
	}
	for x := range 200 {
		any := false
		for y := range 50 {
			any = any || lit(x, y)
		}
		if !any {
			t.Fatalf("column %d is empty", x)
		}
	}
	c.SetCurrent(15000)
	if mid := r.area.Width/2 + r.origin.X; r.marker.Position1.X < mid-1 || r.marker.Position1.X > mid+1 {
		t.Errorf("marker at x=%v for the middle step, want about %v", r.marker.Position1.X, mid)
	}
}

// solveNow solves b in a session window of its own with the registered algorithm named
// algorithm (2048: no minimality check) and fails the test if it finds no solution: a real
// answer for the window to show, had as the window has it.
func solveNow(tb testing.TB, b board.Board, algorithm string) *session.Solution {
	tb.Helper()
	q := sessiontest.NewQueue()
	w := session.NewWindow(q.Do)
	w.Limits.ProofNodes = -1
	e := session.NewEdit(1)
	if b.Kind() == board.Kind2048 {
		e.SetGoal(b.Settings().Goal)
		e.SetSpawn(b.Settings().Spawn)
	}
	e.SetGrid(b.Kind(), b.Grid())
	e.SetSearch(b.Kind(), algorithm)
	var sol *session.Solution
	var err error
	if start, _, serr := w.Solve(e, 0, func(session.Progress) {}, nil, func(s *session.Solution, e error) { sol, err = s, e }, nil); start == nil || serr != nil {
		tb.Fatalf("solve %s: %v", algorithm, serr)
	}
	q.Until(tb, "the answer", func() bool { return !w.Solving() })
	if sol == nil || err != nil {
		tb.Fatalf("solve %s: %v", algorithm, err)
	}
	return sol
}
