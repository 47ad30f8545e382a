package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"tilesolve/astar"
	"tilesolve/board"
)

// TestBestFirst4MatchesGeneric runs best-first on random 4x4 boards with Board4 (what Solve2048 does
// on 4x4) and with astar.BestFirst on the n-by-n board: the moves must be the same, under both
// spawn rules and both priorities, and every answer replays.
func TestBestFirst4MatchesGeneric(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for trial := range 60 {
		tiles := randomTiles(rng, 4, 3, 3)
		spawn := board.SpawnRules[trial%2]
		prio := []Priority{PriorityLeft, PriorityDistance}[trial/2%2]
		start, err := board.NewGame2048(board.NewGrid(4, tiles), 64<<rng.IntN(3), spawn)
		if err != nil {
			t.Fatal(err)
		}
		score := (*board.Game2048).LeftWeightedScore
		rank := board.Board4.LeftWeightedScore
		if prio == PriorityDistance {
			score, rank = (*board.Game2048).DistanceWeightedScore, board.Board4.DistanceWeightedScore
		}
		want, wantErr := astar.BestFirst(context.Background(), astar.Problem[*board.Game2048, string, board.Direction]{
			Start: start, Successors: successors((*board.Game2048).Neighbors), Key: (*board.Game2048).Key,
			IsGoal: (*board.Game2048).HasWon, Score: (*board.Game2048).LargestTile,
		}, score, astar.Options[*board.Game2048]{MaxNodes: 200_000})
		s4, ok := fast4(start)
		if !ok {
			t.Fatal("fast4 refused a 4x4 board")
		}
		moves, stats, err := s4.BestFirst4(context.Background(), rank, astar.Options[*board.Game2048]{MaxNodes: 200_000})
		if (err == nil) != (wantErr == nil) || !slices.Equal(moves, want.Moves) || stats.Expanded != want.Stats.Expanded ||
			stats.Generated != want.Stats.Generated || stats.BestScore != want.Stats.BestScore {
			t.Fatalf("trial %d (%s, %s, goal %d):\n%s Board4: %d moves, %+v, %v\ngeneric: %d moves, %+v, %v", trial, spawn.Name(), prio,
				start.Goal(), start, len(moves), stats, err, len(want.Moves), want.Stats, wantErr)
		}
		if want.Path != nil {
			sol, err := Solve2048(context.Background(), start, Config{Priority: prio, ProofNodes: -1})
			if err != nil || sol.SearchMoves != len(want.Moves) {
				t.Fatalf("trial %d: Solve2048 %v, %v", trial, sol, err)
			}
			check2048Path(t, sol)
		}
	}
}

// TestBestFirst4Budget: the compact search stops at its node cap with astar's budget error.
func TestBestFirst4Budget(t *testing.T) {
	start := lone2048(t, 4, 65536)
	s4, _ := fast4(start)
	_, stats, err := s4.BestFirst4(context.Background(), board.Board4.LeftWeightedScore, astar.Options[*board.Game2048]{MaxNodes: 3000})
	if err == nil || stats.Generated < 3000 || stats.Generated > 3003 {
		t.Fatalf("stats %+v, err %v", stats, err)
	}
}

// BenchmarkBestFirst4 is BenchmarkBestFirst's search on 4x4 up to 16384 (Solve2048 takes the
// Board4 path). B/state is the live heap at the end over the states stored.
func BenchmarkBestFirst4(b *testing.B) {
	for _, goal := range []int{8192, 16384} {
		b.Run(fmt.Sprint(goal), func(b *testing.B) {
			live, stored := benchSolve2048(b, goal)
			b.ReportMetric(live/(1<<20), "live-MB")
			b.ReportMetric(live/float64(stored), "B/state")
		})
	}
}
