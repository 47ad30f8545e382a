package reduction

import (
	"context"
	"errors"
	"github.com/tilesolve/tilesolve/internal/linearconflict"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/search"
)

// windowSearch is IDA* between two boards of a solution: it looks for a shorter way from one to
// the other, estimating with Manhattan distance plus linear conflicts towards the second board.
// The tiles are relabelled by their cell on the target (tile t becomes that cell + 1), so the
// target is a goal as linearConflict and board.CellDistance know it, wherever its blank stands; the
// estimate stays admissible. Its memory is the path alone.
type windowSearch struct {
	n, c    int
	cells   []uint8 // relabelled tiles; 0 the blank
	goal    []uint8 // scratch: the target's cell of each tile
	blank   int
	path    []board.Direction
	buf     []int
	tails   []int
	steps   [4]int // the blank's step for board.Up, Down, Left, Right
	budget  int    // most states a window may expand
	ctx     context.Context
	until   time.Time // on clock
	clock   clock
	meter   search.Meter // one window's work, budget, ctx and deadline
	stopped bool         // the meter stopped the window: its answer is "not found"
}

func newWindowSearch(ctx context.Context, n int, until time.Time, k clock) *windowSearch {
	w := &windowSearch{n: n, c: n * n, ctx: ctx, until: until, clock: k, cells: make([]uint8, n*n),
		goal: make([]uint8, n*n+1), buf: make([]int, 0, n), tails: make([]int, 0, n)}
	for _, d := range board.Directions {
		w.steps[d] = board.BlankStep(n, d)
	}
	return w
}

// shorter looks for a way from board a to board b (cells of n*n tiles) of at most limit moves
// and returns it, or nil when there is none within the budget.
func (w *windowSearch) shorter(a, b []uint8, limit int) []board.Direction {
	for i, t := range b {
		w.goal[t] = uint8(i)
	}
	for i, t := range a {
		if t == 0 {
			w.cells[i], w.blank = 0, i
			continue
		}
		w.cells[i] = w.goal[t] + 1
	}
	h := w.estimate()
	if h > limit {
		return nil
	}
	w.stopped = false
	w.meter = search.Meter{MaxExpanded: w.budget, Deadline: w.until, Clock: w.clock.f, CheckEvery: windowCheckEvery}
	w.meter.Start(w.ctx)
	// IDA*'s loop (search.Deepen), each bound 2 past the last: every path to the target has the
	// parity of its estimate, so nothing lies between.
	st := &w.meter.Stats
	st.Bound = h
	found, _ := search.Deepen(st, limit, nil, func() (int, bool, error) {
		w.path = w.path[:0]
		if w.dfs(0, h, st.Bound, -1) {
			return 0, true, nil
		}
		if w.stopped {
			return 0, false, errWindowStopped
		}
		return st.Bound + 2, false, nil
	})
	if !found {
		return nil
	}
	return append([]board.Direction(nil), w.path...)
}

// windowCheckEvery is how many states a window expands between looks at its budget, ctx and
// deadline.
const windowCheckEvery = 4096

// errWindowStopped ends a window's search when its budget, ctx or deadline stopped it.
var errWindowStopped = errors.New("reduction: the window's search stopped")

// estimate is Manhattan distance plus linear conflicts of the relabelled cells.
func (w *windowSearch) estimate() int {
	h := 0
	for i, t := range w.cells {
		if t != 0 {
			h += board.CellDistance(int(t)-1, i, w.n)
		}
	}
	for line := 0; line < w.n; line++ {
		h += 2 * linearconflict.Lines(w.n, w.cells, line, true, w.buf, w.tails)
		h += 2 * linearconflict.Lines(w.n, w.cells, line, false, w.buf, w.tails)
	}
	return h
}

// dfs is one IDA* iteration from the current cells, g moves in, estimate h; last is the move
// that led there (-1 at the start), which it does not undo.
func (w *windowSearch) dfs(g, h, bound, last int) bool {
	if h == 0 {
		return true
	}
	if w.stopped || w.meter.Tick() != nil {
		w.stopped = true
		return false
	}
	n, bl := w.n, w.blank
	for _, d := range board.Directions {
		if last >= 0 && d == board.Direction(last).Opposite() {
			continue
		}
		step := w.steps[d]
		from := bl + step
		if from < 0 || from >= w.c || (step == 1 && bl%n == n-1) || (step == -1 && bl%n == 0) {
			continue
		}
		t := int(w.cells[from])
		nh := h + linearconflict.MoveDelta(n, w.cells, t, from, bl, w.buf, w.tails)
		if g+1+nh > bound {
			continue
		}
		w.cells[bl], w.cells[from], w.blank = uint8(t), 0, from
		w.path = append(w.path, d)
		if w.dfs(g+1, nh, bound, int(d)) {
			return true
		}
		w.path = w.path[:len(w.path)-1]
		w.cells[from], w.cells[bl], w.blank = uint8(t), 0, bl
		if w.stopped {
			return false
		}
	}
	return false
}
