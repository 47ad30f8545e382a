// Package reduction solves a sliding puzzle of any size quickly, not proven shortest: it
// reduces the board a row and a column at a time, placing a few tiles at once with A* on a
// subgoal (so the tiles of a group help each other along), never moving a tile placed before,
// until a 6-by-6 is left, which a beam search finishes; should the beam not finish in time, the
// reduction goes on to a small region (Options.Last), which Options.Finish solves optimally. With
// time to spare (Options.Improve) it then shortens that first answer, with wider beams and with
// IDA* between boards of the answer (windows). The solver registers it as its "fast" algorithm.
package reduction

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/linearconflict"
	"github.com/tilesolve/tilesolve/internal/search"
	"github.com/tilesolve/tilesolve/pdb"
)

// Options bound and inform one solve. MaxMemory and Finish are required.
type Options struct {
	// MaxMemory bounds the answer's moves and the improvement's boards, in bytes.
	MaxMemory int64
	// Clock tells the time that the first answer's budget and Improve are counted on, and the
	// beams within them (nil: time.Now): a benchmark gives the process's CPU time so that the
	// answers do not lengthen with the machine's load; a test gives a clock it moves.
	Clock func() time.Time
	// Improve is how long the solve may take when it goes on shortening its first answer,
	// counted from its start (0: the first answer only); it stops sooner when it can shorten no
	// more.
	Improve time.Duration
	// Progress, when set, hears the work about every ProgressEvery (0: 100 ms), from the solving
	// goroutine or, while improving, from one goroutine of the solve's.
	Progress      func(Report)
	ProgressEvery time.Duration
	// Last is the side of the bottom-right region left to Finish (at least 3; 4 by default).
	Last int
	// Finish solves the region left, a solvable puzzle of side Last or less, optimally.
	Finish func(ctx context.Context, p *board.Puzzle) ([]board.Direction, astar.Stats, error)
	// Blocks gives the improvement's beams block databases of m-by-m regions, or none, and the
	// error that kept them (the improvement then ranks by Manhattan distance); ReadyBlocks gives
	// them when they are at hand already, else nil, or the error that keeps them from being
	// asked (Result.ImproveErr says the first), and is asked before each beam. Both may be nil.
	Blocks      func(ctx context.Context, m int) ([]*pdb.DB, error)
	ReadyBlocks func(m int) ([]*pdb.DB, error)
	// Building is the memory taken beside the solve by database builds (nil: none).
	Building func() int64
}

// Report is a solve's progress: the reduction's work, or, Improving, the best length so far
// (Stats.Bound the lower bound, Stats.Elapsed the time since the solve began).
type Report struct {
	Stats      astar.Stats
	Improving  bool
	BestLength int
}

// Result is a solve's answer.
type Result struct {
	Moves      []board.Direction // the shortest answer found
	First      []board.Direction // the first answer, which Moves shortens
	LowerBound int               // Manhattan distance plus linear conflicts
	Stats      astar.Stats       // the first answer's work
	// ImproveStop says which limit stopped the improvement, when one did; ImproveErr what kept
	// it from its whole work (see solver.Solution). Unshortened is the largest side it holds, set
	// when the board is larger (and Improve was asked for).
	ImproveStop *Stop
	ImproveErr  error
	Unshortened int
}

// Limit names what stopped a solve or its improvement.
type Limit uint8

const (
	LimitMemory  Limit = iota + 1 // Options.MaxMemory
	LimitImprove                  // Options.Improve
	LimitCancel                   // the context was cancelled
	LimitTime                     // the context's deadline
)

// Stop is a limit that stopped the solve (returned as its error) or its improvement
// (Result.ImproveStop), with its figures.
type Stop struct {
	Limit Limit
	Cap   int64 // bytes for the memory budget, nanoseconds for Improve
	// BytesPerState is the memory one move (or one board of the improvement) takes against the
	// budget; StatesAllowed how many fit.
	BytesPerState int64
	StatesAllowed int
	Stats         astar.Stats
	Err           error
}

func (e *Stop) Error() string {
	if e.Err != nil {
		return "reduction: " + e.Err.Error()
	}
	return fmt.Sprintf("reduction: stopped by limit %d", e.Limit)
}

func (e *Stop) Unwrap() error { return e.Err }

// MaxImproveN is the largest board whose first answer the improvement shortens: its windows and
// beams hold boards up to linearconflict.MaxN.
const MaxImproveN = linearconflict.MaxN

// Solve solves start, a solvable puzzle towards the usual goal, and shortens the answer while
// opt.Improve allows.
func Solve(ctx context.Context, start *board.Puzzle, opt Options) (Result, error) {
	res := Result{LowerBound: linearconflict.Of(start)}
	if !start.UsualGoal() {
		return res, errors.New("reduction: the fast solver reduces towards the usual goal")
	}
	if opt.Last < 3 {
		opt.Last = 4
	}
	r := newReducer(ctx, start, opt)
	moves, err := r.solve()
	res.Stats = r.stats()
	if err != nil {
		return res, err
	}
	res.Moves, res.First = moves, moves
	improve(ctx, start, &res, opt)
	return res, nil
}

