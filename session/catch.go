package session

import (
	"context"
	"fmt"
	"github.com/tilesolve/tilesolve/coach"
	"github.com/tilesolve/tilesolve/compare"

	"github.com/tilesolve/tilesolve/board"
	panics "github.com/tilesolve/tilesolve/internal/catch" // catch is this file's function
	"github.com/tilesolve/tilesolve/play"
	"github.com/tilesolve/tilesolve/solver"
)

// engine is the engine's entry points that the session's goroutines call, held by each type that
// runs engine work (SolveRun, Session and its players, Limits). Its zero value calls the solver's;
// a test gives its own functions to make one panic outside the engine's own recover (as a bug
// between two searches would) and see the goroutine's catch turn it into an error.
type engine struct {
	solveFunc     func(context.Context, board.Board, solver.Config) (*solver.Solution, error)
	distancesFunc func(context.Context, []board.Board, solver.Config) ([]int, error)
	compareFunc   func(context.Context, board.Board, compare.Budget, func(compare.Result)) ([]compare.Result, error)
	playerFunc    func(name string) play.Player // autoplay's player by its name (a test's slow one)
	releaseFunc   func()                        // lets go of the kept pattern databases (a test's count)
}

// releaseDatabases is solver.ReleaseDatabases, or the test's.
func (e engine) releaseDatabases() {
	if e.releaseFunc != nil {
		e.releaseFunc()
		return
	}
	solver.ReleaseDatabases()
}

// player is the autoplay player named name (players'), or the test's.
func (e engine) player(name string, seed uint64, cfg solver.Config) play.Player {
	if e.playerFunc != nil {
		return e.playerFunc(name)
	}
	return players[name](seed, cfg, e)
}

// solve is solver.Solve, or the test's.
func (e engine) solve(ctx context.Context, b board.Board, cfg solver.Config) (*solver.Solution, error) {
	if e.solveFunc != nil {
		return e.solveFunc(ctx, b, cfg)
	}
	return solver.Solve(ctx, b, cfg)
}

// distances is coach.Distances, or the test's.
func (e engine) distances(ctx context.Context, boards []board.Board, cfg solver.Config) ([]int, error) {
	if e.distancesFunc != nil {
		return e.distancesFunc(ctx, boards, cfg)
	}
	return coach.Distances(ctx, boards, cfg)
}

// compare is solver.Compare, or the test's.
func (e engine) compare(ctx context.Context, b board.Board, budget compare.Budget, done func(compare.Result)) ([]compare.Result, error) {
	if e.compareFunc != nil {
		return e.compareFunc(ctx, b, budget, done)
	}
	return compare.Run(ctx, b, budget, done)
}

// catch runs f, engine work on one of the session's goroutines (or the app's), and returns its
// panic as an error wrapping the *solver.InternalError that says where to report it: a bug ends
// that piece of work, never the app with the person's board.
func catch(f func()) error {
	if bug := panics.Run(f); bug != nil {
		return fmt.Errorf("%w; %s", bug, ReportHere)
	}
	return nil
}
