package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"tilesolve/astar"
	"tilesolve/board"
	"tilesolve/solver"
)

// solveFile answers one file and returns its exit status. With -quiet it prints exactly one line on
// stdout whatever happens, so a batch's answers line up with its files.
func solveFile(path string, kind board.Kind, s settings, cfg solver.Config, stdout, stderr io.Writer) int {
	status := solveOne(path, kind, s, cfg, stdout, stderr)
	if s.quiet && status != 0 {
		fmt.Fprintf(stdout, "%s: failed (exit status %d; see stderr)\n", path, status)
	}
	return status
}

func solveOne(path string, kind board.Kind, s settings, cfg solver.Config, stdout, stderr io.Writer) int {
	b, err := load(path, kind, s)
	if err != nil {
		fmt.Fprintln(stderr, "tilesolve:", err)
		return exitBadInput
	}
	ctx := context.Background()
	if s.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, s.timeout)
		defer cancel()
	}
	sol, err := solver.Solve(ctx, b, cfg)
	switch {
	case errors.Is(err, astar.ErrBudget):
		fmt.Fprintf(stderr, "tilesolve: %s: stopped, %v (raise -max-nodes or -max-memory)\n", path, err)
		return exitStopped
	case errors.Is(err, context.DeadlineExceeded):
		st := sol.Stats
		fmt.Fprintf(stderr, "tilesolve: %s: stopped, timeout of %v reached: %d states stored, %d expanded\n",
			path, s.timeout, st.Generated, st.Expanded)
		return exitStopped
	case err != nil:
		fmt.Fprintf(stderr, "tilesolve: %s: %v\n", path, err)
		return exitBadInput
	}
	if s.quiet {
		fmt.Fprintln(stdout, sol.Headline())
		return 0
	}
	if err := sol.Write(stdout); err != nil {
		fmt.Fprintln(stderr, "tilesolve:", err)
		return exitBadInput
	}
	return 0
}

// load reads a puzzle file as the given kind (or the detected one) and makes it a board.
func load(path string, kind board.Kind, s settings) (board.Board, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	g, err := board.Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if kind == board.KindAuto {
		if kind, err = board.Detect(g); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	var b board.Board
	switch kind {
	case board.Kind2048:
		spawn, _ := board.ParseSpawnRule(s.spawn)
		b, err = board.NewGame2048(g, s.goal, spawn)
	default:
		b, err = board.NewPuzzle(g)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return b, nil
}