// reducer is one fast solve: the board as it is changed, the cells placed for good, and the work.
type reducer struct {
	ctx     context.Context
	opt     Options
	s       *reduceBoard
	fixed   []bool
	moves   []board.Direction
	clock   clock       // the budgets' time (Options.Clock)
	started time.Time   // on clock
	work    astar.Stats // summed over the subgoal searches
	last    time.Time   // last progress report
	scratch groupScratch
	fence   []bool  // boxAround's answer, remade by each call
	walls   []bool  // a row of true, to copy
	walk    []int32 // leadBlank's cell the walk came from, +1; all 0 between walks
	queue   []int   // leadBlank's cells reached
}

func newReducer(ctx context.Context, start *board.Puzzle, opt Options) *reducer {
	s := newReduceBoard(start)
	r := &reducer{ctx: ctx, opt: opt, s: s, fixed: make([]bool, len(s.cells))}
	r.clock = clock{opt.Clock}
	r.started = r.clock.now()
	return r
}

func (r *reducer) stats() astar.Stats {
	st := r.work
	st.Elapsed = r.clock.since(r.started)
	return st
}

// solve places rows and columns until a 6-by-6 (or the 5-by-5 board) is left, solves that with
// the beam if it can in time, else goes on placing until a 4-by-4 is left, which it finishes
// optimally.
func (r *reducer) solve() ([]board.Direction, error) {
	n := r.s.n
	last := r.lastRegion()
	for k := 0; n-k > last; k++ {
		if n-k == min(n, beamRegion) && n-k > 4 {
			done, err := r.beamFinish(k)
			if err != nil || done {
				return r.moves, err
			}
		}
		row := make([]int, 0, n-k) // goal cells of row k from column k, then of column k below it
		for col := k; col < n; col++ {
			row = append(row, k*n+col)
		}
		if err := r.placeLine(row); err != nil {
			return nil, err
		}
		col := make([]int, 0, n-k-1)
		for rr := k + 1; rr < n; rr++ {
			col = append(col, rr*n+k)
		}
		if err := r.placeLine(col); err != nil {
			return nil, err
		}
	}
	if err := r.finish(max(0, n-last)); err != nil {
		return nil, err
	}
	return r.moves, nil
}

// lastRegion is the side of the region the reduction leaves to Finish: Options.Last, or the
// whole board when it is smaller.
func (r *reducer) lastRegion() int { return min(r.s.n, r.opt.Last) }

// groupBudget is how many states a try at placing three or four tiles at once may store before
// the reducer tries a smaller group.
const groupBudget = 300_000

// pairBudget and pairWeight: two tiles are placed by A* as far as pairBudget stored states,
// then, should that not do, by weighted A* (the estimate counted pairWeight times), which never
// gives up: a way at most pairWeight times as long as the shortest, in practice a few moves
// longer, in a fraction of the time: on a large free region a line's last two tiles can take A*
// a million states, and a big board has many lines.
const (
	pairBudget = 100_000
	pairWeight = 3
)

// placeLine places the tiles whose goal cells are cells (a row or a column, in order) a group at a
// time, as large as the budget allows, always ending with the last two together: they need each
// other's help to go in without moving the tiles placed before them.
func (r *reducer) placeLine(cells []int) error {
	free := 0
	for _, f := range r.fixed {
		if !f {
			free++
		}
	}
	// A group of k tiles has about free^(k+1) placements: on a large free region only small
	// groups search quickly; nearer the end, larger ones shorten the answer. (Pairs on a large
	// region shorten the answer a little but take too much of the second the fast solver has.)
	most := maxGroup
	switch {
	case free > 60:
		most = 1
	case free > 30, r.clock.since(r.started) > fastBudget:
		// Past the budget (the beam ran out of time on a loaded machine) pairs finish soonest.
		most = 2
	}
	for len(cells) > 0 {
		size := len(cells) // all that is left, the last two among them
		if len(cells) > max(most, 2) {
			size = min(most, len(cells)-2)
		}
		for ; ; size-- {
			if len(cells)-size == 1 {
				continue // never leave the last tile alone
			}
			var err error
			switch {
			case size > 2:
				err = r.place(cells[:size], groupBudget, 1)
			case size == 1:
				err = r.place(cells[:size], 0, 1) // free^2 states at most
			default:
				err = r.place(cells[:size], pairBudget, 1)
				if errors.Is(err, search.ErrBudget) {
					err = r.place(cells[:size], 0, pairWeight)
				}
			}
			if err == nil {
				break
			}
			if !errors.Is(err, search.ErrBudget) {
				return err
			}
		}
		for _, cell := range cells[:size] {
			r.fixed[cell] = true
		}
		cells = cells[size:]
	}
	return nil
}

