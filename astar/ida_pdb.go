package astar

import (
	"errors"
	"math"
	"runtime"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb"
)

// PDBOptions observe and stop SolvePDB.
type PDBOptions struct {
	// Check, when set, is called as each iteration starts and every CheckEvery states expanded
	// with the figures so far (Expanded, Generated, Bound, Depth); an error from it stops the
	// search and is returned. A Meter's Check suits it.
	Check      func(Stats) error
	CheckEvery int // rounded up to a power of two; 0 means 4096
	// Also, when set, is a second database of the same board whose estimate (with its own
	// transposed one) is maxed in: two partitions that group the tiles differently miss
	// different interactions (the solver pairs Partition663B with Partition663C).
	Also *pdb.DB
	// Workers is how many goroutines search an iteration that is large enough to share (see
	// ida_pdb_parallel.go); 0 means runtime.GOMAXPROCS(0), 1 searches on the caller's goroutine only.
	// Check is then called from the workers, one call at a time.
	Workers int
	// Iterated, when set, hears each iteration as it ends (observer.go), on the caller's goroutine.
	Iterated func(Iteration)
}

// ErrUnsolvable is returned for a state of the wrong parity, from which no goal can be reached.
var ErrUnsolvable = errors.New("astar: the state cannot reach the goal (wrong parity)")

// SolvePDB is IDA* over the pattern databases d (and opt.Also): it finds a shortest solution of the state pos (pos[t]: the cell of tile t, pos[0] the
// blank's) with IDA* whose estimate is the larger of the direct and the transposed sums. It
// returns the cells the blank moves to, one per move. It is written for the tables rather than
// over an interface because the search is where the time goes: a move re-ranks only its group
// from the parent's rank (DB.step), undo restores saved values, duplicate paths are pruned
// (prune.go) and a large iteration is shared by the workers (ida_pdb_parallel.go).
func SolvePDB(d *pdb.DB, pos []uint8, opt PDBOptions) ([]uint8, Stats, error) {
	if len(pos) != d.Cells {
		return nil, Stats{}, errors.New("astar: a state of the wrong size")
	}
	if opt.Also != nil && opt.Also.Cells != d.Cells {
		return nil, Stats{}, errors.New("astar: Also is for another board size")
	}
	s := newPDBSearcher(d, opt.Also, pos)
	if !solvable(d.N, pos) {
		return nil, Stats{}, ErrUnsolvable
	}
	want, every := opt.CheckEvery, 1
	if want <= 0 {
		want = 4096
	}
	for every < want {
		every <<= 1
	}
	s.mask = every - 1
	if opt.Check != nil {
		s.poll = func() error { return opt.Check(s.stats) }
	}
	s.stats.Bound = s.value()
	if s.stats.Bound == 0 {
		return []uint8{}, s.stats, nil
	}
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var c *crew
	last := 0 // states the last iteration expanded
	for {
		if opt.Check != nil {
			if err := opt.Check(s.stats); err != nil {
				return nil, s.stats, err
			}
		}
		before, generated := s.stats.Expanded, s.stats.Generated
		var next int
		var found bool
		if workers > 1 && last >= parallelMin {
			if c == nil {
				c = newCrew(s, opt.Also, pos, workers, opt.Check, every)
			}
			next, found = c.iterate(last)
		} else {
			next, found = s.dfs(0, int(pos[0]), 0)
		}
		last = s.stats.Expanded - before
		if opt.Iterated != nil && s.err == nil {
			it := Iteration{Bound: s.stats.Bound, Expanded: last, Generated: s.stats.Generated - generated, Found: found}
			if !found && next != math.MaxInt {
				it.Next = next
			}
			opt.Iterated(it)
		}
		switch {
		case s.err != nil:
			return nil, s.stats, s.err
		case found:
			return append([]uint8{}, s.path...), s.stats, nil
		case next == math.MaxInt:
			return nil, s.stats, ErrUnsolvable
		}
		s.stats.Bound = next
	}
}

// pdbSearcher is one SolvePDB (or one of its workers): the state in place, with the databases'
// lookups kept up to date move by move.
type pdbSearcher struct {
	d *pdb.DB
	// dbs are the databases by side (see position): d for sides 0 and 1, Also for 2 and 3;
	// order is the sides in use, in the order a move's lookups are made: both direct ones
	// first, as they cut more often.
	dbs   [4]*pdb.DB
	order []int
	position
	root position // the start, for workers to set out from again
	// nbr[cell][k] is the cell the blank reaches from cell by moving up, down, left or right
	// (k = 0..3), or -1 at the edge.
	nbr [pdb.MaxCells][4]int8
	// prune is movePruner's table: the duplicate paths not to search.
	prune []uint16
	path  []uint8
	stats Stats
	mask  int
	// poll, when set, is called every mask+1 states expanded; its error stops the search.
	poll func() error
	err  error
	// A state horizon moves from the start is recorded in front instead of searched (see
	// parallel.go); -1 means never.
	horizon int
	front   *pdbFrontier
}

