// Package compare runs every search that fits a board, each within a budget, and gathers their
// figures: the compare window's and tilesolve compare's table.
package compare

import (
	"context"
	"errors"
	"runtime"
	"runtime/metrics"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb"
	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
)

// Budget bounds each search Run runs, so that one that cannot finish on the board
// stops and says which limit it met instead of holding up the rest.
type Budget struct {
	Time      time.Duration // each search's timeout
	MaxNodes  int           // states each search may store (solver.Config.MaxNodes)
	MaxMemory int64         // bytes (solver.Config.MaxMemory)
	Work      int           // states IDA* may expand (solver.Config.MaxExpanded)
	// DatabaseDir is where the pattern databases are kept (solver.Config.DatabaseDir; "": the default),
	// DatabaseStore what keeps them instead when set (solver.Config.DatabaseStore).
	DatabaseDir   string
	DatabaseStore pdb.Store
	// Progress, when set, hears the running search's figures so far, on the comparison's
	// goroutine: as it starts (no figures yet), while the pattern databases it needs build
	// (solver.PhaseDatabase, with the build's count), and then about every ProgressEvery.
	Progress func(solver.Choice, solver.Progress)
}

// ProgressEvery is how often Budget.Progress hears the running search.
const ProgressEvery = 100 * time.Millisecond

// DefaultBudget keeps a comparison of every search on one board under a minute.
var DefaultBudget = Budget{Time: 10 * time.Second, MaxNodes: 2_000_000, MaxMemory: 512 << 20, Work: 200_000_000}

// Result is one search's figures on the board.
type Result struct {
	Choice    solver.Choice
	Algorithm solver.Algorithm // the algorithm the choice ran
	Stats     astar.Stats      // expanded and stored (Generated) boards, time
	// PeakHeap is the most Go heap the search held above what was in use before it, sampled
	// every 10 ms and as it ended: the garbage not yet collected included.
	PeakHeap int64
	Moves    int  // the answer's length; 0 with none
	Solved   bool // an answer was found
	Proven   bool // the answer is a shortest one
	// Unsolvable says the search found that the board cannot be solved (at once, by its parity).
	Unsolvable bool
	BStar      float64
	Stop       *solver.StopError // the limit that stopped it; nil when it ran to its end
	Err        error             // any other failure
}

// Choices are the searches Run runs on b: every search the menu offers for its kind
// (auto aside) and the hidden ones (breadth-first), that fit b, in registry order.
func Choices(b board.Board) []solver.Choice {
	var out []solver.Choice
	for _, c := range solver.Choices(b.Kind()) {
		if c.Key == solver.AlgoAuto {
			continue
		}
		if _, err := solver.Pick(b, c.Config.Algorithm); err == nil {
			out = append(out, c)
		}
	}
	for _, a := range solver.Algorithms(b.Kind()) {
		if a.Hidden && a.Fits(b) {
			out = append(out, solver.Choice{Key: a.Name, Label: a.Title, Config: solver.Config{Algorithm: a.Name}})
		}
	}
	return out
}

// Run runs each of Choices(b) on b in turn within budget and returns their figures;
// done, when set, hears each as it ends. A pattern database an algorithm needs is prepared
// before its clock starts. ctx stops the whole comparison.
func Run(ctx context.Context, b board.Board, budget Budget, done func(Result)) ([]Result, error) {
	var out []Result
	for _, ch := range Choices(b) {
		if err := ctx.Err(); err != nil {
			return out, err
		}
		r := compareOne(ctx, b, ch, budget)
		out = append(out, r)
		if done != nil {
			done(r)
		}
	}
	return out, ctx.Err()
}

// compareOne runs one choice on b.
func compareOne(ctx context.Context, b board.Board, ch solver.Choice, budget Budget) Result {
	r := Result{Choice: ch}
	r.Algorithm, r.Err = solver.Pick(b, ch.Config.Algorithm)
	if r.Err != nil {
		return r
	}
	c := ch.Config
	c.MaxNodes, c.MaxMemory, c.MaxExpanded, c.DatabaseDir, c.DatabaseStore = budget.MaxNodes, budget.MaxMemory, budget.Work, budget.DatabaseDir, budget.DatabaseStore
	c.Improve = 0 // the fast solver's first answer: its improvement would take the whole timeout
	heard := time.Now()
	if budget.Progress != nil {
		budget.Progress(ch, solver.Progress{})
	}
	// The databases the search needs are had first, outside its time and memory figures; their
	// build's progress (PhaseDatabase) is heard as the search's, so that a first 15-puzzle's
	// seconds of building show in the running row.
	prep := c
	if budget.Progress != nil {
		prep.Progress = func(p solver.Progress) { budget.Progress(ch, p) }
	}
	if err := solver.Prepare(ctx, b, prep); err != nil {
		r.Err = err
		return r
	}
	runtime.GC()
	base := heapInUse()
	c.ProgressEvery = 10 * time.Millisecond
	c.Progress = func(p solver.Progress) {
		r.PeakHeap = max(r.PeakHeap, heapInUse()-base)
		if budget.Progress != nil && time.Since(heard) >= ProgressEvery {
			heard = time.Now()
			budget.Progress(ch, p)
		}
	}
	sctx, cancel := ctx, context.CancelFunc(func() {})
	if budget.Time > 0 {
		sctx, cancel = context.WithTimeout(ctx, budget.Time)
	}
	began := time.Now()
	sol, err := solver.Solve(sctx, b, c)
	r.PeakHeap = max(r.PeakHeap, heapInUse()-base)
	cancel()
	elapsed := time.Since(began)
	if sol != nil {
		r.Stats = sol.Stats
		r.Solved = sol.Steps() > 0
		r.Moves, r.Proven = sol.Moves, sol.Proven && r.Solved
		r.Unsolvable = sol.Unsolvable
	}
	r.Stats.Elapsed = elapsed
	var stop *solver.StopError
	switch {
	case errors.As(err, &stop):
		r.Stop = stop
		r.Stats.Expanded, r.Stats.Generated = max(r.Stats.Expanded, stop.Stats.Expanded), max(r.Stats.Generated, stop.Stats.Generated)
	case err != nil:
		r.Err = err
	}
	if r.Solved && r.Moves > 0 {
		r.BStar = solver.EffectiveBranching(float64(r.Stats.Expanded), r.Moves)
	}
	return r
}

// heapInUse is the bytes of heap objects, live or not yet swept: read without stopping the world.
func heapInUse() int64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return int64(s[0].Value.Uint64())
}

// Facts are r's figures for words.CompareCells.
func (r Result) Facts() words.Comparison {
	stop := ""
	switch {
	case r.Stop != nil:
		stop = string(r.Stop.Limit)
	case r.Err != nil:
		stop = "error: " + r.Err.Error()
	case r.Unsolvable:
		stop = "cannot be solved"
	}
	return words.Comparison{Label: r.Choice.Label, Expanded: r.Stats.Expanded, Stored: r.Stats.Generated,
		PeakHeap: r.PeakHeap, Elapsed: r.Stats.Elapsed, Solved: r.Solved, Proven: r.Proven, Moves: r.Moves,
		BStar: r.BStar, Stop: stop}
}
