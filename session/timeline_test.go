package session

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// The timeline stays within the solution and says whether each move changed the step.
func TestTimeline(t *testing.T) {
	steps := make(board.Steps, 5) // steps 0..4
	for i, d := range []board.Direction{board.Up, board.Down, board.Left, board.Right} {
		steps[i+1].Dir = d
	}
	sol := solutionOf(&solver.Solution{Path: steps})
	type move struct {
		name  string
		do    func(*Timeline) bool
		moved bool
		at    int
		label string
	}
	goTo := func(k int) func(*Timeline) bool { return func(t *Timeline) bool { return t.GoTo(k) } }
	for _, tc := range []struct {
		name  string
		sol   *Solution
		moves []move
	}{
		{"empty", nil, []move{
			{"GoTo 3", goTo(3), false, 0, "No solution yet"},
			{"Next", (*Timeline).Next, false, 0, "No solution yet"},
			{"End", (*Timeline).End, false, 0, "No solution yet"},
		}},
		{"five steps", sol, []move{
			{"Prev at the start", (*Timeline).Prev, false, 0, "step 0 of 4 — start"},
			{"Next", (*Timeline).Next, true, 1, "step 1 of 4 — " + board.Up.String()},
			{"GoTo past the end", goTo(99), true, 4, "step 4 of 4 — " + board.Right.String()},
			{"Next at the end", (*Timeline).Next, false, 4, "step 4 of 4 — " + board.Right.String()},
			{"Prev", (*Timeline).Prev, true, 3, "step 3 of 4 — " + board.Left.String()},
			{"GoTo the same step", goTo(3), false, 3, "step 3 of 4 — " + board.Left.String()},
			{"GoTo before the start", goTo(-7), true, 0, "step 0 of 4 — start"},
			{"End", (*Timeline).End, true, 4, "step 4 of 4 — " + board.Right.String()},
			{"Home", (*Timeline).Home, true, 0, "step 0 of 4 — start"},
		}},
		{"a long solution", solutionOf(&solver.Solution{Path: make(board.Steps, 1123)}), []move{
			{"Home", (*Timeline).Home, false, 0, "step 0 of 1,122 — start"},
			{"GoTo", goTo(1000), true, 1000, "step 1,000 of 1,122 — " + board.Direction(0).String()},
		}},
		{"one step", solutionOf(&solver.Solution{Path: make(board.Steps, 1)}), []move{
			{"Next", (*Timeline).Next, false, 0, "step 0 of 0 — start"},
			{"End", (*Timeline).End, false, 0, "step 0 of 0 — start"},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var tl Timeline
			tl.Set(tc.sol)
			if tl.At() != 0 || tl.Empty() != (tc.sol == nil) || tl.Solution() != tc.sol {
				t.Fatalf("after Set: at %d, empty %v", tl.At(), tl.Empty())
			}
			for _, m := range tc.moves {
				moved := m.do(&tl)
				if moved != m.moved || tl.At() != m.at || tl.Label() != m.label {
					t.Errorf("%s: moved %v at %d %q, want %v at %d %q", m.name, moved, tl.At(), tl.Label(), m.moved, m.at, m.label)
				}
				if atEnd := tl.At() == tl.Last(); tl.AtEnd() != atEnd {
					t.Errorf("%s: AtEnd %v at %d of %d", m.name, tl.AtEnd(), tl.At(), tl.Last())
				}
			}
		})
	}
}

// A new solution starts at its first step.
func TestTimelineSetResets(t *testing.T) {
	var tl Timeline
	tl.Set(solutionOf(&solver.Solution{Path: make(board.Steps, 10)}))
	tl.End()
	tl.Set(solutionOf(&solver.Solution{Path: make(board.Steps, 3)}))
	if tl.At() != 0 || tl.Last() != 2 {
		t.Errorf("at %d of %d after a new solution", tl.At(), tl.Last())
	}
	tl.Set(nil)
	if tl.At() != 0 || tl.Last() != 0 || !tl.Empty() {
		t.Errorf("at %d of %d after emptying", tl.At(), tl.Last())
	}
}

