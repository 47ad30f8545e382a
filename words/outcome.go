package words

import (
	"fmt"
	"time"
)

// The sentences a solve's outcome adds to its Summary and Details in the app's status (session's
// Outcome): how a cancel, a stop or a bug ended it, and the fast answer shown while the proven
// search waits for its databases.

// ReportHere is where an internal error is reported.
const ReportHere = "please report it at https://github.com/tilesolve/tilesolve/issues"

// InternalError says a bug in the solver ended the solve, value what it panicked with.
func InternalError(value any) string {
	return fmt.Sprintf("Internal error: the solver failed (%v). Your board is kept; %s.", value, ReportHere)
}

// SolveFailed says the solve could not run: err says why; playOnly adds that the board's rules
// are Play mode's (a random rule).
func SolveFailed(err error, playOnly bool) string {
	if playOnly {
		return "Solve failed: " + err.Error() + " (Play mode)."
	}
	return "Solve failed: " + err.Error()
}

// StoppedShortening follows an answer whose shortening was stopped: it is the best found.
const StoppedShortening = "Stopped shortening: this is the best answer found."

// CheckStopped is the details' note on an answer not proven shortest: the check for a shorter
// one stopped at its limit ("time budget").
func CheckStopped(limit string) string { return " · the check stopped at its " + limit }

// ShortenedFrom is the details' note on an answer the fast solver shortened from its first.
func ShortenedFrom(first int) string { return " · shortened from " + Group(first) + " moves" }

// FirstAnswerIn is the details' note on the time the first answer took, when it was shortened
// (or checked) after.
func FirstAnswerIn(d time.Duration) string { return " · first answer in " + Duration(d) }

// CancelledBuild says a cancel stopped the pattern databases' build before the search began:
// done of total built, in took (0: not known).
func CancelledBuild(done, total int64, took time.Duration) string {
	return fmt.Sprintf("Cancelled while building the pattern databases the search needs: %d%% built%s. The search had not started.",
		100*done/total, inTime(took))
}

// CancelledSearch says a cancel stopped the search (or, proof, the check for a shorter answer)
// after expanded boards, in took (0: not known).
func CancelledSearch(proof bool, expanded int, took time.Duration) string {
	what := "the search"
	if proof {
		what = "the check for a shorter answer"
	}
	return fmt.Sprintf("Cancelled %s after %s boards%s.", what, Group(expanded), inTime(took))
}

// inTime is " in 2.5 s", or nothing for no time.
func inTime(took time.Duration) string {
	if took <= 0 {
		return ""
	}
	return " in " + Duration(took)
}

// Interim is the status while an interim answer is shown: the fast answer of moves, not proven
// shortest, at least lowerBound; searching says the proven search runs, else its databases are
// being built (done of total; total 0: no count yet): "Found 62 moves, not proven shortest: at
// least 46 moves. Building the pattern databases to prove it: 40%…".
func Interim(moves, lowerBound int, searching bool, done, total int64) string {
	text := fmt.Sprintf("Found %s, not proven shortest: at least %s.", Count(moves, "move"), Count(lowerBound, "move"))
	switch {
	case searching:
		return text + " Searching for the shortest…"
	case total > 0:
		return text + fmt.Sprintf(" Building the pattern databases to prove it: %d%%…", 100*done/total)
	}
	return text + " Building the pattern databases to prove it…" // no report from the build yet
}

// InterimKept says why an interim answer is the answer: the proven search after it (or, building,
// the build of its databases) was cancelled, or stopped at limit ("time budget").
func InterimKept(limit string, cancelled, building bool) string {
	what := "the search for the shortest"
	if building {
		what = "building the pattern databases"
	}
	if cancelled {
		return fmt.Sprintf("Cancelled %s: this fast answer stays, not proven shortest.", what)
	}
	return fmt.Sprintf("The %s stopped %s: this fast answer stays, not proven shortest.", limit, what)
}
