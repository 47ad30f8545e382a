package play

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// TestLineScore checks the heuristic of lines worked out by hand from nneonneo's formula:
// 200000 + 270 per blank + 700 per merge - 47 * min(monotonicity losses) - 11 * sum(rank^3.5).
func TestLineScore(t *testing.T) {
	tests := []struct {
		line []byte
		want float64
	}{
		{[]byte{0, 0, 0, 0}, 200000 + 4*270},
		// two 2s: 2 blanks, 2 merges, rank sum 2, left losses 1, right losses 0
		{[]byte{1, 1, 0, 0}, 200000 + 2*270 + 2*700 - 11*2},
		// 2 4 2 _: 1 blank, no merge, rank sum 1+2^3.5+1, losses left 15+1, right 15
		{[]byte{1, 2, 1, 0}, 200000 + 270 - 47*15 - 11*(2+math.Pow(2, 3.5))},
		// 8 4 2 2 read backwards is monotone: merges 2, losses 0 one way
		{[]byte{3, 2, 1, 1}, 200000 + 2*700 - 11*(math.Pow(3, 3.5)+math.Pow(2, 3.5)+2)},
		// a 5-cell line, as the n-by-n search scores: 2 _ 2 _ 2 is a run of three
		{[]byte{1, 0, 1, 0, 1}, 200000 + 2*270 + 3*700 - 47*2 - 11*3},
	}
	for _, tt := range tests {
		if got := float64(lineScore(tt.line)); math.Abs(got-tt.want) > 0.02 {
			t.Errorf("lineScore(%v) = %.3f, want %.3f", tt.line, got, tt.want)
		}
	}
}

// TestScore4MatchesScoreCells: the table-driven 4x4 heuristic and the n-by-n one agree exactly.
func TestScore4MatchesScoreCells(t *testing.T) {
	loadRowScore() // a search loads it; this test calls score4 without one
	rng := rand.New(rand.NewPCG(4, 9))
	cells := make([]byte, 16)
	for range 10000 {
		var b board.Board4
		for i := range cells {
			cells[i] = 0
			if rng.IntN(3) > 0 {
				cells[i] = byte(1 + rng.IntN(15))
			}
			b = b.With(i, int(cells[i]))
		}
		if got, want := score4(b), scoreCells(cells, 4); got != want {
			t.Fatalf("board %x: score4 %v, scoreCells %v", uint64(b), got, want)
		}
	}
}

// TestHeuristicPrefersACorner: the same tiles score higher gathered in order toward a corner
// than scattered.
func TestHeuristicPrefersACorner(t *testing.T) {
	corner := []byte{
		0, 0, 0, 0,
		0, 0, 0, 1,
		0, 0, 2, 3,
		4, 5, 6, 7,
	}
	scattered := []byte{
		4, 0, 0, 7,
		0, 1, 0, 0,
		0, 0, 5, 0,
		3, 0, 2, 6,
	}
	if c, s := scoreCells(corner, 4), scoreCells(scattered, 4); c <= s {
		t.Errorf("corner board scores %.0f, scattered %.0f", c, s)
	}
}
