package session

import (
	"context"
	"errors"
	"fmt"
	"unsafe"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// Exploration is one search's run recorded for the explorer: every board it looked at, in order,
// with the figures it had then, heard through the solver's own search (solver.Config.Observer),
// not a copy of it; or, for IDA*, its iterations (Config.Iterated).
type Exploration struct {
	Start  board.Board
	Choice Choice
	// algorithm is the registry's entry that ran (the choice's, or the one auto picked).
	algorithm solver.Algorithm
	// Steps are the boards expanded, in order: Steps[0] is the start; the last is the goal
	// when one was reached. Empty for IDA*.
	Steps      []ExploreStep
	iterations []astar.Iteration // IDA*'s, in order; empty for the others
	// Solution is the indexes in Steps of the answer's boards, start first; nil when no goal
	// was reached.
	Solution []int
	onAnswer []bool // by step: on the answer
	// sol is the solve's own answer and figures; stop the limit that stopped it, nil when none.
	sol  *solver.Solution
	stop *solver.StopError
	// Limit is the most expansions recorded and Budget the most bytes of boards the recording
	// may keep; Full says the search met one of them and was stopped there, Memory the bytes
	// kept, and OverBudget that the budget was the one met.
	Limit      int
	Budget     int64
	Memory     int64
	Full       bool
	OverBudget bool
}

// ExploreStep is one board the search took off its frontier.
type ExploreStep struct {
	Board  board.Board
	Parent int // the index of the step whose board it came from; -1 for the start
	// G is the moves made from the start, H the estimate of the moves left (0 with none) and F
	// what orders the frontier: G+H for A* and breadth-first, the score for best-first.
	G, H, F int
	// Frontier is the boards still to look at, Closed those looked at before this one, and
	// Next the best F among those still to look at (when Frontier > 0).
	Frontier, Closed, Next int
	Waiting                []WaitingBoard // the first few boards still to look at, best first
	Goal                   bool
}

// WaitingBoard is a board on the frontier with its moves made and its F.
type WaitingBoard struct {
	Board board.Board
	G, F  int
}

// waitingShown is how many frontier boards each step keeps.
const waitingShown = 4

// ExploreLimit is the most expansions the explorer records of a search on b: the whole space of
// an 8-puzzle (181,440 boards) on boards of up to 9 cells, so that every 8-puzzle can be explored
// with every heuristic, and 20,000 on larger ones.
func ExploreLimit(b board.Board) int {
	if b.Size()*b.Size() <= 9 {
		return 200_000
	}
	return 20_000
}

// Recording bounds what the explorer records of a search: Steps expansions (0: ExploreLimit) and
// Memory bytes of boards and figures kept (0: RecordingMemory).
type Recording struct {
	Steps  int
	Memory int64
}

// ExploreMemory is the explorer's share of the window's memory budget, its search's and its
// recording's together: half of it, as the game histories have, so that the app stays within its
// limit with the explorer open and gives the memory back when it closes.
const ExploreMemory = DefaultMaxMemory / 2

// RecordingMemory is the part of ExploreMemory the recording may keep; the search has the rest.
// A board kept counts whole with each step that shows it (the one looked at and those waiting),
// so the figure errs high: on 127x127, 32 KB a board, it holds about 800 steps.
const RecordingMemory = ExploreMemory / 4

// SideSearchMemory is what the explorer's search, and each search of Compare Searches, may hold:
// ExploreMemory less the recording's. A search's heap runs past its budget by its garbage (a
// quarter more for A* on 127x127), and the window beside it keeps a few hundred MB of its own.
const SideSearchMemory = ExploreMemory - RecordingMemory

// stepBytes is what step st keeps: its figures and its boards, counted whole (see RecordingMemory).
func stepBytes(st *ExploreStep) int64 {
	n := int64(unsafe.Sizeof(*st)) + st.Board.Bytes()
	for _, w := range st.Waiting {
		n += int64(unsafe.Sizeof(w)) + w.Board.Bytes()
	}
	return n
}

// ErrNotExplorable is returned for a search the explorer cannot step through, after its title:
// "Fast (short, not proven shortest) cannot be stepped through: …".
var ErrNotExplorable = errors.New("cannot be stepped through: it does not tell the boards it looks at one by one")

// errFull stops a search that has been heard limit times.
var errFull = errors.New("the explorer's recording is full")

// explore runs the search choice names on b with e's solve and records it: each expansion for A*,
// best-first and breadth-first (within rec), each iteration for IDA*. cfg holds the search's
// budgets and the databases' folder. The error is ErrNotExplorable for a search that tells nothing
// to step through (the fast solver, the beam), and any error of the solve but a limit's: a
// recording that a budget or rec stopped is returned with Stop or Full set. cfg's Progress, when
// set, hears the search's progress (the databases' build's included). The window records
// through Limits.Explore.
func (e engine) explore(ctx context.Context, b board.Board, choice Choice, cfg solver.Config, rec Recording) (*Exploration, error) {
	a, err := solver.Pick(b, choice.config.Algorithm)
	if err != nil {
		return nil, err
	}
	if a.Heard == solver.HeardNothing {
		return nil, fmt.Errorf("%s %w", a.Title, ErrNotExplorable)
	}
	if rec.Steps <= 0 {
		rec.Steps = ExploreLimit(b)
	}
	if rec.Memory <= 0 {
		rec.Memory = RecordingMemory
	}
	x := &Exploration{Start: b, Choice: choice, algorithm: a, Limit: rec.Steps, Budget: rec.Memory}
	c := choice.config
	c.Algorithm = a.Name
	c.MaxNodes, c.MaxMemory, c.MaxExpanded, c.DatabaseDir, c.DatabaseStore = cfg.MaxNodes, cfg.MaxMemory, cfg.MaxExpanded, cfg.DatabaseDir, cfg.DatabaseStore
	c.Progress, c.ProgressEvery = cfg.Progress, cfg.ProgressEvery
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	at := map[int]int{} // node number to step
	if a.Heard == solver.HeardExpansions {
		c.Observer = func(e *astar.Expansion[board.Board]) {
			if len(x.Steps) >= x.Limit {
				x.Full = true
				cancel(errFull)
				return
			}
			parent, ok := at[e.Parent]
			if !ok {
				parent = -1
			}
			at[e.Node] = len(x.Steps)
			st := ExploreStep{Board: e.State, Parent: parent, G: e.G, H: e.H, F: e.Priority,
				Frontier: e.Frontier, Closed: e.Closed, Next: e.Next, Goal: e.Goal}
			for _, w := range e.Waiting(waitingShown) {
				st.Waiting = append(st.Waiting, WaitingBoard{w.State, w.G, w.Priority})
			}
			n := stepBytes(&st)
			if x.Memory+n > x.Budget {
				x.Full, x.OverBudget = true, true
				cancel(errFull)
				return
			}
			x.Memory += n
			x.Steps = append(x.Steps, st)
		}
	} else {
		c.Iterated = func(it astar.Iteration) { x.iterations = append(x.iterations, it) }
	}
	sol, err := e.solve(ctx, b, c)
	x.sol = sol
	var stop *solver.StopError
	switch {
	case x.Full:
	case errors.As(err, &stop):
		x.stop = stop
	case err != nil:
		return nil, err
	}
	x.onAnswer = make([]bool, len(x.Steps))
	if n := len(x.Steps); n > 0 && x.Steps[n-1].Goal {
		x.Solution = x.Path(n - 1)
		for _, i := range x.Solution {
			x.onAnswer[i] = true
		}
	}
	return x, nil
}

// Concrete is the menu's entry that choice runs on b: the one auto picks (its first entry for
// that algorithm), or choice itself. The explorer names the search it steps through.
func Concrete(b board.Board, choice Choice) Choice {
	if choice.Key != solver.AlgoAuto {
		return choice
	}
	a, err := solver.Pick(b, choice.config.Algorithm)
	if err != nil {
		return choice
	}
	for _, c := range SearchChoices(b.Kind()) {
		if c.config.Algorithm == a.Name {
			return c
		}
	}
	return choice
}

// Path is the steps from the start to step i, through the boards each came from.
func (x *Exploration) Path(i int) []int {
	var out []int
	for ; i >= 0; i = x.Steps[i].Parent {
		out = append(out, i)
	}
	for l, r := 0, len(out)-1; l < r; l, r = l+1, r-1 {
		out[l], out[r] = out[r], out[l]
	}
	return out
}

// OnAnswer says whether step i's board is on the answer the search found.
func (x *Exploration) OnAnswer(i int) bool { return i >= 0 && i < len(x.onAnswer) && x.onAnswer[i] }

// ByScore says whether F is a score the search takes highest first (best-first), rather than
// moves made plus the estimate, lowest first.
func (x *Exploration) ByScore() bool { return x.algorithm.ByScore }

// Range is the least and the most F over steps from to to-1: the chart's span for one column
// of steps.
func (x *Exploration) Range(from, to int) (lo, hi int) {
	lo, hi = x.Steps[from].F, x.Steps[from].F
	for _, s := range x.Steps[from+1 : to] {
		lo, hi = min(lo, s.F), max(hi, s.F)
	}
	return lo, hi
}
