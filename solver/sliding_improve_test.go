package solver

import (
	"context"
	"errors"
	"math"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/board"
)

// replaySolution replays sol's moves from start with the board's own rules and checks that each
// step shows the board its move makes and the last is the goal.
func replaySolution(t *testing.T, start *board.Puzzle, sol *Solution) {
	t.Helper()
	if sol.Steps() != sol.Moves+1 {
		t.Fatalf("%d steps for %d moves", sol.Steps(), sol.Moves)
	}
	p := start
	for i := 1; i < sol.Steps(); i++ {
		st := sol.Step(i)
		p = replayMoves(t, p, []board.Direction{st.Dir})
		if p.String() != st.Board.String() {
			t.Fatalf("step %d shows another board than move %v makes", i, st.Dir)
		}
	}
	if !p.IsGoal() {
		t.Fatalf("the %d moves do not end at the goal", sol.Moves)
	}
}

// solveImproving solves p with the fast solver and an improvement budget, and returns the answer
// and every length progress reported, the first answer's first, each once.
func solveImproving(t *testing.T, ctx context.Context, p *board.Puzzle, c Config) (*Solution, []int) {
	t.Helper()
	var lengths []int
	c.Algorithm = "fast"
	outer := c.Progress
	c.Progress = func(pr Progress) {
		if pr.BestLength > 0 {
			if pr.Phase != "improve" || pr.Bound != ManhattanLinearConflict(p) {
				t.Errorf("an improvement report in phase %q with bound %d", pr.Phase, pr.Bound)
			}
			// The best is told again while no shorter answer comes: keep each change.
			switch last := len(lengths) - 1; {
			case last >= 0 && pr.BestLength > lengths[last]:
				t.Errorf("the best length rose from %d to %d", lengths[last], pr.BestLength)
			case last < 0 || pr.BestLength < lengths[last]:
				lengths = append(lengths, pr.BestLength)
			}
		}
		if outer != nil {
			outer(pr)
		}
	}
	sol, err := Solve(ctx, p, c)
	if err != nil {
		t.Fatal(err)
	}
	return sol, lengths
}

// TestImproveReplaysAndNeverLengthens: on boards up to 8x8 the beams solve the whole board, on
// 10x10 and 12x12 the region the first answer leaves (improveRegion).
func TestImproveReplaysAndNeverLengthens(t *testing.T) {
	for _, n := range []int{5, 6, 7, 8, 10, 12} {
		p := randomPuzzles(t, n, 1, 180+uint64(n))[0]
		budget := 300 * time.Millisecond
		if n >= 10 {
			budget = 2 * time.Second // the first answer takes a good part of a second
		}
		sol, lengths := solveImproving(t, context.Background(), p, Config{Improve: budget})
		replaySolution(t, p, sol)
		if len(lengths) == 0 {
			t.Fatalf("%dx%d: no length reported", n, n)
		}
		for i := 1; i < len(lengths); i++ {
			if lengths[i] >= lengths[i-1] {
				t.Errorf("%dx%d: reported %d after %d", n, n, lengths[i], lengths[i-1])
			}
		}
		if sol.Moves != lengths[len(lengths)-1] || sol.Moves > lengths[0] {
			t.Errorf("%dx%d: answer of %d moves, reports %v", n, n, sol.Moves, lengths)
		}
		if sol.Moves < sol.LowerBound || sol.Proven != (sol.Moves == sol.LowerBound) {
			t.Errorf("%dx%d: %d moves, bound %d, proven %v", n, n, sol.Moves, sol.LowerBound, sol.Proven)
		}
		t.Logf("%dx%d: first %d, improved %d, bound %d, stop %v", n, n, lengths[0], sol.Moves, sol.LowerBound, sol.ImproveStop)
	}
}

// TestImproveCancelKeepsBest cancels during the improvement: the answer is the best found by then,
// labelled not proven unless it meets the bound, and says cancel stopped it.
func TestImproveCancelKeepsBest(t *testing.T) {
	p := randomPuzzles(t, 7, 1, 186)[0]
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sol, lengths := solveImproving(t, ctx, p, Config{Improve: time.Minute, Progress: func(pr Progress) {
		if pr.BestLength > 0 {
			cancel()
		}
	}})
	replaySolution(t, p, sol)
	if sol.Moves > lengths[0] || sol.Moves != lengths[len(lengths)-1] {
		t.Errorf("answer of %d moves, reports %v", sol.Moves, lengths)
	}
	if sol.ImproveStop == nil || sol.ImproveStop.Limit != LimitCancel || !errors.Is(sol.ImproveStop, context.Canceled) {
		t.Errorf("ImproveStop %v, want cancel", sol.ImproveStop)
	}
	if sol.Proven {
		t.Errorf("%d moves against the bound %d called proven", sol.Moves, sol.LowerBound)
	}
}

