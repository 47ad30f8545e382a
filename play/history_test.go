package play

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// bigSliding starts a game on a scrambled n-by-n sliding puzzle.
func bigSliding(tb testing.TB, n int) *Game {
	tb.Helper()
	p, err := board.NewPuzzle(board.Scramble(n, rand.New(rand.NewPCG(1, 2))))
	if err != nil {
		tb.Fatal(err)
	}
	g, err := New(p, nil, 1)
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// seesaw plays move i of a blank going up and down, as autoplay does: on a Clone, then the Move.
func seesaw(g *Game, i int) {
	_ = g.Clone()
	if !g.Move(board.Directions[i%2]) { // Up, Down
		g.Move(board.Directions[(i+1)%2])
	}
}

// heapGrowth is the live heap play adds, measured after a collection on either side.
func heapGrowth(play func()) int64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	play()
	runtime.GC()
	runtime.ReadMemStats(&after)
	return int64(after.HeapAlloc) - int64(before.HeapAlloc)
}

// Bytes is what the history really holds, measured on the heap, within 10%, on the large sliding
// puzzles where it matters; Undo gives back what the steps taken back hold.
func TestBytesIsTheHistorysMemory(t *testing.T) {
	for _, tc := range []struct{ n, moves int }{{64, 2000}, {127, 600}} {
		t.Run(board.SizeName(tc.n), func(t *testing.T) {
			g := bigSliding(t, tc.n)
			start := g.Bytes()
			grew := heapGrowth(func() {
				for i := range tc.moves {
					seesaw(g, i)
				}
			})
			est := g.Bytes() - start
			if ratio := float64(grew) / float64(est); ratio < 0.9 || ratio > 1.1 {
				t.Errorf("%d moves: the heap grew %d bytes, Bytes says %d (ratio %.2f)", g.Moves(), grew, est, ratio)
			}
			if per, board := est/int64(g.Moves()), g.Board().Bytes(); per < board {
				t.Errorf("a step counts %d bytes, less than its board's %d", per, board)
			}
			runtime.KeepAlive(g)
			per := est / int64(g.Moves())
			for range 100 {
				g.Undo()
			}
			if got, want := g.Bytes(), start+per*int64(tc.moves-100); got != want {
				t.Errorf("after 100 Undos Bytes is %d, want %d", got, want)
			}
		})
	}
}

// BenchmarkMoveLargeSliding plays moves on large sliding puzzles the way autoplay does and
// reports the heap the history keeps per step played.
func BenchmarkMoveLargeSliding(b *testing.B) {
	for _, n := range []int{64, 127} {
		b.Run(board.SizeName(n), func(b *testing.B) {
			g := bigSliding(b, n)
			b.ReportAllocs()
			grew := heapGrowth(func() {
				b.ResetTimer()
				for i := range b.N {
					seesaw(g, i)
				}
				b.StopTimer()
			})
			b.ReportMetric(float64(grew)/float64(g.Moves()), "heap-B/step")
			b.ReportMetric(float64(g.Bytes())/float64(g.Moves()+1), "Bytes/step")
			runtime.KeepAlive(g)
		})
	}
}
