package app

import (
	"context"
	"testing"

	"tilesolve/board"
	"tilesolve/solver"
)

// solution65536 is the real answer the beam gives from a lone 2 on 4x4 to 65536: 32,783 steps.
func solution65536(tb testing.TB) *solver.Solution {
	start, _ := board.NewGame2048(board.LoneTwo(4), 65536, board.RightColumn)
	sol, err := solver.Solve(context.Background(), start, solver.Config{Algorithm: "beam", ProofNodes: -1})
	if err != nil || sol.Moves < 32768 {
		tb.Fatalf("solve: %v", err)
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
			u.tl.slider.SetValue(float64(i * 7919 % len(sol.Steps)))
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
