package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"github.com/tilesolve/tilesolve/compare"
	"io"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/words"
)

// compareFiles is `tilesolve compare FILE...`: every search that fits each board, within budgets
// (compare.Run), and a table of their figures.
func compareFiles(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("tilesolve compare", stderr)
	var s settings
	s.register(fs, false)
	budget := compare.DefaultBudget
	fs.DurationVar(&budget.Time, "timeout", budget.Time, "stop each search after this long")
	fs.IntVar(&budget.MaxNodes, "max-nodes", budget.MaxNodes, "most board states each search may store")
	maxMB := fs.Int("max-memory", int(budget.MaxMemory>>20), "most memory in MB each search's stored states may take")
	fs.IntVar(&budget.Work, "max-expanded", budget.Work, "most board states IDA* may expand")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: tilesolve compare [flags] FILE...\n\nRuns every search that fits each board, each within the budgets, and prints its figures:\nboards expanded and stored, peak heap, time, the answer's length, whether it is proven shortest,\nthe effective branching factor b* (N + 1 = 1 + b* + ... + b*^d) and the limit that stopped it.\n\nFlags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return exitBadInput
	}
	budget.MaxMemory = int64(*maxMB) << 20
	kind, err := board.ParseKind(s.kind)
	if err == nil {
		err = board.CheckGoal(s.goal)
	}
	if err == nil && (budget.Time <= 0 || budget.MaxNodes < 1 || *maxMB < 1 || budget.Work < 1) {
		err = errors.New("-timeout, -max-nodes, -max-memory and -max-expanded must be positive")
	}
	if err != nil || fs.NArg() == 0 {
		if err != nil {
			fmt.Fprintln(stderr, "tilesolve:", err)
		} else {
			fs.Usage()
		}
		return exitBadInput
	}
	status := 0
	for _, path := range fs.Args() {
		b, err := load(path, kind, s)
		if err != nil {
			fmt.Fprintln(stderr, "tilesolve:", err)
			status = exitBadInput
			continue
		}
		fmt.Fprintf(stdout, "%s: %s\n", path, b.Describe())
		row := "%-46s %12s %12s %10s %10s %6s %8s %6s  %s\n"
		fmt.Fprintf(stdout, row, "search", "expanded", "stored", "peak heap", "time", "moves", "shortest", "b*", "stopped by")
		_, err = compare.Run(ctx, b, budget, func(r compare.Result) {
			cells := words.CompareCells(r.Facts(), "proven", "no")
			args := make([]any, len(cells))
			for i, c := range cells {
				args[i] = c
			}
			fmt.Fprintf(stdout, row, args...)
		})
		fmt.Fprintln(stdout)
		if err != nil {
			fmt.Fprintln(stderr, "tilesolve:", err)
			return exitInterrupted
		}
	}
	return status
}