// place brings the tiles whose goal cells are cells home (see placeGroup) and plays the moves on
// the board. It searches first within a box around the tiles, their goal cells and the blank (a
// far smaller space on a large board), then, if the box holds no way, the whole free region. With
// budget > 0 it gives up, changing nothing, past that many stored states; weight is the search's
// (1 for shortest ways).
func (r *reducer) place(cells []int, budget int, weight int32) error {
	if err := r.approach(cells); err != nil {
		return err
	}
	var moves []board.Direction
	var err error
	for _, fence := range [][]bool{r.box(cells, 2), r.fixed} {
		var st astar.Stats
		moves, st, err = placeGroup(r.ctx, r.s, fence, tilesOf(cells), cells, budget, weight, &r.scratch)
		r.work.Expanded += st.Expanded
		r.work.Generated += st.Generated
		if err != nil || moves != nil || r.placed(cells) {
			break
		}
	}
	r.report()
	if err != nil {
		return err
	}
	if moves == nil && !r.placed(cells) {
		return fmt.Errorf("reduction: no way to place tiles %v", cells)
	}
	return r.play(moves)
}

// box is the fixed cells plus every cell more than margin away from the box around the group's
// tiles, their goal cells and the blank.
func (r *reducer) box(goals []int, margin int) []bool {
	around := []int{r.s.blank()}
	for _, g := range goals {
		around = append(around, g, r.s.cellOf(g+1))
	}
	return r.boxAround(around, margin)
}

// boxAround is the fixed cells plus every cell more than margin away from the box around cells.
// It is made a row at a time in one buffer, which the next call overwrites: a large board makes
// it for every hop of every tile (n³ times), and a fresh n² fence each time made the solve
// quadratic in memory traffic (docs/performance.md has the figures).
func (r *reducer) boxAround(cells []int, margin int) []bool {
	n := r.s.n
	lo, hi := [2]int{n, n}, [2]int{-1, -1}
	for _, cell := range cells {
		rc := [2]int{cell / n, cell % n}
		for i := range rc {
			lo[i], hi[i] = min(lo[i], rc[i]), max(hi[i], rc[i])
		}
	}
	if len(r.fence) != n*n {
		r.fence, r.walls = make([]bool, n*n), make([]bool, n)
		for i := range r.walls {
			r.walls[i] = true
		}
	}
	left, right := max(0, min(n, lo[1]-margin)), max(0, min(n, hi[1]+margin+1))
	for row := range n {
		line := r.fence[row*n : (row+1)*n]
		if row < lo[0]-margin || row > hi[0]+margin {
			copy(line, r.walls)
			continue
		}
		copy(line, r.fixed[row*n:(row+1)*n])
		copy(line[:left], r.walls)
		copy(line[right:], r.walls)
	}
	return r.fence
}

// placed says whether the tiles of the goal cells are home already.
func (r *reducer) placed(cells []int) bool {
	for _, c := range cells {
		if int(r.s.cells[c]) != c+1 {
			return false
		}
	}
	return true
}

func (r *reducer) report() {
	if r.opt.Progress == nil || time.Since(r.last) < max(r.opt.ProgressEvery, 10*time.Millisecond) {
		return
	}
	r.last = time.Now()
	r.opt.Progress(Report{Stats: r.stats()})
}

// finish solves the bottom-right (n-k)-by-(n-k) region, all that is not placed, optimally.
func (r *reducer) finish(k int) error {
	p, err := r.s.region(k)
	if err != nil {
		return err
	}
	moves, st, err := r.opt.Finish(r.ctx, p)
	r.work.Expanded += st.Expanded
	r.work.Generated += st.Generated
	if err != nil {
		return err
	}
	return r.play(moves)
}

// play makes moves found on a region on the whole board: the same moves, since the blank stays
// in the region and the region's edges are the placed tiles.
func (r *reducer) play(moves []board.Direction) error {
	for _, d := range moves {
		if err := r.s.do(d); err != nil {
			return err
		}
	}
	r.moves = append(r.moves, moves...)
	return r.fits()
}

// moveBytes is the memory an answer takes a move: the reducer's move list (a byte) and the
// solution's path (board.PuzzlePath: two bits a move and a board kept every 4n² moves, under a
// byte).
const moveBytes = 2

// fits stops the solve, at the memory budget, once the answer so far would take more memory than
// the budget allows: about 500 million moves under the default 1 GiB, a hundred times the
// 127-by-127 answer.
func (r *reducer) fits() error {
	memory := r.opt.MaxMemory
	if int64(len(r.moves)+1)*moveBytes <= memory {
		return nil
	}
	return &Stop{Limit: LimitMemory, Cap: memory, BytesPerState: moveBytes,
		StatesAllowed: int(memory / moveBytes), Stats: r.stats(), Err: errMovesMemory}
}

// errMovesMemory is what fits wraps: not search.ErrBudget, which tells placeLine to try a
// smaller group.
var errMovesMemory = errors.New("the answer's moves would pass the memory budget")
