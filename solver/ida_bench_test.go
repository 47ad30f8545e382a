package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"tilesolve/board"
)

// BenchmarkIDA4x4 solves a fixed seeded random 15-puzzle with IDA* and reports nodes per second.
func BenchmarkIDA4x4(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 7))
	p, _ := board.NewPuzzle(board.Scramble(4, rng))
	p = easiest(b, p, rng)
	b.ReportAllocs()
	var nodes int
	for b.Loop() {
		sol, err := Solve(context.Background(), p, Config{Algorithm: "ida"})
		if err != nil {
			b.Fatal(err)
		}
		nodes += sol.Stats.Expanded
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// easiest draws a few more boards and keeps the one with the smallest estimate, so that one
// benchmark iteration stays short.
func easiest(b *testing.B, p *board.Puzzle, rng *rand.Rand) *board.Puzzle {
	for range 20 {
		q, _ := board.NewPuzzle(board.Scramble(4, rng))
		if ManhattanLinearConflict(q) < ManhattanLinearConflict(p) {
			p = q
		}
	}
	return p
}
