package solver

import (
	"context"
	"fmt"
	"math"
	"slices"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb"
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

// cornerBound is a bound from the pattern databases on the moves to a goal whose blank is in no
// corner: the goal with its blank walked to a corner (k moves away) is the usual one in a frame,
// where the databases bound the moves to it; no solution is shorter than that bound less k.
type cornerBound struct {
	f   *frame
	k   int32
	est pdb.Estimator
	rec pdb.Moved
}

// goalBound is the larger of the Manhattan distance to the goal and the corner bounds: 0 exactly
// at the goal, where Manhattan distance is 0 and each corner bound at most 0.
type goalBound struct {
	goalManhattan
	corners []*cornerBound
	h       int
}

// newGoalBound is goalBound for p, whose state's tiles are at pos (pos[t] the cell of tile t),
// through each corner of the board, with the 15-puzzle's databases dbs.
func newGoalBound(p *board.Puzzle, pos []uint8, dbs db15) (*goalBound, error) {
	e := &goalBound{goalManhattan: *newGoalManhattan(p)}
	n := p.Size()
	for _, corner := range []int{0, n - 1, n*n - n, n*n - 1} {
		goal, k := walkBlank(p.Goal().Tiles, n, p.GoalCell(0), corner)
		q, err := p.WithGoal(goal)
		if err != nil {
			return nil, err
		}
		f, ok := newFrame(q)
		if !ok {
			return nil, fmt.Errorf("solver: the goal with its blank in corner %d has no frame", corner)
		}
		cb := &cornerBound{f: f, k: int32(len(k))}
		if err := cb.est.Init(dbs.main, dbs.also); err != nil {
			return nil, err
		}
		framed := make([]uint8, len(pos))
		for t, cell := range pos {
			framed[f.label[t]] = uint8(f.to[cell])
		}
		cb.est.Start(framed)
		e.corners = append(e.corners, cb)
	}
	e.recount()
	return e, nil
}

func (e *goalBound) recount() {
	e.h = e.goalManhattan.h
	for _, cb := range e.corners {
		e.h = max(e.h, cb.est.Estimate()-int(cb.k))
	}
}

func (e *goalBound) value() int { return e.h }

func (e *goalBound) move(t int, from, to uint8) {
	e.goalManhattan.move(t, from, to)
	for _, cb := range e.corners {
		cb.est.Move(cb.f.label[t], cb.f.to[from], cb.f.to[to], math.MaxInt, &cb.rec)
	}
	e.recount()
}

// walkBlank is goal with its blank walked from cell blank to cell to, along a row then a column,
// and the blank's steps back (the moves from the walked goal to goal).
func walkBlank(goal []int, n, blank, to int) ([]int, []board.Direction) {
	goal = slices.Clone(goal)
	var back []board.Direction
	for blank != to {
		next := blank
		switch {
		case blank%n < to%n:
			next++
		case blank%n > to%n:
			next--
		case blank < to:
			next += n
		default:
			next -= n
		}
		goal[blank], goal[next] = goal[next], 0
		d, _ := board.StepDirection(n, next, blank)
		back = append([]board.Direction{d}, back...)
		blank = next
	}
	return goal, back
}

// goalParts are the partitions a 4x4 goal of the puzzle's own gets databases of: the 15-puzzle's
// pair, built for that goal (tests take smaller ones).
var goalParts = []pdb.Partition{pdb.Partition663B, pdb.Partition663C}

// goalDatabases are the databases of goalParts for goal, loaded or built as the 15-puzzle's are
// and kept beside them, named after the goal.
func goalDatabases(ctx context.Context, c Config, goal []int) (db15, error) {
	set := dbSet{name: "15-puzzle towards " + fmt.Sprint(goal)}
	for _, part := range goalParts {
		p, err := part.ForGoal(goal)
		if err != nil {
			return db15{}, err
		}
		set.parts = append(set.parts, p)
	}
	return databasePair(ctx, c, set)
}

// idaTurned solves p, whose goal's blank f turns onto the main diagonal, with IDA* over
// databases built for the turned goal, and turns its moves back.
func idaTurned(ctx context.Context, p *board.Puzzle, f *frame, c Config) ([]board.Direction, astar.Stats, error) {
	q := f.puzzle(p)
	dbs, err := goalDatabases(ctx, c, q.Goal().Tiles)
	if err != nil {
		return nil, astar.Stats{}, err
	}
	s, err := newSlidingState(q)
	if err != nil {
		return nil, astar.Stats{}, err
	}
	turned, stats, err := idaDatabase(ctx, dbs, s, c)
	if err != nil {
		return nil, stats, err
	}
	moves, err := f.moves(f.to[p.Blank()], turned)
	return moves, stats, err
}

// idaToGoal runs IDA* on s, p's state, towards p's own goal: on 4x4 over databases built for that
// goal when a turn brings its blank onto the diagonal, else by goalBound over the 15-puzzle's;
// elsewhere (or without databases) by Manhattan distance.
func idaToGoal(ctx context.Context, p *board.Puzzle, s *slidingState, c Config) ([]board.Direction, astar.Stats, error) {
	s.est = newGoalManhattan(p)
	if f, ok := newTurn(p); ok && p.Size() == 4 && !c.NoDatabase {
		return idaTurned(ctx, p, f, c)
	}
	if p.Size() == 4 && !c.NoDatabase {
		dbs, err := database15(ctx, c)
		if err != nil {
			return nil, astar.Stats{}, err
		}
		if s.est, err = newGoalBound(p, s.positions(), dbs); err != nil {
			return nil, astar.Stats{}, err
		}
	}
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