// TestImproveMemoryBudget gives too little memory for a wider beam: the improvement shortens by
// windows alone and says the memory budget held it.
func TestImproveMemoryBudget(t *testing.T) {
	p := randomPuzzles(t, 7, 1, 187)[0]
	sol, lengths := solveImproving(t, context.Background(), p, Config{Improve: 3 * time.Second, MaxMemory: 2 << 20})
	replaySolution(t, p, sol)
	if sol.Moves > lengths[0] {
		t.Errorf("answer of %d moves after a first of %d", sol.Moves, lengths[0])
	}
	if sol.ImproveStop == nil || sol.ImproveStop.Limit != LimitMemory {
		t.Errorf("ImproveStop %v, want the memory budget", sol.ImproveStop)
	}
}

// While no shorter answer comes, the improvement tells the best length again about every
// ProgressEvery, its time moving on, and tells nothing once the solve has returned. The test
// cancels after enough reports rather than giving a short budget, so that a busy machine (a slow
// first answer) cannot leave the improvement no time to report in.
func TestImproveReportsWhileWaiting(t *testing.T) {
	p := randomPuzzles(t, 6, 1, 191)[0]
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var mu sync.Mutex
	var times []time.Duration
	returned := false
	sol, _ := solveImproving(t, ctx, p, Config{Improve: time.Minute, ProgressEvery: 20 * time.Millisecond,
		Progress: func(pr Progress) {
			mu.Lock()
			defer mu.Unlock()
			if returned {
				t.Error("a report after the solve returned")
			}
			if pr.BestLength > 0 {
				times = append(times, pr.Elapsed)
				if len(times) == 8 {
					cancel()
				}
			}
		}})
	mu.Lock()
	returned = true
	mu.Unlock()
	replaySolution(t, p, sol)
	if len(times) < 5 || !slices.IsSorted(times) {
		t.Errorf("improvement reports at %v", times)
	}
	time.Sleep(50 * time.Millisecond) // room for a late tick to show
}

func TestImproveZeroIsFirstAnswer(t *testing.T) {
	p := randomPuzzles(t, 6, 1, 188)[0]
	sol, lengths := solveImproving(t, context.Background(), p, Config{})
	replaySolution(t, p, sol)
	if len(lengths) != 0 || sol.ImproveStop != nil {
		t.Errorf("no improvement asked for, yet reports %v, stop %v", lengths, sol.ImproveStop)
	}
}

