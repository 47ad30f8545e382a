package astar

import (
	"context"
	"math"
	"math/bits"
	"sync"
	"sync/atomic"
	"time"
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

// IDAOptions bound and observe an IDA* search. The zero value means no limits and no reports.
type IDAOptions struct {
	// MaxNodes caps the states expanded over all iterations (IDA*'s memory is only its path, so
	// its budget is work). 0 means no cap.
	MaxNodes int
	// MaxDepth, when > 0, gives up once the bound would pass that many moves.
	MaxDepth int
	// TableBits sets the transposition table's size to 2^TableBits entries of 16 bytes, for a
	// state that is Keyed; 0 means none.
	TableBits int
	// Progress, when set, is called every ProgressEvery (default 100 ms) from the searching
	// goroutine, once when each iteration starts and once at the end.
	Progress      func(Stats)
	ProgressEvery time.Duration
	// Observer, when set, hears every state expanded (observer.go), State being the Mutable
	// state in place; Iterated, when set, hears each iteration as it ends.
	Observer Observer[any]
	Iterated func(Iteration)
}

// IDAResult is what IDA* found: the moves from the start to a goal, or Found false when none is
// reachable (within MaxDepth, when set).
type IDAResult[M any] struct {
	Found bool
	Moves []M
	Stats Stats
}

// ida is one IDA* run: the state it changes, the path so far and the figures.
type ida[M any, S Mutable[M]] struct {
	s    S
	opt  IDAOptions
	path []M
	buf  []M // every level's moves, one level after another
	m    Meter
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
// when it finds one and as it found it otherwise. With an admissible heuristic the first solution found is a shortest one, and while it runs no
// solution is shorter than Stats.Bound. It stops with ctx's error when ctx is done (checked every
// few hundred nodes, so within a millisecond) and with ErrBudget when MaxNodes is reached.
func IDA[M any, S Mutable[M]](ctx context.Context, s S, opt IDAOptions) (IDAResult[M], error) {
	r := &ida[M, S]{s: s, opt: opt, buf: make([]M, 0, 1024)}
	r.m = Meter{MaxExpanded: opt.MaxNodes, Every: opt.ProgressEvery}
	var report func(Stats) Stats
	if opt.Progress != nil {
		report = func(st Stats) Stats { opt.Progress(st); return st }
	}
	r.m.Start(ctx, checkEvery, opt.Progress != nil, report)
	if k, ok := any(s).(Keyed); ok && opt.TableBits > 0 {
		r.keyed, r.table = k, getTable(opt.TableBits)
		defer tables.Put(&r.table)
	}
	r.m.Stats.Bound = s.Heuristic()
	for {
		r.iteration = iterations.Add(1)
		if opt.MaxDepth > 0 && r.m.Stats.Bound > opt.MaxDepth {
			return IDAResult[M]{Stats: r.m.Report()}, nil
		}
		r.m.Report()
		before := r.m.Stats
		next, found := r.search(0)
		if opt.Iterated != nil && r.err == nil {
			it := Iteration{Bound: r.m.Stats.Bound, Expanded: r.m.Stats.Expanded - before.Expanded,
				Generated: r.m.Stats.Generated - before.Generated, Found: found}
			if !found && next != math.MaxInt {
				it.Next = next
			}
			opt.Iterated(it)
		}
		switch {
		case r.err != nil:
			return IDAResult[M]{Stats: r.m.Report()}, r.err
		case found:
			return IDAResult[M]{Found: true, Moves: append([]M(nil), r.path...), Stats: r.m.Report()}, nil
		case next == math.MaxInt:
			return IDAResult[M]{Stats: r.m.Report()}, nil // nothing left below any bound
		}
		r.m.Stats.Bound = next
	}
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
	e := &r.table[Mix(k)>>(64-bits.Len(uint(len(r.table)-1)))]
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
	r.opt.Observer(&Expansion[any]{State: r.s, Node: node, Parent: parent, G: g, H: f - g, Priority: f,
		Closed: node, Stored: g + 1, Bound: r.m.Stats.Bound, Goal: goal})
}
