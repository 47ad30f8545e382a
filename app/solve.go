package app

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// progressEvery throttles the solver's progress reports, and so the panel's updates.
const progressEvery = 100 * time.Millisecond

// showRunningAfter is how long a solve runs before the window shows it running: the editor
// greyed, the progress panel in place of the timeline, "Solving…" on the status line. A solve
// that answers sooner (most 15-puzzles, Board10) just puts its answer in place of the old one,
// without the window flickering through that state; on the web, where the search shares one
// thread with the window, its widgets and frames would cost more than the search. What would
// change the board is refused from the start (ui.busy says why), shown greyed or not.
const showRunningAfter = progressEvery

// solveHost is what a solve asks of the window: the mode and the step it starts from, the status
// and details lines, and the timeline and chart that show its answer.
type solveHost interface {
	setMode(tab int)        // Ctrl+Enter in Play mode solves the editor's board
	takeStepAsChange() bool // at step k of a solution, the board shown is the one solved (shown.go)
	savePrefs()             // the search chosen is kept for the next visit
	setStatus(text string, imp widget.Importance)
	showStatus(text string, imp widget.Importance) // as setStatus, but the outcome shown stays
	setDetails(text string)
	solveStarted()                // the timeline stops, and Esc reaches the window, not a cell
	showSolving(on bool)          // Play's tab closed while the solve shows running, and the actions that follow it
	showSolution()                // the board's solution (or none) on the timeline and the chart
	solveEnded(o session.Outcome) // the answer shown: its solution, its outcome, the title
}

// solveRun is the Solve and Cancel buttons and the solve they start: it keeps the solve running
// until its answer shows, and shows it running in the progress panel, which takes the place of
// the solution area (chart and timeline) while it does.
type solveRun struct {
	host                solveHost
	s                   *session.Window // the solve itself, its progress, answer and outcome
	ed                  *editor         // the board solved, locked while the solve shows
	solveBtn, cancelBtn *widget.Button
	progress            *progressPanel
	// solutionArea (chart and timeline) and the progress panel share one place, one of them shown.
	solutionArea fyne.CanvasObject
	running      *runningSolve
}

// newSolveRun makes the solve's buttons and progress panel; solutionArea is what the panel takes
// the place of.
func newSolveRun(host solveHost, s *session.Window, ed *editor, solutionArea fyne.CanvasObject) *solveRun {
	r := &solveRun{host: host, s: s, ed: ed, solutionArea: solutionArea, progress: newProgressPanel()}
	r.solveBtn = widget.NewButtonWithIcon("Solve", theme.MediaPlayIcon(), r.solve)
	r.solveBtn.Importance = widget.HighImportance
	r.cancelBtn = widget.NewButtonWithIcon(cancelText, theme.CancelIcon(), r.cancelSolve)
	r.cancelBtn.Disable()
	return r
}

// runningSolve is the solve running, from Solve until its answer shows.
type runningSolve struct {
	start   board.Board
	improve time.Duration // how long a fast answer may be shortened
	began   time.Time
	shown   bool          // the window shows it running (see showRunning)
	timed   chan struct{} // closed once showRunningAfter's timer has handed its check to the session
}

// solve starts solving the editor's board on its own goroutine. Progress and the answer come
// back through the session's do; the board takes no change until then.
func (r *solveRun) solve() {
	if r.s.Solving() {
		r.host.setStatus("A solve is running already: "+withKey("Cancel", "Esc")+" stops it.", widget.WarningImportance)
		return
	}
	r.host.setMode(solveTab)  // Ctrl+Enter in Play mode solves the editor's board
	r.ed.showStart()          // the goal shown: the solution's steps are the start's
	r.host.takeStepAsChange() // at step k of a solution, the board shown is the one solved
	if _, err := r.ed.edit.Board(); err != nil {
		r.host.setStatus("Cannot solve: "+err.Error(), widget.DangerImportance)
		return
	}
	r.host.savePrefs()
	// The answer replaces the board's old solution: session's Solve takes it off the timeline,
	// which keeps showing it until showRunning. platform.ReleaseMemory runs on the search's goroutine once
	// the answer is handed over: the search's boards are garbage then; only the solution is kept.
	start, improve, err := r.s.Solve(r.ed.edit, progressEvery, r.showProgress, r.showInterim, r.finishSolve, platform.ReleaseMemory)
	if start == nil {
		if err != nil {
			r.host.setStatus("Cannot solve: "+err.Error(), widget.DangerImportance)
		}
		return
	}
	r.host.solveStarted()
	run := &runningSolve{start: start, improve: improve, began: time.Now(), timed: make(chan struct{})}
	r.running = run
	time.AfterFunc(showRunningAfter, func() {
		r.s.Do(func() {
			if r.running == run {
				r.showRunning()
			}
		})
		close(run.timed)
	})
}

