package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
	"github.com/tilesolve/tilesolve/internal/testfiles"
)

// randomPuzzles are count seeded uniformly random solvable n-by-n puzzles.
func randomPuzzles(tb testing.TB, n, count int, seed uint64) []*board.Puzzle {
	rng := rand.New(rand.NewPCG(seed, seed))
	out := make([]*board.Puzzle, count)
	for i := range out {
		out[i] = testboards.Puzzle(tb, n, board.Scramble(n, rng).Tiles...)
	}
	return out
}

// BenchmarkIDA4x4 solves ten seeded random 15-puzzles per iteration with IDA*, with the pattern
// database (built or loaded before the timer starts) and with Manhattan plus linear conflicts on
// the easiest of them, and reports nodes per second.
func BenchmarkIDA4x4(b *testing.B) {
	boards := randomPuzzles(b, 4, 10, 1)
	for _, tc := range []struct {
		name   string
		cfg    Config
		boards []*board.Puzzle
	}{
		{"database", Config{Algorithm: "ida", DatabaseDir: testfiles.Databases}, boards},
		{"linear-conflict", Config{Algorithm: "ida", NoDatabase: true}, boards[:1]},
	} {
		b.Run(tc.name, func(b *testing.B) {
			if err := Prepare(context.Background(), tc.boards[0], tc.cfg); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			nodes := 0
			for b.Loop() {
				for _, p := range tc.boards {
					sol, err := Solve(context.Background(), p, tc.cfg)
					if err != nil {
						b.Fatal(err)
					}
					nodes += sol.Stats.Expanded
				}
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			b.ReportMetric(float64(nodes)/float64(b.N*len(tc.boards)), "nodes/board")
		})
	}
}
