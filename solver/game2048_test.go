package solver

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
	"github.com/tilesolve/tilesolve/search2048"
)

// TestBoard10 is the 2048 assignment's test client: "Solver 2048 Board10.txt" prints exactly this.
func TestBoard10(t *testing.T) {
	want, err := os.ReadFile("testdata/board10-2048.out")
	if err != nil {
		t.Fatal(err)
	}
	b := testboards.Game(t, 4, 2048, 256, 8, 0, 2, 256, 8, 16, 2, 512, 4, 0, 0, 1024, 0, 0, 0)
	sol, err := bestFirst(context.Background(), b, Config{})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := sol.Write(&out); err != nil {
		t.Fatal(err)
	}
	if out.String() != string(want) {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
	if !sol.Proven || sol.LowerBound != 3 || sol.ProofStats.Expanded == 0 {
		t.Errorf("the bound from the sum is 1; the proof should have searched: %+v", sol)
	}
	// The steps carry what the timeline marks: Down, then the 2 spawned top right, merges.
	last := sol.Step(3)
	if last.Dir != board.Down || last.Spawned != 3 || fmt.Sprint(last.Changed) != "[11 12]" {
		t.Errorf("last step: %v spawned %d changed %v", last.Dir, last.Spawned, last.Changed)
	}
}

// minimumMoves is the independent answer: breadth-first over whole layers, with no astar code.
func minimumMoves(start *board.Game2048, limit int) int {
	layer := map[string]*board.Game2048{start.Key(): start}
	for depth := 0; depth <= limit && len(layer) > 0; depth++ {
		next := map[string]*board.Game2048{}
		for _, b := range layer {
			if b.Done() {
				return depth
			}
			for _, nb := range b.Neighbors() {
				next[nb.Board.Key()] = nb.Board
			}
		}
		layer = next
	}
	return -1
}

// TestMinimalityAgainstBFS checks Moves, Proven and the solution path against plain breadth-first
// search on small goals, where the proof can finish.
func TestMinimalityAgainstBFS(t *testing.T) {
	starts := map[string]*board.Game2048{}
	for _, goal := range []int{8, 16, 32, 64} {
		starts[fmt.Sprintf("lone two 3x3 to %d", goal)], _ = board.NewGame2048(board.LoneTwo(3), goal, board.RightColumn)
	}
	for _, goal := range []int{8, 16} {
		starts[fmt.Sprintf("lone two 4x4 to %d", goal)], _ = board.NewGame2048(board.LoneTwo(4), goal, board.RightColumn)
		starts[fmt.Sprintf("mixed to %d", goal*2)] = testboards.Game(t, 4, goal*2, 4, 0, 0, 2, 2, 8, 0, 0, 0, 4, 0, 0, 2, 0, 0, 0)
	}
	shortened := 0
	for name, b := range starts {
		for _, prio := range []Priority{PriorityLeft, PriorityDistance} {
			sol, err := bestFirst(context.Background(), b, Config{Priority: prio})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			want := minimumMoves(b, 100)
			if sol.Moves != want || !sol.Proven || sol.LowerBound != want {
				t.Errorf("%s, %s: %s (bound %d); BFS says %d", name, prio, sol.Headline(), sol.LowerBound, want)
			}
			if sol.SearchMoves > sol.Moves {
				shortened++
			}
			check2048Path(t, sol)
		}
	}
	if shortened == 0 {
		t.Error("no case where the minimality check found a shorter solution than best-first")
	}
}

func check2048Path(t *testing.T, sol *Solution) {
	t.Helper()
	for i := 1; i < sol.Steps(); i++ {
		prev := sol.Step(i - 1).Board.(*board.Game2048)
		s, ok := prev.Swipe(sol.Step(i).Dir)
		if !ok || s.Board.Key() != sol.Step(i).Board.(*board.Game2048).Key() || s.Spawned != sol.Step(i).Spawned {
			t.Fatalf("step %d: %v does not lead to this board", i, sol.Step(i).Dir)
		}
		if s.Board.Sum() != prev.Sum()+2 {
			t.Fatalf("step %d: sum %d after %d", i, s.Board.Sum(), prev.Sum())
		}
	}
	if sol.Steps() > 0 && !sol.Step(sol.Steps()-1).Board.(*board.Game2048).Done() {
		t.Fatal("last step has not won")
	}
}

func TestUnprovenReportsLowerBound(t *testing.T) {
	b := testboards.Lone2048(t, 4, 2048)
	sol, err := bestFirst(context.Background(), b, Config{ProofNodes: 1000})
	if err != nil {
		t.Fatal(err)
	}
	// From a lone 2, a 2048 tile plus the new 2 needs a sum of 2050: 1024 moves at least.
	if sol.Proven || sol.LowerBound != 1024 || sol.ProofStats.Depth < 5 || sol.Moves < 1024 ||
		sol.Headline() != fmt.Sprintf("Number of moves: %d (lower bound 1024)", sol.Moves) {
		t.Errorf("%s, proven %v, bound %d", sol.Headline(), sol.Proven, sol.LowerBound)
	}
	if sol.Moves != (sol.Step(sol.Steps()-1).Board.(*board.Game2048).Sum()-2)/2 {
		t.Error("moves differ from (final sum - initial sum) / 2")
	}
	check2048Path(t, sol)
}

// TestProofRaisesLowerBound: when the check runs out of budget, the depth it searched in full
// still bounds the answer from below.
func TestProofRaisesLowerBound(t *testing.T) {
	b := testboards.Game(t, 3, 64, 32, 16, 0, 8, 0, 0, 4, 0, 2)
	want := minimumMoves(b, 20) // 7; the sum alone says 2
	sol, err := bestFirst(context.Background(), b, Config{ProofNodes: 100})
	if err != nil {
		t.Fatal(err)
	}
	if sol.Proven || sol.LowerBound <= search2048.LowerBound(b) || sol.LowerBound != sol.ProofStats.Depth || sol.LowerBound > want {
		t.Errorf("%s, proof depth %d, minimum %d", sol.Headline(), sol.ProofStats.Depth, want)
	}
	// With a larger budget the check finds the 7-move solution best-first missed.
	sol, err = bestFirst(context.Background(), b, Config{ProofNodes: 1000})
	if err != nil || !sol.Proven || sol.Moves != want || sol.SearchMoves <= want {
		t.Errorf("%s (best-first found %d), err %v", sol.Headline(), sol.SearchMoves, err)
	}
	check2048Path(t, sol)
}

func TestAlreadyWonAndUnsolvable(t *testing.T) {
	won := testboards.Game(t, 2, 4, 4, 0, 0, 0)
	sol, err := bestFirst(context.Background(), won, Config{})
	if err != nil || sol.Moves != 0 || !sol.Proven || sol.Headline() != "Minimum number of moves: 0" {
		t.Errorf("won board: %+v %v", sol, err)
	}
	// A 2x2 board fills up long before 1024: the frontier empties.
	b := testboards.Lone2048(t, 2, 1024)
	sol, err = bestFirst(context.Background(), b, Config{})
	if err != nil || !sol.Unsolvable || sol.Headline() != "Unsolvable puzzle" {
		t.Errorf("2x2 to 1024: %+v %v", sol, err)
	}
}

func TestBudget2048(t *testing.T) {
	b := testboards.Lone2048(t, 4, 65536)
	sol, err := bestFirst(context.Background(), b, Config{MaxNodes: 5000})
	if !errors.Is(err, astar.ErrBudget) || sol.Stats.Generated < 5000 || !strings.Contains(err.Error(), "states stored") {
		t.Fatalf("err %v, stats %+v", err, sol.Stats)
	}
}

// BenchmarkBestFirst is the 2048 best-first search from a lone 2 in the top-right corner of a 4x4
// board, with the left score and without the minimality check. live-MB is the heap in use when the
// search ends, with every stored board still held: the search's memory.
func BenchmarkBestFirst(b *testing.B) {
	for _, goal := range []int{2048, 8192} {
		b.Run(fmt.Sprint(goal), func(b *testing.B) {
			live, _ := benchSolve2048(b, goal)
			b.ReportMetric(live/(1<<20), "live-MB")
		})
	}
}

// benchSolve2048 times best-first from a lone 2 on 4x4 to goal and reports the nodes expanded; it
// returns the heap in use at the last progress report, with every stored board still held, and
// the states stored then.
func benchSolve2048(b *testing.B, goal int) (live float64, stored int) {
	start, _ := board.NewGame2048(board.LoneTwo(4), goal, board.RightColumn)
	var before, after runtime.MemStats
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		runtime.GC()
		runtime.ReadMemStats(&before)
		b.StartTimer()
		cfg := Config{ProofNodes: -1, ProgressEvery: 1 << 62, Progress: func(p Progress) {
			runtime.ReadMemStats(&after) // the last report comes with all nodes alive
			stored = p.Generated
		}}
		sol, err := bestFirst(context.Background(), start, cfg)
		if err != nil || sol.Unsolvable {
			b.Fatal(err)
		}
		b.ReportMetric(float64(sol.Stats.Expanded), "expanded")
	}
	return float64(after.HeapAlloc - before.HeapAlloc), stored
}

