package sliding

import (
	"context"
	"errors"
	"math"
	"runtime"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/search"
	"github.com/tilesolve/tilesolve/pdb"
)

// IDAOptions bound and observe IDA over the tables: astar's Options, of which it reads
// MaxExpanded (its memory is only its path: it has no node budget), MaxDepth, Deadline and
// Progress (the figures, no Best) every ProgressEvery; and the tables' own.
type IDAOptions struct {
	astar.Options[[]uint8]
	// Iterated, when set, hears each iteration as it ends.
	Iterated func(astar.Iteration)
	// Also, when set, is a second database of the same board whose estimate (with its own
	// transposed one) is maxed in: two partitions that group the tiles differently miss
	// different interactions (the solver pairs Partition663B with Partition663C).
	Also *pdb.DB
	// Workers is how many goroutines search an iteration that is large enough to share (see
	// ida_parallel.go); 0 means runtime.GOMAXPROCS(0), 1 searches on the caller's goroutine only.
	Workers int
}

// IDA is IDA* over the pattern databases d (and opt.Also): it finds a shortest solution of the
// state pos (pos[t]: the cell of tile t, pos[0] the blank's) with the larger of the direct and
// the transposed sums as its estimate. Its Moves are the cells the blank moves to, one per move;
// Found is false, with no Stop, for a state of the wrong parity (no goal is reachable) or none
// within MaxDepth; a budget, the deadline or a cancel end it with Result.Stop. Its error is only
// for what it cannot search: a state of the wrong size, or one the databases do not fit. It is
// astar.IDA specialised for the tables rather than written over an interface, because the
// search is where the time goes: a move re-ranks only its group from the parent's rank
// (pdb.Estimator), duplicate paths are pruned (prune.go) and a large iteration is shared by the
// workers (ida_parallel.go); it deepens as astar.IDA does (search.Deepen).
func IDA(ctx context.Context, d *pdb.DB, pos []uint8, opt IDAOptions) (astar.Result[[]uint8, uint8], error) {
	if n := d.Partition().N; len(pos) != n*n {
		return astar.Result[[]uint8, uint8]{}, errors.New("sliding: a state of the wrong size")
	}
	s, err := newPDBSearcher(d, opt.Also, pos)
	if err != nil {
		return astar.Result[[]uint8, uint8]{}, err
	}
	if !solvable(s.n, pos) {
		return astar.Result[[]uint8, uint8]{}, nil
	}
	m := search.Meter{MaxExpanded: opt.MaxExpanded, Deadline: opt.Deadline, Clock: opt.Clock, Every: opt.ProgressEvery}
	if opt.Progress != nil {
		m.Progress = func(st astar.Stats) { opt.Progress(astar.Progress[[]uint8]{Stats: st}) }
	}
	m.Start(ctx)
	// The search counts its own figures; the meter looks at them every CheckEvery states (the
	// workers' figures summed, one call at a time).
	check := func(st astar.Stats) error {
		m.Stats = st
		return m.Check()
	}
	s.mask = search.CheckEvery - 1
	s.poll = func() error { return check(s.stats) }
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if s.value() == 0 {
		m.Stats = s.stats
		return astar.Result[[]uint8, uint8]{Found: true, Moves: []uint8{}, Stats: m.Report()}, nil
	}
	var c *crew
	last := 0 // states the last iteration expanded
	s.stats.Bound = s.value()
	found, _ := search.Deepen(&s.stats, opt.MaxDepth, opt.Iterated, func() (int, bool, error) {
		if err := check(s.stats); err != nil {
			return 0, false, err
		}
		before := s.stats.Expanded
		var next int
		var found bool
		if workers > 1 && last >= parallelMin {
			if c == nil {
				c = newCrew(s, opt.Also, pos, workers, check, search.CheckEvery)
			}
			next, found = c.iterate(last)
		} else {
			next, found = s.dfs(0, int(pos[0]), 0)
		}
		last = s.stats.Expanded - before
		return next, found, s.err
	})
	m.Stats = s.stats
	// Deepen's error can only be the meter's, a stop, which Stop tells.
	res := astar.Result[[]uint8, uint8]{Found: found, Stats: m.Report(), Stop: m.Stopped()}
	if res.Found {
		res.Moves = append([]uint8{}, s.path...)
	}
	return res, nil
}

