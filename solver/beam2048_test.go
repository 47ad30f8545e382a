package solver

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
)

// TestBeamReaches65536 is the physical limit of a 4x4 board: from a lone 2 to 65536, within 32 moves
// of the bound of 32768, replayed move by move on the n-by-n board.
func TestBeamReaches65536(t *testing.T) {
	if testing.Short() {
		t.Skip("a search of 32,782 moves")
	}
	start := testboards.Lone2048(t, 4, 65536)
	sol, err := Solve(context.Background(), start, Config{Algorithm: "beam", ProofNodes: -1})
	if err != nil || sol.Algorithm != "beam" {
		t.Fatal(err)
	}
	check2048Path(t, sol)
	if sol.LowerBound != 32768 || sol.Moves > 32800 || sol.Step(sol.Moves).Board.(*board.Game2048).LargestTile() != 65536 {
		t.Errorf("%d moves (bound %d)", sol.Moves, sol.LowerBound)
	}
}

// TestBeamUnsolvableAndWidening: a beam that cuts nothing and finds no goal has searched everything
// (a 2x2 board cannot make 1024); a beam too narrow that dies widens within the node budget and
// says so when it cannot.
func TestBeamUnsolvableAndWidening(t *testing.T) {
	b := testboards.Lone2048(t, 2, 1024)
	sol, err := beamSearch(context.Background(), b, Config{BeamWidth: 1})
	if err != nil || !sol.Unsolvable {
		t.Fatalf("2x2 to 1024: %+v, %v", sol, err)
	}
	// 2x2 to 32, the most four cells could hold: a beam wide enough to cut nothing answers as
	// breadth-first does.
	b2 := testboards.Lone2048(t, 2, 32)
	bfs, err := astar.BreadthFirst(context.Background(), astar.Problem[*board.Game2048, string, board.Direction]{
		Start: b2, Successors: successors((*board.Game2048).Neighbors), Key: (*board.Game2048).Key,
		IsGoal: (*board.Game2048).Done,
	}, astar.Options[*board.Game2048]{})
	sol, err2 := beamSearch(context.Background(), b2, Config{BeamWidth: 1000, ProofNodes: -1})
	if err != nil || err2 != nil || sol.Unsolvable != (bfs.Path == nil) || bfs.Path != nil && sol.Moves != len(bfs.Moves) {
		t.Fatalf("2x2 to 32: beam %+v (%v), breadth-first %d moves (%v)", sol, err2, len(bfs.Moves), err)
	}
	b3 := testboards.Lone2048(t, 3, 1024)
	_, err = beamSearch(context.Background(), b3, Config{BeamWidth: 1, MaxNodes: 40})
	var se *StopError
	if !errors.As(err, &se) || se.Limit != LimitNodes || !errors.Is(err, astar.ErrBudget) {
		t.Fatalf("3x3 to 1024 within 40 boards: %v", err)
	}
}

// TestBeamCancels: cancelling from a progress report stops the beam at its next check, with the
// context's error; the figures reported only grow.
func TestBeamCancels(t *testing.T) {
	for _, n := range []int{4, 5} {
		start, _ := board.NewGame2048(board.LoneTwo(n), 1<<(n*n), board.RightColumn) // far off
		ctx, cancel := context.WithCancel(context.Background())
		var last Progress
		cancelledAt := 0
		cfg := Config{Algorithm: "beam", ProgressEvery: 1, Progress: func(p Progress) {
			if p.Expanded < last.Expanded || p.BestScore < last.BestScore {
				t.Errorf("progress went back: %+v then %+v", last.Stats, p.Stats)
			}
			last = p
			if p.Expanded >= 5000 && cancelledAt == 0 {
				cancelledAt = p.Expanded
				cancel()
			}
		}}
		sol, err := Solve(ctx, start, cfg)
		cancel()
		if !errors.Is(err, context.Canceled) || sol.Stats.Expanded > cancelledAt+256 || last.Best == nil {
			t.Fatalf("%dx%d: err %v after %d expanded", n, n, err, sol.Stats.Expanded)
		}
	}
}

// BenchmarkBeam4 is the beam from a lone 2 on 4x4; swipes/s counts the swipes tried.
func BenchmarkBeam4(b *testing.B) {
	for _, goal := range []int{16384, 65536} {
		b.Run(fmt.Sprint(goal), func(b *testing.B) {
			start, _ := board.NewGame2048(board.LoneTwo(4), goal, board.RightColumn)
			b.ReportAllocs()
			var sol *Solution
			for b.Loop() {
				var err error
				sol, err = beamSearch(context.Background(), start, Config{ProofNodes: -1})
				if err != nil || sol.Unsolvable {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(sol.Moves), "moves")
			b.ReportMetric(float64(sol.Moves-sol.LowerBound), "over-bound")
			b.ReportMetric(float64(4*sol.Stats.Expanded)*float64(b.N)/b.Elapsed().Seconds(), "swipes/s")
		})
	}
}

// BenchmarkBeamCancel is BenchmarkCancel for the beam in each of its forms: Board4, arrays (5x5,
// 6x6) and astar.Beam (8x8), each cancelled after 20,000 expansions (target: 100 ms).
func BenchmarkBeamCancel(b *testing.B) {
	for _, n := range []int{4, 5, 6, 8} {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			// The largest tile n*n cells can hold, so the beam cannot answer at once that the
			// goal is out of reach, and far enough that it cannot get there before the cancel.
			start := testboards.Game(b, n, 1<<min(n*n, 30), board.LoneTwo(n).Tiles...)
			var worst time.Duration
			for range b.N {
				worst = max(worst, cancelLatency(b, start, Config{Algorithm: "beam"}, 20_000))
			}
			b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
		})
	}
}

// BenchmarkBeam5 is the beam from a lone 2 on 5x5 (the array form) to 16384.
func BenchmarkBeam5(b *testing.B) {
	start := testboards.Game(b, 5, 16384, board.LoneTwo(5).Tiles...)
	b.ReportAllocs()
	var sol *Solution
	for b.Loop() {
		var err error
		if sol, err = beamSearch(context.Background(), start, Config{ProofNodes: -1}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(4*sol.Stats.Expanded)*float64(b.N)/b.Elapsed().Seconds(), "swipes/s")
}
