package reduction

import (
	"context"
	"math/bits"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
)

// maxGroup is the most tiles the fast solver places at once.
const maxGroup = 4

// groupState is the fast solver's subgoal abstracted: where the group's tiles and the blank
// stand. The other movable tiles are alike for the subgoal, so the space is small (cells^(k+1)
// states for k tiles) and A* searches it with duplicate detection, where IDA* on the whole board
// would search the same placements again and again.
type groupState struct {
	tiles [maxGroup]uint16 // cells of the group's tiles
	blank uint16
}

// groupProblem is the subgoal search: bring the group's tiles to their goal cells, moving the
// blank through every cell that is not fixed.
type groupProblem struct {
	n     int
	k     int // tiles in the group
	goals [maxGroup]uint16
	fixed []bool
	// base and bits pack a state's cells into its key: each cell less base in bits bits (see
	// keyLayout).
	base uint16
	bits uint
	// weight is how many times the search counts the estimate: 1 (or 0) for A* and shortest
	// ways, more for weighted A*, faster and at most weight times as long.
	weight int32
	// scratch is the search's memory, kept by the reducer from one group to the next (nil: new).
	scratch *groupScratch
}

func (g *groupProblem) key(s groupState) uint64 {
	k := uint64(s.blank - g.base)
	for i := 0; i < g.k; i++ {
		k = k<<g.bits | uint64(s.tiles[i]-g.base)
	}
	return k
}

// keyLayout sets base and bits from the cells the search may enter (those not fixed), so that
// the blank's and k tiles' cells fit a 64-bit key; it says whether they do. Up to 16x16 a cell
// takes a byte; on larger boards only groups of one or two tiles search a large region (see
// placeLine), and the larger groups come near the end, on the bottom rows.
func (g *groupProblem) keyLayout() bool {
	lo, hi := len(g.fixed), 0
	for c, f := range g.fixed {
		if !f {
			lo, hi = min(lo, c), max(hi, c)
		}
	}
	if lo > hi {
		lo = hi
	}
	g.base, g.bits = 0, 8
	if g.n*g.n > 256 {
		g.base, g.bits = uint16(lo), uint(max(1, bits.Len(uint(hi-lo))))
	}
	return uint(g.k+1)*g.bits <= 64
}

func (g *groupProblem) isGoal(s groupState) bool {
	for i := 0; i < g.k; i++ {
		if s.tiles[i] != g.goals[i] {
			return false
		}
	}
	return true
}

// estimate is a lower bound on the moves left: each group tile moves at least its Manhattan
// distance; and before any of them moves, the blank comes next to one, moving other tiles. The
// bound changes by at most one per move, so it is consistent.
func (g *groupProblem) estimate(s groupState) int {
	md, near := 0, 1<<30
	for i := 0; i < g.k; i++ {
		md += board.CellDistance(int(s.tiles[i]), int(g.goals[i]), g.n)
		near = min(near, board.CellDistance(int(s.tiles[i]), int(s.blank), g.n))
	}
	if md == 0 {
		return 0
	}
	return md + max(0, near-1)
}

// placeGroup finds a way, within the fixed cells, to bring tiles (at most maxGroup) to the cells
// targets on the board s, storing at most budget states (0: no cap): a shortest way with weight
// 1, else weighted A*'s (see groupProblem.weight).
func placeGroup(ctx context.Context, s *reduceBoard, fixed []bool, tiles, targets []int, budget int, weight int32, scratch *groupScratch) ([]board.Direction, astar.Stats, error) {
	g := &groupProblem{n: s.n, k: len(tiles), fixed: fixed, weight: weight, scratch: scratch}
	var start groupState
	start.blank = uint16(s.blank())
	for i, t := range tiles {
		g.goals[i], start.tiles[i] = uint16(targets[i]), uint16(s.cellOf(t))
	}
	return g.search(ctx, start, budget)
}

// tilesOf is the tiles whose goal cells are cells.
func tilesOf(cells []int) []int {
	tiles := make([]int, len(cells))
	for i, c := range cells {
		tiles[i] = c + 1
	}
	return tiles
}
