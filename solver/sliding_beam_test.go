package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"tilesolve/board"
)

// replayMoves plays moves from p one by one, failing on an illegal one, and returns the end.
func replayMoves(t *testing.T, p *board.Puzzle, moves []board.Direction) *board.Puzzle {
	t.Helper()
	for i, d := range moves {
		next, ok := p.Move(d)
		if !ok {
			t.Fatalf("move %d (%v) is not legal", i, d)
		}
		p = next
	}
	return p
}

// TestBeamSolves replays the beam's answers, by either rank, on random boards from 3x3 to 6x6:
// each ends at the goal, is never shorter than the shortest (breadth-first distances on 3x3, the
// database's IDA* on 4x4) nor than the bound, and has its parity. A past deadline or a cancelled
// context stops it.
func TestBeamSolves(t *testing.T) {
	dist := distancesFromGoal(t)
	cfg := Config{Algorithm: "ida", DatabaseDir: testDatabases}
	for n := 3; n <= 6; n++ {
		for i, p := range randomPuzzles(t, n, 4, uint64(40+n)) {
			order := i%2 == 1
			t.Run(fmt.Sprintf("%dx%d-%d-order=%v", n, n, i, order), func(t *testing.T) {
				s, _ := newSlidingState(p)
				moves := newRankedBeam(n, 200, 1+i/2, order).solve(context.Background(), s, time.Now().Add(time.Minute))
				if moves == nil {
					t.Fatal("the beam died out")
				}
				if !replayMoves(t, p, moves).IsGoal() {
					t.Fatal("the moves do not end at the goal")
				}
				least := ManhattanLinearConflict(p)
				switch n {
				case 3:
					least = dist[p.Key()]
				case 4:
					sol, err := Solve(context.Background(), p, cfg)
					if err != nil {
						t.Fatal(err)
					}
					least = sol.Moves
				}
				if len(moves) < least || (len(moves)-least)%2 != 0 {
					t.Fatalf("%d moves, at least %d needed", len(moves), least)
				}
			})
		}
	}
	p := randomPuzzles(t, 5, 1, 3)[0]
	s, _ := newSlidingState(p)
	if moves := newSlidingBeam(5, 1000, 1).solve(context.Background(), s, time.Now()); moves != nil {
		t.Error("the beam ran past its deadline")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if moves := newSlidingBeam(5, 1000, 1).solve(ctx, s, time.Now().Add(time.Minute)); moves != nil {
		t.Error("the beam ran on a cancelled context")
	}
}

// TestOrderedRankDelta walks randomly from the goal, adding up the ordered rank's changes,
// and checks the sum against the rank counted afresh on each board: 4 times Manhattan distance
// plus linear conflicts, plus the Manhattan distance of the top row's and left column's tiles.
// It is 0 only on the goal, where the beam stops.
func TestOrderedRankDelta(t *testing.T) {
	for _, n := range []int{3, 5, 7} {
		g := board.Grid{N: n, Tiles: make([]int, n*n)}
		for i := range n*n - 1 {
			g.Tiles[i] = i + 1
		}
		p, err := board.NewPuzzle(g)
		if err != nil {
			t.Fatal(err)
		}
		s, _ := newSlidingState(p)
		rank := newLCRank(n, true)
		fresh := func() int {
			h := orderScale * newLinearConflict(n, s.positions()).value()
			for i, t := range s.cells {
				if t != 0 && firstLine(n, int(t)-1) {
					h += board.CellDistance(int(t)-1, i, n)
				}
			}
			return h
		}
		h := fresh()
		if h != 0 {
			t.Fatalf("%dx%d: rank %d on the goal", n, n, h)
		}
		rng := rand.New(rand.NewPCG(uint64(n), 1))
		var buf []board.Direction
		for step := range 2000 {
			moves := s.Moves(buf[:0])
			d := moves[rng.IntN(len(moves))]
			from := s.source(d)
			t0 := int(s.cells[from])
			h += rank.Delta(s.cells, t0, from, s.blank)
			s.Do(d)
			if want := fresh(); h != want {
				t.Fatalf("%dx%d step %d: summed %d, afresh %d", n, n, step, h, want)
			}
			if (h == 0) != s.IsGoal() {
				t.Fatalf("%dx%d step %d: rank %d on a board solved %v", n, n, step, h, s.IsGoal())
			}
		}
	}
}

// TestFastWithoutTime runs the fast solver as if its time were up before it began: the beam
// gets no time, so the reduction goes on to a 4x4 and the database finishes it; the moves still
// replay to the goal.
func TestFastWithoutTime(t *testing.T) {
	for _, n := range []int{5, 6, 7} {
		p := randomPuzzles(t, n, 1, uint64(60+n))[0]
		r, err := newReducer(context.Background(), p, Config{DatabaseDir: testDatabases})
		if err != nil {
			t.Fatal(err)
		}
		r.started = time.Now().Add(-2 * fastBudget)
		moves, err := r.solve()
		if err != nil {
			t.Fatal(err)
		}
		if !replayMoves(t, p, moves).IsGoal() {
			t.Fatalf("%dx%d: the moves do not end at the goal", n, n)
		}
	}
}

// BenchmarkSlidingBeam solves a random 6x6 board with the beam at the first answer's width and at
// an improvement's, on one goroutine and on every core: the figures for the beam's speed-up.
func BenchmarkSlidingBeam(b *testing.B) {
	p := randomPuzzles(b, 6, 1, 61)[0]
	s, _ := newSlidingState(p)
	for _, width := range []int{3000, 30_000} {
		for _, workers := range []int{1, firstWorkers()} {
			b.Run(fmt.Sprintf("width=%d/workers=%d", width, workers), func(b *testing.B) {
				b.ReportAllocs()
				beam := newRankedBeam(6, width, workers, false)
				for b.Loop() {
					if beam.solve(context.Background(), s, time.Now().Add(time.Minute)) == nil {
						b.Fatal("the beam died out")
					}
				}
			})
		}
	}
}
