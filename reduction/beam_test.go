package reduction

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/linearconflict"
	"github.com/tilesolve/tilesolve/pdb"
)

// TestBeamSolves replays the beam's answers, by either rank, on random boards from 3x3 to 6x6:
// each ends at the goal, is never shorter than the shortest (breadth-first on 3x3) nor than the
// bound, and has its parity. A past deadline or a cancelled context stops it.
func TestBeamSolves(t *testing.T) {
	for n := 3; n <= 6; n++ {
		for i, p := range randomPuzzles(t, n, 4, uint64(40+n)) {
			order := i%2 == 1
			t.Run(fmt.Sprintf("%dx%d-%d-order=%v", n, n, i, order), func(t *testing.T) {
				moves := newRankedBeam(n, 200, 1+i/2, order, nil).solve(context.Background(), cellsOf(p), time.Now().Add(time.Minute), clock{}).Moves
				if moves == nil {
					t.Fatal("the beam died out")
				}
				if !replayMoves(t, p, moves).IsGoal() {
					t.Fatal("the moves do not end at the goal")
				}
				least := linearconflict.Of(p)
				if n == 3 {
					least = bfsDistance(cellsOf(p), cellsOf(solved(t, 3)), 3)
				}
				if len(moves) < least || (len(moves)-least)%2 != 0 {
					t.Fatalf("%d moves, at least %d needed", len(moves), least)
				}
			})
		}
	}
	s := cellsOf(randomPuzzles(t, 5, 1, 3)[0])
	if moves := newSlidingBeam(5, 1000, 1).solve(context.Background(), s, time.Now(), clock{}).Moves; moves != nil {
		t.Error("the beam ran past its deadline")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if moves := newSlidingBeam(5, 1000, 1).solve(ctx, s, time.Now().Add(time.Minute), clock{}).Moves; moves != nil {
		t.Error("the beam ran on a cancelled context")
	}
}

// solved is the n-by-n goal.
func solved(t *testing.T, n int) *board.Puzzle {
	p, err := board.NewPuzzle(board.Solved(n))
	if err != nil {
		t.Fatal(err)
	}
	return p
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
		cells, blank, last := cellsOf(p), n*n-1, -1
		goal := string(cells)
		rank := newLCRank(n, tc.order, dbs)
		fresh := func() int {
			pos := linearconflict.Positions(cells)
			lc := linearconflict.New(n, pos)
			h := lc.Value()
			if dbs != nil {
				h = 2*(h-lc.Manhattan()) + dbs[0].Estimate(pos) + dbs[1].Estimate(pos)
			}
			if tc.order {
				h *= orderScale
				for i, t := range cells {
					if t != 0 && firstLine(n, int(t)-1) {
						h += max(1, len(dbs)) * board.CellDistance(int(t)-1, i, n)
					}
				}
			}
			if r := rankOf(n, cells, tc.order, dbs); r != h {
				t.Fatalf("%+v: rankOf %d, afresh %d", tc, r, h)
			}
			return h
		}
		h := fresh()
		if h != 0 {
			t.Fatalf("%+v: rank %d on the goal", tc, h)
		}
		rng := rand.New(rand.NewPCG(uint64(n), 1))
		above := 0 // boards where the database counts more than Manhattan distance
		for step := range 2000 {
			var moves []board.Direction // the legal moves but the one undoing the last
			for _, d := range board.Directions {
				if board.SlideSource(n, blank, d) >= 0 && int(d) != last {
					moves = append(moves, d)
				}
			}
			d := moves[rng.IntN(len(moves))]
			from := board.SlideSource(n, blank, d)
			t0 := int(cells[from])
			rank.Board(cells)
			h += rank.Delta(cells, t0, from, blank)
			cells[blank], cells[from], blank, last = uint8(t0), 0, from, int(d.Opposite())
			if want := fresh(); h != want {
				t.Fatalf("%+v step %d: summed %d, afresh %d", tc, step, h, want)
			}
			if solvedNow := string(cells) == goal; (h == 0) != solvedNow {
				t.Fatalf("%+v step %d: rank %d on a board solved %v", tc, step, h, solvedNow)
			}
			if pos := linearconflict.Positions(cells); dbs != nil && dbs[1].Estimate(pos) > linearconflict.New(n, pos).Manhattan() {
				above++
			}
		}
		if tc.blocks && above == 0 {
			t.Errorf("%+v: the database never counted more than Manhattan distance", tc)
		}
	}
}

// TestFastWithoutTime runs the fast solver as if its time were up before it began: the beam
// gets no time, so the reduction goes on to the last region and Finish finishes it; the moves
// still replay to the goal.
func TestFastWithoutTime(t *testing.T) {
	for _, n := range []int{5, 6, 7} {
		p := randomPuzzles(t, n, 1, uint64(60+n))[0]
		opt := testOptions()
		opt.Clock = lateClock(2 * fastBudget)
		moves, err := newReducer(context.Background(), p, opt).solve()
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
	s := cellsOf(randomPuzzles(b, 6, 1, 61)[0])
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
