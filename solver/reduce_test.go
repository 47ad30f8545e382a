package solver

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testfiles"
)

// TestFastSolvesEverySize replays the fast solver's answers on seeded random boards of every size
// from 2 to 10, and 12 and 15 (where weighted A* places most lines' last two tiles), 16 and 20
// (whose tiles and cells no longer fit a byte: the reduction's wide board), move by move from
// the start: each step legal, the last board the goal, never fewer moves than the
// lower bound, and labelled proven only when it meets that bound.
func TestFastSolvesEverySize(t *testing.T) {
	for _, n := range []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 16, 20} {
		count := 3
		if n >= 8 {
			count = 1
		}
		for i, p := range randomPuzzles(t, n, count, uint64(n)) {
			t.Run(fmt.Sprintf("%dx%d-%d", n, n, i), func(t *testing.T) {
				sol, err := Solve(context.Background(), p, Config{Algorithm: "fast", DatabaseDir: testfiles.Databases})
				if err != nil {
					t.Fatal(err)
				}
				checkSlidingPath(t, sol)
				if sol.Moves < sol.LowerBound || sol.LowerBound != ManhattanLinearConflict(p) ||
					sol.Proven != (sol.Moves == sol.LowerBound) || sol.Algorithm != "fast" {
					t.Errorf("%d moves, bound %d, proven %v, by %s", sol.Moves, sol.LowerBound, sol.Proven, sol.Algorithm)
				}
				if sol.Proven {
					return
				}
				if h := sol.Headline(); h != fmt.Sprintf("Number of moves = %d (lower bound %d)", sol.Moves, sol.LowerBound) {
					t.Errorf("headline %q", h)
				}
			})
		}
	}
}

// TestAutoChoosesBySize: A* up to 3x3, IDA* with the database on 4x4, the fast solver from 5x5.
func TestAutoChoosesBySize(t *testing.T) {
	for n, want := range map[int]string{2: "astar", 3: "astar", 4: "ida", 5: "fast", 7: "fast", 10: "fast", 16: "fast", 40: "fast", board.MaxN: "fast"} {
		p := randomPuzzles(t, n, 1, 9)[0]
		a, err := Pick(p, AlgoAuto)
		if err != nil || a.Name != want {
			t.Errorf("%dx%d: auto picks %q (%v), want %q", n, n, a.Name, err, want)
		}
		if a.Optimal != (want != "fast") {
			t.Errorf("%s says optimal %v", a.Name, a.Optimal)
		}
	}
	if _, err := Pick(randomPuzzles(t, 3, 1, 9)[0], "beam"); err == nil {
		t.Error("a 2048 algorithm was accepted for a sliding puzzle")
	}
}

// TestAutoSaysWhenNothingFits: with a registry where no sliding algorithm's Auto takes a 5x5
// board, auto names the board instead of falling back on an algorithm that cannot finish it.
func TestAutoSaysWhenNothingFits(t *testing.T) {
	saved := registry
	t.Cleanup(func() { registry = saved })
	registry = nil
	for _, a := range saved {
		if a.Kind != board.KindSliding || a.Name == "astar" { // A*'s Auto takes up to 3x3
			registry = append(registry, a)
		}
	}
	p := randomPuzzles(t, 5, 1, 9)[0]
	a, err := Pick(p, AlgoAuto)
	if err == nil || !strings.Contains(err.Error(), "5-by-5 sliding") {
		t.Fatalf("auto picked %q (%v), want an error naming the board", a.Name, err)
	}
	if _, err := Solve(context.Background(), p, Config{}); err == nil {
		t.Error("Solve ran with no algorithm that fits")
	}
}

func TestFastCancels(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := randomPuzzles(t, 9, 1, 3)[0]
	if _, err := Solve(ctx, p, Config{Algorithm: "fast", DatabaseDir: testfiles.Databases}); !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v", err)
	}
}

// BenchmarkFast solves seeded random boards of 5x5, 7x7 and 10x10 and reports the mean length
// over the Manhattan plus linear-conflict bound, and the mean and the longest time a board.
func BenchmarkFast(b *testing.B) {
	for _, n := range []int{5, 7, 10} {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			boards := randomPuzzles(b, n, 5, 1)
			cfg := Config{Algorithm: "fast", DatabaseDir: testfiles.Databases}
			if err := Prepare(context.Background(), boards[0], cfg); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			ratio, solves, slowest := 0.0, 0, 0.0
			for b.Loop() {
				for _, p := range boards {
					start := time.Now()
					sol, err := Solve(context.Background(), p, cfg)
					if err != nil {
						b.Fatal(err)
					}
					slowest = max(slowest, time.Since(start).Seconds())
					ratio += float64(sol.Moves) / float64(sol.LowerBound)
					solves++
				}
			}
			b.ReportMetric(ratio/float64(solves), "len/bound")
			b.ReportMetric(b.Elapsed().Seconds()/float64(solves), "s/board")
			b.ReportMetric(slowest, "max-s/board")
		})
	}
}

