package session

import (
	"context"
	"errors"
	"fmt"

	"tilesolve/solver"
)

// Tone is how an outcome should strike the reader; the app shows it as the status's colour.
type Tone int

// The tones of an outcome.
const (
	Success Tone = iota // a solution
	Warning             // no solution, and nothing went wrong: cancelled, or unsolvable
	Danger              // no solution: a limit stopped the search, or it failed
)

// Outcome is what the status says after a solve: proven or not proven shortest, unsolvable,
// cancelled, stopped by a limit (with advice), or failed.
type Outcome struct {
	Text string
	Tone Tone
}

// SolveOutcome words how a solve ended. sol and err are the solver's answer, last its latest
// progress report (the figures when there is no solution). giveUp words a stop by a budget with
// what would help; it knows the board and the search that ran.
func SolveOutcome(sol *solver.Solution, err error, last solver.Progress, giveUp func(*solver.StopError) string) Outcome {
	expanded, elapsed := last.Expanded, last.Elapsed
	if sol != nil {
		expanded = sol.Stats.Expanded + sol.ProofStats.Expanded
		elapsed = sol.Stats.Elapsed + sol.ProofStats.Elapsed
	}
	var stop *solver.StopError
	switch {
	case errors.Is(err, context.Canceled):
		return Outcome{fmt.Sprintf("Cancelled after %s nodes (%s).", solver.Group(expanded), Duration(elapsed)), Warning}
	case errors.As(err, &stop):
		return Outcome{giveUp(stop), Danger}
	case err != nil:
		return Outcome{"Solve failed: " + err.Error(), Danger}
	case sol.Unsolvable:
		return Outcome{fmt.Sprintf("Unsolvable puzzle (%s nodes, %s).", solver.Group(expanded), Duration(elapsed)), Warning}
	}
	return Outcome{fmt.Sprintf("%s · %s · %s nodes expanded · %s", sol.Headline(), ProvenText(sol),
		solver.Group(expanded), Duration(elapsed)), Success}
}

// ProvenText says which algorithm answered and whether the answer is known to be the shortest,
// with what "lower bound" means where one is shown.
func ProvenText(sol *solver.Solution) string {
	title := sol.Algorithm
	for _, a := range solver.Algorithms(sol.Kind) {
		if a.Name == sol.Algorithm {
			title = a.Title
		}
	}
	if sol.Proven {
		return title + ": proven shortest"
	}
	if ps := sol.ProofStop; ps != nil {
		return fmt.Sprintf("%s: not proven shortest — the check for a shorter one stopped at its %s after %s boards (no solution is shorter than the lower bound)",
			title, ps.Limit, solver.Group(ps.Stats.Generated))
	}
	return title + ": not proven shortest (no solution is shorter than the lower bound)"
}
