package solver

import (
	"context"

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
	tiles [maxGroup]uint8 // cells of the group's tiles
	blank uint8
}

// groupProblem is the subgoal search: bring the group's tiles to their goal cells, moving the
// blank through every cell that is not fixed.
type groupProblem struct {
	n     int
	k     int // tiles in the group
	goals [maxGroup]uint8
	fixed []bool
	// weight is how many times the search counts the estimate: 1 (or 0) for A* and shortest
	// ways, more for weighted A*, faster and at most weight times as long.
	weight int32
	// scratch is the search's memory, kept by the reducer from one group to the next (nil: new).
	scratch *groupScratch
}

func (g *groupProblem) key(s groupState) uint64 {
	k := uint64(s.blank)
	for i := 0; i < g.k; i++ {
		k = k<<8 | uint64(s.tiles[i])
	}
	return k
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

// placeGroup finds a way, within the fixed cells, to bring the tiles whose goal cells are goals (at
// most maxGroup) home on the board s, storing at most budget states (0: no cap): a shortest way
// with weight 1, else weighted A*'s (see groupProblem.weight).
func placeGroup(ctx context.Context, s *slidingState, fixed []bool, goals []int, budget int, weight int32, scratch *groupScratch) ([]board.Direction, astar.Stats, error) {
	g := &groupProblem{n: s.n, k: len(goals), fixed: fixed, weight: weight, scratch: scratch}
	var start groupState
	start.blank = uint8(s.blank)
	for i, cell := range goals {
		g.goals[i] = uint8(cell)
		for c, t := range s.cells {
			if int(t) == cell+1 {
				start.tiles[i] = uint8(c)
			}
		}
	}
	return g.search(ctx, start, budget)
}
