package reduction

import (
	"fmt"

	"github.com/tilesolve/tilesolve/board"
)

// reduceBoard is the board the fast solver's reduction changes in place. It holds any size the
// file format allows (a tile takes two bytes; slidingState's one byte stops at MaxIDAN), and
// where each tile stands, so that finding a group's tiles does not scan a big board.
type reduceBoard struct {
	n     int
	cells []uint16 // the tile in each cell, 0 for the blank
	at    []int32  // at[t] is the cell of tile t, at[0] the blank's
}

func newReduceBoard(p *board.Puzzle) *reduceBoard {
	n := p.Size()
	b := &reduceBoard{n: n, cells: make([]uint16, n*n), at: make([]int32, n*n)}
	for i := range b.cells {
		t := p.Tile(i)
		b.cells[i], b.at[t] = uint16(t), int32(i)
	}
	return b
}

func (b *reduceBoard) blank() int { return int(b.at[0]) }

// cellOf is where tile t stands.
func (b *reduceBoard) cellOf(t int) int { return int(b.at[t]) }

// do slides the tile that moves in direction d into the blank. A move off the board is a bug
// of the search that asked for it: it is an error, never a changed board.
func (b *reduceBoard) do(d board.Direction) error {
	blank := b.blank()
	from := board.SlideSource(b.n, blank, d)
	if from < 0 {
		return fmt.Errorf("reduction: the move %v leaves the %s board", d, board.SizeName(b.n))
	}
	t := b.cells[from]
	b.cells[blank], b.cells[from] = t, 0
	b.at[t], b.at[0] = int32(blank), int32(from)
	return nil
}

// region is the bottom-right (n-k)-by-(n-k) region, all that is not placed, as a puzzle of its
// own: its tiles numbered by their goal cells in it.
func (b *reduceBoard) region(k int) (*board.Puzzle, error) {
	n, m := b.n, b.n-k
	g := board.Grid{N: m, Tiles: make([]int, m*m)}
	for rr := 0; rr < m; rr++ {
		for cc := 0; cc < m; cc++ {
			t := int(b.cells[(rr+k)*n+cc+k])
			if t != 0 {
				goal := t - 1
				t = (goal/n-k)*m + goal%n - k + 1
			}
			g.Tiles[rr*m+cc] = t
		}
	}
	p, err := board.NewPuzzle(g)
	if err != nil {
		return nil, fmt.Errorf("reduction: the region left is not a puzzle: %w", err)
	}
	return p, nil
}

// cellsOf is p's tiles, a byte each (p's side at most linearconflict.MaxN): the form the beams and
// windows search.
func cellsOf(p *board.Puzzle) []uint8 {
	cells := make([]uint8, p.Size()*p.Size())
	for i := range cells {
		cells[i] = uint8(p.Tile(i))
	}
	return cells
}
