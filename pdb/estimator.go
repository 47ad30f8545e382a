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
// last move made, from the Moved that Move filled (kept in the search's own frame, one a depth,
// rather than on a stack here). One call a move looked at: it is the search's inner loop.
type Estimator struct {
	// sides are the direct sums first (they cut more often), then the transposed ones: d's
	// and also's over the state and over its transpose, or d's over the two.
	sides [4]side
	n     int   // the sides in use: 2 or 4
	h     int   // the estimate of the state as it stands
	cols  int32 // the board's side
	short bool  // a board of 3 or 4 columns: side.vertical, not verticalAny
	// reflCell is the databases' transposition of cells (DB.reflCell), kept here so that Move
	// reads it through no pointer.
	reflCell [256]uint8
}

// side is one sum the estimator keeps: a database over the state, or over its transpose. Its
// arrays have 256 entries so that a byte index needs no bounds check.
type side struct {
	d         *DB
	reflected bool
	// d's maps and tables, copied in so that a lookup goes through no pointer and no slice of
	// slices (on js/wasm each of those is an explicit nil or bounds check); groupOf and slot
	// are by tile of the state itself, transposed here for a reflected side.
	groupOf, slot [256]uint8
	weight        [256]int32
	tables        [256][]uint8
	passing       *[256][256]int32
	slotAt        [256]uint8 // by cell, in the side's frame: the slot of its tile (blankSlot on the blank's)
	ranks         [256]int32 // by group: the rank of its tiles' cells
	vals          [256]uint8 // by group: its table's value
	sum           int
}

