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
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/linearconflict"
)

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
	return &StopError{Stop: StopMemory, Cap: memory, BytesPerState: moveBytes,
		StatesAllowed: int(memory / moveBytes), Stats: r.stats(), Err: errMovesMemory}
}

// errMovesMemory is what fits wraps: not search.ErrBudget, which tells placeLine to try a
// smaller group.
var errMovesMemory = errors.New("the answer's moves would pass the memory budget")
