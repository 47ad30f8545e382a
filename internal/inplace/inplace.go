// Package inplace is the n-by-n sliding puzzle that a depth-first search (astar.IDA) changes in
// place: the tiles, the blank, the moves made so far (to leave out the one that would undo the
// last), a count of misplaced tiles and, when set, an estimate kept up to date move by move. The
// solver's IDA* and the textbook experiment's iterative deepening run on it; it lives inside the
// module so that neither exports it, and the experiment need not import the solver's insides.
package inplace

import (
	"fmt"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/linearconflict"
)

// MaxN is the largest board a Puzzle holds: a tile number fits a byte.
const MaxN = linearconflict.MaxN

// Estimator is an admissible estimate of the moves left that follows the tiles as they move, so
// that a search node costs a small update rather than a recount. Its methods have
// linearconflict.Estimate's names so that the estimate is the estimator itself: a wrapper type
// between them is a call the compiler does not inline, on every move (docs/performance.md).
type Estimator interface {
	Value() int
	// Move says that tile went from cell from to cell to (the blank went the other way).
	Move(tile int, from, to uint8)
}

// Puzzle is a sliding puzzle that a search changes in place. It has no Key method, so astar.IDA
// keeps no transposition table for it; a caller that wants one wraps it with Key returning
// Packed.
type Puzzle struct {
	N     int
	Cells []uint8 // the tile in each cell, 0 for the blank
	Blank int
	// Est, when set, is kept up to date by every move; Heuristic asks it, so a search with no
	// estimate wraps Puzzle with a Heuristic of its own.
	Est       Estimator
	misplaced int    // tiles not in their goal cell, so IsGoal is O(1)
	packed    uint64 // on boards up to 4x4: the tiles, four bits a cell, first cell highest
	history   []board.Direction
	// sources[4*cell+d] is board.SlideSource of the blank at cell for direction d, read once: a
	// table read the compiler inlines into Moves, where the call was not (6% of the generic
	// 15-puzzle IDA*'s time, docs/performance.md).
	sources []int16
}

// New copies p's tiles; the caller sets Est before searching.
func New(p *board.Puzzle) (*Puzzle, error) {
	n := p.Size()
	if n > MaxN {
		return nil, fmt.Errorf("a %d-by-%d board is larger than the %d-by-%d this search holds", n, n, MaxN, MaxN)
	}
	s := &Puzzle{N: n, Cells: make([]uint8, n*n), history: make([]board.Direction, 0, 256), sources: make([]int16, 4*n*n)}
	for cell := range n * n {
		for _, d := range board.Directions {
			s.sources[4*cell+int(d)] = int16(board.SlideSource(n, cell, d))
		}
	}
	for i := range s.Cells {
		t := p.Tile(i)
		s.Cells[i] = uint8(t)
		switch {
		case t == 0:
			s.Blank = i
		case t != i+1:
			s.misplaced++
		}
		s.packed |= uint64(t) << nibble(i)
	}
	return s, nil
}

// Positions is pos[t] = the cell of tile t, pos[0] the blank's: the form estimators start from.
func (s *Puzzle) Positions() []uint8 { return linearconflict.Positions(s.Cells) }

// source is the cell of the tile that moves in direction d into the blank, or -1 when none can.
func (s *Puzzle) source(d board.Direction) int { return int(s.sources[4*s.Blank+int(d)]) }

// Moves lists the legal moves but the one that undoes the last.
func (s *Puzzle) Moves(buf []board.Direction) []board.Direction {
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
func (s *Puzzle) Do(d board.Direction) {
	s.slide(s.source(d))
	s.history = append(s.history, d)
}

// Undo takes back d, the last move done.
func (s *Puzzle) Undo(d board.Direction) {
	s.slide(s.source(d.Opposite()))
	s.history = s.history[:len(s.history)-1]
}

// slide moves the tile at cell from into the blank.
func (s *Puzzle) slide(from int) {
	t, to := s.Cells[from], s.Blank
	if int(t) == from+1 {
		s.misplaced++
	} else if int(t) == to+1 {
		s.misplaced--
	}
	s.Cells[to], s.Cells[from], s.Blank = t, 0, from
	s.packed ^= uint64(t)<<nibble(from) | uint64(t)<<nibble(to)
	if s.Est != nil {
		s.Est.Move(int(t), uint8(from), uint8(to))
	}
}

// Heuristic is Est's value.
func (s *Puzzle) Heuristic() int { return s.Est.Value() }

// IsGoal says whether every tile is home (the usual goal).
func (s *Puzzle) IsGoal() bool { return s.misplaced == 0 }

// Packed is the tiles, four bits a cell, first cell highest: a board of at most 16 cells
// exactly, meaningless on larger ones.
func (s *Puzzle) Packed() uint64 { return s.packed }

// nibble is where cell i's tile sits in the packed tiles (meaningless past 16 cells).
func nibble(i int) uint { return uint(60 - 4*(i&15)) }
