package solver

import (
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/inplace"
	"github.com/tilesolve/tilesolve/internal/linearconflict"
)

// MaxIDAN is the largest sliding puzzle the in-place state (inplace.Puzzle) holds: a tile number
// fits a byte.
const MaxIDAN = inplace.MaxN

// keyedState is an inplace.Puzzle of at most 16 cells, whose tiles fit a 64-bit key exactly,
// four bits a cell: IDA* keeps a transposition table for it.
type keyedState struct{ *inplace.Puzzle }

func (s keyedState) Key() uint64 { return s.Packed() }

// ManhattanLinearConflict is the Manhattan distance plus linear conflicts of p: a lower bound on
// its moves, and the one the fast solver's lengths are measured against.
func ManhattanLinearConflict(p *board.Puzzle) int { return linearconflict.Of(p) }
