// Package ntuple is a learned evaluation of 4x4 2048 boards: an n-tuple network (Szubert and
// Jaśkowski 2014; Wu, Yeh et al. 2014), a sum of table lookups, one table per tuple of cells, each
// read on the board's eight reflections and rotations, trained by temporal-difference learning of
// afterstates (the board after a swipe, before the spawn). A board's value estimates the score
// still to come: the sum of the tiles that merges will make from it.
//
// The package imports no Fyne and no cgo; the learner and the file format are here, the players
// that search with the evaluation are in play/.
package ntuple

import (
	"fmt"
	"math/bits"

	"github.com/tilesolve/tilesolve/board"
)

// Shape is the tuples of a network: each tuple lists cells in Board4's numbering (row-major, 0 the
// top left). A network reads every tuple on the board's eight symmetries, so a shape needs no
// tuple that is another's reflection.
type Shape [][]int

// Shapes a network may take, by name. "4x6" is the four 6-tuples of Wu, Yeh et al. (two straight
// 2x3 blocks and two corner-shaped ones): strong, 16 M weights a tuple. "4x5" takes the first five
// cells of each: weaker, 1 M a tuple, small enough to ship. "tiny" is for tests.
var Shapes = map[string]Shape{
	"4x6":  {{0, 1, 2, 3, 4, 5}, {4, 5, 6, 7, 8, 9}, {0, 1, 2, 4, 5, 6}, {4, 5, 6, 8, 9, 10}},
	"4x5":  {{0, 1, 2, 3, 4}, {4, 5, 6, 7, 8}, {0, 1, 2, 4, 5}, {4, 5, 6, 8, 9}},
	"tiny": {{0, 1, 2, 3}, {4, 5, 6, 7}, {0, 1, 4, 5}},
}

// Symmetric is b's eight images under the square's symmetries, by bit tricks on the packed board:
// b, its mirror (each row reversed), its flip (the rows reversed), both, and the same four of its
// transpose. A network reads every tuple on each, so a tuple is read in all eight orientations.
func Symmetric(b board.Board4) [8]board.Board4 {
	t := b.Transpose()
	m, mt := mirror(b), mirror(t)
	return [8]board.Board4{b, m, flip(b), flip(m), t, mt, flip(t), flip(mt)}
}

// mirror reverses each row's four cells.
func mirror(b board.Board4) board.Board4 {
	x := uint64(b)
	return board.Board4(x&0x000F_000F_000F_000F<<12 | x&0x00F0_00F0_00F0_00F0<<4 |
		x&0x0F00_0F00_0F00_0F00>>4 | x&0xF000_F000_F000_F000>>12)
}

// flip reverses the order of the four rows.
func flip(b board.Board4) board.Board4 {
	x := uint64(b)
	return board.Board4(x<<48 | x&0xFFFF_0000<<16 | x>>16&0xFFFF_0000 | x>>48)
}

// symmetries[s][c] is the cell whose tile Symmetric's image s holds at cell c: the identity
// board (cell i holding i) under each symmetry. Tests read tuples through it, cell by cell.
var symmetries = func() (s [8][16]int) {
	var ident board.Board4
	for i := range 16 {
		ident = ident.With(i, i)
	}
	for k, im := range Symmetric(ident) {
		for c := range 16 {
			s[k][c] = im.Exp(c)
		}
	}
	return s
}()

// run is a stretch of a tuple's cells that lie next to each other in the packed board: its
// nibbles are read at once, a rotation that brings them to their place in the table index and a
// mask.
type run struct {
	rot  uint8 // rotate the board left by this: (index offset − board offset) mod 64
	mask uint64
}

// at is the run's cells' part of the index from board x.
func (r run) at(x uint64) uint64 { return bits.RotateLeft64(x, int(r.rot)) & r.mask }

