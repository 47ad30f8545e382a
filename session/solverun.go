package session

import (
	"context"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// SolveRun is Solve mode's search without its widgets: one solve at a time on a goroutine of its
// own, its latest progress, Cancel, and the answer handed back on the owner's goroutine. A later
// start or Abandon makes every report of an earlier run go unheard, so a late answer from a
// cancelled search can never overwrite a newer one.
type SolveRun struct {
	do      func(func()) // runs f on the owner's goroutine (fyne.Do in the app)
	gen     int          // identifies the current run
	cancel  context.CancelFunc
	running bool
	last    Progress
	began   time.Time     // when the current run started
	took    time.Duration // how long the last run took, start to answer
	interim *Solution
	engine  engine // the solver's entry point (a test's that panics)
}

// NewSolveRun returns a run with nothing solving; do runs a function on the owner's goroutine.
func NewSolveRun(do func(func())) *SolveRun { return &SolveRun{do: do} }

// start solves b with cfg (its Progress and Interim are replaced). progress gets each report,
// interim (when not nil) the fast answer that comes first while the databases the proven search
// needs are built (see solver.Config.Interim), and done the answer, all on the owner's goroutine
// and only while this run is the current one; after done the run is over. afterSolve, when not
// nil, runs on the search's goroutine once the answer is handed over (the app gives the search's
// memory back there). Start does nothing while a solve runs: it reports whether it started one.
func (r *SolveRun) start(b board.Board, cfg solver.Config, progress func(Progress), interim func(*Solution),
	done func(*Solution, error), afterSolve func()) bool {
	if r.running {
		return false
	}
	ctx, cancel := context.WithCancel(context.Background())
	r.gen++
	gen := r.gen
	r.cancel, r.running, r.last, r.began, r.interim = cancel, true, Progress{Best: b}, time.Now(), nil
	cfg.Progress = func(sp solver.Progress) {
		p := progressOf(sp)
		r.do(func() {
			if gen == r.gen && r.running {
				r.last = p
				progress(p)
			}
		})
	}
	cfg.Interim = nil
	if interim != nil {
		cfg.Interim = func(first *solver.Solution) {
			sol := solutionOf(first)
			r.do(func() {
				if gen == r.gen && r.running {
					r.interim = sol
					interim(sol)
				}
			})
		}
	}
	began := r.began
	go func() {
		var sol *solver.Solution
		var err error
		// A solver bug becomes an internal-error answer: the board and the app stay.
		if bug := catch(func() { sol, err = r.engine.solve(ctx, b, cfg) }); bug != nil {
			sol, err = nil, bug
		}
		// Timed here, not when the owner hears the answer: a web page hidden in the background
		// hands it over only once it is shown again, which is no time of the search's.
		took := time.Since(began)
		r.do(func() {
			if gen == r.gen && r.running {
				r.running, r.took = false, took
				cancel()
				answer := solutionOf(sol)
				if r.interim != nil && r.interim.sol == sol { // the interim answer stays: the same one
					answer = r.interim
				}
				done(answer, err)
			}
		})
		if afterSolve != nil {
			afterSolve()
		}
	}()
	return true
}

// Took is how long the last solve took, from Start to its answer on the search's goroutine: the
// whole solve, improvement and check included, not the wait for the owner to hear it.
func (r *SolveRun) Took() time.Duration { return r.took }

// Interim is the running (or last) solve's interim answer, nil when it gave none.
func (r *SolveRun) Interim() *Solution { return r.interim }

// Running says whether a solve is running.
func (r *SolveRun) Running() bool { return r.running }

// Last is the running (or last) solve's latest progress report; its Best is the start board
// until the first report.
func (r *SolveRun) Last() Progress { return r.last }

// Cancel asks the running solve to stop; its answer (context.Canceled, with the figures so far)
// still comes through done. It reports whether a solve was running.
func (r *SolveRun) Cancel() bool {
	if r.running {
		r.cancel()
	}
	return r.running
}

// Abandon stops the running solve and drops its answer: the window is closing.
func (r *SolveRun) Abandon() {
	if r.running {
		r.cancel()
		r.running = false
		r.gen++
	}
}