// Moved is what a Move made: its change of every side, its cells (direct and transposed), and
// the estimate before it. The search keeps it in its own frame, one a depth, and hands it back
// to Undo.
type Moved struct {
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

// Init makes e, in place (a search keeps its estimator inside its own state rather than behind
// a pointer), an estimator over d and, when also is not nil, a second database of the same board
// (two partitions that group the tiles differently miss different interactions, so the larger of
// their sums is stronger than either). Call Start before Move.
func (e *Estimator) Init(d, also *DB) error {
	dbs := []*DB{d}
	if also != nil {
		if also.n != d.n {
			return errors.New("pdb: the second database is for another board size")
		}
		dbs = append(dbs, also)
	}
	*e = Estimator{n: 2 * len(dbs)}
	for i, db := range dbs {
		src, ok := db.reflectedTables()
		if !ok {
			return errors.New("pdb: a goal whose blank is off the main diagonal needs its transposed database (WithTransposed)")
		}
		e.sides[i] = side{d: db}
		e.sides[len(dbs)+i] = side{d: src, reflected: true}
		// A reflected side's tiles are renamed by the database asked for (the identity for one
		// WithTransposed made), its tables those of src.
		for t := range e.sides[len(dbs)+i].groupOf {
			u := int(db.reflTile[t])
			e.sides[len(dbs)+i].groupOf[t], e.sides[len(dbs)+i].slot[t] = src.groupOf[u], src.slot[u]
		}
	}
	e.reflCell, e.cols, e.short = d.reflCell, int32(d.n), d.n == 3 || d.n == 4
	for i := range e.n {
		s := &e.sides[i]
		s.weight, s.passing = s.d.weight, s.d.passing
		copy(s.tables[:], s.d.tables)
		if !s.reflected {
			s.groupOf, s.slot = s.d.groupOf, s.d.slot
		}
	}
	return nil
}

// Start sets the state to pos (pos[t] the cell of tile t, len(pos) = N*N) and returns its
// estimate; the moves done before are forgotten.
func (e *Estimator) Start(pos []uint8) int {
	e.h = 0
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
		cell := pos[t]
		if s.reflected {
			cell = d.reflCell[cell]
		}
		at[s.slot[t]] = cell // s.slot is by tile of the state, renamed already for a reflected side
		s.slotAt[cell] = s.slot[t]
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
// most has no use for more. Move writes to rec (a refused move too); after a move made, rec
// holds what Undo needs to take it back. The sides are looked up in turn and the first past
// most stops it. Each side's group is ranked from its rank before with the mover's arithmetic
// (rank.go) without bit masks: the tile's digit changes by to-from, less the group's earlier
// tiles on the cells it passes over; each later tile of the group on those cells has one more
// (moving up the cells) or one fewer of them below it. A step sideways passes no cell, so it is
// one multiplication; a vertical one passes N-1; a transposed move turns one into the other.
func (e *Estimator) Move(t, from, to, most int, rec *Moved) int {
	// Written out side by side rather than in a loop or calls (a side's try does not inline),
	// each side's change stored in rec as soon as it is known (few values stay live: js/wasm
	// has few registers), and the transposed move worked out only when the first side lets it
	// through: this is the search's inner loop.
	tt, ff, tto := uint8(t), uint8(from), uint8(to)
	step := int32(to) - int32(from) // 1 or -1 sideways, N or -N vertical
	sideways := step == 1 || step == -1
	// A vertical step's change is worked out upwards from the lower cell and its sign given
	// after, without a branch: neg is -1 for a move to a lower cell (in the transpose too).
	neg := step >> 31
	lo := uint8(int32(ff) + step&neg)
	// The first side's try: most moves a search looks at stop here.
	s := &e.sides[0]
	g, sl := s.groupOf[tt], s.slot[tt]
	var delta int32
	if sideways {
		delta = step * s.weight[sl]
	} else if e.short {
		delta = (s.vertical(sl, lo, e.cols) ^ neg) - neg
	} else {
		delta = (s.verticalAny(sl, lo, e.cols) ^ neg) - neg
	}
	v, old := s.tables[g][s.ranks[g]+delta], s.vals[g]
	h := s.sum + int(v) - int(old)
	if h > most {
		return h
	}
	rec.c[0] = packChange(delta, g, sl, v, old)
	// The second side: the second database over the state, or the first over its transpose (a
	// sideways move turns vertical, and back).
	s = &e.sides[1]
	f1, to1, step1, lo1, vertical1 := ff, tto, step, lo, !sideways
	if e.n == 2 {
		f1, to1, step1, lo1 = e.transpose(ff, tto, neg)
		vertical1 = sideways
	}
	g, sl = s.groupOf[tt], s.slot[tt]
	if !vertical1 {
		delta = step1 * s.weight[sl]
	} else if e.short {
		delta = (s.vertical(sl, lo1, e.cols) ^ neg) - neg
	} else {
		delta = (s.verticalAny(sl, lo1, e.cols) ^ neg) - neg
	}
	v, old = s.tables[g][s.ranks[g]+delta], s.vals[g]
	if h = max(h, s.sum+int(v)-int(old)); h > most {
		return h
	}
	rec.c[1] = packChange(delta, g, sl, v, old)
	rf, rto := f1, to1
	if e.n == 4 { // both databases over the transpose
		var rstep int32
		var rlo uint8
		rf, rto, rstep, rlo = e.transpose(ff, tto, neg)
		s = &e.sides[2]
		g, sl = s.groupOf[tt], s.slot[tt]
		if !sideways {
			delta = rstep * s.weight[sl]
		} else if e.short {
			delta = (s.vertical(sl, rlo, e.cols) ^ neg) - neg
		} else {
			delta = (s.verticalAny(sl, rlo, e.cols) ^ neg) - neg
		}
		v, old = s.tables[g][s.ranks[g]+delta], s.vals[g]
		if h = max(h, s.sum+int(v)-int(old)); h > most {
			return h
		}
		rec.c[2] = packChange(delta, g, sl, v, old)
		s = &e.sides[3]
		g, sl = s.groupOf[tt], s.slot[tt]
		if !sideways {
			delta = rstep * s.weight[sl]
		} else if e.short {
			delta = (s.vertical(sl, rlo, e.cols) ^ neg) - neg
		} else {
			delta = (s.verticalAny(sl, rlo, e.cols) ^ neg) - neg
		}
		v, old = s.tables[g][s.ranks[g]+delta], s.vals[g]
		if h = max(h, s.sum+int(v)-int(old)); h > most {
			return h
		}
		rec.c[3] = packChange(delta, g, sl, v, old)
		e.sides[2].do(rec.c[2], rf, rto)
		e.sides[3].do(rec.c[3], rf, rto)
	}
	e.sides[0].do(rec.c[0], ff, tto)
	e.sides[1].do(rec.c[1], f1, to1)
	rec.from, rec.to, rec.rfrom, rec.rto = ff, tto, rf, rto
	rec.before, e.h = e.h, h
	return h
}

// transpose is the move from cell from to cell to transposed: its cells, its step and its lower
// cell (neg is -1 for a move to a lower cell, as in the transpose).
func (e *Estimator) transpose(from, to uint8, neg int32) (rf, rto uint8, rstep int32, rlo uint8) {
	rf, rto = e.reflCell[from], e.reflCell[to]
	rstep = int32(rto) - int32(rf)
	return rf, rto, rstep, uint8(int32(rf) + rstep&neg)
}

// vertical is the change of the rank of slot sl's group when its tile moves up from cell lo to
// cell lo+n, a row away on a board of n = 3 or 4 columns, passing the cells between (moving
// down, the change is its negative): the three cells after lo, without a loop (a loop's jump
// back is dear on js/wasm). On 3 columns the third is lo+n, which adds nothing: it holds the
// blank or the moving tile itself.
func (s *side) vertical(sl, lo uint8, n int32) int32 {
	pass := &s.passing[sl]
	return n*s.weight[sl] + pass[s.slotAt[lo+1]] + pass[s.slotAt[lo+2]] + pass[s.slotAt[lo+3]]
}

// verticalAny is vertical on a board of any size.
func (s *side) verticalAny(sl, lo uint8, n int32) int32 {
	pass := &s.passing[sl]
	delta := n * s.weight[sl]
	for x := lo + 1; x < lo+uint8(n); x++ {
		delta += pass[s.slotAt[x]]
	}
	return delta
}

// do makes the change c of a move from cell from to cell to (in the side's frame).
func (s *side) do(c change, from, to uint8) {
	s.slotAt[to], s.slotAt[from] = c.slot(), blankSlot
	s.ranks[c.group()] += c.delta()
	s.vals[c.group()] = c.val()
	s.sum += int(c.val()) - int(c.old())
}

// undo takes back the change c of a move from cell from to cell to.
func (s *side) undo(c change, from, to uint8) {
	s.slotAt[to], s.slotAt[from] = blankSlot, c.slot()
	s.ranks[c.group()] -= c.delta()
	s.vals[c.group()] = c.old()
	s.sum += int(c.old()) - int(c.val())
}

// Undo takes back the move that filled rec, the last one made and not yet taken back.
func (e *Estimator) Undo(rec *Moved) {
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