// tuple is one tuple's table and how a board selects its weight: the index of cells c0, c1, …
// is exp(c0) + 16·exp(c1) + …, taken a run of neighbouring cells at a time. The shapes here have
// one or two runs a tuple, read without a loop (an absent second run has mask 0); more go to rest.
//
// A table is either weights, as training needs them, or q and scale: weight i is scale·q[i], as a
// file below 32 bits keeps it. Read gives the second (half the memory: a 4x6 network's 134 MB
// against 268) and a Learner turns it into the first.
type tuple struct {
	r0, r1  run
	rest    []run
	weights []float32
	q       []int16
	scale   float32
}

// at is weight i, from either form of the table.
func (t *tuple) at(i int) float32 {
	if t.q != nil {
		return t.scale * float32(t.q[i])
	}
	return t.weights[i]
}

// size is the number of weights in the table, in either form.
func (t *tuple) size() int { return max(len(t.weights), len(t.q)) }

// floats is the table's weights as float32s: weights itself, or a new slice of q's values.
func (t *tuple) floats() []float32 {
	if t.q == nil {
		return t.weights
	}
	w := newTable[float32](len(t.q))
	for i := range w {
		w[i] = t.at(i)
	}
	return w
}

// trainable turns a table of q and scale into weights (the same values), for a Learner.
func (t *tuple) trainable() {
	if t.q == nil {
		return
	}
	t.weights, t.q, t.scale = t.floats(), nil, 0
}

// newTuple is the tuple of cells with a table of zeros: weights, or q when compact.
func newTuple(cells []int, compact bool) tuple {
	runs := runsOf(cells)
	t := tuple{r0: runs[0]}
	if compact {
		t.q = newTable[int16](1 << (4 * len(cells)))
	} else {
		t.weights = newTable[float32](1 << (4 * len(cells)))
	}
	if len(runs) > 1 {
		t.r1 = runs[1]
	}
	if len(runs) > 2 {
		t.rest = runs[2:]
	}
	return t
}

// runsOf splits cells into runs: each next cell that is the previous one plus 1 joins its run.
func runsOf(cells []int) []run {
	var runs []run
	for k, c := range cells {
		if k > 0 && c == cells[k-1]+1 {
			r := &runs[len(runs)-1]
			r.mask |= r.mask << 4
			continue
		}
		runs = append(runs, run{rot: uint8(4*k-4*c) & 63, mask: 0xF << (4 * k)})
	}
	return runs
}

// indexes are the table indexes that the images syms select (the learner's; value reads the
// same indexes in a loop of its own).
func (t *tuple) indexes(syms *[8]board.Board4) (ix [8]int) {
	for k, b := range syms {
		x := uint64(b)
		i := t.r0.at(x) | t.r1.at(x)
		for _, r := range t.rest {
			i |= r.at(x)
		}
		ix[k] = int(i)
	}
	return ix
}

// Network is an n-tuple network: for each tuple a table of weights, indexed by the exponents of
// the tuple's cells. Its value of a board is the sum, over the tuples and the eight symmetries, of
// the weight that the cells select.
type Network struct {
	shape  Shape
	tuples []tuple
	// A network may have later stages (see StartBoards): next values the boards holding a tile of
	// exponent next.from or larger. Value, training and the counts are one stage's.
	from int
	next *Network
}

// New is a network of the given shape with every weight 0. A tuple must have 1 to 6 distinct
// cells in 0..15.
func New(shape Shape) (*Network, error) { return newNetwork(shape, false) }

// newNetwork is New, its tables compact (q and scale, for a file below 32 bits) or not.
func newNetwork(shape Shape, compact bool) (*Network, error) {
	if len(shape) == 0 {
		return nil, fmt.Errorf("a network needs at least one tuple")
	}
	n := &Network{shape: shape}
	for t, cells := range shape {
		if len(cells) < 1 || len(cells) > 6 {
			return nil, fmt.Errorf("tuple %d has %d cells: a tuple has 1 to 6", t+1, len(cells))
		}
		seen := map[int]bool{}
		for _, c := range cells {
			if c < 0 || c > 15 || seen[c] {
				return nil, fmt.Errorf("tuple %d: cell %d is repeated or not in 0..15", t+1, c)
			}
			seen[c] = true
		}
		n.tuples = append(n.tuples, newTuple(cells, compact))
	}
	return n, nil
}