// position is the state and what the search keeps of it. cells is the tile on each cell (0 for
// the blank). By side (0 the direct state for the first database, 1 the transposed state for
// it, 2 and 3 the same for the second): slotAt is the slot of the tile on each of the side's
// cells (pdb.BlankSlot on the blank's), ranks each group's rank, vals each group's value and sums
// their total. A move ranks its group from the parent's rank (DB.step) rather than
// from the cells.
type position struct {
	cells  [pdb.MaxCells]uint8
	slotAt [4][pdb.MaxCells]uint8
	ranks  [4][pdb.MaxCells]int32
	vals   [4][pdb.MaxCells]uint8
	sums   [4]int
}

func newPDBSearcher(d, also *pdb.DB, pos []uint8) *pdbSearcher {
	s := &pdbSearcher{d: d, dbs: [4]*pdb.DB{d, d, also, also}, order: []int{0, 1},
		prune: movePruner().next, path: make([]uint8, 0, 128), mask: 4095, horizon: -1}
	if also != nil {
		s.order = []int{0, 2, 1, 3}
	}
	n := d.N
	for i := 0; i < d.Cells; i++ {
		r, c := i/n, i%n
		s.nbr[i] = [4]int8{-1, -1, -1, -1}
		if r > 0 {
			s.nbr[i][0] = int8(i - n)
		}
		if r < n-1 {
			s.nbr[i][1] = int8(i + n)
		}
		if c > 0 {
			s.nbr[i][2] = int8(i - 1)
		}
		if c < n-1 {
			s.nbr[i][3] = int8(i + 1)
		}
	}
	for t := 1; t < d.Cells; t++ {
		s.cells[pos[t]] = uint8(t)
	}
	for _, side := range s.order {
		db := s.dbs[side]
		var at [pdb.MaxCells]uint8 // by slot, the cell of its tile
		for i := range s.slotAt[side] {
			s.slotAt[side][i] = pdb.BlankSlot
		}
		for t := 1; t < d.Cells; t++ {
			tile, cell := t, pos[t]
			if side&1 == 1 {
				tile, cell = int(db.ReflTile[t]), db.ReflCell[pos[t]]
			}
			at[db.Slot[tile]] = cell
			s.slotAt[side][cell] = db.Slot[tile]
		}
		for g := range db.Tables {
			r := pdb.Rank(at[db.Start[g]:db.Start[g+1]], d.Cells)
			s.ranks[side][g] = int32(r)
			s.vals[side][g] = db.Tables[g][r]
			s.sums[side] += int(s.vals[side][g])
		}
	}
	s.root = s.position
	return s
}

// play makes the move of the tile on cell src onto the blank's cell, looking its groups up
// again: for setting out from the start, not for the search's own moves.
func (s *pdbSearcher) play(blank, src int) {
	t := s.cells[src]
	for _, side := range s.order {
		db, tile, p, q := s.dbs[side], t, src, blank
		if side&1 == 1 {
			tile, p, q = db.ReflTile[t], int(db.ReflCell[src]), int(db.ReflCell[blank])
		}
		g, sl := int(db.GroupOf[tile]), db.Slot[tile]
		r := int(s.ranks[side][g]) + db.Step(&s.slotAt[side], sl, p, q)
		v := db.Tables[g][r]
		s.slotAt[side][q], s.slotAt[side][p] = sl, pdb.BlankSlot
		s.ranks[side][g] = int32(r)
		s.sums[side] += int(v) - int(s.vals[side][g])
		s.vals[side][g] = v
	}
	s.cells[blank], s.cells[src] = t, 0
}

// solvable asks the board's one parity rule (board.Puzzle.Solvable) of the state pos, where
// pos[t] is the cell of tile t.
func solvable(n int, pos []uint8) bool {
	tiles := make([]int, len(pos))
	for t, c := range pos {
		if int(c) >= len(tiles) {
			return false
		}
		tiles[c] = t
	}
	p, err := board.NewPuzzle(board.Grid{N: n, Tiles: tiles})
	return err == nil && p.Solvable()
}

func (s *pdbSearcher) value() int { return max(s.sums[0], s.sums[1], s.sums[2], s.sums[3]) }

