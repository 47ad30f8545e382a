package session

import (
	"context"
	"github.com/tilesolve/tilesolve/compare"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
)

// CompareHeader names the columns of CompareRow in plain words; CompareTerms gives the technical
// name of each, for the help (words.CompareHeader and CompareTerms).
var (
	CompareHeader = words.CompareHeader
	CompareTerms  = words.CompareTerms
)

// Compared is one search's row in the compare window: the search (the explorer can record it
// again), the boards it looked at (the window's bars), whether a limit or a failure stopped it,
// and its figures in words by CompareHeader. It is made from compare's result inside the
// session (comparedOf).
type Compared struct {
	Choice   Choice
	Expanded int  // the boards it looked at
	Stopped  bool // a limit or a failure stopped it before its end
	Cells    []string
	result   compare.Result // compare's own row, which the session's tests check the words against
}

// comparedOf is compare's result as the compare window's row.
func comparedOf(r compare.Result) Compared {
	return Compared{Choice: choiceOf(r.Choice), Expanded: r.Stats.Expanded, Stopped: r.Stop != nil || r.Err != nil,
		Cells: words.CompareCells(r.Facts(), "yes", "not proven"), result: r}
}

// CompareRunning is the running search's row by CompareHeader: its figures so far, "…" where
// there are none yet; while the databases the search needs build, its last cell says how far
// the build has got ("databases 45% built"), as Solve's bar does.
func CompareRunning(ch Choice, p Progress) []string {
	cells := words.CompareRunning(words.Comparison{Label: ch.Label, Expanded: p.Expanded, Stored: p.Generated, Elapsed: p.Elapsed})
	if p.Phase == PhaseDatabase {
		cells[len(cells)-1] = words.DatabasesBuilt(p.Done, p.Total)
	}
	return cells
}

// Building says how far the build of the pattern databases p reports has got, for a status
// line: "building the pattern databases: 45%"; "" when p is not the build's (PhaseDatabase).
func Building(p Progress) string {
	if p.Phase != PhaseDatabase {
		return ""
	}
	return words.DatabasesBuilding(p.Done, p.Total)
}

// CompareBudgetWords is compareLimits for the compare window's status line: "10s, 2,000,000
// boards kept and 384 MB", with the platform's note (the page's is smaller, and says why).
func CompareBudgetWords() string {
	b := compareLimits()
	return words.CompareBudget(b.Time, b.MaxNodes, b.MaxMemory, inBrowser)
}

// Compare runs every search that fits b within compareLimits (compare.Run), with the window's
// database folder; running (when not nil) hears the running search's figures so far,
// done each search's figures as it ends, both on the comparison's goroutine (the app hands them on
// with its do). A bug of the engine's comes back as an error that says where to report it, with
// the rows so far.
func (l Limits) Compare(ctx context.Context, b board.Board, running func(Choice, Progress), done func(Compared)) (rows []Compared, err error) {
	budget := compareLimits()
	budget.DatabaseDir, budget.DatabaseStore = l.DatabaseDir, l.DatabaseStore
	if running != nil {
		budget.Progress = func(ch solver.Choice, p solver.Progress) { running(choiceOf(ch), progressOf(p)) }
	}
	heard := func(r compare.Result) {
		row := comparedOf(r)
		rows = append(rows, row)
		if done != nil {
			done(row)
		}
	}
	if bug := catch(func() { _, err = l.engine.compare(ctx, b, budget, heard) }); bug != nil {
		return rows, bug
	}
	return rows, err
}

// ExploreTimeout bounds a recording for the explorer: IDA* on a board it cannot finish would
// otherwise run until the window closed. Its iterations so far are then shown, and the stop.
const ExploreTimeout = 30 * time.Second

// Explore records the search choice names on b within the window's limits, the explorer's share
// of the memory budget (ExploreMemory) and ExploreTimeout: each expansion for A*, best-first and
// breadth-first, each iteration for IDA*. The error is ErrNotExplorable for a search that tells
// nothing to step through (the fast solver, the beam), and any error of the solve but a limit's:
// a recording that a budget stopped is returned with Stop or Full set. A bug of the engine's
// comes back as an error that says where to report it. building, when not nil, hears the
// progress of a build of the pattern databases the search waits for (PhaseDatabase, about every
// 100 ms), on Explore's goroutine: the seconds of a first 15-puzzle's build are not silent.
func (l Limits) Explore(ctx context.Context, b board.Board, choice Choice, building func(Progress)) (x *Exploration, err error) {
	var c solver.Config
	l.apply(&c)
	c.MaxMemory = SideSearchMemory
	if building != nil {
		c.Progress = func(p solver.Progress) {
			if p.Phase == solver.PhaseDatabase {
				building(progressOf(p))
			}
		}
	}
	ctx, cancel := context.WithTimeout(ctx, ExploreTimeout)
	defer cancel()
	if bug := catch(func() { x, err = l.engine.explore(ctx, b, choice, c, Recording{}) }); bug != nil {
		return nil, bug
	}
	return x, err
}

// CompareChoices are the searches Compare runs on b, in order (compare.Choices).
func CompareChoices(b board.Board) []Choice { return choicesOf(compare.Choices(b)) }
