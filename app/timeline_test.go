package app

import (
	"math/rand/v2"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
	"github.com/tilesolve/tilesolve/session"
)

// longSolution is a 30,000-step 2048 solution made by repeating a run of real swipes on a 10-by-10
// board: what the timeline shows does not depend on the steps being one search's answer.
func longSolution(tb testing.TB, steps int) *session.Solution {
	run := testboards.Steps2048(tb, 10)
	path := make(board.Steps, steps)
	for i := range path {
		path[i] = run[i%len(run)]
	}
	return session.PathSolution(path)
}

func TestScrubLongSolution(t *testing.T) {
	u, _, _ := newTestUI(t)
	sol := longSolution(t, 30000)
	u.setSolution(sol)
	if u.tl.slider.Max != 29999 {
		t.Fatalf("slider max %v", u.tl.slider.Max)
	}
	for _, k := range []int{29999, 1, 15000, 0, 29998} {
		u.tl.slider.SetValue(float64(k))
		want := sol.Step(k).Board.Grid()
		got := u.view.Grid()
		for i := range want.Tiles {
			if got.Tiles[i] != want.Tiles[i] {
				t.Fatalf("slider at %d: view shows another board", k)
			}
		}
		if u.chart.current != k {
			t.Errorf("chart marker at %d, want %d", u.chart.current, k)
		}
	}
}

// BenchmarkScrub is one slider move on a 30,000-step solution: board view, metrics, label, chart
// marker. BenchmarkSetSolution is putting that solution on the timeline (the chart's series).
func BenchmarkScrub(b *testing.B) {
	u, _, _ := newTestUI(b)
	u.setSolution(longSolution(b, 30000))
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		u.tl.slider.SetValue(float64((i * 7919) % 30000))
	}
}

func BenchmarkSetSolution(b *testing.B) {
	u, _, _ := newTestUI(b)
	sol := longSolution(b, 30000)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		u.setSolution(sol)
	}
}

// Every way of moving the timeline shows the new step once (seek hears each step shown) and a
// move that changes nothing shows nothing: the slider, the buttons and the keys' goTo.
func TestTimelineShowsEachStepOnce(t *testing.T) {
	u, _, _ := newTestUI(t)
	u.setSolution(longSolution(t, 100))
	var shown []int
	u.tl.seek = func(k int) { shown = append(shown, k) }
	for _, tc := range []struct {
		name string
		move func()
		want []int
	}{
		{"slider", func() { u.tl.slider.SetValue(40) }, []int{40}},
		{"slider again", func() { u.tl.slider.SetValue(40) }, nil},
		{"next", func() { test.Tap(u.tl.next) }, []int{41}},
		{"end", func() { test.Tap(u.tl.end) }, []int{99}},
		{"goTo past the end", func() { u.tl.goTo(500) }, nil},
		{"home", func() { test.Tap(u.tl.home) }, []int{0}},
		{"prev at the start", func() { u.tl.follow(u.tl.pos.Prev()) }, nil},
		{"goTo", func() { u.tl.goTo(7) }, []int{7}},
	} {
		shown = nil
		tc.move()
		if !slices.Equal(shown, tc.want) || u.tl.slider.Value != float64(u.tl.pos.At()) {
			t.Errorf("%s: showed %v, want %v; slider at %v, step %d", tc.name, shown, tc.want, u.tl.slider.Value, u.tl.pos.At())
		}
	}
}

// walkSolution is a sliding solution of count moves on a scrambled n-by-n board: a seeded random
// walk of the blank, kept as moves as a solver's answer is (what the timeline shows does not
// depend on the moves being one search's answer).
func walkSolution(tb testing.TB, n, count int) *session.Solution {
	tb.Helper()
	rng := rand.New(rand.NewPCG(uint64(n), uint64(count)))
	start, err := board.NewPuzzle(board.Scramble(n, rng))
	if err != nil {
		tb.Fatal(err)
	}
	moves, blank := make([]board.Direction, 0, count), start.Blank()
	for len(moves) < count {
		d := board.Directions[rng.IntN(4)]
		if from := board.SlideSource(n, blank, d); from >= 0 {
			moves, blank = append(moves, d), from
		}
	}
	path, err := board.NewPuzzlePath(start, moves)
	if err != nil {
		tb.Fatal(err)
	}
	return session.PathSolution(path)
}

// BenchmarkLargestSolution is the app with a 127x127 solution of 5.4 million moves, the size of
// the fast solver's answer there: putting it on the timeline (board view, chart), then slider
// moves of about 1% of it, each showing its board.
func BenchmarkLargestSolution(b *testing.B) {
	sol := walkSolution(b, board.MaxN, 5_400_000)
	u, _, _ := newTestUI(b)
	b.Run("set", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			u.setSolution(sol)
		}
	})
	b.Run("scrub", func(b *testing.B) {
		u.setSolution(sol)
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			i++
			u.tl.slider.SetValue(float64((i * 54_001) % sol.Steps()))
		}
	})
}