// BenchmarkReduction times the reduction alone (the fast solver as if its time were up, so the
// beam never runs and the 4x4 database finishes) on seeded random 10x10, 15x15 and 20x20 boards:
// the group search's speed, which the beam's deadlines would otherwise hide; and the boards'
// moves, which a faster search must leave as they are.
func BenchmarkReduction(b *testing.B) {
	for _, n := range []int{10, 15, 20} {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			boards := randomPuzzles(b, n, 3, 1)
			cfg := Config{Algorithm: "fast", DatabaseDir: testfiles.Databases}
			if _, err := database15(context.Background(), cfg); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			moves := 0
			for b.Loop() {
				moves = 0
				for _, p := range boards {
					late := cfg
					late.Clock = lateClock(2 * time.Second) // past the first answer's budget
					sol, err := Solve(context.Background(), p, late)
					if err != nil {
						b.Fatal(err)
					}
					moves += sol.Moves
				}
			}
			b.ReportMetric(float64(moves), "moves")
		})
	}
}

// replayPath plays every move of sol's path on start's tiles, in place (a board a move would copy
// 175 GB on 127x127), apart from the path's own replay; checks that steps spaced every `every`
// moves (and the last) show the tiles reached there; and returns the last tiles.
func replayPath(t testing.TB, start *board.Puzzle, sol *Solution, every int) board.Grid {
	t.Helper()
	path, ok := sol.Path.(*board.PuzzlePath)
	if !ok || path.Moves() != sol.Moves || sol.Steps() != sol.Moves+1 {
		t.Fatalf("path %T of %d steps for %d moves", sol.Path, sol.Steps(), sol.Moves)
	}
	g := start.Grid()
	blank := slices.Index(g.Tiles, 0)
	for i := range path.Moves() {
		from := board.SlideSource(g.N, blank, path.Dir(i))
		if from < 0 {
			t.Fatalf("move %d (%v) is not legal", i+1, path.Dir(i))
		}
		g.Tiles[blank], g.Tiles[from], blank = g.Tiles[from], 0, from
		if k := i + 1; k%every == 0 || k == path.Moves() {
			if st := sol.Step(k); !slices.Equal(st.Board.Grid().Tiles, g.Tiles) || st.Dir != path.Dir(i) {
				t.Fatalf("step %d shows another board than the replay", k)
			}
		}
	}
	return g
}

// TestFastSolvesLargeBoards: "auto" answers a seeded random 50x50 board, whose answer of about
// 300,000 moves took 1.5 GB as a board a move, within the default memory budget; every move
// replays to the goal and the steps are the replay's boards.
func TestFastSolvesLargeBoards(t *testing.T) {
	for _, n := range []int{50} {
		p := randomPuzzles(t, n, 1, uint64(n))[0]
		sol, err := Solve(context.Background(), p, Config{DatabaseDir: testfiles.Databases})
		if err != nil {
			t.Fatal(err)
		}
		if sol.Algorithm != "fast" || sol.Moves < sol.LowerBound || sol.Moves < 100_000 {
			t.Fatalf("%dx%d: %d moves (bound %d) by %s", n, n, sol.Moves, sol.LowerBound, sol.Algorithm)
		}
		if last := replayPath(t, p, sol, 997); !slices.Equal(last.Tiles, board.Solved(n).Tiles) {
			t.Fatalf("%dx%d: the %d moves end at\n%v", n, n, sol.Moves, last)
		}
	}
}

// BenchmarkFastLarge is "auto"'s first answer on a seeded random board of 30x30, 64x64 and the
// format's largest, 127x127 (minutes), its moves replayed to the goal: moves and seconds a board.
func BenchmarkFastLarge(b *testing.B) {
	for _, n := range []int{30, 64, board.MaxN} {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			p := randomPuzzles(b, n, 1, 1)[0]
			cfg := Config{DatabaseDir: testfiles.Databases}
			if err := Prepare(context.Background(), p, cfg); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			var sol *Solution
			for b.Loop() {
				var err error
				if sol, err = Solve(context.Background(), p, cfg); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			if last := replayPath(b, p, sol, sol.Moves/100+1); !slices.Equal(last.Tiles, board.Solved(n).Tiles) {
				b.Fatal("the answer does not end at the goal")
			}
			b.ReportMetric(float64(sol.Moves), "moves")
			b.ReportMetric(float64(sol.Moves)/float64(sol.LowerBound), "len/bound")
			b.ReportMetric(b.Elapsed().Seconds()/float64(b.N), "s/board")
		})
	}
}
