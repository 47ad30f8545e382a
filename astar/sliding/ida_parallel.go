package sliding

import (
	"errors"
	"math"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/internal/catch"
	"github.com/tilesolve/tilesolve/pdb"
)

// Parallel IDA*. An iteration large enough to share is searched in two steps: the caller's
// pdbSearcher walks it down to a fixed depth (the horizon) and records the states it reaches there
// in order (the frontier) instead of searching below them; then each worker, with a pdbSearcher of
// its own, takes the next unsearched frontier state, sets out from the start along its path and
// searches below it, until none are left. Any solution found in an iteration is within its
// bound, and no solution is shorter than the bound (the iteration before found none), so any
// one found is a shortest one. The answer is the one below the earliest frontier state (in the
// order the workers take them) that has any: a solution found below state i stops the workers
// on later states at once, while those on earlier states finish theirs. So the same board gives
// the same moves on every run, however the workers happen to be scheduled, at the cost of
// finishing at most a subtree a worker.

// parallelMin is the fewest states an iteration must have expanded for the next one to be
// shared: sharing costs a frontier walk and a start per worker, worth it from about this size.
// A variable so that tests can share small searches.
var parallelMin = 1 << 15

// frontierPerWorker is how many frontier states a worker should have to choose from: subtrees'
// sizes vary by orders of magnitude, and many small shares keep both workers busy to the end.
const frontierPerWorker = 1024

// errHalt stops a worker whose iteration is over (another found a solution, or failed).
var errHalt = errors.New("astar: halted")

// pdbFrontier is the states recorded at the horizon, in the order the search reached them, and
// the order the workers take them in: the smallest estimate first. In the last iteration a
// solution is likelier below a state that looks nearer the goal, so it is found sooner; in the
// others every state is searched anyway, and the largest subtrees (those with the most room
// under the bound) going first keeps the workers evenly busy to the end.
type pdbFrontier struct {
	horizon int
	moves   []uint8 // each state's path, horizon cells a state, one after another
	blanks  []uint8
	prune   []uint16 // each state's pruning automaton state
	h       []uint8  // each state's estimate
	order   []int32
}

func (f *pdbFrontier) add(path []uint8, blank, ps, h int) {
	f.moves = append(f.moves, path...)
	f.blanks = append(f.blanks, uint8(blank))
	f.prune = append(f.prune, uint16(ps))
	f.h = append(f.h, uint8(h))
}

func (f *pdbFrontier) reset(horizon int) {
	f.horizon = horizon
	f.moves, f.blanks, f.prune, f.h = f.moves[:0], f.blanks[:0], f.prune[:0], f.h[:0]
}

// sort orders the states by estimate, in the order reached among equals.
func (f *pdbFrontier) sort() {
	f.order = f.order[:0]
	for i := range f.blanks {
		f.order = append(f.order, int32(i))
	}
	slices.SortStableFunc(f.order, func(a, b int32) int { return int(f.h[a]) - int(f.h[b]) })
}

// crew is one IDA's workers and what they share during an iteration.
type crew struct {
	main    *pdbSearcher // the caller's: walks to the frontier, holds the figures between iterations
	workers []*pdbSearcher
	pos     []uint8 // the start
	blank   int     // the start's blank cell
	front   pdbFrontier
	check   func(astar.Stats) error
	every   int // states expanded between calls of check, over all workers

	taken atomic.Int64 // frontier states handed out
	stop  atomic.Bool  // a failure: every worker stops
	// best is the earliest frontier state (index in front.order) below which a solution was
	// found, math.MaxInt64 while none is; cur is each worker's current state, read only by its
	// own poll.
	best atomic.Int64
	cur  []int
	// Each worker's figures for the iteration so far, published as it polls.
	expanded, generated, depth []atomic.Int64

	mu        sync.Mutex // guards the fields below and calls of check
	nextCheck int
	err       error
	path      []uint8 // the solution below state best, when found
}

func newCrew(s *pdbSearcher, also *pdb.DB, pos []uint8, workers int, check func(astar.Stats) error, every int) *crew {
	c := &crew{main: s, pos: pos, blank: int(pos[0]), front: pdbFrontier{horizon: 4}, check: check, every: every,
		expanded: make([]atomic.Int64, workers), generated: make([]atomic.Int64, workers),
		depth: make([]atomic.Int64, workers), cur: make([]int, workers)}
	poll := min(s.mask, 1023) // often enough to stop within a fraction of a millisecond
	for i := 0; i < workers; i++ {
		w, _ := newPDBSearcher(s.d, also, pos) // as s was made: no error
		w.mask = poll
		w.poll = func() error { return c.poll(i, w) }
		c.workers = append(c.workers, w)
	}
	return c
}

// iterate searches the main searcher's bound, as its dfs from the start would, with the
// workers; it leaves the figures, and a solution's path, in the main searcher. last is the
// number of states the iteration before expanded.
func (c *crew) iterate(last int) (int, bool) {
	next, found, shared := c.share(last)
	if !shared {
		return next, found
	}
	nexts := make([]int, len(c.workers))
	var crew catch.Crew // a worker's panic is passed on to this goroutine
	for i, w := range c.workers {
		crew.Go(func() {
			done := false
			defer func() {
				if !done { // a panic: the other workers stop too
					c.stop.Store(true)
				}
			}()
			nexts[i] = c.work(i, w)
			done = true
		})
	}
	crew.Wait()
	return c.collect(next, nexts)
}

