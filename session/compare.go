package session

import (
	"context"
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

// Compare runs every search that fits b within the compare budgets (solver.Compare), with the
// window's database folder; done hears each search's figures as it ends, on the caller's goroutine
// of the search (the app hands them on with its do). A bug of the engine's comes back as an error
// that says where to report it, with the rows so far.
func (l Limits) Compare(ctx context.Context, b board.Board, done func(solver.Compared)) (rows []solver.Compared, err error) {
	budget := solver.DefaultCompareBudget
	budget.DatabaseDir, budget.DatabaseStore = l.DatabaseDir, l.DatabaseStore
	heard := func(r solver.Compared) {
		rows = append(rows, r)
		if done != nil {
			done(r)
		}
	}
	if bug := catch(func() { _, err = engineCompare(ctx, b, budget, heard) }); bug != nil {
		return rows, bug
	}
	return rows, err
}

// ExploreTimeout bounds a recording for the explorer: IDA* on a board it cannot finish would
// otherwise run until the window closed. Its iterations so far are then shown, and the stop.
const ExploreTimeout = 30 * time.Second

// Explore records the search choice names on b within the window's limits and ExploreTimeout
// (see Explore). A bug of the engine's comes back as an error that says where to report it.
func (l Limits) Explore(ctx context.Context, b board.Board, choice solver.Choice) (x *Exploration, err error) {
	var c solver.Config
	l.Apply(&c)
	ctx, cancel := context.WithTimeout(ctx, ExploreTimeout)
	defer cancel()
	if bug := catch(func() { x, err = Explore(ctx, b, choice, c, 0) }); bug != nil {
		return nil, bug
	}
	return x, err
}
