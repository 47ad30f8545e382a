package search2048

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/astar/game2048"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
)

// randomTiles draws an n-by-n 2048 grid's tiles: each cell, one time in oneIn, holds a tile from
// 2 up to 2<<(sizes-1), else nothing.
func randomTiles(rng *rand.Rand, n, oneIn, sizes int) []int {
	tiles := make([]int, n*n)
	for i := range tiles {
		if rng.IntN(oneIn) == 0 {
			tiles[i] = 2 << rng.IntN(sizes)
		}
	}
	return tiles
}

// checkPath replays res's steps: each swipe leads to the next board, adds 2 to the sum, and the
// last board has won.
func checkPath(t *testing.T, res Result) {
	t.Helper()
	for i := 1; i < len(res.Path); i++ {
		prev := res.Path[i-1].Board.(*board.Game2048)
		s, ok := prev.Swipe(res.Path[i].Dir)
		if !ok || s.Board.Key() != res.Path[i].Board.(*board.Game2048).Key() || s.Spawned != res.Path[i].Spawned || s.Board.Sum() != prev.Sum()+2 {
			t.Fatalf("step %d: %v does not lead to this board", i, res.Path[i].Dir)
		}
	}
	if len(res.Path) > 0 && !res.Path[len(res.Path)-1].Board.(*board.Game2048).Done() {
		t.Fatal("last step has not won")
	}
}

func TestLowerBound(t *testing.T) {
	tests := []struct {
		b    *board.Game2048
		want int
	}{
		{testboards.Game(t, 2, 2048, 0, 2, 0, 0), 1024},
		{testboards.Game(t, 2, 2, 0, 2, 0, 0), 0}, // already won
		{testboards.Game(t, 2, 4, 0, 2, 0, 0), 2}, // 4 + the new 2 = 6, from 2
		{testboards.Game(t, 2, 4, 2, 2, 0, 0), 1}, // 4 + 2 = 6, from 4
		{testboards.Game(t, 2, 8, 4, 4, 2, 0), 1}, // sum 10 already: one move still
		{testboards.Game(t, 4, 2048, 256, 8, 0, 2, 256, 8, 16, 2, 512, 4, 0, 0, 1024, 0, 0, 0), 1},
	}
	for _, tt := range tests {
		if got := LowerBound(tt.b); got != tt.want {
			t.Errorf("LowerBound(%v, goal %d) = %d, want %d", tt.b.Grid().Tiles, tt.b.Goal(), got, tt.want)
		}
	}
}

// TestBestFirst4MatchesGeneric runs best-first on random 4x4 boards with Board4 (what BestFirst does
// on 4x4) and with astar.BestFirst on the n-by-n board: the moves must be the same, under both
// spawn rules and both priorities, and every answer replays.
func TestBestFirst4MatchesGeneric(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for trial := range 60 {
		tiles := randomTiles(rng, 4, 3, 3)
		spawn := board.SpawnRules[trial%2]
		distance := trial/2%2 == 1
		start, err := board.NewGame2048(board.NewGrid(4, tiles), 64<<rng.IntN(3), spawn)
		if err != nil {
			t.Fatal(err)
		}
		score := (*board.Game2048).LeftWeightedScore
		rank := board.Board4.LeftWeightedScore
		if distance {
			score, rank = (*board.Game2048).DistanceWeightedScore, board.Board4.DistanceWeightedScore
		}
		want, wantErr := astar.BestFirst(context.Background(), astar.Problem[*board.Game2048, string, board.Direction]{
			Start: start, Successors: successors((*board.Game2048).Neighbors), Key: (*board.Game2048).Key,
			IsGoal: (*board.Game2048).Done, Score: (*board.Game2048).LargestTile,
		}, score, astar.Options[*board.Game2048]{MaxNodes: 200_000})
		s4, ok := fast4(start)
		if !ok {
			t.Fatal("fast4 refused a 4x4 board")
		}
		res, err := game2048.BestFirst(context.Background(), s4, rank, astar.Options[*board.Game2048]{MaxNodes: 200_000})
		moves, stats := res.Moves, res.Stats
		if err != nil || wantErr != nil || res.Stop != want.Stop || !slices.Equal(moves, want.Moves) || stats.Expanded != want.Stats.Expanded ||
			stats.Generated != want.Stats.Generated || stats.BestScore != want.Stats.BestScore {
			t.Fatalf("trial %d (%s, distance %v, goal %d):\n%s Board4: %d moves, %+v, %v\ngeneric: %d moves, %+v, %v", trial, spawn.Name(), distance,
				start.Goal(), start, len(moves), stats, res.Stop, len(want.Moves), want.Stats, want.Stop)
		}
		if want.Path != nil {
			res, err := BestFirst(context.Background(), start, Options{Distance: distance, NoProof: true})
			if err != nil || res.SearchMoves != len(want.Moves) {
				t.Fatalf("trial %d: BestFirst %+v, %v", trial, res, err)
			}
			checkPath(t, res)
		}
	}
}

// TestBestFirst4Budget: the compact search stops at its node cap, which its Result says, with
// no error.
func TestBestFirst4Budget(t *testing.T) {
	start := testboards.Lone2048(t, 4, 65536)
	s4, _ := fast4(start)
	res, err := game2048.BestFirst(context.Background(), s4, board.Board4.LeftWeightedScore, astar.Options[*board.Game2048]{MaxNodes: 3000})
	stats := res.Stats
	if err != nil || res.Stop != astar.StopNodes || stats.Generated < 3000 || stats.Generated > 3003 {
		t.Fatalf("stop %v, stats %+v, err %v", res.Stop, stats, err)
	}
}

