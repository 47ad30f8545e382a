package reduction

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/catch"
	"github.com/tilesolve/tilesolve/internal/yield"
	"github.com/tilesolve/tilesolve/pdb"
)

// segment is a stretch of a solution being shortened: its boards (boards[i] after moves[:i]) and
// the blank's cell on each.
type segment struct {
	n      int
	boards [][]uint8
	blanks []int
	moves  []board.Direction
}

func newSegment(n int, start []uint8, moves []board.Direction) *segment {
	s := &segment{n: n}
	s.reset(start, moves)
	return s
}

// reset replays moves from start.
func (s *segment) reset(start []uint8, moves []board.Direction) {
	s.moves = append([]board.Direction(nil), moves...)
	s.boards, s.blanks = s.boards[:0], s.blanks[:0]
	cur := append([]uint8(nil), start...)
	blank := 0
	for i, t := range cur {
		if t == 0 {
			blank = i
		}
	}
	s.boards, s.blanks = append(s.boards, cur), append(s.blanks, blank)
	for _, d := range moves {
		cur = append([]uint8(nil), cur...)
		from := blank + board.BlankStep(s.n, d)
		cur[blank], cur[from], blank = cur[from], 0, from
		s.boards, s.blanks = append(s.boards, cur), append(s.blanks, blank)
	}
}

// splice replaces moves[i:j] by repl, which leads from boards[i] to boards[j] too.
func (s *segment) splice(i, j int, repl []board.Direction) {
	moves := append(append(append([]board.Direction(nil), s.moves[:i]...), repl...), s.moves[j:]...)
	s.reset(s.boards[0], moves)
}

// dropCycles cuts out every stretch that comes back to a board seen before: a free saving.
func (s *segment) dropCycles() bool {
	seen := make(map[string]int, len(s.boards))
	for j, b := range s.boards {
		if i, ok := seen[string(b)]; ok {
			s.splice(i, j, nil)
			s.dropCycles()
			return true
		}
		seen[string(b)] = j
	}
	return false
}

// windowNodes is the most states one window's IDA* expands before the window is given up, so
// that no one window holds up the sweep over the others.
const windowNodes = 200_000

// shorten runs windows over the segment, widest last, splicing in every shorter way found, until
// until, ctx or interrupt, or until a sweep of every width up to maxWindow finds nothing. better
// is told each time it shortens.
func (s *segment) shorten(ctx context.Context, until time.Time, w *windowSearch, better func(), interrupt func() bool) {
	w.budget = windowNodes
	for {
		found := false
		for width := 4; width <= min(maxWindow, len(s.moves)); width += 2 {
			for i := 0; i+width <= len(s.moves); i += max(1, width/4) {
				yield.Point()
				if ctx.Err() != nil || w.clock.passed(until) || interrupt() {
					return
				}
				repl := w.shorter(s.boards[i], s.boards[i+width], width-2)
				if repl != nil {
					s.splice(i, i+width, repl)
					s.dropCycles()
					found = true
					better()
				}
			}
		}
		if !found {
			return
		}
	}
}

// maxWindow is the widest window tried: past it IDA* between two boards rarely ends in budget.
const maxWindow = 40

// improveBytesPerMove is the memory the improvement takes per move of the solution and cell of
// the board: the boards of the whole solution and of its two halves, with room to splice.
const improveBytesPerMove = 4

