package solver

import (
	"context"
	"fmt"
	"slices"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/inplace"
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

func (e *goalManhattan) Value() int { return e.h }

func (e *goalManhattan) Move(t int, from, to uint8) {
	e.h += board.CellDistance(e.home[t], int(to), e.n) - board.CellDistance(e.home[t], int(from), e.n)
}

// goalState and goalKeyed are inplace.Puzzle and keyedState whose goal is where the estimate is 0:
// their own count of misplaced tiles is against the usual goal.
type (
	goalState struct{ *inplace.Puzzle }
	goalKeyed struct{ keyedState }
)

func (s goalState) IsGoal() bool { return s.Est.Value() == 0 }
func (s goalKeyed) IsGoal() bool { return s.Est.Value() == 0 }

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

// goalPrefix begins the name of a goal's set of databases in the cache.
const goalPrefix = "15-puzzle towards "

// goalTurn is the frame that takes a 4x4 goal's blank where databases built for that goal serve:
// onto the main diagonal (newTurn), where the transposed lookup reads the same tables; else, the
// blank being mid-edge where no symmetry keeps it, next to the bottom-right corner, where the
// transposed lookup reads databases of the transposed goal (goalSet) and the groups of goal
// cells made for the usual goal still lie close together. Every mid-edge goal turns into the
// same framed goal, so they share one set.
func goalTurn(p *board.Puzzle) *frame {
	if f, ok := newTurn(p); ok {
		return f
	}
	n := p.Size()
	f, _ := frameTo(p, func(cell int) bool { return cell == n*n-2 }) // a mid-edge cell's orbit holds it
	return f
}

// goalSet is the set of databases of goalParts for goal, a 4x4 goal framed by goalTurn, named
// after it: the partitions for the goal, then, when its blank is off the diagonal, for the
// transposed goal (goalDatabases pairs them).
func goalSet(goal []int) (pdb.Set, error) {
	set := pdb.Set{Name: goalPrefix + fmt.Sprint(goal)}
	goals := [][]int{goal}
	if b := slices.Index(goal, 0); b/4 != b%4 {
		goals = append(goals, pdb.TransposedGoal(goal, 4))
	}
	for _, g := range goals {
		for _, part := range goalParts {
			p, err := part.ForGoal(g)
			if err != nil {
				return pdb.Set{}, err
			}
			set.Parts = append(set.Parts, p)
		}
	}
	return set, nil
}

// goalDatabases are the databases of goalSet(goal), loaded or built as the 15-puzzle's are and
// kept beside them: a goal's databases, the transposed goal's read by their transposed lookup
// (pdb.DB.WithTransposed). The sets of other goals in memory are let go first, unless a solve
// waits for them: a session works towards one goal at a time, and each set takes 23 MB or 46 MB.
func goalDatabases(ctx context.Context, c Config, goal []int) (db15, error) {
	set, err := goalSet(goal)
	if err != nil {
		return db15{}, err
	}
	store, err := c.store()
	if err != nil {
		return db15{}, err
	}
	databases.ReleaseOthers(store, goalPrefix, set.Name)
	dbs, err := databaseSet(ctx, c, set)
	if err != nil || len(dbs) == len(goalParts) {
		return pairOf(dbs), err
	}
	half := len(goalParts)
	for i := range half {
		if dbs[i], err = dbs[i].WithTransposed(dbs[half+i]); err != nil {
			return db15{}, err
		}
	}
	return pairOf(dbs[:half]), nil
}

// idaTurned solves p, whose goal f turns where its databases serve (goalTurn), with IDA* over
// databases built for the turned goal, and turns its moves back.
func idaTurned(ctx context.Context, p *board.Puzzle, f *frame, c Config) ([]board.Direction, astar.Stats, error) {
	q := f.puzzle(p)
	dbs, err := goalDatabases(ctx, c, q.Goal().Tiles)
	if err != nil {
		return nil, astar.Stats{}, err
	}
	s, err := inplace.New(q)
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
// goal (turned by goalTurn); elsewhere (or without databases) by Manhattan distance.
func idaToGoal(ctx context.Context, p *board.Puzzle, s *inplace.Puzzle, c Config) ([]board.Direction, astar.Stats, error) {
	if p.Size() == 4 && !c.NoDatabase {
		return idaTurned(ctx, p, goalTurn(p), c)
	}
	s.Est = newGoalManhattan(p)
	if len(s.Cells) <= 16 {
		return runIDA(ctx, goalKeyed{keyedState{s}}, c, tableBits)
	}
	return runIDA(ctx, goalState{s}, c, 0)
}

// puzzleSet is the set of databases IDA* on 4x4 p waits for: the 15-puzzle's for the usual goal
// or one a frame makes it, else its turned goal's.
func puzzleSet(p *board.Puzzle) (pdb.Set, error) {
	if _, ok := newFrame(p); ok || p.UsualGoal() {
		return set15, nil
	}
	return goalSet(goalTurn(p).framed)
}

// puzzleDatabases waits for (loading or building) the databases of puzzleSet(p).
func puzzleDatabases(ctx context.Context, p *board.Puzzle, c Config) (db15, error) {
	if _, ok := newFrame(p); ok || p.UsualGoal() {
		return database15(ctx, c)
	}
	return goalDatabases(ctx, c, goalTurn(p).framed)
}
