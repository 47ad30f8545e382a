package session

import (
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// Solve starts solving e's board with the search chosen for its kind and the window's limits,
// reporting progress every so often; progress, interim and done come back on the owner's
// goroutine and afterSolve runs on the search's (see SolveRun.start). The board's solution leaves
// the timeline until the answer replaces it, still counted as work while the solve runs (see
// Unsaved). An interim answer (the
// fast one, while the databases the proven search needs are built) becomes the window's
// solution until done brings the one that replaces it; interim, when not nil, is told after.
// Solve gives the board solved and how long a fast answer may be shortened, or nil and why the
// board cannot be solved (or, with no error, that a solve runs already).
func (w *Window) Solve(e *Edit, every time.Duration, progress func(Progress), interim func(*Solution),
	done func(*Solution, error), afterSolve func()) (board.Board, time.Duration, error) {
	start, err := e.Board()
	if start == nil {
		return nil, 0, err
	}
	w.keepDatabasesFor(start)
	cfg := e.config()
	w.Limits.apply(&cfg)
	cfg.ProgressEvery = every
	shown := func(sol *Solution) {
		w.SetSolution(sol)
		if interim != nil {
			interim(sol)
		}
	}
	if !w.Run.start(start, cfg, progress, shown, done, afterSolve) {
		return nil, 0, nil
	}
	w.replaced = w.Solution()
	w.SetSolution(nil)
	return start, cfg.Improve, nil
}

// giveUp words a stop by a budget of a solve of e's board with e's search, with what would help.
func (w *Window) giveUp(e *Edit) func(*solver.StopError) string {
	return func(stop *solver.StopError) string {
		cfg := e.config()
		start, _ := e.Board()
		algorithm := ""
		if a, err := solver.Pick(start, cfg.Algorithm); err == nil {
			algorithm = a.Name
		}
		return giveUpText(stop, start, w.Run.Last().Best, algorithm, cfg.Heuristic)
	}
}

// hintConfig is what a sliding puzzle's hint and the coach solve with: the window's pattern
// database folder, built ahead (see solver.Config.BuildAhead).
func (l Limits) hintConfig() solver.Config {
	return solver.Config{DatabaseDir: l.DatabaseDir, DatabaseStore: l.DatabaseStore, BuildAhead: true}
}
