package solver

import (
	"bufio"
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
	"github.com/tilesolve/tilesolve/internal/testfiles"
)

// hard15 is a 15-puzzle 80 moves from the goal, the most any needs: far beyond what A* with
// Manhattan distance finishes in a test.
func hard15(t testing.TB) *board.Puzzle {
	return testboards.Puzzle(t, 4, 0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1)
}

// distancesFromGoal is the independent answer for 3x3 puzzles: a breadth-first search from the goal
// over all 181,440 solvable boards gives each its least number of moves.
func distancesFromGoal(t *testing.T) map[string]int {
	return goalDistances(t, 3, board.Solved(3).Tiles)
}

func TestSlidingOptimalAgainstBFS(t *testing.T) {
	dist := distancesFromGoal(t)
	if len(dist) != 181440 {
		t.Fatalf("BFS reached %d boards", len(dist))
	}
	rng := rand.New(rand.NewPCG(11, 12))
	for trial := 0; trial < 150; trial++ {
		p := testboards.Puzzle(t, 3, board.Scramble(3, rng).Tiles...)
		for _, h := range []Heuristic{HeuristicManhattan, HeuristicLinearConflict, HeuristicHamming} {
			sol, err := solveAStar(context.Background(), p, Config{Heuristic: h})
			if err != nil {
				t.Fatal(err)
			}
			if sol.Moves != dist[p.Key()] || !sol.Proven {
				t.Fatalf("%v with %s: %d moves, BFS says %d", p.Grid().Tiles, h, sol.Moves, dist[p.Key()])
			}
			checkSlidingPath(t, sol)
		}
	}
}

// checkSlidingPath checks that each step is one move from the last, as its Dir and Changed say.
func checkSlidingPath(t *testing.T, sol *Solution) {
	t.Helper()
	last := sol.Step(sol.Steps() - 1).Board.(*board.Puzzle)
	if !last.IsGoal() || sol.Steps() != sol.Moves+1 {
		t.Fatalf("solution does not end at the goal after %d moves", sol.Moves)
	}
	for i := 1; i < sol.Steps(); i++ {
		prev := sol.Step(i - 1).Board.(*board.Puzzle)
		next, ok := prev.Move(sol.Step(i).Dir)
		if !ok || !next.Equal(sol.Step(i).Board.(*board.Puzzle)) {
			t.Fatalf("step %d: %v from the last board does not give this one", i, sol.Step(i).Dir)
		}
		if len(sol.Step(i).Changed) != 1 || sol.Step(i).Changed[0] != prev.Blank() {
			t.Fatalf("step %d: Changed = %v, want the old blank %d", i, sol.Step(i).Changed, prev.Blank())
		}
	}
}

func TestSlidingUnsolvable(t *testing.T) {
	sol, err := solveAStar(context.Background(), testboards.Puzzle(t, 3, 1, 2, 3, 4, 5, 6, 8, 7, 0), Config{})
	if err != nil || !sol.Unsolvable || sol.Headline() != "Unsolvable puzzle" || sol.Stats.Expanded != 0 {
		t.Fatalf("sol %+v, err %v", sol, err)
	}
}

// TestSharedPuzzles answers every classic test board in ../shared/data/8puzzle as the app's
// automatic choice does and compares with INDEX.tsv: boards up to 4x4 must come out optimal (or be
// told unsolvable), larger ones solved (checked move by move) in no fewer moves than the index says.
// The 78- and 80-move 15-puzzles are the hardest there are; -short leaves them out.
func TestSharedPuzzles(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "data", "8puzzle")
	index, err := os.Open(filepath.Join(dir, "INDEX.tsv"))
	if err != nil {
		t.Skipf("no shared test boards here (%v): a user's clone has none", err)
	}
	defer index.Close()
	optimal, larger := 0, 0
	sc := bufio.NewScanner(index)
	for sc.Scan() {
		f := strings.Split(sc.Text(), "\t")
		if len(f) != 3 || strings.HasPrefix(f[0], "#") {
			continue
		}
		n, _ := strconv.Atoi(f[1])
		if testing.Short() && n == 4 && f[2] >= "70" && f[2] != "unsolvable" {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, f[0]))
		if err != nil {
			t.Fatal(err)
		}
		g, err := board.Read(strings.NewReader(string(data)))
		if err != nil {
			t.Fatalf("%s: %v", f[0], err)
		}
		p, err := board.NewPuzzle(g)
		if err != nil {
			t.Fatalf("%s: %v", f[0], err)
		}
		sol, err := Solve(context.Background(), p, Config{DatabaseDir: testfiles.Databases})
		if err != nil {
			t.Fatalf("%s: %v", f[0], err)
		}
		if sol.Unsolvable {
			if f[2] != "unsolvable" {
				t.Errorf("%s: unsolvable, INDEX.tsv says %s", f[0], f[2])
			}
			continue
		}
		checkSlidingPath(t, sol)
		want, _ := strconv.Atoi(f[2])
		switch {
		case n <= 4 && (sol.Moves != want || !sol.Proven):
			t.Errorf("%s: %d moves (proven %v) by %s, INDEX.tsv says %s", f[0], sol.Moves, sol.Proven, sol.Algorithm, f[2])
		case n > 4 && (sol.Moves < want || sol.Moves < sol.LowerBound):
			t.Errorf("%s: %d moves, fewer than the optimal %s or the bound %d", f[0], sol.Moves, f[2], sol.LowerBound)
		case n <= 4:
			optimal++
		default:
			larger++
		}
	}
	if optimal == 0 {
		t.Fatal("INDEX.tsv listed no board up to 4x4")
	}
	t.Logf("%d boards up to 4x4 optimal; %d larger ones solved", optimal, larger)
}