// Shape is the network's tuples.
func (n *Network) Shape() Shape { return n.shape }

// Weights is the number of weights in all the tables.
func (n *Network) Weights() int {
	w := 0
	for _, t := range n.tuples {
		w += t.size()
	}
	return w
}

// Learned is the number of weights not 0: those training reached, and a shipped file keeps.
func (n *Network) Learned() int {
	k := 0
	for _, t := range n.tuples {
		for i := range t.size() {
			if t.at(i) != 0 {
				k++
			}
		}
	}
	return k
}

// Value is the network's estimate of the score still to come from afterstate b.
func (n *Network) Value(b board.Board4) float64 {
	return n.value(Symmetric(b))
}

// value is the network's value of the board whose images are syms. This is the evaluation's
// inner loop, written out for the tuples of one and two runs of the shapes here (the first two
// tuples of 4x6 are one run each, six cells in a row of the packed board): each tuple's
// rotations and masks stay in registers across its eight reads, and two sums halve the chain of
// additions.
func (n *Network) value(syms [8]board.Board4) float64 {
	if n.tuples[0].q != nil { // a network's tables are all compact or none
		return n.compactValue(&syms)
	}
	var v0, v1 float64
	for t := range n.tuples {
		tu := &n.tuples[t]
		w := tu.weights
		switch {
		case tu.rest != nil:
			for _, i := range tu.indexes(&syms) {
				v0 += float64(w[i])
			}
		case tu.r1.mask == 0:
			r0, m0 := int(tu.r0.rot), tu.r0.mask
			for k := 0; k < 8; k += 2 {
				v0 += float64(w[bits.RotateLeft64(uint64(syms[k]), r0)&m0])
				v1 += float64(w[bits.RotateLeft64(uint64(syms[k+1]), r0)&m0])
			}
		default:
			r0, m0, r1, m1 := int(tu.r0.rot), tu.r0.mask, int(tu.r1.rot), tu.r1.mask
			for k := 0; k < 8; k += 2 {
				x, y := uint64(syms[k]), uint64(syms[k+1])
				v0 += float64(w[bits.RotateLeft64(x, r0)&m0|bits.RotateLeft64(x, r1)&m1])
				v1 += float64(w[bits.RotateLeft64(y, r0)&m0|bits.RotateLeft64(y, r1)&m1])
			}
		}
	}
	return v0 + v1
}

// compactValue is value on compact tables: each tuple's int16s summed as integers and scaled
// once (a conversion and a multiplication a read made the search 13% slower). It is value's loop
// over q, written apart so that value's own loop stays as it was (a check and a call a tuple in
// it took a tenth more instructions).
func (n *Network) compactValue(syms *[8]board.Board4) float64 {
	var v float64
	for t := range n.tuples {
		tu := &n.tuples[t]
		q := tu.q
		var s0, s1 int64
		switch {
		case tu.rest != nil:
			for _, i := range tu.indexes(syms) {
				s0 += int64(q[i])
			}
		case tu.r1.mask == 0:
			r0, m0 := int(tu.r0.rot), tu.r0.mask
			for k := 0; k < 8; k += 2 {
				s0 += int64(q[bits.RotateLeft64(uint64(syms[k]), r0)&m0])
				s1 += int64(q[bits.RotateLeft64(uint64(syms[k+1]), r0)&m0])
			}
		default:
			r0, m0, r1, m1 := int(tu.r0.rot), tu.r0.mask, int(tu.r1.rot), tu.r1.mask
			for k := 0; k < 8; k += 2 {
				x, y := uint64(syms[k]), uint64(syms[k+1])
				s0 += int64(q[bits.RotateLeft64(x, r0)&m0|bits.RotateLeft64(x, r1)&m1])
				s1 += int64(q[bits.RotateLeft64(y, r0)&m0|bits.RotateLeft64(y, r1)&m1])
			}
		}
		v += float64(tu.scale) * float64(s0+s1)
	}
	return v
}
