package solver

import (
	"context"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
)

// goalManhattan is the Manhattan distance to a goal of the puzzle's own: the estimate IDA* takes
// towards a goal no frame gives the usual one (goal.go). It is 0 exactly at the goal.
type goalManhattan struct {
	n    int
	home []int // home[t] is tile t's goal cell
	h    int
}

func newGoalManhattan(p *board.Puzzle) *goalManhattan {
	n := p.Size()
	e := &goalManhattan{n: n, home: make([]int, n*n), h: p.Manhattan()}
	for t := range e.home {
		e.home[t] = p.GoalCell(t)
	}
	return e
}

func (e *goalManhattan) value() int { return e.h }

func (e *goalManhattan) move(t int, from, to uint8) {
	e.h += board.CellDistance(e.home[t], int(to), e.n) - board.CellDistance(e.home[t], int(from), e.n)
}

// goalState and goalKeyed are slidingState and keyedState whose goal is where the estimate is 0:
// their own count of misplaced tiles is against the usual goal.
type (
	goalState struct{ *slidingState }
	goalKeyed struct{ keyedState }
)

func (s goalState) IsGoal() bool { return s.est.value() == 0 }
func (s goalKeyed) IsGoal() bool { return s.est.value() == 0 }

// idaToGoal runs IDA* on s, p's state, towards p's own goal.
func idaToGoal(ctx context.Context, p *board.Puzzle, s *slidingState, c Config) ([]board.Direction, astar.Stats, error) {
	s.est = newGoalManhattan(p)
	if len(s.cells) <= 16 {
		return runIDA(ctx, goalKeyed{keyedState{s}}, c, tableBits)
	}
	return runIDA(ctx, goalState{s}, c, 0)
}

// usualGoal says b is not a sliding puzzle with a goal of its own.
func usualGoal(b board.Board) bool {
	p, ok := b.(*board.Puzzle)
	return !ok || p.UsualGoal()
}
