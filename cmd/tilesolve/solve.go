package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
)

// solveFile answers one file and returns its exit status. With -quiet it prints exactly one line on
// stdout whatever happens, so a batch's answers line up with its files.
func solveFile(ctx context.Context, path string, kind board.Kind, s settings, cfg solver.Config, stdout, stderr io.Writer) int {
	status := solveOne(ctx, path, kind, s, cfg, stdout, stderr)
	if s.quiet && status == exitInterrupted {
		fmt.Fprintf(stdout, "%s: interrupted\n", path)
	} else if s.quiet && status != 0 {
		fmt.Fprintf(stdout, "%s: failed (exit status %d; see stderr)\n", path, status)
	}
	return status
}

func solveOne(ctx context.Context, path string, kind board.Kind, s settings, cfg solver.Config, stdout, stderr io.Writer) int {
	b, err := load(path, kind, s)
	if err != nil {
		fmt.Fprintln(stderr, "tilesolve:", err)
		return exitBadInput
	}
	if s.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, s.timeout)
		defer cancel()
	}
	sol, err := solver.Solve(ctx, b, cfg)
	var stop *solver.StopError
	switch {
	case errors.As(err, &stop) && stop.Limit == solver.LimitCancel:
		fmt.Fprintf(stderr, "tilesolve: %s: interrupted (Ctrl-C): %v\n", path, stop)
		return exitInterrupted
	case errors.As(err, &stop):
		if stop.Limit == solver.LimitTime && s.timeout > 0 {
			// The solver can only measure the time left when it began, a few milliseconds
			// less than -timeout on a busy machine; the user's figure is the one to name.
			stop.Cap = int64(s.timeout)
		}
		fmt.Fprintf(stderr, "tilesolve: %s: %v.%s\n", path, stop, spaced(words.Flags(solver.Advise(stop, b, cfg))))
		return exitStopped
	case err != nil:
		var random *solver.RandomRuleError
		if errors.As(err, &random) {
			fmt.Fprintf(stderr, "tilesolve: %s: %v (tilesolve play -rules %s)\n", path, err, random.Rule)
			return exitBadInput
		}
		fmt.Fprintf(stderr, "tilesolve: %s: %v\n", path, err)
		return exitBadInput
	}
	if sol.Unsolvable {
		// stdout keeps the classic "Unsolvable puzzle"; the reason and the fix go beside it.
		if u, ok := board.WhyUnsolvable(b); ok {
			fmt.Fprintf(stderr, "tilesolve: %s: %v\n", path, u)
		}
	}
	if sol.ProofStop != nil {
		fmt.Fprintf(stderr, "tilesolve: %s: the answer is not proven shortest: %v.%s\n", path, sol.ProofStop, spaced(words.Flags(solver.Advise(sol.ProofStop, b, cfg))))
	}
	if is := sol.ImproveStop; is != nil && is.Limit != solver.LimitImprove {
		// The improve budget running out is the normal end; another limit is worth a word.
		fmt.Fprintf(stderr, "tilesolve: %s: the best answer found so far: %v\n", path, is)
	}
	if sol.ImproveErr != nil { // the answer stands, perhaps longer than it would have been
		fmt.Fprintf(stderr, "tilesolve: %s: %v\n", path, sol.ImproveErr)
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

// spaced is advice after a sentence: a space before it, or nothing when there is no advice.
func spaced(advice string) string {
	if advice == "" {
		return ""
	}
	return " " + advice
}

// load reads a puzzle file as the given kind (or the detected one) and makes it a board, a
// sliding puzzle with the file's goal, or -goal-board's when the file gives none.
func load(path string, kind board.Kind, s settings) (board.Board, error) {
	g, err := board.ReadFile(path)
	var notRegular *board.NotRegularError
	if errors.As(err, &notRegular) {
		return nil, err // it names the path already
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if g, err = withGoalBoard(g, kind, s.goalBoard); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	spawn, _ := board.ParseSpawnRule(s.spawn) // checked with the flags; a sliding puzzle has none
	b, err := board.New(g, kind, board.Settings{Goal: s.goal, Spawn: spawn})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return b, nil
}