func TestCancelStopsASearch(t *testing.T) {
	// A 4x4 puzzle 80 moves from the goal: A* with Manhattan runs far longer than this test.
	p := hard15(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	reports := 0
	cfg := Config{ProgressEvery: 1, Progress: func(pr Progress) {
		reports++
		if pr.Best == nil || pr.Phase != "search" {
			t.Errorf("progress %+v", pr)
		}
		if pr.Expanded > 5000 {
			cancel()
		}
	}}
	sol, err := solveAStar(ctx, p, cfg)
	if !errors.Is(err, context.Canceled) || reports == 0 || sol.Stats.Expanded < 5000 {
		t.Fatalf("err %v, reports %d, stats %+v", err, reports, sol.Stats)
	}
}

// BenchmarkCancel measures how long a solve takes to return after its context is cancelled, the
// app's Cancel button (target: 100 ms). Each run lets a search that cannot finish soon expand a
// number of boards, cancels it from outside, and times the return; the metrics are the mean and
// the worst over b.N runs. The search checks its context every 256 expansions, so the latency
// grows with the cost of one expansion (largest on the biggest boards) and could grow with a big
// heap (the 500k case holds about 1.5 million boards).
func BenchmarkCancel(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	sliding := func(n int) board.Board { return testboards.Puzzle(b, n, board.Scramble(n, rng).Tiles...) }
	lone := func(n, goal int) board.Board { return testboards.Game(b, n, goal, board.LoneTwo(n).Tiles...) }
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
				cfg := Config{Algorithm: bc.algo, NoDatabase: !bc.db, DatabaseDir: testfiles.Databases}
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

func TestUnknownSearchChoices(t *testing.T) {
	if _, err := solveAStar(context.Background(), testboards.Puzzle(t, 2, 1, 2, 0, 3), Config{Heuristic: "euclid"}); err == nil {
		t.Error("unknown heuristic accepted")
	}
	b := testboards.Lone2048(t, 4, 16)
	if _, err := bestFirst(context.Background(), b, Config{Priority: "up"}); err == nil {
		t.Error("unknown priority accepted")
	}
}

// An algorithm registered in a file of its own is offered wherever algorithms are listed: -algo's
// names and the app's menu, in its rank, keyed by its name, under its title when it names no
// entries of its own.
func TestRegisteredAlgorithmIsOffered(t *testing.T) {
	saved := slices.Clone(registry)
	t.Cleanup(func() { registry = saved })
	register(Algorithm{Name: "greedy", Kind: board.KindSliding, Title: "Greedy (quick, long)", Rank: 4})
	if names := Names(board.KindSliding); !slices.Equal(names, []string{"astar", "ida", "fast", "greedy", "bfs"}) {
		t.Errorf("-algo names %v", names)
	}
	var keys []string
	for _, c := range Choices(board.KindSliding) {
		keys = append(keys, c.Key)
		if c.Key == "greedy" && (c.Label != "Greedy (quick, long)" || !reflect.DeepEqual(c.Config, Config{Algorithm: "greedy"})) {
			t.Errorf("the new entry is %+v", c)
		}
	}
	if want := []string{"auto", "manhattan", "linear-conflict", "hamming", "ida", "fast", "greedy"}; !slices.Equal(keys, want) {
		t.Errorf("menu keys %v, want %v", keys, want)
	}
	if _, err := Pick(testboards.Puzzle(t, 2, 1, 2, 0, 3), "greedy"); err != nil {
		t.Errorf("Pick: %v", err)
	}
}

// TestMemoryCapsNodes: a big board's states cost more, so the memory cap stops the search sooner.
func TestMemoryCapsNodes(t *testing.T) {
	small, big := testboards.Puzzle(t, 4, board.Solved(4).Tiles...), testboards.Puzzle(t, 10, board.Solved(10).Tiles...)
	var c Config
	if c := (Config{MaxNodes: 1000}); c.maxNodes(big) != 1000 {
		t.Errorf("MaxNodes 1000 gives %d", c.maxNodes(big))
	}
	if c.maxNodes(small) < 4_000_000 || c.maxNodes(big) >= c.maxNodes(small)/2 || c.maxNodes(big) < 1_000_000 {
		t.Errorf("default caps: 4x4 %d, 10x10 %d", c.maxNodes(small), c.maxNodes(big))
	}
	// 100 KB is a few hundred 10x10 states.
	p := hard15(t)
	sol, err := solveAStar(context.Background(), p, Config{MaxMemory: 100 << 10})
	if !errors.Is(err, astar.ErrBudget) || sol.Stats.Generated > 1000 {
		t.Errorf("err %v, stats %+v", err, sol.Stats)
	}
}

// TestClassicRefused: every search refuses the classic rule, whose new tile is random, with a
// message that says to play it instead.
func TestClassicRefused(t *testing.T) {
	b, err := board.NewGame2048(board.LoneTwo(4), 64, board.Classic)
	if err != nil {
		t.Fatal(err)
	}
	for _, algo := range []string{"", "best-first", "beam"} {
		_, err := Solve(context.Background(), b, Config{Algorithm: algo})
		if err == nil || !strings.Contains(err.Error(), "play it instead") {
			t.Errorf("algorithm %q on classic: err %v", algo, err)
		}
	}
}
