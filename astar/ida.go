package astar

import (
	"context"
	"math"
	"math/bits"
	"sync"
	"sync/atomic"

	"github.com/tilesolve/tilesolve/internal/search"
)

// Mutable is a state that IDA* changes in place as it goes down a path and back, so that a node
// costs no allocation: a move is done, searched below, and undone.
type Mutable[M any] interface {
	// Moves appends the moves possible now to buf and returns it. It may leave out the move that
	// undoes the last one done, which can never be on a shortest path.
	Moves(buf []M) []M
	Do(m M)
	Undo(m M)
	// Heuristic estimates the moves left; IDA* finds a shortest path when it is admissible.
	Heuristic() int
	IsGoal() bool
}

// Keyed is a Mutable state that can name itself exactly in 64 bits. IDA* then remembers states in
// a transposition table and skips one reached again, in the same iteration, by a path no shorter:
// everything below it within the bound was searched already. On deep puzzles most of the tree is
// such repeats.
type Keyed interface {
	Key() uint64
}

// ida is one IDA* run: the state it changes, the path so far and the figures.
type ida[M any, S Mutable[M]] struct {
	s    S
	opt  IDAOptions[S]
	path []M
	buf  []M // every level's moves, one level after another
	m    search.Meter
	err  error

	nodes []int // while observed: the Node number of the state at each depth of the path

	keyed     Keyed     // s, when it is Keyed and a table is wanted
	table     []ttEntry // by key hash
	iteration uint32
}

// tables keeps transposition tables for the next search, so that a batch of quick solves does not
// clear megabytes each. Entries of other searches are told apart by iterations, which numbers
// every IDA* iteration of the process.
var (
	tables     sync.Pool
	iterations atomic.Uint32
)

func getTable(bits int) []ttEntry {
	if t, ok := tables.Get().(*[]ttEntry); ok && len(*t) == 1<<bits {
		return *t
	}
	return make([]ttEntry, 1<<bits)
}

// ttEntry remembers that a state was searched in an iteration g moves from the start.
type ttEntry struct {
	key       uint64
	iteration uint32
	g         uint32
}

// IDA runs iterative-deepening A* (Korf 1985) on s: depth-first searches bounded by moves made
// plus s.Heuristic, each bound the least value that passed the one before. It leaves s at the goal
// when it finds one and as it found it otherwise. With an admissible heuristic the first solution
// found is a shortest one, and while it runs no solution is shorter than Stats.Bound. Its Result
// has Moves and no Path. Its memory is only its path: opt.MaxExpanded, its work, is its budget
// (Stop StopWork), and it has no node budget; ctx and opt.Deadline stop it within a millisecond
// or so; opt.TableBits sizes the transposition table of a Keyed state. Progress reports have no
// Best. A Mutable state has all IDA* needs, so it cannot fail: it returns no error.
func IDA[M any, S Mutable[M]](ctx context.Context, s S, opt IDAOptions[S]) Result[S, M] {
	r := &ida[M, S]{s: s, opt: opt, buf: make([]M, 0, 1024)}
	r.m = search.Meter{MaxExpanded: opt.MaxExpanded, Deadline: opt.Deadline, Clock: opt.Clock, Every: opt.ProgressEvery,
		Progress: progress(opt.Options, nil)}
	r.m.Start(ctx)
	if k, ok := any(s).(Keyed); ok && opt.TableBits > 0 {
		r.keyed, r.table = k, getTable(opt.TableBits)
		defer tables.Put(&r.table)
	}
	r.m.Stats.Bound = s.Heuristic()
	found, err := search.Deepen(&r.m.Stats, opt.MaxDepth, opt.Iterated, func() (int, bool, error) {
		r.iteration = iterations.Add(1)
		r.m.Report()
		next, found := r.search(0)
		return next, found, r.err
	})
	switch {
	case err != nil: // the meter's: a stop
		return Result[S, M]{Stats: r.m.Report(), Stop: r.m.Stopped()}
	case found:
		return Result[S, M]{Found: true, Moves: append([]M(nil), r.path...), Stats: r.m.Report()}
	}
	return Result[S, M]{Stats: r.m.Report()} // nothing left below any bound, or MaxDepth
}

// search explores below the current state, g moves from the start. It returns whether it found a
// goal (the path then leads there and the state is left at the goal) and otherwise the least
// moves-plus-estimate that passed the bound.
func (r *ida[M, S]) search(g int) (next int, found bool) {
	f := g + r.s.Heuristic()
	if f > r.m.Stats.Bound {
		return f, false
	}
	if r.s.IsGoal() {
		if r.opt.Observer != nil {
			r.observe(g, f, true)
		}
		return f, true
	}
	if r.keyed != nil && r.seen(g) {
		return math.MaxInt, false // its subtree's least f above the bound was counted the first time
	}
	if r.opt.Observer != nil {
		r.observe(g, f, false)
	}
	r.m.Stats.Depth = max(r.m.Stats.Depth, g)
	if err := r.m.Tick(); err != nil {
		r.err = err
		return math.MaxInt, false
	}
	next = math.MaxInt
	from := len(r.buf)
	r.buf = r.s.Moves(r.buf)
	to := len(r.buf)
	for i := from; i < to; i++ {
		m := r.buf[i]
		r.m.Stats.Generated++
		r.s.Do(m)
		r.path = append(r.path, m)
		t, ok := r.search(g + 1)
		if ok {
			r.buf = r.buf[:from]
			return t, true
		}
		r.path = r.path[:len(r.path)-1]
		r.s.Undo(m)
		if r.err != nil {
			break
		}
		next = min(next, t)
	}
	r.buf = r.buf[:from]
	return next, false
}

// seen says whether the state was searched before in this iteration at no more than g moves, and
// records it otherwise.
func (r *ida[M, S]) seen(g int) bool {
	k := r.keyed.Key()
	e := &r.table[search.Mix(k)>>(64-bits.Len(uint(len(r.table)-1)))]
	if e.key == k && e.iteration == r.iteration && int(e.g) <= g {
		return true
	}
	*e = ttEntry{key: k, iteration: r.iteration, g: uint32(g)}
	return false
}

// observe tells the Observer of the state g moves down the path, whose f is g plus its estimate.
func (r *ida[M, S]) observe(g, f int, goal bool) {
	node, parent := r.m.Stats.Expanded, -1
	if g > 0 {
		parent = r.nodes[g-1]
	}
	r.nodes = append(r.nodes[:g], node)
	r.opt.Observer(&Expansion[S]{State: r.s, Node: node, Parent: parent, G: g, H: f - g, Priority: f,
		Closed: node, Stored: g + 1, Bound: r.m.Stats.Bound, Goal: goal})
}
