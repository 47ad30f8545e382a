package reduction

import (
	"context"
	"github.com/tilesolve/tilesolve/internal/linearconflict"
	"runtime"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/astar/sliding"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb"
)

// slidingBeam is sliding.Beam, width boards wide, ranking by Manhattan distance plus linear conflicts. The
// reduction places each group of tiles well but never looks past it; the beam moves every tile
// at once towards home, and its answers are much shorter where it can finish.
type slidingBeam struct {
	*sliding.Beam[*lcRank]
	width int
	order bool
	dbs   []*pdb.DB
}

// newSlidingBeam is a beam of width over n-by-n boards expanding each layer on workers
// goroutines, ranking by Manhattan distance plus linear conflicts.
func newSlidingBeam(n, width, workers int) slidingBeam {
	return newRankedBeam(n, width, workers, false, nil)
}

// newRankedBeam is newSlidingBeam ranking, if order, by the ordered rank (see orderScale), and
// with dbs (block databases of n-by-n boards, or none) in place of Manhattan distance.
func newRankedBeam(n, width, workers int, order bool, dbs []*pdb.DB) slidingBeam {
	b := slidingBeam{sliding.NewBeam(n, newLCRank(n, order, dbs)), width, order, dbs}
	var more []*lcRank
	for range workers - 1 {
		more = append(more, newLCRank(n, order, dbs))
	}
	b.Parallel(more...)
	return b
}

// solve runs the beam from start until deadline on clock k: its Result has the moves, or says why it has
// none (died out, the deadline, ctx).
func (b slidingBeam) solve(ctx context.Context, start []uint8, deadline time.Time, k clock) astar.Result[[]uint8, board.Direction] {
	res := b.Solve(ctx, start, b.width, astar.Options[[]uint8]{Deadline: deadline, Clock: k.f})
	return res
}

// rankOf is lcRank's value of the n-by-n cells, counted afresh: Manhattan distance plus linear
// conflicts, or with dbs their sums plus blockConflicts times the linear conflicts; ordered,
// orderScale times that plus the Manhattan distance of the top row's and left column's tiles,
// counted once for each database.
func rankOf(n int, cells []uint8, order bool, dbs []*pdb.DB) int {
	pos := linearconflict.Positions(cells)
	lc := linearconflict.New(n, pos)
	h := lc.Value()
	if len(dbs) > 0 {
		h = blockConflicts * (h - lc.Manhattan())
		for _, db := range dbs {
			h += db.Estimate(pos)
		}
	}
	if order {
		h *= orderScale
		for i, t := range cells {
			if t != 0 && firstLine(n, int(t)-1) {
				h += max(1, len(dbs)) * board.CellDistance(int(t)-1, i, n)
			}
		}
	}
	return h
}

// lcRank is Manhattan distance plus linear conflicts as the beam's rank, with scratch for
// lineConflicts; ordered, it weights the top row and left column more (orderScale). With block
// databases (blockPartitions), the sum of their groups' values stands in for Manhattan distance:
// it counts the moves the tiles of a 2x2 block make to get round each other. The linear
// conflicts are still added (blockConflicts times), so a conflict within a block is counted
// again; the rank is no lower bound then, but it guides a beam to shorter answers at the
// same width than Manhattan distance, or the databases without linear conflicts.
type lcRank struct {
	n          int
	buf, tails []int
	order      bool
	dbs        []*pdb.DB
	pos        []uint8 // by tile: its cell on the board Board was last given (with dbs)
}

// blockConflicts is the weight of the linear conflicts beside the three block databases' sums:
// twice measured best, once or three times a little worse.
const blockConflicts = 2

func newLCRank(n int, order bool, dbs []*pdb.DB) *lcRank {
	r := &lcRank{n: n, buf: make([]int, 0, n), tails: make([]int, 0, n), order: order, dbs: dbs}
	if len(dbs) > 0 {
		r.pos = make([]uint8, n*n)
	}
	return r
}

// Value is the rank of cells counted afresh (rankOf).
func (b *lcRank) Value(cells []uint8) int { return rankOf(b.n, cells, b.order, b.dbs) }