// The rule that gives the check up, on layers given by hand: the boards stored plus half the last
// complete layer's width for each layer left to the target, against the cap.
func TestProofReachRule(t *testing.T) {
	check := func(widths []int, target, cap int, hopeless bool, need int) {
		t.Helper()
		r := &proofReach{target: target, cap: cap, widths: widths}
		for _, w := range widths[:len(widths)-1] {
			r.done += w
		}
		if r.hopeless() != hopeless || r.need() != need {
			t.Errorf("widths %v, target %d, cap %d: hopeless %v (want %v), need %d (want %d)",
				widths, target, cap, r.hopeless(), hopeless, r.need(), need)
		}
	}
	check([]int{0}, 10, 6, false, 11)        // the start alone: 1 + 10/2 = 6 fits 6
	check([]int{0}, 10, 5, true, 11)         // ... not 5; need: ten more layers of one
	check([]int{1, 2, 0}, 10, 12, false, 66) // 3 + 2/2*9 = 12; need: 1 then 2 is a power of 1, 3 + (3 + 4 + ... + 11)
	check([]int{1, 2, 0}, 10, 11, true, 66)
	check([]int{1, 4, 2, 7}, 5, 10, false, 13) // 7 + 2/2*3 = 10; need: no shrinking, 7 + 2*3
}

// TestBeamFormsAgree runs the beam on random boards in each form it has: Board4, the array form
// and astar.Beam on the n-by-n board. They rank by the same score and break ties the same way, so
// their moves must be the same; each answer is replayed with the n-by-n code.
func TestBeamFormsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for trial := range 40 {
		n := 3 + trial%3 // 3, 4, 5
		tiles := randomTiles(rng, n, 3, 3)
		spawn := board.SpawnRules[trial/3%2]
		distance := trial/6%2 == 1
		start, err := board.NewGame2048(board.NewGrid(n, tiles), 128<<rng.IntN(3), spawn)
		if err != nil {
			t.Fatal(err)
		}
		width := 1 + rng.IntN(20)
		score := func(g *board.Game2048) int { return gameRank(g, distance) }
		want, err := astar.Beam(context.Background(), astar.Problem[*board.Game2048, string, board.Direction]{
			Start: start, Successors: successors((*board.Game2048).Neighbors), Key: (*board.Game2048).Key,
			IsGoal: (*board.Game2048).Done,
		}, score, width, astar.Options[*board.Game2048]{})
		if err != nil {
			t.Fatal(err)
		}
		rules, cells, _ := newCellsRules(start, distance)
		gotRes, err := game2048.Beam(context.Background(), rules, cells, beamOptions(start.Goal(), width, 0))
		got := gotRes.Moves
		if err != nil || !slices.Equal(got, want.Moves) {
			t.Fatalf("trial %d (%dx%d, %s, distance %v, width %d): arrays %v, astar.Beam %v (err %v)", trial, n, n, spawn.Name(), distance, width, got, want.Moves, err)
		}
		if s4, ok := fast4(start); ok {
			rank := board.Board4.LeftWeightedScore
			if distance {
				rank = board.Board4.DistanceWeightedScore
			}
			got4Res, err := game2048.Beam(context.Background(), board4Rules{s4, rank, transposedRank(spawn)}, s4.Board(), beamOptions(start.Goal(), width, 0))
			got4 := got4Res.Moves
			if err != nil || !slices.Equal(got4, want.Moves) {
				t.Fatalf("trial %d (width %d): Board4 %v, astar.Beam %v (err %v)", trial, width, got4, want.Moves, err)
			}
		}
		res, err := Beam(context.Background(), start, Options{Width: width, Distance: distance, MaxHeld: 5_000_000, MaxMemory: 1 << 30,
			Proof: astar.Options[*board.Game2048]{MaxNodes: 2000}})
		var se *Stop
		if err != nil && !errors.As(err, &se) {
			t.Fatal(err)
		}
		if !res.Unsolvable && res.Path != nil {
			checkPath(t, res)
			if want.Path != nil && res.SearchMoves != len(want.Moves) {
				t.Fatalf("trial %d: Beam's search found %d moves, astar.Beam %d", trial, res.SearchMoves, len(want.Moves))
			}
		}
	}
}

// TestBeamGoesBack: on 3x3 boards a beam one board wide often dies; allowed to widen, it goes
// back to a kept layer and finds a solution, which replays.
func TestBeamGoesBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 2))
	rescued := 0
	for range 200 {
		tiles := randomTiles(rng, 3, 2, 2)
		start, err := board.NewGame2048(board.NewGrid(3, tiles), 256, board.RightColumn)
		if err != nil {
			t.Fatal(err)
		}
		rules, cells, _ := newCellsRules(start, false)
		diedRes, _ := game2048.Beam(context.Background(), rules, cells, beamOptions(start.Goal(), 1, 0))
		res, err := game2048.Beam(context.Background(), rules, cells, beamOptions(start.Goal(), 1, 64))
		died, moves := diedRes.Moves, res.Moves
		if err != nil {
			t.Fatal(err)
		}
		if moves != nil {
			if path := replay(start, moves); !path[len(path)-1].Done() {
				t.Fatalf("%v does not win from\n%s", moves, start)
			}
			if died == nil {
				rescued++
			}
		}
	}
	if rescued == 0 {
		t.Error("no beam went back and found what the beam that died did not")
	}
}

// beamOptions are the 2048 beam's options towards goal, width boards wide, going back twice as
// wide up to maxWidth (0: not) when it dies out.
func beamOptions(goal, width, maxWidth int) game2048.BeamOptions {
	return game2048.BeamOptions{Goal: goal, Width: width, MaxWidth: maxWidth}
}
