package astar

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"tilesolve/board"
	"tilesolve/internal/testproblems"
)

// manhattanRank is the sliding beam's rank in its simplest form: Manhattan distance.
type manhattanRank struct{ n int }

func (r manhattanRank) dist(t, cell int) int {
	g := t - 1
	return abs(g/r.n-cell/r.n) + abs(g%r.n-cell%r.n)
}

func (r manhattanRank) Delta(_ []uint8, t, from, to int) int { return r.dist(t, to) - r.dist(t, from) }

func (r manhattanRank) value(cells []uint8) int {
	h := 0
	for i, t := range cells {
		if t != 0 {
			h += r.dist(int(t), i)
		}
	}
	return h
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestSlidingBeamAgainstBFS solves random 8-puzzles with the sliding beam and checks each answer
// against the breadth-first oracle: the moves are legal, end at the goal, and are no fewer than
// the exact distance and of its parity.
func TestSlidingBeamAgainstBFS(t *testing.T) {
	exact := testproblems.Exact3x3()
	rng := rand.New(rand.NewPCG(5, 8))
	solved := 0
	for trial := 0; trial < 200; trial++ {
		pos, cells := testproblems.GoalPos(3), make([]uint8, 9)
		for tile, p := range pos {
			cells[p] = uint8(tile)
		}
		for i := rng.IntN(40); i > 0; i-- {
			testproblems.RandomMove(rng, 3, pos, cells)
		}
		var key [9]uint8
		copy(key[:], cells)
		want := exact[key]
		r := manhattanRank{3}
		b := NewSlidingBeam(3, 1+rng.IntN(50), r)
		moves := b.Solve(context.Background(), cells, r.value(cells), time.Now().Add(time.Minute))
		if moves == nil {
			continue // a narrow beam may die out: no claim then
		}
		at := append([]uint8(nil), cells...)
		blank := 0
		for at[blank] != 0 {
			blank++
		}
		for _, d := range moves {
			// d moves the tile next to the blank into it: Up takes the tile below.
			from := blank + map[board.Direction]int{board.Up: 3, board.Down: -3, board.Left: 1, board.Right: -1}[d]
			if from < 0 || from >= 9 || (d == board.Left && blank%3 == 2) || (d == board.Right && blank%3 == 0) {
				t.Fatalf("trial %d: illegal move %v", trial, d)
			}
			at[blank], at[from], blank = at[from], 0, from
		}
		if r.value(at) != 0 || len(moves) < want || (len(moves)-want)%2 != 0 {
			t.Fatalf("trial %d: %d moves end at estimate %d; exact distance %d", trial, len(moves), r.value(at), want)
		}
		if st := b.Stats(); len(moves) > 0 && (st.Expanded == 0 || st.Generated == 0) {
			t.Fatalf("trial %d: stats %+v", trial, st)
		}
		solved++
	}
	if solved < 150 {
		t.Errorf("only %d of 200 boards solved", solved)
	}
	// A deadline already past or a cancelled context stops it.
	cells := []uint8{8, 7, 6, 5, 4, 3, 2, 1, 0}
	r := manhattanRank{3}
	if moves := NewSlidingBeam(3, 10, r).Solve(context.Background(), cells, r.value(cells), time.Now()); moves != nil {
		t.Error("the beam ran past its deadline")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if moves := NewSlidingBeam(3, 10, r).Solve(ctx, cells, r.value(cells), time.Now().Add(time.Minute)); moves != nil {
		t.Error("the beam ran on a cancelled context")
	}
}

// TestSlidingBeamParallelSame: expanding each layer on three goroutines gives the same moves and
// the same counts as on one, on scrambled 6x6 boards with layers wide enough to split.
func TestSlidingBeamParallelSame(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 9))
	for trial := 0; trial < 6; trial++ {
		pos, cells := testproblems.GoalPos(6), make([]uint8, 36)
		for tile, p := range pos {
			cells[p] = uint8(tile)
		}
		for i := 0; i < 300; i++ {
			testproblems.RandomMove(rng, 6, pos, cells)
		}
		r := manhattanRank{6}
		one := NewSlidingBeam(6, 800, r)
		want := one.Solve(context.Background(), cells, r.value(cells), time.Now().Add(time.Minute))
		three := NewSlidingBeam(6, 800, r)
		three.Parallel(manhattanRank{6}, manhattanRank{6})
		got := three.Solve(context.Background(), cells, r.value(cells), time.Now().Add(time.Minute))
		if want == nil || !slices.Equal(got, want) || three.Stats() != one.Stats() {
			t.Fatalf("trial %d: %d moves on three goroutines (%+v), %d on one (%+v)", trial, len(got), three.Stats(), len(want), one.Stats())
		}
	}
}
