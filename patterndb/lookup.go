package patterndb

// DB is a built or loaded pattern database: a table per group of the partition, indexed by the
// rank of the cells the group's tiles stand on.
type DB struct {
	Partition Partition
	tables    [][]uint8
	groupOf   []int   // by tile: its group
	indexIn   []int   // by tile: its place in the group
	reflTile  []int   // by tile: the tile whose goal cell is its goal cell transposed
	reflCell  []uint8 // by cell: the cell transposed (row and column swapped)
}

func newDB(p Partition, tables [][]uint8) *DB {
	c := p.N * p.N
	db := &DB{Partition: p, tables: tables, groupOf: make([]int, c), indexIn: make([]int, c),
		reflTile: make([]int, c), reflCell: make([]uint8, c)}
	for g, tiles := range p.Groups {
		for i, t := range tiles {
			db.groupOf[t], db.indexIn[t] = g, i
		}
	}
	for i := 0; i < c; i++ {
		r, col := i/p.N, i%p.N
		db.reflCell[i] = uint8(col*p.N + r)
	}
	for t := 1; t < c; t++ {
		db.reflTile[t] = int(db.reflCell[t-1]) + 1
	}
	return db
}

// Size is the tables' total size in bytes.
func (db *DB) Size() int {
	s := 0
	for _, t := range db.tables {
		s += len(t)
	}
	return s
}

// Estimate is the sum of the groups' values for the state where tile t stands on cell pos[t]
// (pos[0], the blank, is not used): a lower bound on the moves to the goal.
func (db *DB) Estimate(pos []uint8) int {
	c := db.Partition.N * db.Partition.N
	var cells [8]uint8
	sum := 0
	for g, tiles := range db.Partition.Groups {
		for i, t := range tiles {
			cells[i] = pos[t]
		}
		sum += int(db.tables[g][rank(cells[:len(tiles)], c)])
	}
	return sum
}

// Reflect writes into out the state transposed about the main diagonal. The goal is its own
// transpose, so the transposed state is exactly as far from it, and the larger of the two
// estimates is still a lower bound.
func (db *DB) Reflect(pos, out []uint8) {
	for t := 1; t < len(pos); t++ {
		out[db.reflTile[t]] = db.reflCell[pos[t]]
	}
	out[0] = db.reflCell[pos[0]]
}

// Eval keeps a state's group values up to date as tiles move, so that IDA* pays one or two table
// lookups per move instead of a full estimate.
type Eval struct {
	db            *DB
	reflect       bool
	cells, rcells [][]uint8 // per group, the cells of its tiles: direct and transposed
	vals, rvals   []int
	sum, rsum     int
}

// NewEval starts from the state pos (pos[t]: the cell of tile t). With reflect, Value is the
// larger of the direct and the transposed estimates.
func (db *DB) NewEval(pos []uint8, reflect bool) *Eval {
	e := &Eval{db: db, reflect: reflect}
	rpos := make([]uint8, len(pos))
	db.Reflect(pos, rpos)
	for _, tiles := range db.Partition.Groups {
		d, r := make([]uint8, len(tiles)), make([]uint8, len(tiles))
		for i, t := range tiles {
			d[i], r[i] = pos[t], rpos[t]
		}
		e.cells, e.rcells = append(e.cells, d), append(e.rcells, r)
	}
	e.vals, e.rvals = make([]int, len(e.cells)), make([]int, len(e.cells))
	for g := range e.cells {
		e.vals[g] = e.lookup(g, e.cells[g])
		e.rvals[g] = e.lookup(g, e.rcells[g])
		e.sum += e.vals[g]
		e.rsum += e.rvals[g]
	}
	return e
}

func (e *Eval) lookup(g int, cells []uint8) int {
	n := e.db.Partition.N
	return int(e.db.tables[g][rank(cells, n*n)])
}

// Value is the current estimate.
func (e *Eval) Value() int {
	if e.reflect && e.rsum > e.sum {
		return e.rsum
	}
	return e.sum
}

// Move records that tile went from cell from to cell to; Move(tile, to, from) undoes it.
func (e *Eval) Move(tile int, from, to uint8) {
	db := e.db
	g := db.groupOf[tile]
	e.cells[g][db.indexIn[tile]] = to
	v := e.lookup(g, e.cells[g])
	e.sum += v - e.vals[g]
	e.vals[g] = v
	if !e.reflect {
		return
	}
	rt := db.reflTile[tile]
	rg := db.groupOf[rt]
	e.rcells[rg][db.indexIn[rt]] = db.reflCell[to]
	v = e.lookup(rg, e.rcells[rg])
	e.rsum += v - e.rvals[rg]
	e.rvals[rg] = v
}