// BenchmarkAStar8Puzzle solves a 3x3 puzzle 31 moves from the goal, the hardest there is.
func BenchmarkAStar8Puzzle(b *testing.B) {
	p := testboards.Puzzle(b, 3, 8, 6, 7, 2, 5, 4, 3, 0, 1)
	for _, h := range []Heuristic{HeuristicManhattan, HeuristicHamming} {
		b.Run(string(h), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sol, err := solveAStar(context.Background(), p, Config{Heuristic: h})
				if err != nil || sol.Moves != 31 {
					b.Fatal(err, sol.Moves)
				}
				b.ReportMetric(float64(sol.Stats.Expanded), "expanded")
			}
		})
	}
}

// TestProgress2048: reports come in phase order, with figures that only grow and the largest tile
// reached as the best board.
func TestProgress2048(t *testing.T) {
	b := testboards.Lone2048(t, 4, 2048)
	var reports []Progress
	cfg := Config{ProgressEvery: 1, ProofNodes: 5000, Progress: func(p Progress) { reports = append(reports, p) }}
	if _, err := bestFirst(context.Background(), b, cfg); err != nil {
		t.Fatal(err)
	}
	// Each phase reports at least once as it ends; more often only where the clock moves between
	// two checks (Windows' ticks 15.6 ms, longer than this whole search).
	if len(reports) < 2 || reports[0].Phase != "search" || reports[len(reports)-1].Phase != "proof" {
		t.Fatalf("%d reports, phases %q .. %q", len(reports), reports[0].Phase, reports[len(reports)-1].Phase)
	}
	if runtime.GOOS != "windows" && len(reports) < 3 {
		t.Fatalf("%d reports with ProgressEvery 1 ns on a fine clock", len(reports))
	}
	for i, r := range reports {
		g := r.Best.(*board.Game2048)
		if r.Phase == "search" && g.LargestTile() != r.BestScore {
			t.Fatalf("report %d: best board's largest tile %d, BestScore %d", i, g.LargestTile(), r.BestScore)
		}
		if i > 0 && r.Phase == reports[i-1].Phase && r.BestScore < reports[i-1].BestScore {
			t.Fatalf("report %d: best score fell", i)
		}
	}
	if last := reports[len(reports)-1]; !last.Best.(*board.Game2048).Done() {
		t.Error("the proof phase does not show the winning board")
	}
}

// BenchmarkBestFirst4 is BenchmarkBestFirst's search on 4x4 up to 16384 (best-first takes the
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

// bestFirst solves b with best-first through Solve, as every caller does.
func bestFirst(ctx context.Context, b *board.Game2048, c Config) (*Solution, error) {
	c.Algorithm = "best-first"
	return Solve(ctx, b, c)
}

// beamSearch solves b with the beam through Solve.
func beamSearch(ctx context.Context, b *board.Game2048, c Config) (*Solution, error) {
	c.Algorithm = "beam"
	return Solve(ctx, b, c)
}
