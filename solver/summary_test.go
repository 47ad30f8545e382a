package solver

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
	"github.com/tilesolve/tilesolve/words"
)

// The result line says the same things in the same words for both kinds: proven, not proven
// with its lower bound, already solved, unsolvable with the fix, and one move in the singular.
func TestSummary(t *testing.T) {
	lone := testboards.Game(t, 4, 2048, board.LoneTwo(4).Tiles...)
	stuck := testboards.Game(t, 2, 2048, 2, 4, 8, 16)
	unsolvable := testboards.Puzzle(t, 3, 1, 2, 3, 4, 5, 6, 8, 7, 0)
	steps := func(n int) board.Steps { return make(board.Steps, n+1) }
	for _, tc := range []struct {
		name string
		sol  Solution
		want string
	}{
		{"sliding proven", Solution{Kind: board.KindSliding, Path: steps(51), Moves: 51, Proven: true, LowerBound: 51},
			"Solved in 51 moves, the shortest possible"},
		{"2048 proven", Solution{Kind: board.Kind2048, Path: steps(3), Moves: 3, Proven: true, LowerBound: 3},
			"Solved in 3 moves, the shortest possible"},
		{"sliding not proven", Solution{Kind: board.KindSliding, Path: steps(227), Moves: 227, LowerBound: 133},
			"Solved in 227 moves; none can be shorter than 133"},
		{"2048 not proven", Solution{Kind: board.Kind2048, Path: steps(8209), Moves: 8209, LowerBound: 8192},
			"Solved in 8,209 moves; none can be shorter than 8,192"},
		{"one move", Solution{Kind: board.Kind2048, Path: steps(1), Moves: 1, Proven: true, LowerBound: 1},
			"Solved in 1 move, the shortest possible"},
		{"no bound", Solution{Kind: board.KindSliding, Path: steps(90), Moves: 90},
			"Solved in 90 moves, not known to be the shortest"},
		{"sliding already solved", Solution{Kind: board.KindSliding, Path: steps(0), Proven: true},
			"Already solved"},
		{"2048 already won", Solution{Kind: board.Kind2048, Path: steps(0), Proven: true},
			"Already solved"},
		{"sliding unsolvable", Solution{Kind: board.KindSliding, Start: unsolvable, Unsolvable: true},
			"Unsolvable: no sequence of slides solves this puzzle; swapping tiles 1 and 2 makes it solvable"},
		{"2048 unsolvable", Solution{Kind: board.Kind2048, Start: stuck, Unsolvable: true},
			"Unsolvable: no sequence of moves makes a 2048 tile"},
		{"unsolvable, board unknown", Solution{Kind: board.KindSliding, Unsolvable: true},
			"Unsolvable: no sequence of slides solves this puzzle"},
		{"stopped", Solution{Kind: board.Kind2048, Start: lone}, "Not solved"},
	} {
		if got := words.Summary(tc.sol.Answer()); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// Solve fills in what Summary and Details read, on real answers of both kinds.
func TestSummaryOfRealSolves(t *testing.T) {
	for _, tc := range []struct {
		b       board.Board
		cfg     Config
		summary string
		details []string
	}{
		{testboards.Game(t, 4, 2048, 256, 8, 0, 2, 256, 8, 16, 2, 512, 4, 0, 0, 1024, 0, 0, 0), Config{},
			"Solved in 3 moves, the shortest possible", []string{"Best-first · ", " boards searched · ", " ms · under 1 MB · check for a shorter answer: "}},
		{testboards.Game(t, 4, 2048, board.LoneTwo(4).Tiles...), Config{},
			"Solved in 1,122 moves; none can be shorter than 1,024", []string{"Best-first · ", " boards searched · "}},
		{testboards.Puzzle(t, 3, 1, 2, 3, 4, 5, 6, 8, 7, 0), Config{}, "Unsolvable: no sequence of slides solves this puzzle; swapping tiles 1 and 2 makes it solvable",
			[]string{"Known from the order of the tiles, without a search"}},
		{testboards.Puzzle(t, 3, 1, 2, 3, 4, 5, 6, 7, 0, 8), Config{}, "Solved in 1 move, the shortest possible", []string{"A* (optimal) · 1 board searched"}},
		{testboards.Puzzle(t, 2, 1, 2, 3, 0), Config{}, "Already solved", []string{"A* (optimal) · "}},
		// The fast solver's answer that meets its lower bound is proven: its details name the
		// search without "(short, not proven shortest)", which would contradict the summary.
		{testboards.Puzzle(t, 4, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 11, 13, 14, 15, 12), Config{Algorithm: "fast"},
			"Solved in 2 moves, the shortest possible", []string{"Fast · 2 boards searched"}},
	} {
		sol, err := Solve(context.Background(), tc.b, tc.cfg)
		if err != nil {
			t.Fatal(err)
		}
		if got := words.Summary(sol.Answer()); got != tc.summary {
			t.Errorf("%v: summary %q, want %q", tc.b, got, tc.summary)
		}
		for _, w := range tc.details {
			if d := words.Details(sol.Answer()); !strings.Contains(d, w) {
				t.Errorf("%v: details %q lack %q", tc.b, d, w)
			}
		}
	}
}

func TestDetails(t *testing.T) {
	lone := testboards.Game(t, 4, 2048, board.LoneTwo(4).Tiles...)
	sol := Solution{Kind: board.Kind2048, Start: lone, Algorithm: "best-first",
		Stats:      astar.Stats{Expanded: 27_136, Generated: 100_000, Elapsed: 193 * time.Millisecond},
		ProofStats: astar.Stats{Expanded: 256, Generated: 491, Elapsed: 2100 * time.Millisecond}}
	mb := 100_000 * bestFirstBytes(lone, PhaseSearch) >> 20
	want := "Best-first · 27,136 boards searched · 193 ms · about " + words.Group(int(mb)) + " MB · check for a shorter answer: 491 boards, 2.1 s"
	if got := words.Details(sol.Answer()); got != want {
		t.Errorf("details %q, want %q", got, want)
	}
	sol = Solution{Kind: board.KindSliding, Algorithm: "ida", Stats: astar.Stats{Expanded: 5, Elapsed: 3 * time.Minute}}
	if got := words.Details(sol.Answer()); got != "IDA* (optimal) · 5 boards searched · 3m0s" {
		t.Errorf("details %q", got)
	}
}