// share walks the main searcher to a horizon deep enough for a frontier of frontierPerWorker
// states a worker, or as deep as a sixteenth of the last iteration's work allows, and readies
// the frontier and the workers for work. It says false, with the iteration's answer, when the
// walk decided the iteration (a solution above the horizon, a failure, no frontier); else it
// returns the least moves-plus-estimate past the bound that the walk saw.
func (c *crew) share(last int) (next int, found, shared bool) {
	s := c.main
	walked := s.stats.Expanded
	for {
		c.front.reset(c.front.horizon)
		s.horizon, s.front = c.front.horizon, &c.front
		n, found := s.dfs(0, c.blank, 0)
		s.horizon, s.front = -1, nil
		if found || s.err != nil {
			return n, found, false
		}
		next = n
		if len(c.front.blanks) >= frontierPerWorker*len(c.workers) || len(c.front.blanks) == 0 ||
			c.front.horizon+2 > s.stats.Bound || s.stats.Expanded-walked > last/16 {
			break
		}
		c.front.horizon += 2
	}
	if len(c.front.blanks) == 0 {
		return next, false, false
	}
	c.front.sort()
	c.taken.Store(0)
	c.stop.Store(false)
	c.best.Store(math.MaxInt64)
	c.nextCheck = s.stats.Expanded + c.every
	for i, w := range c.workers {
		c.expanded[i].Store(0)
		c.generated[i].Store(0)
		c.depth[i].Store(0)
		w.stats = astar.Stats{Bound: s.stats.Bound}
	}
	return next, false, true
}

// collect adds the workers' figures to the main searcher's and gives the iteration's answer:
// the solution below the earliest frontier state, or the least moves-plus-estimate past the
// bound (the walk's next and each worker's nexts).
func (c *crew) collect(next int, nexts []int) (int, bool) {
	s := c.main
	for i, w := range c.workers {
		next = min(next, nexts[i])
		s.stats.Expanded += w.stats.Expanded
		s.stats.Generated += w.stats.Generated
		s.stats.Depth = max(s.stats.Depth, w.stats.Depth)
	}
	switch {
	case c.err != nil:
		s.err = c.err
		return math.MaxInt, false
	case c.best.Load() != math.MaxInt64:
		s.path = append(s.path[:0], c.path...)
		return s.stats.Bound, true
	}
	return next, false
}

// work is worker k's: it searches below frontier states until none are left, a solution below
// an earlier state makes the rest useless, or the search fails; it returns the least
// moves-plus-estimate past the bound that it saw.
func (c *crew) work(k int, w *pdbSearcher) int {
	next := math.MaxInt
	h := c.front.horizon
	for !c.stop.Load() {
		i := int(c.taken.Add(1) - 1)
		if i >= len(c.front.order) || int64(i) > c.best.Load() {
			break
		}
		c.cur[k] = i
		j := int(c.front.order[i])
		w.start(c.pos)
		path := c.front.moves[j*h : (j+1)*h]
		blank := c.blank
		for _, to := range path {
			w.play(blank, int(to))
			blank = int(to)
		}
		w.path = append(w.path[:0], path...)
		f, found := w.dfs(h, blank, int(c.front.prune[j]))
		if w.err != nil {
			if w.err != errHalt {
				c.fail(w.err)
			}
			w.err = nil
			break
		}
		if found {
			c.mu.Lock()
			if int64(i) < c.best.Load() && c.err == nil {
				c.best.Store(int64(i))
				c.path = append(c.path[:0], w.path...)
			}
			c.mu.Unlock()
			break // every state this worker takes from now on comes later
		}
		next = min(next, f)
	}
	return next
}

func (c *crew) fail(err error) {
	c.mu.Lock()
	if c.err == nil && c.best.Load() == math.MaxInt64 {
		c.err = err
	}
	c.mu.Unlock()
	c.stop.Store(true)
}

// poll is worker i's: it stops the worker when the search failed or a solution was found below
// an earlier frontier state than its own, publishes its figures, and calls check with everyone's
// when another c.every states have been expanded.
func (c *crew) poll(i int, w *pdbSearcher) error {
	if c.stop.Load() || c.best.Load() < int64(c.cur[i]) {
		return errHalt
	}
	c.expanded[i].Store(int64(w.stats.Expanded))
	c.generated[i].Store(int64(w.stats.Generated))
	c.depth[i].Store(int64(w.stats.Depth))
	if c.check == nil {
		return nil
	}
	st := c.main.stats
	for j := range c.workers {
		st.Expanded += int(c.expanded[j].Load())
		st.Generated += int(c.generated[j].Load())
		st.Depth = max(st.Depth, int(c.depth[j].Load()))
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if st.Expanded < c.nextCheck || c.stop.Load() {
		return nil
	}
	c.nextCheck = st.Expanded + c.every
	return c.check(st)
}
