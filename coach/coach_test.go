package coach

import (
	"context"
	"errors"
	"github.com/tilesolve/tilesolve/internal/testfiles"
	"github.com/tilesolve/tilesolve/solver"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
)

// playedGame is a hand-played game: a start, then moves chosen at random (some undoing the one before,
// as people do).
func playedGame(t *testing.T, start *board.Puzzle, moves int, rng *rand.Rand) []*board.Puzzle {
	t.Helper()
	out := []*board.Puzzle{start}
	for range moves {
		nbs := out[len(out)-1].Neighbors()
		out = append(out, nbs[rng.IntN(len(nbs))].Board)
	}
	return out
}

func boardsOf(ps []*board.Puzzle) []board.Board {
	out := make([]board.Board, len(ps))
	for i, p := range ps {
		out[i] = p
	}
	return out
}

// TestDistancesSmall checks every board of random games on 2-by-2 and 3-by-3 puzzles against
// breadth-first distances, and the moves it calls away from the goal against them.
func TestDistancesSmall(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 6))
	for _, n := range []int{2, 3} {
		want := testboards.Distances(testboards.Puzzle(t, n, board.Solved(n).Tiles...), -1) // every board's distance to the goal
		for range 4 {
			start, err := board.NewPuzzle(board.Scramble(n, rng))
			if err != nil {
				t.Fatal(err)
			}
			played := playedGame(t, start, 60, rng)
			got, err := Distances(context.Background(), boardsOf(played), solver.Config{})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(played) {
				t.Fatalf("%d distances for %d boards", len(got), len(played))
			}
			var away []int
			for i, p := range played {
				if got[i] != want[p.Key()] {
					t.Fatalf("%d-by-%d board %d:\n%s distance %d, breadth-first %d", n, n, i, p, got[i], want[p.Key()])
				}
				if i > 0 && want[p.Key()] > want[played[i-1].Key()] {
					away = append(away, i)
				}
			}
			if !slices.Equal(AwayMoves(got), away) {
				t.Fatalf("away moves %v, breadth-first says %v", AwayMoves(got), away)
			}
		}
	}
}

// TestDistancesFollowingTheSolution: a game that plays a shortest solution counts down to 0.
func TestDistancesFollowingTheSolution(t *testing.T) {
	p := testboards.Puzzle(t, 3, 8, 6, 7, 2, 5, 4, 3, 0, 1) // 31 moves, the 8-puzzle's longest
	sol, err := solver.Solve(context.Background(), p, solver.Config{Algorithm: "astar"})
	if err != nil {
		t.Fatal(err)
	}
	boards := make([]board.Board, sol.Steps())
	for i := range boards {
		boards[i] = sol.Step(i).Board
	}
	got, err := Distances(context.Background(), boards, solver.Config{})
	if err != nil {
		t.Fatal(err)
	}
	for i, d := range got {
		if d != 31-i {
			t.Fatalf("distances %v: want 31 down to 0", got)
		}
	}
	if len(AwayMoves(got)) != 0 {
		t.Fatalf("away moves %v on a shortest solution", AwayMoves(got))
	}
}

// TestDistances4x4 checks a hand-played 15-puzzle game against IDA* with Manhattan distance and
// linear conflicts, which proves its answers without the databases the coach uses, and a random
// 15-puzzle against the solver's proven answer.
func TestDistances4x4(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 7))
	goal := testboards.Puzzle(t, 4, board.Solved(4).Tiles...)
	start, prev := goal, goal // a walk of 60 moves from the goal that never undoes a move: 30-odd away
	for range 60 {
		nbs := start.Neighbors()
		next := nbs[rng.IntN(len(nbs))].Board
		for next.Key() == prev.Key() {
			next = nbs[rng.IntN(len(nbs))].Board
		}
		prev, start = start, next
	}
	played := playedGame(t, start, 20, rng)
	began := time.Now()
	got, err := Distances(context.Background(), boardsOf(played), solver.Config{DatabaseDir: testfiles.Databases})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d boards measured in %v (databases loaded or built included)", len(played), time.Since(began))
	for i, p := range played {
		sol, err := solver.Solve(context.Background(), p, solver.Config{Algorithm: "ida", NoDatabase: true})
		if err != nil || !sol.Proven {
			t.Fatalf("board %d: %v (proven %v)", i, err, sol != nil && sol.Proven)
		}
		if got[i] != sol.Moves {
			t.Fatalf("board %d:\n%s distance %d, IDA* without databases %d", i, p, got[i], sol.Moves)
		}
	}
	t.Logf("the game's distances: %v", got)
	if len(AwayMoves(got)) == 0 {
		t.Errorf("distances %v: a random game with no move away from the goal", got)
	}

	random := randomPuzzle(t, 4, 16)
	sol, err := solver.Solve(context.Background(), random, solver.Config{Algorithm: "ida", DatabaseDir: testfiles.Databases})
	if err != nil || !sol.Proven {
		t.Fatal(err)
	}
	got, err = Distances(context.Background(), []board.Board{random, sol.Step(1).Board}, solver.Config{DatabaseDir: testfiles.Databases})
	if err != nil || !slices.Equal(got, []int{sol.Moves, sol.Moves - 1}) {
		t.Fatalf("random 15-puzzle: %v %v, want %d and %d", got, err, sol.Moves, sol.Moves-1)
	}
	t.Logf("a random 15-puzzle: %v", got)
}

// TestDistancesRefuses what the coach cannot measure, and stops when cancelled.
func TestDistancesRefuses(t *testing.T) {
	five := testboards.Puzzle(t, 5, board.Solved(5).Tiles...)
	three := testboards.Puzzle(t, 3, board.Solved(3).Tiles...)
	g, err := board.NewGame2048(board.LoneTwo(3), 2048, board.RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		boards []board.Board
		want   string
	}{
		{"too large", []board.Board{five}, "board 0 is a 5-by-5 sliding board"},
		{"a 2048 board", []board.Board{three, g}, "board 1 is a 3-by-3 2048 board"},
		{"two sizes", []board.Board{three, testboards.Puzzle(t, 2, 1, 2, 3, 0)}, "board 1 is a 2-by-2 sliding board"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Distances(context.Background(), tc.boards, solver.Config{}); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want %q", err, tc.want)
			}
		})
	}
	if d, err := Distances(context.Background(), nil, solver.Config{}); d != nil || err != nil {
		t.Errorf("no boards: %v %v", d, err)
	}
	unsolvable := testboards.Puzzle(t, 3, 1, 2, 3, 4, 5, 6, 8, 7, 0)
	if d, err := Distances(context.Background(), []board.Board{unsolvable}, solver.Config{}); err != nil || !slices.Equal(d, []int{-1}) {
		t.Errorf("unsolvable: %v %v, want [-1]", d, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	hard := testboards.Puzzle(t, 3, 8, 6, 7, 2, 5, 4, 3, 0, 1)
	if d, err := Distances(ctx, []board.Board{hard}, solver.Config{}); !errors.Is(err, context.Canceled) || len(d) != 0 {
		t.Errorf("cancelled: %v %v, want no distances and context.Canceled", d, err)
	}
}

// TestMain keeps every database a test builds out of the user's cache folder.
func TestMain(m *testing.M) { testfiles.Main(m) }

// randomPuzzle is a seeded random n-by-n puzzle.
func randomPuzzle(t testing.TB, n int, seed uint64) *board.Puzzle {
	return testboards.Puzzle(t, n, board.Scramble(n, rand.New(rand.NewPCG(seed, seed))).Tiles...)
}
