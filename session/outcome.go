package session

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
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
	// Report is what to send the developers after an internal error (a bug in the solver): the
	// error and where it happened; "" otherwise.
	Report string
}

// ReportHere is where an internal error is reported.
const ReportHere = words.ReportHere

// solveOutcome words how a solve ended. sol and err are the solver's answer, last its latest
// progress report (the figures when there is no solution). giveUp words a stop by a budget with
// what would help; it knows the board and the search that ran.
func solveOutcome(sol *solver.Solution, err error, last Progress, giveUp func(*solver.StopError) string) Outcome {
	var stop *solver.StopError
	var bug *solver.InternalError
	switch {
	case errors.Is(err, context.Canceled):
		if errors.As(err, &stop) {
			last.Phase, last.Done, last.Total = Phase(stop.Phase), stop.Done, stop.Total
			if stop.Stats.Elapsed > 0 {
				last.Stats = Stats(stop.Stats)
			}
		}
		return cancelled(last)
	case errors.As(err, &stop):
		return Outcome{Text: giveUp(stop), Tone: Danger}
	case errors.As(err, &bug):
		return Outcome{Text: words.InternalError(bug.Value), Tone: Danger, Report: fmt.Sprintf("%v\n\n%s", bug.Value, bug.Stack)}
	case err != nil:
		return Outcome{Text: words.SolveFailed(err, errors.As(err, new(*solver.RandomRuleError))), Tone: Danger}
	}
	o := Outcome{Text: words.Summary(sol.Answer()) + ".", Details: words.Details(sol.Answer()), Tone: Success}
	switch ps := sol.ProofStop; {
	case ps != nil && ps.Phase != solver.PhaseProof:
		// The proven search stopped after the interim answer: that answer stays.
		o.Text += " " + interimKept(ps)
	case ps != nil: // why the answer is not proven shortest
		o.Details += words.CheckStopped(string(ps.Limit))
	}
	if sol.SearchMoves > sol.Moves { // the fast solver shortened its first answer
		o.Details += words.ShortenedFrom(sol.SearchMoves)
	}
	if is := sol.ImproveStop; is != nil && is.Limit == solver.LimitCancel && !sol.Proven {
		// Stop during the shortening keeps the best answer so far rather than throwing it away;
		// one that meets the bound says so already.
		o.Text += " " + words.StoppedShortening
	}
	if sol.Unsolvable {
		o.Tone = Warning
		if sol.Start != nil {
			_, o.Unsolvable = board.WhyUnsolvable(sol.Start)
		}
	}
	return o
}

// wholeTimeDetails are sol's details (see solveOutcome) with took, the whole solve's time, in
// place of the search's; when the answer was shortened after the search (the fast solver's
// improvement, the 2048 check), the first answer's time follows in its own words: "Fast · 1,234
// boards searched · 5.01 s · first answer in 262 ms"; the wait for the pattern databases is told
// apart: "11.3 s (databases 11.2 s)".
func wholeTimeDetails(sol *solver.Solution, took time.Duration) string {
	whole := *sol
	first := sol.Stats.Elapsed
	whole.Stats.Elapsed = max(took-sol.Databases, first) // the answer's time adds the wait for the databases back
	o := solveOutcome(&whole, nil, Progress{}, nil)
	if sol.SearchMoves > sol.Moves || sol.ImproveStop != nil {
		o.Details += words.FirstAnswerIn(first)
	}
	return o.Details
}

// cancelled says what a cancel stopped and how far it had got: the pattern databases being
// built, or the search.
func cancelled(last Progress) Outcome {
	if last.Phase == PhaseDatabase && last.Total > 0 {
		return Outcome{Text: words.CancelledBuild(last.Done, last.Total, last.Elapsed), Tone: Warning}
	}
	return Outcome{Text: words.CancelledSearch(last.Phase == PhaseProof, last.Expanded, last.Elapsed), Tone: Warning}
}

// InterimOutcome is what the status says while an interim answer is shown: the fast answer, not
// proven shortest, with its lower bound, while the databases the proven search needs are built
// (last is the latest progress report): "Found 62 moves, not proven shortest: at least 46 moves.
// Building the pattern databases to prove it: 40%…".
func InterimOutcome(first *Solution, last Progress) Outcome {
	sol := first.sol
	var done, total int64 // the build's count, when the last report is the build's
	if last.Phase == PhaseDatabase {
		done, total = last.Done, last.Total
	}
	text := words.Interim(sol.Moves, sol.LowerBound, last.Phase == PhaseSearch, done, total)
	return Outcome{Text: text, Details: words.Details(sol.Answer()), Tone: Success}
}

// interimKept says why an interim answer is the answer: the proven search after it stopped.
func interimKept(stop *solver.StopError) string {
	return words.InterimKept(string(stop.Limit), stop.Limit == solver.LimitCancel, stop.Phase == solver.PhaseDatabase)
}
