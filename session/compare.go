package session

import (
	"context"
	"fmt"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
)

// CompareHeader names the columns of CompareRow in plain words; CompareTerms gives the technical
// name of each, for the help.
var (
	CompareHeader = []string{"search", "boards looked at", "boards kept", "memory", "time", "moves", "shortest?", "b*", "stopped by"}
	CompareTerms  = []string{"", "nodes expanded", "nodes generated and stored (IDA*: generated)", "peak Go heap above the start, sampled every 10 ms",
		"wall-clock time", "solution length", "proven optimal", "effective branching factor: N + 1 = 1 + b* + ... + b*^d", "the budget that stopped the search"}
)

// CompareRow is one search's figures in words, by CompareHeader.
func CompareRow(r solver.Compared) []string {
	return words.CompareCells(r.Facts(), "yes", "not proven")
}

// CompareRunning is the running search's row by CompareHeader: its figures so far, "…" where
// there are none yet.
func CompareRunning(ch solver.Choice, p solver.Progress) []string {
	cells := words.CompareCells(words.Comparison{Label: ch.Label, Expanded: p.Expanded, Stored: p.Generated, Elapsed: p.Elapsed}, "", "")
	for _, i := range []int{3, 5, 6, 7} { // memory, moves, shortest?, b*: known at its end
		cells[i] = "…"
	}
	cells[8] = "running"
	return cells
}

// CompareBudgetWords is CompareBudget for the compare window's status line: "10s, 2,000,000
// boards kept and 384 MB", with the platform's note (the page's is smaller, and says why).
func CompareBudgetWords() string {
	b := CompareBudget()
	return fmt.Sprintf("%v, %s boards kept and %d MB", b.Time, words.Group(b.MaxNodes), b.MaxMemory>>20) + compareBudgetNote
}

// Compare runs every search that fits b within CompareBudget (solver.Compare), with the window's
// database folder; running (when not nil) hears the running search's figures so far,
// done each search's figures as it ends, both on the comparison's goroutine (the app hands them on
// with its do). A bug of the engine's comes back as an error that says where to report it, with
// the rows so far.
func (l Limits) Compare(ctx context.Context, b board.Board, running func(solver.Choice, solver.Progress), done func(solver.Compared)) (rows []solver.Compared, err error) {
	budget := CompareBudget()
	budget.DatabaseDir, budget.DatabaseStore, budget.Progress = l.DatabaseDir, l.DatabaseStore, running
	heard := func(r solver.Compared) {
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
// of the memory budget (ExploreMemory) and ExploreTimeout (see Explore). A bug of the engine's
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

// CompareChoices are the searches Compare runs on b, in order (solver.CompareChoices).
func CompareChoices(b board.Board) []solver.Choice { return solver.CompareChoices(b) }
