package solver

import (
	"context"
	"errors"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"tilesolve/board"
)

// BenchmarkCancel measures how long a solve takes to return after its context is cancelled, the
// app's Cancel button (target: 100 ms). Each run lets a search that cannot finish soon expand a
// number of boards, cancels it from outside, and times the return; the metrics are the mean and
// the worst over b.N runs. The search checks its context every 256 expansions, so the latency
// grows with the cost of one expansion (largest on the biggest boards) and could grow with a big
// heap (the 500k case holds about 1.5 million boards).
func BenchmarkCancel(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	sliding := func(n int) board.Board { return puzzle(b, n, board.Scramble(n, rng).Tiles...) }
	lone := func(n, goal int) board.Board { return game(b, n, goal, board.LoneTwo(n).Tiles...) }
	for _, bc := range []struct {
		name  string
		board board.Board
		algo  string // each search the app offers that can run long; auto's choice may finish too soon
		after int    // expansions before the cancel
		db    bool   // with the 15-puzzle's databases (their search shares large iterations)
	}{
		{"sliding-4x4-astar", sliding(4), "astar", 20_000, false},
		{"sliding-4x4-astar-after-500k", sliding(4), "astar", 500_000, false},
		{"sliding-4x4-ida-no-database", sliding(4), "ida", 20_000, false},
		{"sliding-4x4-80-moves-ida-databases", hard15(b), "ida", 5_000_000, true},
		{"sliding-10x10-astar", sliding(10), "astar", 20_000, false},
		{"sliding-30x30-astar", sliding(30), "astar", 20_000, false},
		{"2048-4x4-to-65536", lone(4, 1<<16), "", 20_000, false},
		{"2048-16x16-to-2^30", lone(16, 1<<30), "", 20_000, false},
	} {
		b.Run(bc.name, func(b *testing.B) {
			var total, worst time.Duration
			for range b.N {
				cfg := Config{Algorithm: bc.algo, NoDatabase: !bc.db, DatabaseDir: testDatabases}
				d := cancelLatency(b, bc.board, cfg, bc.after)
				total += d
				worst = max(worst, d)
			}
			b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "mean-ms")
			b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
		})
	}
}

// cancelLatency starts a solve of start with cfg, cancels it once it has expanded at least `after`
// boards and returns the time from the cancel to Solve's return.
func cancelLatency(b *testing.B, start board.Board, cfg Config, after int) time.Duration {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	reached := make(chan struct{})
	var once sync.Once
	cfg.ProgressEvery = time.Millisecond
	cfg.Progress = func(p Progress) {
		if p.Expanded >= after {
			once.Do(func() { close(reached) })
		}
	}
	done := make(chan error, 1)
	var returned time.Time
	go func() {
		_, err := Solve(ctx, start, cfg)
		returned = time.Now()
		done <- err
	}()
	select {
	case <-reached:
	case err := <-done:
		b.Fatalf("the solve ended before it was cancelled: %v", err)
	}
	cancelled := time.Now()
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		b.Fatalf("err %v, want context.Canceled", err)
	}
	return returned.Sub(cancelled)
}
