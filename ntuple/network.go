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

	"github.com/tilesolve/tilesolve/board"
)

// values is the number of values a cell takes: the exponents 0 (blank) to 15 (32768) that a
// Board4 holds.
const values = 16

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

// symmetries maps a cell to its image under each of the square's eight symmetries: the four
// rotations, each with and without a mirror.
var symmetries = func() (s [8][16]int) {
	for i := range 16 {
		r, c := i/4, i%4
		images := [8][2]int{
			{r, c}, {c, 3 - r}, {3 - r, 3 - c}, {3 - c, r}, // rotations
			{r, 3 - c}, {3 - c, 3 - r}, {3 - r, c}, {c, r}, // the same, mirrored
		}
		for k, im := range images {
			s[k][i] = 4*im[0] + im[1]
		}
	}
	return s
}()

// Network is an n-tuple network: for each tuple a table of weights, indexed by the exponents of
// the tuple's cells. Its value of a board is the sum, over the tuples and the eight symmetries, of
// the weight that the cells select.
type Network struct {
	shape Shape
	// reads[t][s] are tuple t's cells under symmetry s: the shifts of their nibbles in a Board4.
	reads   [][8][]uint8
	weights [][]float32
}

// New is a network of the given shape with every weight 0. A tuple must have 1 to 6 distinct
// cells in 0..15.
func New(shape Shape) (*Network, error) {
	if len(shape) == 0 {
		return nil, fmt.Errorf("a network needs at least one tuple")
	}
	n := &Network{shape: shape}
	for t, cells := range shape {
		if len(cells) < 1 || len(cells) > 6 {
			return nil, fmt.Errorf("tuple %d has %d cells: a tuple has 1 to 6", t+1, len(cells))
		}
		seen := map[int]bool{}
		var reads [8][]uint8
		for _, c := range cells {
			if c < 0 || c > 15 || seen[c] {
				return nil, fmt.Errorf("tuple %d: cell %d is repeated or not in 0..15", t+1, c)
			}
			seen[c] = true
			for s := range reads {
				reads[s] = append(reads[s], uint8(4*symmetries[s][c]))
			}
		}
		size := 1
		for range cells {
			size *= values
		}
		n.reads = append(n.reads, reads)
		n.weights = append(n.weights, make([]float32, size))
	}
	return n, nil
}

// Shape is the network's tuples.
func (n *Network) Shape() Shape { return n.shape }

// Weights is the number of weights in all the tables.
func (n *Network) Weights() int {
	w := 0
	for _, t := range n.weights {
		w += len(t)
	}
	return w
}

// index is the table index that board b selects in a tuple read at the given cells.
func index(b board.Board4, cells []uint8) int {
	i := 0
	for _, shift := range cells {
		i = i<<4 | int(b>>shift&0xF)
	}
	return i
}

// Value is the network's estimate of the score still to come from afterstate b.
func (n *Network) Value(b board.Board4) float64 {
	var v float64
	for t, reads := range n.reads {
		w := n.weights[t]
		for s := range reads {
			v += float64(w[index(b, reads[s])])
		}
	}
	return v
}
