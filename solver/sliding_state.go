package solver

import (
	"fmt"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/linearconflict"
)

// MaxIDAN is the largest sliding puzzle the in-place state holds: a tile number fits a byte.
const MaxIDAN = linearconflict.MaxN

// estimator is an admissible estimate of the moves left that follows the tiles as they move, so
// that a search node costs a small update rather than a recount.
// Its methods have linearconflict.Estimate's names so that the estimate is the estimator itself:
// a wrapper type between them is a call the compiler does not inline, on every move
// (docs/performance.md).
type estimator interface {
	Value() int
	// Move says that tile went from cell from to cell to (the blank went the other way).
	Move(tile int, from, to uint8)
}

// slidingState is a sliding puzzle that IDA* changes in place: the tiles, the blank, the moves made
// so far (to leave out the one that would undo the last) and an estimator kept up to date.
type slidingState struct {
	n         int
	cells     []uint8 // the tile in each cell, 0 for the blank
	blank     int
	misplaced int    // tiles not in their goal cell, so IsGoal is O(1)
	key       uint64 // on boards up to 4x4: the tiles, four bits a cell, first cell highest
	history   []board.Direction
	est       estimator
}

// newSlidingState copies p's tiles; the caller sets est before searching.
func newSlidingState(p *board.Puzzle) (*slidingState, error) {
	n := p.Size()
	if n > MaxIDAN {
		return nil, fmt.Errorf("a %d-by-%d board is larger than the %d-by-%d this search holds", n, n, MaxIDAN, MaxIDAN)
	}
	s := &slidingState{n: n, cells: make([]uint8, n*n), history: make([]board.Direction, 0, 256)}
	for i := range s.cells {
		t := p.Tile(i)
		s.cells[i] = uint8(t)
		switch {
		case t == 0:
			s.blank = i
		case t != i+1:
			s.misplaced++
		}
		s.key |= uint64(t) << nibble(i)
	}
	return s, nil
}

// positions is pos[t] = the cell of tile t, pos[0] the blank's: the form estimators start from.
func (s *slidingState) positions() []uint8 { return linearconflict.Positions(s.cells) }

// source is the cell of the tile that moves in direction d into the blank, or -1 when none can.
func (s *slidingState) source(d board.Direction) int { return board.SlideSource(s.n, s.blank, d) }

// Moves lists the legal moves but the one that undoes the last.
func (s *slidingState) Moves(buf []board.Direction) []board.Direction {
	for _, d := range board.Directions {
		if len(s.history) > 0 && d == s.history[len(s.history)-1].Opposite() {
			continue
		}
		if s.source(d) >= 0 {
			buf = append(buf, d)
		}
	}
	return buf
}

// Do slides the tile that moves in direction d into the blank; d must be legal.
func (s *slidingState) Do(d board.Direction) {
	s.slide(s.source(d))
	s.history = append(s.history, d)
}

// Undo takes back d, the last move done.
func (s *slidingState) Undo(d board.Direction) {
	s.slide(s.source(d.Opposite()))
	s.history = s.history[:len(s.history)-1]
}

// slide moves the tile at cell from into the blank.
func (s *slidingState) slide(from int) {
	t, to := s.cells[from], s.blank
	if int(t) == from+1 {
		s.misplaced++
	} else if int(t) == to+1 {
		s.misplaced--
	}
	s.cells[to], s.cells[from], s.blank = t, 0, from
	s.key ^= uint64(t)<<nibble(from) | uint64(t)<<nibble(to)
	if s.est != nil {
		s.est.Move(int(t), uint8(from), uint8(to))
	}
}

func (s *slidingState) Heuristic() int { return s.est.Value() }

func (s *slidingState) IsGoal() bool { return s.misplaced == 0 }

// keyedState is a slidingState of at most 16 cells, whose tiles fit a 64-bit key exactly, four
// bits a cell: IDA* keeps a transposition table for it.
type keyedState struct{ *slidingState }

func (s keyedState) Key() uint64 { return s.key }

// nibble is where cell i's tile sits in the key (meaningless past 16 cells, where no key is used).
func nibble(i int) uint { return uint(60 - 4*(i&15)) }

// ManhattanLinearConflict is the Manhattan distance plus linear conflicts of p: a lower bound on
// its moves, and the one the fast solver's lengths are measured against.
func ManhattanLinearConflict(p *board.Puzzle) int { return linearconflict.Of(p) }
