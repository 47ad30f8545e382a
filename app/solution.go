// The solution the window shows: on the timeline, from its first step, and on the chart.

package app

import (
	"math"
	"strconv"
	"strings"

	"github.com/tilesolve/tilesolve/session"
)

// showSolution puts the board's solution (or nothing) on the timeline, from its first step, and
// on the chart.
func (u *ui) showSolution() {
	sol := u.s.Solution()
	u.tl.attach(&u.s.Timeline)
	u.tl.setSolution(sol)
	if sol == nil {
		u.chart.SetSeries("Solve to chart the solution here", nil, 0, "", "")
	} else {
		u.chart.SetSeries(series(sol))
	}
	u.updateActions()
}

// chartPoints bounds the values series takes from a solution: past it, steps evenly spaced (a
// long sliding solution's boards are made on demand, and a chart is a few hundred pixels wide).
const chartPoints = 1024

// series is what the chart plots along a solution: each board's measure, the Manhattan distance
// for sliding puzzles and the largest tile (on a log scale, as it doubles) for 2048 boards, at
// every step or, past chartPoints, at evenly spaced ones; steps is how many the values stand for.
// It is computed once per solution.
func series(sol *session.Solution) (title string, values []float64, steps int, lo, hi string) {
	steps = sol.Steps()
	values = make([]float64, min(steps, chartPoints))
	low, top := 0, 0
	for i := range values {
		k := i
		if len(values) < steps {
			k = int(int64(i) * int64(steps-1) / int64(len(values)-1))
		}
		_, m := sol.Step(k).Board.Measure()
		values[i] = float64(m)
		if i == 0 || m < low {
			low = m
		}
		top = max(top, m)
	}
	label, _ := sol.Step(0).Board.Measure()
	if !sol.Kind().MeasureDoubles() { // a distance, down one a move: a linear scale
		if top == low { // one value (a game with no move yet): the chart's scale spans one above it
			top = low + 1
		}
		return label, values, steps, strconv.Itoa(low), strconv.Itoa(top) // the scale starts at the series' least
	}
	if top == low { // on the log scale, one doubling above
		top = 2 * max(low, 1)
	}
	for i, v := range values {
		values[i] = math.Log2(max(v, 1))
	}
	return strings.ToUpper(label[:1]) + label[1:] + " (log scale)", values, steps, strconv.Itoa(low), strconv.Itoa(top)
}
