package pdb

import (
	"errors"
	"math"
)

// Estimator keeps a state's estimate up to date as its tiles move, for a search that changes its
// state in place and goes back (IDA*): the larger of the sums of a database, over the state and
// over its transpose, and of a second database's when there is one. Start ranks every group once;
// then Move ranks only the moving tile's group, from its rank before and without bit masks, in
// each of those sums, and stops at the first that passes the caller's limit; Undo takes back the
// last move made. One call a move looked at: it is the search's inner loop.
type Estimator struct {
	// sides are the direct sums first (they cut more often), then the transposed ones: d's
	// and also's over the state and over its transpose, or d's over the two.
	sides [4]side
	n     int // the sides in use: 2 or 4
	h     int // the estimate of the state as it stands
	// stack[k] is the move made from depth k: what Undo restores.
	stack []moveRecord
	depth int
}

// side is one sum the estimator keeps: a database over the state, or over its transpose. Its
// arrays have 256 entries so that a byte index needs no bounds check.
type side struct {
	d         *DB
	reflected bool
	slotAt    [256]uint8 // by cell, in the side's frame: the slot of its tile (blankSlot on the blank's)
	ranks     [256]int32 // by group: the rank of its tiles' cells
	vals      [256]uint8 // by group: its table's value
	sum       int
}

// moveRecord is a move's change of every side, its cells (direct and transposed), and the
// estimate before it.
type moveRecord struct {
	c                    [4]change
	from, to, rfrom, rto uint8
	before               int
}

// change is a move's change of one side, packed in a word so that it is stored and loaded in
// one piece (a struct of small fields is copied in wider loads that wait for its byte stores):
// the change of the group's rank (low 32 bits), the group, the tile's slot, and the group's new
// value and old one (a byte each).
type change uint64

func packChange(delta int32, g, sl, val, old uint8) change {
	return change(uint32(delta)) | change(g)<<32 | change(sl)<<40 | change(val)<<48 | change(old)<<56
}

func (c change) delta() int32 { return int32(uint32(c)) }
func (c change) group() uint8 { return uint8(c >> 32) }
func (c change) slot() uint8  { return uint8(c >> 40) }
func (c change) val() uint8   { return uint8(c >> 48) }
func (c change) old() uint8   { return uint8(c >> 56) }

// NewEstimator is an estimator over d and, when also is not nil, a second database of the same
// board (two partitions that group the tiles differently miss different interactions, so the
// larger of their sums is stronger than either). Call Start before Move.
func NewEstimator(d, also *DB) (*Estimator, error) {
	dbs := []*DB{d}
	if also != nil {
		if also.n != d.n {
			return nil, errors.New("pdb: the second database is for another board size")
		}
		dbs = append(dbs, also)
	}
	e := &Estimator{stack: make([]moveRecord, 1, 128), n: 2 * len(dbs)}
	for i, db := range dbs {
		e.sides[i] = side{d: db}
		e.sides[len(dbs)+i] = side{d: db, reflected: true}
	}
	return e, nil
}

// Start sets the state to pos (pos[t] the cell of tile t, len(pos) = N*N) and returns its
// estimate; the moves done before are forgotten.
func (e *Estimator) Start(pos []uint8) int {
	e.h, e.depth = 0, 0
	for i := range e.n {
		e.h = max(e.h, e.sides[i].start(pos))
	}
	return e.h
}

func (s *side) start(pos []uint8) int {
	d := s.d
	var at [MaxCells]uint8 // by slot, the cell of its tile
	for i := range s.slotAt {
		s.slotAt[i] = blankSlot
	}
	for t := 1; t < d.cells; t++ {
		tile, cell := t, pos[t]
		if s.reflected {
			tile, cell = int(d.reflTile[t]), d.reflCell[pos[t]]
		}
		at[d.slot[tile]] = cell
		s.slotAt[cell] = d.slot[tile]
	}
	s.sum = 0
	for g := range d.tables {
		r := Rank(at[d.start[g]:d.start[g+1]], d.cells)
		s.ranks[g] = int32(r)
		s.vals[g] = d.tables[g][r]
		s.sum += int(s.vals[g])
	}
	return s.sum
}

// Estimate is the estimate of the state as it stands.
func (e *Estimator) Estimate() int { return e.h }

