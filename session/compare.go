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

// CompareRow is one search's figures in words, by CompareHeader.
func CompareRow(r compare.Result) []string {
	return words.CompareCells(r.Facts(), "yes", "not proven")
}

// CompareRunning is the running search's row by CompareHeader: its figures so far, "…" where
// there are none yet.
func CompareRunning(ch solver.Choice, p Progress) []string {
	return words.CompareRunning(words.Comparison{Label: ch.Label, Expanded: p.Expanded, Stored: p.Generated, Elapsed: p.Elapsed})
}

// CompareBudgetWords is CompareBudget for the compare window's status line: "10s, 2,000,000
// boards kept and 384 MB", with the platform's note (the page's is smaller, and says why).
func CompareBudgetWords() string {
	b := CompareBudget()
	return words.CompareBudget(b.Time, b.MaxNodes, b.MaxMemory, inBrowser)
}

// Compare runs every search that fits b within CompareBudget (compare.Run), with the window's
// database folder; running (when not nil) hears the running search's figures so far,
// done each search's figures as it ends, both on the comparison's goroutine (the app hands them on
// with its do). A bug of the engine's comes back as an error that says where to report it, with
// the rows so far.
func (l Limits) Compare(ctx context.Context, b board.Board, running func(solver.Choice, Progress), done func(compare.Result)) (rows []compare.Result, err error) {
	budget := CompareBudget()
	budget.DatabaseDir, budget.DatabaseStore = l.DatabaseDir, l.DatabaseStore
	if running != nil {
		budget.Progress = func(ch solver.Choice, p solver.Progress) { running(ch, progressOf(p)) }
	}
	heard := func(r compare.Result) {
		rows = append(rows, r)
		if done != nil {
			done(r)
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
// comes back as an error that says where to report it.
func (l Limits) Explore(ctx context.Context, b board.Board, choice solver.Choice) (x *Exploration, err error) {
	var c solver.Config
	l.Apply(&c)
	c.MaxMemory = SideSearchMemory
	ctx, cancel := context.WithTimeout(ctx, ExploreTimeout)
	defer cancel()
	if bug := catch(func() { x, err = l.engine.explore(ctx, b, choice, c, Recording{}) }); bug != nil {
		return nil, bug
	}
	return x, err
}

// CompareChoices are the searches Compare runs on b, in order (compare.Choices).
func CompareChoices(b board.Board) []solver.Choice { return compare.Choices(b) }