// walkSolution is a seeded random walk of count moves on a scrambled n-by-n puzzle kept as a
// solution (its moves, boards made on demand), and the boards of the walk at every `every` moves,
// made apart from the path by sliding each tile on a grid of its own.
func walkSolution(tb testing.TB, n, count, every int, seed uint64) (*Solution, map[int]*board.Puzzle) {
	tb.Helper()
	rng := rand.New(rand.NewPCG(seed, 2))
	g := board.Scramble(n, rng)
	start, err := board.NewPuzzle(g)
	if err != nil {
		tb.Fatal(err)
	}
	g = board.NewGrid(n, slices.Clone(g.Tiles))
	moves, at, blank := make([]board.Direction, 0, count), map[int]*board.Puzzle{0: start}, start.Blank()
	for len(moves) < count {
		d := board.Directions[rng.IntN(4)]
		from := board.SlideSource(n, blank, d)
		if from < 0 {
			continue
		}
		g.Tiles[blank], g.Tiles[from], blank = g.Tiles[from], 0, from
		if moves = append(moves, d); len(moves)%every == 0 || len(moves) == count {
			if at[len(moves)], err = board.NewPuzzle(board.NewGrid(n, slices.Clone(g.Tiles))); err != nil {
				tb.Fatal(err)
			}
		}
	}
	path, err := board.NewPuzzlePath(start, moves)
	if err != nil {
		tb.Fatal(err)
	}
	return solutionOf(&solver.Solution{Kind: board.KindSliding, Path: path, Moves: count}), at
}

// TestTimelineScrubsLikeReplay: on a 20x20 solution of 300,000 moves, the timeline shows at each
// step the board the replay reached there, whether it jumps (a dragged slider, in any order) or
// steps on and back.
func TestTimelineScrubsLikeReplay(t *testing.T) {
	sol, want := walkSolution(t, 20, 300_000, 613, 5)
	var tl Timeline
	tl.Set(sol)
	if tl.Last() != 300_000 {
		t.Fatalf("last step %d", tl.Last())
	}
	shows := func(how string, k int) {
		if !tl.Step().Board.(*board.Puzzle).Equal(want[k]) {
			t.Fatalf("%s to step %d: another board than the replay's", how, k)
		}
	}
	ks := slices.Collect(maps.Keys(want))
	rand.New(rand.NewPCG(9, 9)).Shuffle(len(ks), func(i, j int) { ks[i], ks[j] = ks[j], ks[i] })
	for _, k := range ks {
		tl.GoTo(k)
		shows("GoTo", k)
		if k > 0 && k < tl.Last() { // one step on and back comes to the same board
			tl.Next()
			tl.Prev()
			shows("Next and Prev", k)
		}
	}
	tl.End()
	shows("End", tl.Last())
	if !tl.Step().Board.(*board.Puzzle).Equal(want[300_000]) {
		t.Fatal("End shows another board")
	}
}

// BenchmarkTimelineScrub moves the timeline of a 64x64 solution of 700,000 moves as a dragged
// slider does (jumps of about 1% of it) and as playback does (a step on), showing each step.
func BenchmarkTimelineScrub(b *testing.B) {
	sol, _ := walkSolution(b, 64, 700_000, 700_000, 1)
	for _, tc := range []struct {
		name string
		jump int
	}{{"drag", 7001}, {"next", 1}} {
		b.Run(tc.name, func(b *testing.B) {
			var tl Timeline
			tl.Set(sol)
			b.ReportAllocs()
			for b.Loop() {
				if !tl.GoTo((tl.At() + tc.jump) % (tl.Last() + 1)) {
					tl.Home()
				}
				_ = tl.Step()
			}
		})
	}
}
