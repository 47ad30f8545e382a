package board

import (
	"math/rand/v2"
	"testing"
)

// TestClickMoves clicks every cell of random puzzles of sizes 2..10: a tile in line with the blank
// moves with the tiles between, so the blank ends where the click was and those tiles each shift
// one cell toward where the blank was; any other click does nothing.
func TestClickMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 8))
	for n := 2; n <= 10; n++ {
		p, err := NewPuzzle(Scramble(n, rng))
		if err != nil {
			t.Fatal(err)
		}
		blank := p.Blank()
		for cell := range n * n {
			moves := p.ClickMoves(cell)
			inLine := cell != blank && (cell/n == blank/n || cell%n == blank%n)
			if inLine != (moves != nil) {
				t.Fatalf("%d-by-%d, blank %d, click %d: moves %v", n, n, blank, cell, moves)
			}
			if !inLine {
				continue
			}
			q := p
			for _, d := range moves {
				var ok bool
				if q, ok = q.Move(d); !ok {
					t.Fatalf("click %d: move %v is no move", cell, d)
				}
			}
			if q.Blank() != cell {
				t.Fatalf("click %d: the blank ends at %d", cell, q.Blank())
			}
			step := (blank - cell) / len(moves) // one cell toward the blank's old place
			if (blank-cell)%len(moves) != 0 || len(moves) != CellDistance(cell, blank, n) {
				t.Fatalf("click %d with the blank at %d: %d moves", cell, blank, len(moves))
			}
			for i := cell; i != blank; i += step {
				if q.tile(i+step) != p.tile(i) {
					t.Fatalf("click %d: the tile at %d went to %d as %d", cell, i, i+step, q.tile(i+step))
				}
			}
		}
		if p.ClickMoves(-1) != nil || p.ClickMoves(n*n) != nil {
			t.Fatal("a click off the board moved")
		}
	}
}
