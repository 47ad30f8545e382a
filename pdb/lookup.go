package pdb

import "math/bits"

// DB is a built or loaded pattern database: one table per group of its partition, indexed by the
// rank of the cells the group's tiles stand on. It is read-only once made, so any number of
// goroutines may look up in it at once.
type DB struct {
	Layout
	part Partition
}

// Layout is a database as a search that keeps its estimate in place reads it (astar's IDA* over
// the tables): the tables and the maps from tiles to groups and slots. Read it, never write it.
type Layout struct {
	N, Cells int       // the board's side and cells
	Tables   [][]uint8 // by group, by rank
	// By tile: its group, and its place in the group (its slot in the search's flat arrays).
	GroupOf [MaxCells]uint8
	Slot    [MaxCells]uint8
	Start   []int // by group: its first slot; Start[len(groups)] is the number of tiles
	// Transposition about the main diagonal: ReflCell[cell] is the cell with row and column
	// swapped, ReflTile[t] the tile whose goal cell is tile t's goal cell transposed (the blank
	// stays the blank). Both are their own inverses.
	ReflCell [MaxCells]uint8
	ReflTile [MaxCells]uint8
	// What Step needs to rank a move's placement from its parent's: by slot, the place value of
	// its digit in its group's rank; and by slot i and slot x (or BlankSlot), what a cell
	// holding slot x's tile adds when slot i's tile passes over it.
	weight  [MaxCells]int32
	passing [MaxCells][MaxCells]int32
}

// BlankSlot stands for the blank where a slot is expected: no tile has it (slots run to c-2).
const BlankSlot = MaxCells - 1

func newDB(p Partition, tables [][]uint8) *DB {
	d := &DB{Layout: Layout{N: p.N, Cells: p.N * p.N, Tables: tables, Start: make([]int, len(p.Groups)+1)}, part: p}
	s := 0
	for g, tiles := range p.Groups {
		d.Start[g] = s
		for i, t := range tiles {
			d.GroupOf[t], d.Slot[t] = uint8(g), uint8(s+i)
		}
		s += len(tiles)
	}
	d.Start[len(p.Groups)] = s
	for g := range p.Groups {
		w := int32(1)
		for i := d.Start[g+1] - 1; i >= d.Start[g]; i-- {
			d.weight[i] = w
			w *= int32(d.Cells - (i - d.Start[g]))
		}
		for i := d.Start[g]; i < d.Start[g+1]; i++ {
			for x := d.Start[g]; x < d.Start[g+1]; x++ {
				switch {
				case x < i: // one fewer cell below tile i's is free when it passes tile x
					d.passing[i][x] = -d.weight[i]
				case x > i: // tile x has one more (or fewer) of its group's earlier tiles below it
					d.passing[i][x] = d.weight[x]
				}
			}
		}
	}
	for i := 0; i < d.Cells; i++ {
		d.ReflCell[i] = uint8(transposeCell(p.N, i))
	}
	for t := 1; t < d.Cells; t++ {
		d.ReflTile[t] = d.ReflCell[t-1] + 1
	}
	return d
}

// Partition is the database's partition (a copy: changing it does not change the database).
func (d *DB) Partition() Partition { return d.part.clone() }

// Size is the tables' total size in bytes: the memory a loaded database takes.
func (d *DB) Size() int {
	s := 0
	for _, t := range d.Tables {
		s += len(t)
	}
	return s
}

// GroupSizes is each table's size in bytes.
func (d *DB) GroupSizes() []int {
	out := make([]int, len(d.Tables))
	for g, t := range d.Tables {
		out[g] = len(t)
	}
	return out
}

// Estimate is the sum of the groups' values for the state where tile t stands on cell pos[t]
// (len(pos) = N*N; pos[0], the blank, is not needed): a lower bound on its distance to the goal.
func (d *DB) Estimate(pos []uint8) int { return d.estimate(pos, false) }

// EstimateReflected is Estimate of the state transposed about the main diagonal, computed
// without building it: another lower bound on the same distance.
func (d *DB) EstimateReflected(pos []uint8) int { return d.estimate(pos, true) }

// estimate ranks each group's cells in pos (transposed when reflected) and sums the tables.
func (d *DB) estimate(pos []uint8, reflected bool) int {
	c := d.Cells
	sum := 0
	for g, tiles := range d.part.Groups {
		var used uint64
		r := 0
		for i, t := range tiles {
			p := pos[t]
			if reflected {
				p = d.ReflCell[pos[d.ReflTile[t]]]
			}
			r = r*(c-i) + int(p) - bits.OnesCount64(used&(1<<p-1))
			used |= 1 << p
		}
		sum += int(d.Tables[g][r])
	}
	return sum
}

// EstimateMax is the larger of Estimate and EstimateReflected: still admissible, and stronger.
func (d *DB) EstimateMax(pos []uint8) int {
	return max(d.Estimate(pos), d.EstimateReflected(pos))
}

// Reflect writes into out (len(pos)) the state pos transposed about the main diagonal. The goal
// is its own transpose and a move's transpose is a move, so the result is exactly as far from
// the goal as pos.
func (d *DB) Reflect(pos, out []uint8) {
	for t := 1; t < len(pos); t++ {
		out[d.ReflTile[t]] = d.ReflCell[pos[t]]
	}
	out[0] = d.ReflCell[pos[0]]
}

// Step is how much the rank of slot sl's group changes when its tile moves from cell p to the
// blank's cell q, next to it, with at giving the slot on each cell (BlankSlot on the blank's):
// the mover's arithmetic (rank.go) without bit masks. The tile's digit changes by q-p, less the
// group's earlier tiles on the cells it passes over; each later tile of the group on those
// cells has one more (moving up the cells) or one fewer of them below it. A step sideways
// passes no cell, so it is one multiplication; a vertical one passes N-1.
func (d *Layout) Step(at *[MaxCells]uint8, sl uint8, p, q int) int {
	w := int(d.weight[sl])
	if q == p+1 || q == p-1 {
		return (q - p) * w
	}
	lo, hi := min(p, q), max(p, q)
	acc := (hi - lo) * w
	for x := lo + 1; x < hi; x++ {
		acc += int(d.passing[sl][at[x]])
	}
	if q < p {
		return -acc
	}
	return acc
}