// showRunning shows the running solve, once: the editor greyed, the progress panel with the
// latest report in place of the solution area, and what is being solved on the status line.
func (r *solveRun) showRunning() {
	run := r.running
	if run == nil || run.shown {
		return
	}
	run.shown = true
	r.host.showSolution() // the old solution leaves the timeline and the chart
	r.setSolving(true)
	r.progress.begin(run.start, run.improve)
	if last := r.s.Run.Last(); last.Elapsed > 0 {
		r.progress.update(last)
	}
	r.host.setStatus(solvingText(run.start, r.ed.search.Selected), widget.MediumImportance)
}

// solvingText says what is being solved and how: "Solving a 4-by-4 2048 board for 65536 with
// best-first, left-column score…".
func solvingText(b board.Board, search string) string {
	return fmt.Sprintf("Solving %s with %s…", b.Describe(), lowerFirst(search))
}

// lowerFirst lowers a label's first letter for use inside a sentence; a name such as "A*" or
// "IDA*" (its second letter not a lower-case one) stays as it is.
func lowerFirst(s string) string {
	if len(s) > 1 && s[1] >= 'a' && s[1] <= 'z' {
		return strings.ToLower(s[:1]) + s[1:]
	}
	return s
}

// showProgress shows a progress report; once the fast solver shortens its answer, Cancel keeps
// the best answer so far, and its button says so.
func (r *solveRun) showProgress(p session.Progress) {
	if run := r.running; run != nil && !run.shown {
		if time.Since(run.began) < showRunningAfter {
			return // kept in r.s.Run.Last(); showRunning shows the latest
		}
		r.showRunning()
	}
	r.progress.update(p)
	if p.Phase == session.PhaseImprove {
		r.cancelBtn.SetText(stopText)
	}
	if first := r.s.Run.Interim(); first != nil {
		r.showInterimStatus(first, p)
	}
}

// showInterim shows the fast answer that comes first while the databases the proven search needs
// are built: on the timeline and chart, in place of the progress panel, with the status saying
// it is not proven shortest and how far the build has got. The proven answer replaces it when
// the solve ends; Esc cancels both.
func (r *solveRun) showInterim(first *session.Solution) {
	r.showRunning() // the proven answer is still to come: the editor stays greyed
	r.progress.content.Hide()
	r.solutionArea.Show()
	r.host.showSolution()
	r.showInterimStatus(first, r.s.Run.Last())
}

func (r *solveRun) showInterimStatus(first *session.Solution, last session.Progress) {
	o := session.InterimOutcome(first, last)
	if platform.AnotherTabBuilds() && (last.Phase != session.PhaseDatabase || last.Total == 0) {
		found, _, _ := strings.Cut(o.Text, ". ") // "Found 62 moves, not proven shortest: at least 46 moves"
		o.Text = found + ". " + platform.OtherTabText
	}
	r.host.showStatus(o.Text, widget.MediumImportance)
	r.host.setDetails(o.Details)
}

// showDatabaseNews shows the page's line on the databases (pageStore.told): another tab builds
// what a solve running here waits for, or the last visit's build was cut short.
func (r *solveRun) showDatabaseNews(line string) {
	switch first := r.s.Run.Interim(); {
	case line != platform.OtherTabText:
		r.host.setStatus(line, widget.WarningImportance)
	case first != nil && r.s.Solving():
		r.showInterimStatus(first, r.s.Run.Last())
	default: // a solve (or Compare, or the explorer) waits without a fast answer
		r.progress.phase.SetText(line)
		if r.s.Solving() {
			r.host.showStatus(line, widget.MediumImportance)
		}
	}
}

// The cancel button's words: a search stopped leaves no answer, a shortening stopped keeps one.
const (
	cancelText = "Cancel"
	stopText   = "Stop" // the phase line says the best so far is kept; a longer label widened the window past 640
)

// cancelSolve stops the running solve; the board stays as it is.
func (r *solveRun) cancelSolve() {
	if r.s.Run.Cancel() {
		r.host.setStatus("Cancelling…", widget.MediumImportance)
	}
}

// setSolving shows whether a solve runs (r.s.Run says): the editor greyed and the progress panel
// in place of the chart and timeline.
func (r *solveRun) setSolving(on bool) {
	r.ed.setLocked(on)
	if on { // the right side shows the solve's progress until it ends
		r.solutionArea.Hide()
		r.progress.content.Show()
	} else {
		r.progress.content.Hide()
		r.solutionArea.Show()
		r.cancelBtn.SetText(cancelText)
	}
	r.host.showSolving(on)
}

// finishSolve shows a solve's answer: the solution on the timeline, or why there is none.
func (r *solveRun) finishSolve(sol *session.Solution, err error) {
	if run := r.running; run != nil && run.shown {
		r.setSolving(false)
	}
	r.running = nil
	if sol != nil {
		platform.MirrorSearch(sol.Stats().Elapsed)
	}
	o := r.s.Finish(sol, err, r.ed.edit)
	if sol := r.ed.solved(r.s.Solution(), r.s.Outcome()); sol != r.s.Solution() {
		r.s.SetSolution(sol) // a solve that found nothing leaves the board's last solution
	}
	r.host.solveEnded(o)
}