// pdbSearcher is one IDA (or one of its workers): the state in place, with the databases'
// estimate kept up to date move by move.
type pdbSearcher struct {
	d, also *pdb.DB
	n       int
	cells   [256]uint8 // the tile on each cell (0 for the blank), by a byte: no bounds check
	est     pdb.Estimator
	// nbr[cell][k] is the cell the blank reaches from cell by moving up, down, left or right
	// (k = 0..3), or -1 at the edge.
	nbr [pdb.MaxCells][4]int8
	// prune is movePruner's table: the duplicate paths not to search.
	prune []uint16
	path  []uint8
	stats astar.Stats
	mask  int
	// poll, when set, is called every mask+1 states expanded; its error stops the search.
	poll func() error
	err  error
	// A state horizon moves from the start is recorded in front instead of searched (see
	// ida_parallel.go); -1 means never.
	horizon int
	front   *pdbFrontier
}

func newPDBSearcher(d, also *pdb.DB, pos []uint8) (*pdbSearcher, error) {
	n := d.Partition().N
	s := &pdbSearcher{d: d, also: also, n: n,
		prune: movePruner().next, path: make([]uint8, 0, 128), mask: 4095, horizon: -1}
	if err := s.est.Init(d, also); err != nil {
		return nil, err
	}
	for i := 0; i < n*n; i++ {
		for k, d := range board.Directions { // the blank moving up is a tile moving down
			s.nbr[i][k] = int8(board.SlideSource(n, i, d.Opposite()))
		}
	}
	s.start(pos)
	return s, nil
}

// start sets the state to pos.
func (s *pdbSearcher) start(pos []uint8) {
	clear(s.cells[:])
	for t := 1; t < s.n*s.n; t++ {
		s.cells[pos[t]] = uint8(t)
	}
	s.est.Start(pos)
}

// play makes the move of the tile on cell src onto the blank's cell: for setting out from the
// start, not for the search's own moves.
func (s *pdbSearcher) play(blank, src int) {
	t := s.cells[src]
	var done pdb.Moved // play's moves are not taken back
	s.est.Move(int(t), src, blank, pdb.NoLimit, &done)
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

func (s *pdbSearcher) value() int { return s.est.Estimate() }

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
	most := s.stats.Bound - g - 1 // the largest estimate a child within the bound may have
	next := math.MaxInt
	var done pdb.Moved // the child's move, for Undo: one a depth, in this frame
	// The node's rows of the tables, each bounds-checked once rather than once a move.
	nbr, prune := &s.nbr[blank], (*[4]uint16)(s.prune[4*ps:])
	for k := range 4 {
		src, nps := int(nbr[k]), prune[k]
		if src < 0 || nps == pruned {
			continue
		}
		s.stats.Generated++
		t := s.cells[uint8(src)]
		h := s.est.Move(int(t), src, blank, most, &done)
		if h > most {
			next = min(next, g+1+h)
			continue
		}
		s.path = append(s.path, uint8(src))
		if h == 0 { // every group home: the goal (the estimator stays there)
			return g + 1, true
		}
		s.cells[blank], s.cells[src] = t, 0
		f, found := s.dfs(g+1, src, int(nps))
		if found {
			return f, true
		}
		s.cells[blank], s.cells[src] = 0, t
		s.est.Undo(&done)
		s.path = s.path[:len(s.path)-1]
		if s.err != nil {
			return math.MaxInt, false
		}
		next = min(next, f)
	}
	return next, false
}
