package pdb

import "math/bits"

// DB is a built or loaded pattern database: one table per group of its partition, indexed by the
// rank of the cells the group's tiles stand on. It is read-only once made, so any number of
// goroutines may look up in it at once.
type DB struct {
	layout
	part Partition
	// transposed, when set (WithTransposed), is where the transposed lookup reads: the same
	// groups towards the transposed goal, its tiles named as here (reflTile is then the
	// identity). Nil: this database, its tiles renamed by reflTile.
	transposed *DB
}

// layout is the tables and the maps an Estimator reads to keep its estimate in place.
type layout struct {
	n, cells int       // the board's side and cells
	tables   [][]uint8 // by group, by rank
	// By tile: its group, and its place among all groups' tiles (its slot). The maps indexed by
	// a tile, a cell or a slot have 256 entries so that an Estimator's byte-sized index needs
	// no bounds check.
	groupOf [256]uint8
	slot    [256]uint8
	start   []int // by group: its first slot; start[len(groups)] is the number of tiles
	// Transposition about the main diagonal: reflCell[cell] is the cell with row and column
	// swapped, reflTile[t] the tile whose goal cell is tile t's goal cell transposed (the blank
	// stays the blank: a goal of its own has its blank on the diagonal). Both are their own
	// inverses.
	reflCell [256]uint8
	reflTile [256]uint8
	// What Estimator.Try needs to rank a move's placement from its parent's: by slot, the place
	// value of its digit in its group's rank; and by slot i and slot x (or blankSlot), what a
	// cell holding slot x's tile adds when slot i's tile passes over it.
	weight  [256]int32
	passing *[256][256]int32
}

// blankSlot stands for the blank where a slot is expected: no tile has it (slots run to c-2).
const blankSlot = MaxCells - 1

func newDB(p Partition, tables [][]uint8) *DB {
	d := &DB{layout: layout{n: p.N, cells: p.N * p.N, tables: tables, start: make([]int, len(p.Groups)+1),
		passing: new([256][256]int32)}, part: p}
	s := 0
	for g, tiles := range p.Groups {
		d.start[g] = s
		for i, t := range tiles {
			d.groupOf[t], d.slot[t] = uint8(g), uint8(s+i)
		}
		s += len(tiles)
	}
	d.start[len(p.Groups)] = s
	for g := range p.Groups {
		w := int32(1)
		for i := d.start[g+1] - 1; i >= d.start[g]; i-- {
			d.weight[i] = w
			w *= int32(d.cells - (i - d.start[g]))
		}
		for i := d.start[g]; i < d.start[g+1]; i++ {
			for x := d.start[g]; x < d.start[g+1]; x++ {
				switch {
				case x < i: // one fewer cell below tile i's is free when it passes tile x
					d.passing[i][x] = -d.weight[i]
				case x > i: // tile x has one more (or fewer) of its group's earlier tiles below it
					d.passing[i][x] = d.weight[x]
				}
			}
		}
	}
	for i := 0; i < d.cells; i++ {
		d.reflCell[i] = uint8(transposeCell(p.N, i))
	}
	tileAt := make([]int, d.cells) // the tile whose goal cell each cell is
	for t := range d.cells {
		tileAt[goalCell(p.Goal, t, d.cells)] = t
	}
	for t := 1; t < d.cells; t++ {
		d.reflTile[t] = uint8(tileAt[d.reflCell[goalCell(p.Goal, t, d.cells)]])
	}
	return d
}

// Partition is the database's partition (a copy: changing it does not change the database).
func (d *DB) Partition() Partition { return d.part.clone() }

// Size is the tables' total size in bytes: the memory a loaded database takes.
func (d *DB) Size() int {
	s := 0
	for _, t := range d.tables {
		s += len(t)
	}
	return s
}

// GroupSizes is each table's size in bytes.
func (d *DB) GroupSizes() []int {
	out := make([]int, len(d.tables))
	for g, t := range d.tables {
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

// estimate ranks each group's cells in pos (transposed when reflected) and sums the tables. A
// goal whose blank is off the diagonal and which has no transposed database has no transposed
// lookup: the direct one stands in, a lower bound still.
func (d *DB) estimate(pos []uint8, reflected bool) int {
	if !reflected {
		return d.direct(pos)
	}
	src, ok := d.reflectedTables()
	if !ok {
		return d.direct(pos)
	}
	c := d.cells
	sum := 0
	for g, tiles := range src.part.Groups {
		var used uint64
		r := 0
		for i, t := range tiles {
			p := d.reflCell[pos[d.reflTile[t]]]
			r = r*(c-i) + int(p) - bits.OnesCount64(used&(1<<p-1))
			used |= 1 << p
		}
		sum += int(src.tables[g][r])
	}
	return sum
}

// direct is estimate without the transposition: its own loop, because one loop serving both
// lookups reads the tables through a variable, which the from-scratch Estimate pays for on every
// call (docs/performance.md).
func (d *DB) direct(pos []uint8) int {
	c := d.cells
	sum := 0
	for g, tiles := range d.part.Groups {
		var used uint64
		r := 0
		for i, t := range tiles {
			p := pos[t]
			r = r*(c-i) + int(p) - bits.OnesCount64(used&(1<<p-1))
			used |= 1 << p
		}
		sum += int(d.tables[g][r])
	}
	return sum
}

// reflectedTables is the database the transposed lookup reads, d or its transposed one; ok is
// false when d has none (a goal whose blank is off the diagonal, without WithTransposed).
func (d *DB) reflectedTables() (src *DB, ok bool) {
	if d.transposed != nil {
		return d.transposed, true
	}
	return d, d.part.blankOnDiagonal()
}

// EstimateMax is the larger of Estimate and EstimateReflected: still admissible, and stronger.
func (d *DB) EstimateMax(pos []uint8) int {
	return max(d.Estimate(pos), d.EstimateReflected(pos))
}

// Reflect writes into out (len(pos)) the state pos transposed about the main diagonal. For a goal
// whose blank is on the diagonal the goal is its own transpose and a move's transpose is a move,
// so the result is exactly as far from the goal as pos (with WithTransposed's tiles keeping their
// names, as far from the transposed goal).
func (d *DB) Reflect(pos, out []uint8) {
	for t := 1; t < len(pos); t++ {
		out[d.reflTile[t]] = d.reflCell[pos[t]]
	}
	out[0] = d.reflCell[pos[0]]
}
