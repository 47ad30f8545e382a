package session

import (
	"context"
	"errors"
	"fmt"

	"tilesolve/board"
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

// Outcome is what the status says after a solve: one line a person reads at a glance (how many
// moves and whether fewer are possible; unsolvable and why; cancelled and how far it got; stopped
// by a limit, with advice; failed), and the search's figures for a details line.
type Outcome struct {
	Text    string
	Details string // the algorithm, boards examined, time: "" when there are none to tell
	Tone    Tone
	// Unsolvable is set for a sliding puzzle with the wrong parity: the app offers the fix.
	Unsolvable bool
}

// SolveOutcome words how a solve ended. sol and err are the solver's answer, last its latest
// progress report (the figures when there is no solution). giveUp words a stop by a budget with
// what would help; it knows the board and the search that ran.
func SolveOutcome(sol *solver.Solution, err error, last solver.Progress, giveUp func(*solver.StopError) string) Outcome {
	var stop *solver.StopError
	switch {
	case errors.Is(err, context.Canceled):
		return cancelled(last)
	case errors.As(err, &stop):
		return Outcome{Text: giveUp(stop), Tone: Danger}
	case err != nil:
		return Outcome{Text: "Solve failed: " + err.Error(), Tone: Danger}
	}
	details := Details(sol)
	switch {
	case sol.Unsolvable && sol.Kind == board.KindSliding:
		return Outcome{Text: "Unsolvable: the tiles' order has the wrong parity, so no sequence of slides reaches the goal. Swapping two tiles fixes it.",
			Details: details, Tone: Warning, Unsolvable: true}
	case sol.Unsolvable:
		return Outcome{Text: "Unsolvable: no sequence of moves reaches the goal.", Details: details, Tone: Warning}
	}
	return Outcome{Text: Result(sol), Details: details, Tone: Success}
}

// Result is a solution in one line, the same words for both kinds: "Solved in 51 moves, the
// shortest possible." or "Solved in 227 moves; none can be shorter than 133."
func Result(sol *solver.Solution) string {
	switch {
	case sol.Moves == 0:
		return "Already solved: no moves needed."
	case sol.Proven:
		return fmt.Sprintf("Solved in %s, the shortest possible.", movesText(sol.Moves))
	case sol.LowerBound > 0:
		return fmt.Sprintf("Solved in %s; none can be shorter than %d.", movesText(sol.Moves), sol.LowerBound)
	}
	return fmt.Sprintf("Solved in %s, not proven the shortest.", movesText(sol.Moves))
}

func movesText(n int) string {
	if n == 1 {
		return "1 move"
	}
	return solver.Group(n) + " moves"
}

// Details are a solve's figures for the details line: the algorithm, the boards it examined, its
// time, and where a check for a shorter answer stopped.
func Details(sol *solver.Solution) string {
	title := sol.Algorithm
	for _, a := range solver.Algorithms(sol.Kind) {
		if a.Name == sol.Algorithm {
			title = a.Title
		}
	}
	d := fmt.Sprintf("%s · %s boards examined · %s", title,
		solver.Group(sol.Stats.Expanded+sol.ProofStats.Expanded), Duration(sol.Stats.Elapsed+sol.ProofStats.Elapsed))
	if ps := sol.ProofStop; ps != nil {
		d += fmt.Sprintf(" · the check for a shorter answer stopped at its %s after %s boards", ps.Limit, solver.Group(ps.Stats.Generated))
	}
	return d
}

// cancelled says what a cancel stopped and how far it had got: the pattern databases being
// built, or the search.
func cancelled(last solver.Progress) Outcome {
	took := ""
	if last.Elapsed > 0 {
		took = " in " + Duration(last.Elapsed)
	}
	if last.Phase == solver.PhaseDatabase && last.Total > 0 {
		return Outcome{Text: fmt.Sprintf("Cancelled while building the pattern databases the search needs: %d%% built%s. The search had not started.",
			100*last.Done/last.Total, took), Tone: Warning}
	}
	what := "the search"
	if last.Phase == solver.PhaseProof {
		what = "the check for a shorter answer"
	}
	return Outcome{Text: fmt.Sprintf("Cancelled %s after %s boards%s.", what, solver.Group(last.Expanded), took), Tone: Warning}
}