// dfs searches below the state, g moves from the start with the blank on cell blank and the
// pruning automaton in state ps. It returns whether it found the goal (the path then leads there) and otherwise the
// least moves-plus-estimate past the bound.
func (s *pdbSearcher) dfs(g, blank, ps int) (int, bool) {
	if g == s.horizon {
		s.front.add(s.path, blank, ps, s.value())
		return math.MaxInt, false
	}
	s.stats.Expanded++
	s.stats.Depth = max(s.stats.Depth, g)
	if s.stats.Expanded&s.mask == 0 && s.poll != nil {
		if s.err = s.poll(); s.err != nil {
			return math.MaxInt, false
		}
	}
	d, e := s.d, s.dbs[2]
	next := math.MaxInt
	for k := 0; k < 4; k++ {
		src, nps := int(s.nbr[blank][k]), s.prune[4*ps+k]
		if src < 0 || nps == pruned {
			continue
		}
		s.stats.Generated++
		// The tile on src steps onto blank: one group changes in each state (direct and
		// transposed, of each database), ranked from its rank before. The lookups stop at the
		// first that cuts the move: both direct ones first, they cut more often.
		t := s.cells[src]
		rt := d.ReflTile[t]
		srcT, blankT := int(d.ReflCell[src]), int(d.ReflCell[blank])
		g0, sl0 := int(d.GroupOf[t]), d.Slot[t]
		r0 := int(s.ranks[0][g0]) + d.Step(&s.slotAt[0], sl0, src, blank)
		v0 := d.Tables[g0][r0]
		sum0 := s.sums[0] + int(v0) - int(s.vals[0][g0])
		h := sum0
		if f := g + 1 + h; f > s.stats.Bound {
			next = min(next, f)
			continue
		}
		var g2, g3, r2, r3, sum2, sum3 int
		var sl2, sl3, v2, v3 uint8
		if e != nil {
			g2, sl2 = int(e.GroupOf[t]), e.Slot[t]
			r2 = int(s.ranks[2][g2]) + e.Step(&s.slotAt[2], sl2, src, blank)
			v2 = e.Tables[g2][r2]
			sum2 = s.sums[2] + int(v2) - int(s.vals[2][g2])
			if h = max(h, sum2); g+1+h > s.stats.Bound {
				next = min(next, g+1+h)
				continue
			}
		}
		g1, sl1 := int(d.GroupOf[rt]), d.Slot[rt]
		r1 := int(s.ranks[1][g1]) + d.Step(&s.slotAt[1], sl1, srcT, blankT)
		v1 := d.Tables[g1][r1]
		sum1 := s.sums[1] + int(v1) - int(s.vals[1][g1])
		if h = max(h, sum1); g+1+h > s.stats.Bound {
			next = min(next, g+1+h)
			continue
		}
		if e != nil {
			g3, sl3 = int(e.GroupOf[rt]), e.Slot[rt]
			r3 = int(s.ranks[3][g3]) + e.Step(&s.slotAt[3], sl3, srcT, blankT)
			v3 = e.Tables[g3][r3]
			sum3 = s.sums[3] + int(v3) - int(s.vals[3][g3])
			if h = max(h, sum3); g+1+h > s.stats.Bound {
				next = min(next, g+1+h)
				continue
			}
		}
		s.path = append(s.path, uint8(src))
		if h == 0 { // every group home: the goal
			return g + 1, true
		}
		oldSums := s.sums
		old0, old1, old2, old3 := s.vals[0][g0], s.vals[1][g1], s.vals[2][g2], s.vals[3][g3]
		oldR0, oldR1, oldR2, oldR3 := s.ranks[0][g0], s.ranks[1][g1], s.ranks[2][g2], s.ranks[3][g3]
		s.slotAt[0][blank], s.slotAt[0][src] = sl0, pdb.BlankSlot
		s.slotAt[1][blankT], s.slotAt[1][srcT] = sl1, pdb.BlankSlot
		s.ranks[0][g0], s.ranks[1][g1] = int32(r0), int32(r1)
		s.vals[0][g0], s.vals[1][g1] = v0, v1
		if e != nil {
			s.slotAt[2][blank], s.slotAt[2][src] = sl2, pdb.BlankSlot
			s.slotAt[3][blankT], s.slotAt[3][srcT] = sl3, pdb.BlankSlot
			s.ranks[2][g2], s.ranks[3][g3] = int32(r2), int32(r3)
			s.vals[2][g2], s.vals[3][g3] = v2, v3
		}
		s.sums = [4]int{sum0, sum1, sum2, sum3}
		s.cells[blank], s.cells[src] = t, 0
		f, found := s.dfs(g+1, src, int(nps))
		if found {
			return f, true
		}
		s.cells[blank], s.cells[src] = 0, t
		s.sums = oldSums
		s.slotAt[0][blank], s.slotAt[0][src] = pdb.BlankSlot, sl0
		s.slotAt[1][blankT], s.slotAt[1][srcT] = pdb.BlankSlot, sl1
		s.ranks[0][g0], s.ranks[1][g1] = oldR0, oldR1
		s.vals[0][g0], s.vals[1][g1] = old0, old1
		if e != nil {
			s.slotAt[2][blank], s.slotAt[2][src] = pdb.BlankSlot, sl2
			s.slotAt[3][blankT], s.slotAt[3][srcT] = pdb.BlankSlot, sl3
			s.ranks[2][g2], s.ranks[3][g3] = oldR2, oldR3
			s.vals[2][g2], s.vals[3][g3] = old2, old3
		}
		s.path = s.path[:len(s.path)-1]
		if s.err != nil {
			return math.MaxInt, false
		}
		next = min(next, f)
	}
	return next, false
}
