package reduction

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb"
)

// TestWindowShorterIsOptimal checks the window search against breadth-first search between two
// random 3x3 boards of the same parity.
func TestWindowShorterIsOptimal(t *testing.T) {
	as, bs := randomPuzzles(t, 3, 8, 189), randomPuzzles(t, 3, 8, 190)
	for i := range as {
		a, b := as[i], bs[i]
		ca, cb := cellsOf(a), cellsOf(b)
		want := bfsDistance(ca, cb, 3)
		w := newWindowSearch(context.Background(), 3, time.Now().Add(time.Minute), clock{})
		w.budget = 1 << 40
		moves := w.shorter(ca, cb, 40)
		if moves == nil || len(moves) != want {
			t.Fatalf("window search gives %d moves, breadth-first %d", len(moves), want)
		}
		seg := newSegment(3, ca, moves)
		if string(seg.boards[len(moves)]) != string(cb) {
			t.Fatal("the window's moves do not lead to the second board")
		}
		if w.shorter(ca, cb, want-2) != nil {
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
	moves := []board.Direction{board.Left, board.Up, board.Right, board.Down, board.Left}
	var legal []board.Direction
	// Keep only the moves that are legal from wherever the blank stands.
	q := p
	for _, d := range moves {
		if next, ok := q.Move(d); ok {
			q = next
			legal = append(legal, d)
		}
	}
	back := append([]board.Direction(nil), legal...)
	for i := len(legal) - 1; i >= 0; i-- {
		back = append(back, legal[i].Opposite())
	}
	seg := newSegment(5, cellsOf(p), back)
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
	first, err := Solve(context.Background(), p, testOptions())
	if err != nil {
		t.Fatal(err)
	}
	moves := first.Moves
	im := &improver{ctx: context.Background(), n: 7, start: cellsOf(p), until: time.Now().Add(3 * time.Second),
		memory: 1 << 30, best: moves, better: func(int) {}, fresh: make(chan []board.Direction, 1)}
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

// TestImproveTakesBlockDatabasesWhenReady: the improvement asks for the block databases before
// each beam, so that ones built while it runs (started ahead by the solve) rank the beams after
// them; here they are there from the second asking (the first beam, a narrow one, measures the
// speed; a wider one follows). The answer stays a solution, no longer than the first.
func TestImproveTakesBlockDatabasesWhenReady(t *testing.T) {
	ctx := context.Background()
	p := randomPuzzles(t, 6, 1, 77)[0]
	dbs := blockDatabases(t)
	first, err := Solve(ctx, p, testOptions())
	if err != nil {
		t.Fatal(err)
	}
	moves := first.Moves
	asked, given := 0, 0
	ready := func() []*pdb.DB {
		if asked++; asked < 2 {
			return nil
		}
		given++
		return dbs
	}
	got, _, _, err := improveMoves(ctx, 6, cellsOf(p), moves, ready, time.Now().Add(2*time.Second), clock{}, 1<<30, func(int) {})
	if err != nil {
		t.Fatal(err)
	}
	if asked < 2 || given == 0 {
		t.Errorf("asked %d times for the databases over the beams, given them %d times", asked, given)
	}
	q := p
	for _, d := range got {
		next, ok := q.Move(d)
		if !ok {
			t.Fatalf("the answer's move %v is not legal", d)
		}
		q = next
	}
	if !q.IsGoal() || len(got) > len(moves) {
		t.Errorf("%d moves (first %d) end on\n%v", len(got), len(moves), q)
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

// TestImproveSaysWhyBeamsDidNotStart: when the beams cannot make their region's puzzle (here the
// start is no puzzle: a tile twice), improveMoves says so in its error, where the beams returned
// without a word and the improvement went on as if they had found nothing.
func TestImproveSaysWhyBeamsDidNotStart(t *testing.T) {
	cells := cellsOf(randomPuzzles(t, 5, 1, 5)[0])
	for i, c := range cells {
		if c != 0 && c != 1 {
			cells[i] = 1 // tile 1 twice
			break
		}
	}
	_, _, _, err := improveMoves(context.Background(), 5, cells, nil, nil, time.Now().Add(time.Second), clock{}, 1<<30, func(int) {})
	if err == nil {
		t.Fatal("the beams' failure went unsaid")
	}
}

// TestImproveSaysWhyBeamsHaveNoRegion: on a 10x10, whose beams solve the region the first answer
// leaves, an answer that never places the rows and columns around it (here none: a bug upstream)
// is said, where the beams returned without a word.
func TestImproveSaysWhyBeamsHaveNoRegion(t *testing.T) {
	cells := cellsOf(randomPuzzles(t, 10, 1, 5)[0])
	_, _, _, err := improveMoves(context.Background(), 10, cells, nil, nil, time.Now().Add(time.Second), clock{}, 1<<30, func(int) {})
	if err == nil || !strings.Contains(err.Error(), "rows and columns around the region") {
		t.Fatalf("the beams' missing region: %v", err)
	}
}

// TestImproveSaysReadyBlocksFailed: when asking for the block databases before a beam fails (the
// solver's store cannot be had), the answer's ImproveErr says so, where the error was dropped and
// the beams ranked by Manhattan distance in silence.
func TestImproveSaysReadyBlocksFailed(t *testing.T) {
	p := randomPuzzles(t, 6, 1, 7)[0]
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	storeErr := errors.New("no store")
	opt := testOptions()
	opt.Improve = time.Hour
	opt.Blocks = func(context.Context, int) ([]*pdb.DB, error) { return nil, nil } // not built: asked again before each beam
	opt.ReadyBlocks = func(int) ([]*pdb.DB, error) {
		cancel() // one beam is enough
		return nil, storeErr
	}
	res, err := Solve(ctx, p, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !errors.Is(res.ImproveErr, storeErr) {
		t.Errorf("ImproveErr %v, want the store's error", res.ImproveErr)
	}
}

// TestStopErrorSaysItsStop: a stop without an error of its own says which in words, not a number.
func TestStopErrorSaysItsStop(t *testing.T) {
	if got := (&StopError{Stop: StopMemory}).Error(); got != "reduction: stopped by the memory budget" {
		t.Errorf("Error() = %q", got)
	}
}
