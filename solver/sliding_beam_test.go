package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb"
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
				moves := newRankedBeam(n, 200, 1+i/2, order, nil).solve(context.Background(), s, time.Now().Add(time.Minute), clock{}).Moves
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
	if moves := newSlidingBeam(5, 1000, 1).solve(context.Background(), s, time.Now(), clock{}).Moves; moves != nil {
		t.Error("the beam ran past its deadline")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if moves := newSlidingBeam(5, 1000, 1).solve(ctx, s, time.Now().Add(time.Minute), clock{}).Moves; moves != nil {
		t.Error("the beam ran on a cancelled context")
	}
}

// testBlockDB is a small pattern database for n-by-n boards to test the rank with: a block of
// tiles near the top-left corner (four on 6x6, three on 7x7), the rest in pairs, the first of
// them a single tile if shift. It builds in a second where pdb.Blocks(7) takes 19 s, and
// exercises the same look-ups.
func testBlockDB(t *testing.T, n int, shift bool) *pdb.DB {
	t.Helper()
	first := []int{1, 2, n + 1, n + 2}
	if n > 6 {
		first = first[:3]
	}
	part := pdb.Partition{Name: "test", N: n, Groups: [][]int{first}}
	var pair []int
	taken := slices.Clone(first)
	if shift {
		part.Groups = append(part.Groups, []int{3})
		taken = append(taken, 3)
	}
	for tl := 1; tl < n*n; tl++ {
		if slices.Contains(taken, tl) {
			continue
		}
		if pair = append(pair, tl); len(pair) == 2 || tl == n*n-1 {
			part.Groups = append(part.Groups, pair)
			pair = nil
		}
	}
	db, err := pdb.Build(context.Background(), part, nil)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// TestRankDelta walks 2000 random moves from the goal, summing the rank's Delta move by move
// (Board told each board first, as the beam does), and checks the sum against the rank counted
// afresh on each board: Manhattan distance plus linear conflicts, or the databases' sums plus
// twice the linear conflicts; ordered, 4 times that plus the Manhattan distance of the top row's
// and left column's tiles (once a database). It is 0 only on the goal, where the beam stops.
func TestRankDelta(t *testing.T) {
	two := map[int][]*pdb.DB{}
	for _, n := range []int{6, 7} {
		two[n] = []*pdb.DB{testBlockDB(t, n, false), testBlockDB(t, n, true)}
	}
	for _, tc := range []struct {
		n      int
		order  bool
		blocks bool
	}{{3, true, false}, {5, true, false}, {7, true, false}, {6, false, true}, {6, true, true}, {7, false, true}, {7, true, true}} {
		n := tc.n
		var dbs []*pdb.DB
		if tc.blocks {
			dbs = two[n]
		}
		g := board.Grid{N: n, Tiles: make([]int, n*n)}
		for i := range n*n - 1 {
			g.Tiles[i] = i + 1
		}
		p, err := board.NewPuzzle(g)
		if err != nil {
			t.Fatal(err)
		}
		s, _ := newSlidingState(p)
		rank := newLCRank(n, tc.order, dbs)
		fresh := func() int {
			pos := s.positions()
			lc := newLCEstimate(n, pos)
			h := lc.value()
			if dbs != nil {
				h = 2*(h-lc.Manhattan()) + dbs[0].Estimate(pos) + dbs[1].Estimate(pos)
			}
			if tc.order {
				h *= orderScale
				for i, t := range s.cells {
					if t != 0 && firstLine(n, int(t)-1) {
						h += max(1, len(dbs)) * board.CellDistance(int(t)-1, i, n)
					}
				}
			}
			if r := rankOf(n, s.cells, tc.order, dbs); r != h {
				t.Fatalf("%+v: rankOf %d, afresh %d", tc, r, h)
			}
			return h
		}
		h := fresh()
		if h != 0 {
			t.Fatalf("%+v: rank %d on the goal", tc, h)
		}
		rng := rand.New(rand.NewPCG(uint64(n), 1))
		var buf []board.Direction
		above := 0 // boards where the database counts more than Manhattan distance
		for step := range 2000 {
			moves := s.Moves(buf[:0])
			d := moves[rng.IntN(len(moves))]
			from := s.source(d)
			t0 := int(s.cells[from])
			rank.Board(s.cells)
			h += rank.Delta(s.cells, t0, from, s.blank)
			s.Do(d)
			if want := fresh(); h != want {
				t.Fatalf("%+v step %d: summed %d, afresh %d", tc, step, h, want)
			}
			if (h == 0) != s.IsGoal() {
				t.Fatalf("%+v step %d: rank %d on a board solved %v", tc, step, h, s.IsGoal())
			}
			if dbs != nil && dbs[1].Estimate(s.positions()) > newLCEstimate(n, s.positions()).Manhattan() {
				above++
			}
		}
		if tc.blocks && above == 0 {
			t.Errorf("%+v: the database never counted more than Manhattan distance", tc)
		}
	}
}

// TestFastWithoutTime runs the fast solver as if its time were up before it began: the beam
// gets no time, so the reduction goes on to a 4x4 and the database finishes it; the moves still
// replay to the goal.
func TestFastWithoutTime(t *testing.T) {
	for _, n := range []int{5, 6, 7} {
		p := randomPuzzles(t, n, 1, uint64(60+n))[0]
		r, err := newReducer(context.Background(), p, Config{DatabaseDir: testDatabases, Clock: lateClock(2 * fastBudget)})
		if err != nil {
			t.Fatal(err)
		}
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
				beam := newRankedBeam(6, width, workers, false, nil)
				for b.Loop() {
					if beam.solve(context.Background(), s, time.Now().Add(time.Minute), clock{}).Moves == nil {
						b.Fatal("the beam died out")
					}
				}
			})
		}
	}
}