// improve shortens res.Moves, the first answer from start, until opt.Improve after the solve
// began, reporting the first length, each shorter one and, about every opt.ProgressEvery, the
// best again (Report.Improving, Stats.Bound the lower bound, Stats.Elapsed the time since the solve
// began). It keeps the shortest answer found: when ctx, the time budget or the memory budget
// stops it, res holds that answer and ImproveStop says which limit stopped it.
func improve(ctx context.Context, start *board.Puzzle, res *Result, opt Options) {
	moves := res.Moves
	if opt.Improve <= 0 || len(moves) == res.LowerBound {
		return
	}
	if start.Size() > MaxImproveN {
		res.Unshortened = MaxImproveN
		return
	}
	k := clock{opt.Clock}
	began := k.now()
	n := start.Size()
	report := func(length int) {
		if opt.Progress != nil {
			opt.Progress(Report{Improving: true, BestLength: length,
				Stats: astar.Stats{Bound: res.LowerBound, Elapsed: res.Stats.Elapsed + k.since(began)}})
		}
	}
	report(len(moves))
	if res.Stats.Elapsed >= opt.Improve { // the first answer took all the time there was
		res.ImproveStop = &StopError{Stop: StopImprove, Cap: int64(opt.Improve)}
		return
	}
	memory := opt.MaxMemory
	if need := int64(len(moves)+1) * int64(n*n) * improveBytesPerMove; need > memory {
		res.ImproveStop = &StopError{Stop: StopMemory, Cap: memory,
			BytesPerState: int64(n*n) * improveBytesPerMove, StatesAllowed: int(memory / (int64(n*n) * improveBytesPerMove))}
		return
	}
	// One goroutine tells each shorter answer and, about every ProgressEvery, the best length
	// again, so that the time shown moves on while no shorter answer comes: the searches only
	// note the length (better), and no report runs under a lock or after improve returns.
	var mu sync.Mutex
	best, told := len(moves), len(moves)
	shorter := make(chan struct{}, 1)
	tick := time.NewTicker(cmp.Or(opt.ProgressEvery, 100*time.Millisecond))
	defer tick.Stop()
	quit := make(chan struct{})
	var teller catch.Crew // a report's panic is passed on to this goroutine
	teller.Go(func() {
		for {
			select {
			case <-tick.C:
			case <-shorter:
			case <-quit:
				return
			}
			mu.Lock()
			told = best
			mu.Unlock()
			report(told)
		}
	})
	// The beams rank by the block databases where there are some; they are kept for the process,
	// and their size comes out of the memory the beams may take, as does that of the builds
	// running beside them (started ahead, for later solves). Block databases built meanwhile
	// (started ahead) serve the beams after.
	m := ImproveRegion(n)
	var dbs []*pdb.DB
	if opt.Blocks != nil {
		var err error
		if dbs, err = opt.Blocks(ctx, m); err != nil && ctx.Err() == nil {
			res.ImproveErr = fmt.Errorf("reduction: the improvement goes on without its block databases: %w", err)
		}
	}
	for _, db := range dbs {
		memory -= int64(db.Size())
	}
	if opt.Building != nil {
		memory -= opt.Building()
	}
	blocks := func() []*pdb.DB { return dbs }
	var readyMu sync.Mutex
	var readyErr error // the first error ReadyBlocks gave
	if dbs == nil && opt.ReadyBlocks != nil {
		blocks = func() []*pdb.DB {
			ready, err := opt.ReadyBlocks(m)
			readyMu.Lock()
			if err != nil && readyErr == nil {
				readyErr = err
			}
			readyMu.Unlock()
			return ready
		}
	}
	better, early, memoryStop, err := improveMoves(ctx, n, cellsOf(start), moves, blocks, began.Add(opt.Improve-res.Stats.Elapsed), k, memory, func(length int) {
		mu.Lock()
		best = length
		mu.Unlock()
		select {
		case shorter <- struct{}{}:
		default: // the teller has one to tell already: it reads the newest
		}
	})
	close(quit)
	teller.Wait()
	if told != len(better) { // the last shorter answer came as the teller stopped
		report(len(better))
	}
	if err != nil {
		res.ImproveErr = errors.Join(res.ImproveErr, err)
	}
	if readyErr != nil && !errors.Is(res.ImproveErr, readyErr) { // said once, when Blocks said it already
		res.ImproveErr = errors.Join(res.ImproveErr, fmt.Errorf("reduction: the block databases could not be asked for: %w", readyErr))
	}
	stop := func(why Stop, cp int64) {
		res.ImproveStop = &StopError{Stop: why, Cap: cp, Err: ctx.Err(),
			Stats: astar.Stats{Bound: res.LowerBound, Elapsed: k.since(began)}}
	}
	switch {
	case errors.Is(ctx.Err(), context.Canceled):
		stop(StopCancelled, 0)
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		stop(StopTime, 0)
	case memoryStop: // a wider beam would not fit: what kept the answer from getting shorter
		stop(StopMemory, memory)
	case early:
		stop(StopImprove, int64(opt.Improve))
	}
	if len(better) < len(moves) {
		res.Moves = better
	}
}