// Board notes where each tile stands, for blockDelta (with databases only).
func (b *lcRank) Board(cells []uint8) {
	if len(b.dbs) > 0 {
		for i, t := range cells {
			b.pos[t] = uint8(i)
		}
	}
}

// orderScale is the ordered rank's weight of Manhattan distance plus linear conflicts; the tiles
// of the top row and left column count one more per cell they are from home, 5/4 of the others.
// Ranked so, the beam tends to finish the outer lines first, as a person does, instead of leaving
// every line nearly done at once. This weight measured best on the 48-puzzle (heavier
// weights and the plain rank give longer answers; on the 35-puzzle they tie); weighting a second
// line too gets the beam stuck placing it.
const orderScale = 4

// firstLine says whether goal cell g is in the top row or the left column.
func firstLine(n, g int) bool { return g/n == 0 || g%n == 0 }

// Delta is the change of the rank when tile t moves from cell from into the blank at cell to of
// cells (which it leaves as it was).
func (b *lcRank) Delta(cells []uint8, t, from, to int) int {
	d := linearconflict.ConflictDelta(b.n, cells, t, from, to, b.buf, b.tails)
	if len(b.dbs) > 0 {
		d *= blockConflicts
		for k := range b.dbs {
			d += b.blockDelta(k, t, from, to)
		}
	} else {
		d += board.CellDistance(t-1, to, b.n) - board.CellDistance(t-1, from, b.n)
	}
	if !b.order {
		return d
	}
	d *= orderScale
	if g := t - 1; firstLine(b.n, g) {
		d += max(1, len(b.dbs)) * (board.CellDistance(g, to, b.n) - board.CellDistance(g, from, b.n))
	}
	return d
}

// fastBudget is what a fast solve's first answer should stay under: the beam's deadlines are
// parts of it, and should the beam not finish, the reduction to 4x4 takes tens of ms more. A
// shorter budget narrows the beam, and its first answers grow longer.
const fastBudget = time.Second

// firstWorkers is how many goroutines expand a beam: every core (up to 4). The improvement's
// beams take them too, beside the window shortener: one wide beam on every core gives shorter
// answers than a beam on one core beside the windows.
func firstWorkers() int { return min(runtime.GOMAXPROCS(0), 4) }

// beamWidths are the beam's widths for the region it finishes (5x5 or 6x6), widest first, the
// widest what fits the first answer's budget on an idle core. The first is tried when at least half
// the budget is left, then the next in what is left.
var beamWidths = map[int][]int{5: {10_000, 1000}, 6: {3000, 1000}}

// beamRegion is the side of the region the beam finishes on larger boards. The beam ranks by
// Manhattan distance plus linear conflicts, which leads it astray on 7x7 (long answers, or the
// beam dying out); placing lines down to 6x6 first gives shorter answers than down to 5x5 or
// the reduction alone.
const beamRegion = 6

// beamFinish tries to solve the bottom-right m-by-m region, all that is not placed, with the
// beam, as wide as the time since the solve began allows; it says whether it did. The beam on
// 5x5 and 6x6 has not been seen to die out, but a deadline (a loaded machine) can stop it, and
// then the reduction goes on.
func (r *reducer) beamFinish(k int) (bool, error) {
	p, err := r.s.region(k)
	if err != nil {
		return false, err
	}
	s := cellsOf(p)
	for i, width := range beamWidths[p.Size()] {
		left := fastBudget - r.clock.since(r.started)
		if i == 0 && left < fastBudget/2 {
			continue
		}
		beam := newSlidingBeam(p.Size(), width, firstWorkers())
		res := beam.solve(r.ctx, s, r.clock.now().Add(left*6/10), r.clock)
		r.work.Expanded += res.Stats.Expanded
		r.work.Generated += res.Stats.Generated
		if err := r.ctx.Err(); err != nil {
			return false, err
		}
		if res.Found {
			return true, r.play(res.Moves)
		}
	}
	return false, nil
}

// blockDelta is the change of block database k's value when tile t moves from cell from to
// cell to, the group's other tiles where Board saw them.
func (b *lcRank) blockDelta(k, t, from, to int) int { return b.dbs[k].Delta(b.pos, t, from, to) }