// TestNoShorteningPastItsSize: a board larger than the shortening holds keeps its first answer and
// says why (Unshortened), where one it holds is shortened.
func TestNoShorteningPastItsSize(t *testing.T) {
	if !Shortens(MaxIDAN) || Shortens(MaxIDAN+1) {
		t.Fatalf("Shortens(%d) = %v, Shortens(%d) = %v", MaxIDAN, Shortens(MaxIDAN), MaxIDAN+1, Shortens(MaxIDAN+1))
	}
	p := randomPuzzles(t, MaxIDAN+1, 1, 191)[0]
	sol, err := solveFast(context.Background(), p, Config{Improve: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if sol.Unshortened != MaxIDAN || sol.Moves != sol.SearchMoves {
		t.Errorf("%d-by-%d: Unshortened %d, %d moves of the first %d", MaxIDAN+1, MaxIDAN+1, sol.Unshortened, sol.Moves, sol.SearchMoves)
	}
	if a := sol.Answer(); a.Unshortened != MaxIDAN {
		t.Errorf("the answer's facts say Unshortened %d", a.Unshortened)
	}
}

// TestWindowShorterIsOptimal checks the window search against breadth-first search between two
// random 3x3 boards of the same parity.
func TestWindowShorterIsOptimal(t *testing.T) {
	as, bs := randomPuzzles(t, 3, 8, 189), randomPuzzles(t, 3, 8, 190)
	for i := range as {
		a, b := as[i], bs[i]
		sa, _ := newSlidingState(a)
		sb, _ := newSlidingState(b)
		want := bfsDistance(sa.cells, sb.cells, 3)
		w := newWindowSearch(context.Background(), 3, time.Now().Add(time.Minute), clock{})
		w.budget = 1 << 40
		moves := w.shorter(sa.cells, sb.cells, 40)
		if moves == nil || len(moves) != want {
			t.Fatalf("window search gives %d moves, breadth-first %d", len(moves), want)
		}
		seg := newSegment(3, sa.cells, moves)
		if string(seg.boards[len(moves)]) != string(sb.cells) {
			t.Fatal("the window's moves do not lead to the second board")
		}
		if w.shorter(sa.cells, sb.cells, want-2) != nil {
			t.Fatalf("window search finds fewer than %d moves", want)
		}
	}
}

// bfsDistance is the fewest moves from a to b on an n-by-n board, by breadth-first search.
func bfsDistance(a, b []uint8, n int) int {
	dist := map[string]int{string(a): 0}
	queue := [][]uint8{a}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		if string(cur) == string(b) {
			return dist[string(cur)]
		}
		blank := 0
		for i, t := range cur {
			if t == 0 {
				blank = i
			}
		}
		for _, d := range board.Directions {
			from := blank + board.BlankStep(n, d)
			if from < 0 || from >= n*n || (blank%n != from%n && blank/n != from/n) {
				continue
			}
			next := append([]uint8(nil), cur...)
			next[blank], next[from] = next[from], 0
			if _, ok := dist[string(next)]; !ok {
				dist[string(next)] = dist[string(cur)] + 1
				queue = append(queue, next)
			}
		}
	}
	return -1
}

func TestDropCycles(t *testing.T) {
	p := randomPuzzles(t, 5, 1, 191)[0]
	s, _ := newSlidingState(p)
	moves := []board.Direction{board.Left, board.Up, board.Right, board.Down, board.Left}
	var legal []board.Direction
	// Keep only the moves that are legal from wherever the blank stands.
	st, _ := newSlidingState(p)
	for _, d := range moves {
		if st.source(d) >= 0 {
			st.Do(d)
			legal = append(legal, d)
		}
	}
	back := append([]board.Direction(nil), legal...)
	for i := len(legal) - 1; i >= 0; i-- {
		back = append(back, legal[i].Opposite())
	}
	seg := newSegment(5, s.cells, back)
	if !seg.dropCycles() || len(seg.moves) != 0 {
		t.Errorf("a walk that comes back to the start kept %d moves", len(seg.moves))
	}
}

// TestImproveBeamsOnLostSevenBySeven is a uniform 7x7 (one the app's Randomize drew) on which a
// 1000-wide beam by the ordered rank loses its way for good: the improvement's first, narrow
// beam takes the plain rank and a quarter of the time, so a beam's answer still comes, shorter
// than the first answer and replayed to the goal. (With the ordered rank first, the beams gave
// nothing in the whole budget.)
func TestImproveBeamsOnLostSevenBySeven(t *testing.T) {
	g := board.Grid{N: 7, Tiles: []int{19, 3, 36, 41, 17, 21, 0, 37, 20, 24, 2, 39, 25, 6, 42, 26, 4, 7,
		45, 38, 28, 31, 27, 30, 46, 10, 14, 43, 33, 22, 47, 16, 1, 15, 12, 29, 8, 23, 11, 35, 34, 9, 40,
		18, 44, 13, 48, 5, 32}}
	p, err := board.NewPuzzle(g)
	if err != nil {
		t.Fatal(err)
	}
	first, err := solveFast(context.Background(), p, Config{DatabaseDir: testDatabases})
	if err != nil {
		t.Fatal(err)
	}
	s, _ := newSlidingState(p)
	moves := make([]board.Direction, 0, first.Moves)
	for i := 1; i < first.Steps(); i++ {
		moves = append(moves, first.Step(i).Dir)
	}
	im := &improver{ctx: context.Background(), n: 7, start: s.cells, until: time.Now().Add(3 * time.Second),
		memory: DefaultMaxMemory, best: moves, better: func(int) {}, fresh: make(chan []board.Direction, 1)}
	im.beams(moves)
	select {
	case m := <-im.fresh:
		if len(m) >= len(moves) {
			t.Fatalf("the beam's answer has %d moves, the first %d", len(m), len(moves))
		}
		if !replayMoves(t, p, m).IsGoal() {
			t.Fatal("the beam's answer does not end at the goal")
		}
	default:
		t.Fatalf("no beam answered in 3 s (first answer %d moves)", len(moves))
	}
}

// TestPaceWidth checks the width paceBeam narrows a beam to.
func TestPaceWidth(t *testing.T) {
	for _, tc := range []struct {
		name             string
		layer, least, h0 int
		perBoard, left   float64
		want             int
	}{
		// Half-way down at layer 50: 55 layers left with the margin, 0.9 s for them at 1 us a board.
		{"half way", 50, 500, 1000, 1e-6, 1, 16363},
		{"twice the time", 50, 500, 1000, 1e-6, 2, 32727},
		{"slower boards", 50, 500, 1000, 2e-6, 1, 8181},
		{"no time left", 50, 500, 1000, 1e-6, -0.5, 1000},
		{"too little time: the floor", 50, 500, 1000, 1e-6, 0.01, 1000},
		{"no progress yet", 20, 1000, 1000, 1e-6, 1, math.MaxInt},
		{"no time measured", 20, 500, 1000, 0, 1, math.MaxInt},
		{"one layer left, a day to go", 100, 1, 1000, 1e-6, 86400, math.MaxInt},
	} {
		if got := paceWidth(tc.layer, tc.least, tc.h0, 1000, tc.perBoard, tc.left); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
}