// Move moves tile t from cell from onto the blank's cell to, next to it, and returns the new
// estimate, unless that passes most: then it leaves the state as it was and returns what it
// has seen (more than most, and no more than the whole estimate), since a search bounded by
// most has no use for more. The sides are looked up in turn and the first past most stops it.
// Each side's group is ranked from its rank before with the mover's arithmetic (rank.go)
// without bit masks: the tile's digit changes by to-from, less the group's earlier tiles on the
// cells it passes over; each later tile of the group on those cells has one more (moving up the
// cells) or one fewer of them below it. A step sideways passes no cell, so it is one
// multiplication; a vertical one passes N-1.
func (e *Estimator) Move(t, from, to, most int) int {
	// Written out side by side rather than in a loop, and the transposed move worked out only
	// when the direct sums let it through: this is the search's inner loop.
	s0, s1 := &e.sides[0], &e.sides[1]
	tt, ff, tto := uint8(t), uint8(from), uint8(to)
	// The first side's try written out: most moves a search looks at stop here.
	d0 := s0.d
	g0, sl0 := d0.groupOf[tt], d0.slot[tt]
	var delta0 int32
	if tto == ff+1 || tto+1 == ff {
		delta0 = (int32(tto) - int32(ff)) * d0.weight[sl0]
	} else {
		delta0 = s0.vertical(sl0, ff, tto)
	}
	v0, old0 := d0.tables[g0][s0.ranks[g0]+delta0], s0.vals[g0]
	h0 := s0.sum + int(v0) - int(old0)
	if h0 > most {
		return h0
	}
	c0 := packChange(delta0, g0, sl0, v0, old0)
	var rec *moveRecord
	h := h0
	if e.n == 2 { // the database over the state, then over its transpose
		rf, rto := d0.reflCell[ff], d0.reflCell[tto]
		h1, c1 := s1.try(d0.reflTile[tt], rf, rto)
		if h = max(h, h1); h > most {
			return h
		}
		s0.do(c0, h0, ff, tto)
		s1.do(c1, h1, rf, rto)
		rec = &e.stack[e.depth]
		rec.c[0], rec.c[1] = c0, c1
		rec.from, rec.to, rec.rfrom, rec.rto = ff, tto, rf, rto
	} else { // both databases over the state, then both over its transpose
		s2, s3 := &e.sides[2], &e.sides[3]
		h1, c1 := s1.try(tt, ff, tto)
		if h = max(h, h1); h > most {
			return h
		}
		rt, rf, rto := d0.reflTile[tt], d0.reflCell[ff], d0.reflCell[tto]
		h2, c2 := s2.try(rt, rf, rto)
		if h = max(h, h2); h > most {
			return h
		}
		h3, c3 := s3.try(rt, rf, rto)
		if h = max(h, h3); h > most {
			return h
		}
		s0.do(c0, h0, ff, tto)
		s1.do(c1, h1, ff, tto)
		s2.do(c2, h2, rf, rto)
		s3.do(c3, h3, rf, rto)
		rec = &e.stack[e.depth]
		rec.c[0], rec.c[1], rec.c[2], rec.c[3] = c0, c1, c2, c3
		rec.from, rec.to, rec.rfrom, rec.rto = ff, tto, rf, rto
	}
	rec.before, e.h = e.h, h
	e.depth++
	if e.depth == len(e.stack) {
		e.stack = append(e.stack, moveRecord{})
	}
	return h
}

// try is the side's sum after tile t moves from cell from to cell to (in its frame), and the
// change.
func (s *side) try(t, from, to uint8) (int, change) {
	d := s.d
	g, sl := d.groupOf[t], d.slot[t]
	var delta int32
	if to == from+1 || to+1 == from {
		delta = (int32(to) - int32(from)) * d.weight[sl]
	} else {
		delta = s.vertical(sl, from, to)
	}
	v, old := d.tables[g][s.ranks[g]+delta], s.vals[g]
	return s.sum + int(v) - int(old), packChange(delta, g, sl, v, old)
}

// vertical is the change of the rank of slot sl's group when its tile moves from cell from to
// cell to, a row away, passing the cells between.
func (s *side) vertical(sl, from, to uint8) int32 {
	d := s.d
	lo, hi := min(from, to), max(from, to)
	delta := int32(hi-lo) * d.weight[sl]
	pass := &d.passing[sl]
	for x := lo + 1; x < hi; x++ {
		delta += pass[s.slotAt[x]]
	}
	if to < from {
		return -delta
	}
	return delta
}

// do makes the change c of a move from cell from to cell to (in the side's frame), after which
// the side's sum is sum.
func (s *side) do(c change, sum int, from, to uint8) {
	s.slotAt[to], s.slotAt[from] = c.slot(), blankSlot
	s.ranks[c.group()] += c.delta()
	s.vals[c.group()] = c.val()
	s.sum = sum
}

// undo takes back the change c of a move from cell from to cell to.
func (s *side) undo(c change, from, to uint8) {
	s.slotAt[to], s.slotAt[from] = blankSlot, c.slot()
	s.ranks[c.group()] -= c.delta()
	s.vals[c.group()] = c.old()
	s.sum += int(c.old()) - int(c.val())
}

// Undo takes back the last move made.
func (e *Estimator) Undo() {
	e.depth--
	rec := &e.stack[e.depth]
	if e.n == 2 {
		e.sides[0].undo(rec.c[0], rec.from, rec.to)
		e.sides[1].undo(rec.c[1], rec.rfrom, rec.rto)
	} else {
		e.sides[0].undo(rec.c[0], rec.from, rec.to)
		e.sides[1].undo(rec.c[1], rec.from, rec.to)
		e.sides[2].undo(rec.c[2], rec.rfrom, rec.rto)
		e.sides[3].undo(rec.c[3], rec.rfrom, rec.rto)
	}
	e.h = rec.before
}

// NoLimit is a most for Move that never refuses the move.
const NoLimit = math.MaxInt

// Delta is the change of Estimate when tile t moves from cell from to cell to, the other tiles
// of its group standing where pos says (pos[t] itself is not read): one group ranked twice, for
// a search that ranks each move of a board it does not keep in place (the sliding beam).
func (d *DB) Delta(pos []uint8, t, from, to int) int {
	g := d.groupOf[t]
	tiles := d.part.Groups[g]
	var buf [MaxCells]uint8
	at := buf[:len(tiles)]
	for i, u := range tiles {
		at[i] = pos[u]
	}
	sl := int(d.slot[t]) - d.start[g]
	at[sl] = uint8(from)
	before := d.tables[g][Rank(at, d.cells)]
	at[sl] = uint8(to)
	return int(d.tables[g][Rank(at, d.cells)]) - int(before)
}
