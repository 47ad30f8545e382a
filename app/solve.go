package app

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

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
func (u *ui) solve() {
	if u.s.Solving() {
		u.setStatus("A solve is running already: "+withKey("Cancel", "Esc")+" stops it.", widget.WarningImportance)
		return
	}
	u.setMode(solveTab)  // Ctrl+Enter in Play mode solves the editor's board
	u.ed.showStart()     // the goal shown: the solution's steps are the start's
	u.takeStepAsChange() // at step k of a solution, the board shown is the one solved
	if _, err := u.ed.edit.Board(); err != nil {
		u.setStatus("Cannot solve: "+err.Error(), widget.DangerImportance)
		return
	}
	u.savePrefs()
	// The answer replaces the board's old solution: session's Solve takes it off the timeline,
	// which keeps showing it until showRunning. platform.ReleaseMemory runs on the search's goroutine once
	// the answer is handed over: the search's boards are garbage then; only the solution is kept.
	start, improve, err := u.s.Solve(u.ed.edit, progressEvery, u.showProgress, u.showInterim, u.finishSolve, platform.ReleaseMemory)
	if start == nil {
		if err != nil {
			u.setStatus("Cannot solve: "+err.Error(), widget.DangerImportance)
		}
		return
	}
	u.win.Canvas().Unfocus() // so Esc reaches the window, not a cell
	u.tl.stop()
	run := &runningSolve{start: start, improve: improve, began: time.Now(), timed: make(chan struct{})}
	u.running = run
	time.AfterFunc(showRunningAfter, func() {
		u.s.Do(func() {
			if u.running == run {
				u.showRunning()
			}
		})
		close(run.timed)
	})
}

// showRunning shows the running solve, once: the editor greyed, the progress panel with the
// latest report in place of the solution area, and what is being solved on the status line.
func (u *ui) showRunning() {
	run := u.running
	if run == nil || run.shown {
		return
	}
	run.shown = true
	u.showSolution() // the old solution leaves the timeline and the chart
	u.setSolving(true)
	u.progress.begin(run.start, run.improve)
	if last := u.s.Run.Last(); last.Elapsed > 0 {
		u.progress.update(last)
	}
	u.setStatus(solvingText(run.start, u.ed.search.Selected), widget.MediumImportance)
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
func (u *ui) showProgress(p session.Progress) {
	if run := u.running; run != nil && !run.shown {
		if time.Since(run.began) < showRunningAfter {
			return // kept in u.s.Run.Last(); showRunning shows the latest
		}
		u.showRunning()
	}
	u.progress.update(p)
	if p.Phase == session.PhaseImprove {
		u.cancelBtn.SetText(stopText)
	}
	if first := u.s.Run.Interim(); first != nil {
		u.showInterimStatus(first, p)
	}
}

// showInterim shows the fast answer that comes first while the databases the proven search needs
// are built: on the timeline and chart, in place of the progress panel, with the status saying
// it is not proven shortest and how far the build has got. The proven answer replaces it when
// the solve ends; Esc cancels both.
func (u *ui) showInterim(first *session.Solution) {
	u.showRunning() // the proven answer is still to come: the editor stays greyed
	u.progress.content.Hide()
	u.solutionArea.Show()
	u.showSolution()
	u.showInterimStatus(first, u.s.Run.Last())
}

func (u *ui) showInterimStatus(first *session.Solution, last session.Progress) {
	o := session.InterimOutcome(first, last)
	if platform.AnotherTabBuilds() && (last.Phase != session.PhaseDatabase || last.Total == 0) {
		found, _, _ := strings.Cut(o.Text, ". ") // "Found 62 moves, not proven shortest: at least 46 moves"
		o.Text = found + ". " + platform.OtherTabText
	}
	u.showStatus(o.Text, widget.MediumImportance)
	u.setDetails(o.Details)
}

// showDatabaseNews shows the page's line on the databases (pageStore.told): another tab builds
// what a solve running here waits for, or the last visit's build was cut short.
func (u *ui) showDatabaseNews(line string) {
	switch first := u.s.Run.Interim(); {
	case line != platform.OtherTabText:
		u.setStatus(line, widget.WarningImportance)
	case first != nil && u.s.Solving():
		u.showInterimStatus(first, u.s.Run.Last())
	default: // a solve (or Compare, or the explorer) waits without a fast answer
		u.progress.phase.SetText(line)
		if u.s.Solving() {
			u.showStatus(line, widget.MediumImportance)
		}
	}
}

// The cancel button's words: a search stopped leaves no answer, a shortening stopped keeps one.
const (
	cancelText = "Cancel"
	stopText   = "Stop" // the phase line says the best so far is kept; a longer label widened the window past 640
)

// cancelSolve stops the running solve; the board stays as it is.
func (u *ui) cancelSolve() {
	if u.s.Run.Cancel() {
		u.setStatus("Cancelling…", widget.MediumImportance)
	}
}

// setSolving shows whether a solve runs (u.s.Run says): the editor greyed and the progress panel
// in place of the chart and timeline.
func (u *ui) setSolving(on bool) {
	u.ed.setLocked(on)
	if on { // the right side shows the solve's progress until it ends
		u.tabs.DisableIndex(playTab)
	} else {
		u.tabs.EnableIndex(playTab)
	}
	if on {
		u.win.Canvas().Unfocus() // a cell clicked since Solve: Esc must reach the window
		u.solutionArea.Hide()
		u.progress.content.Show()
	} else {
		u.progress.content.Hide()
		u.solutionArea.Show()
		u.cancelBtn.SetText(cancelText)
	}
	u.updateActions()
}

// finishSolve shows a solve's answer: the solution on the timeline, or why there is none.
func (u *ui) finishSolve(sol *session.Solution, err error) {
	if run := u.running; run != nil && run.shown {
		u.setSolving(false)
	}
	u.running = nil
	if sol != nil {
		platform.MirrorSearch(sol.Stats().Elapsed)
	}
	o := u.s.Finish(sol, err, u.ed.edit)
	if sol := u.ed.solved(u.s.Solution(), u.s.Outcome()); sol != u.s.Solution() {
		u.s.SetSolution(sol) // a solve that found nothing leaves the board's last solution
	}
	u.showSolution()
	u.showOutcome(o)
	u.docs.showTitle() // a solved random board is work to keep
}

// showSolution puts the board's solution (or nothing) on the timeline, from its first step, and
// on the chart.
func (u *ui) showSolution() {
	sol := u.s.Solution()
	u.tl.attach(&u.s.Timeline)
	u.tl.setSolution(sol)
	if sol == nil {
		u.chart.SetSeries("Solve to chart the solution here", nil, 0, "", "")
	} else {
		u.chart.SetSeries(series(sol))
	}
	u.updateActions()
}

// chartPoints bounds the values series takes from a solution: past it, steps evenly spaced (a
// long sliding solution's boards are made on demand, and a chart is a few hundred pixels wide).
const chartPoints = 1024

// series is what the chart plots along a solution: each board's measure, the Manhattan distance
// for sliding puzzles and the largest tile (on a log scale, as it doubles) for 2048 boards, at
// every step or, past chartPoints, at evenly spaced ones; steps is how many the values stand for.
// It is computed once per solution.
func series(sol *session.Solution) (title string, values []float64, steps int, lo, hi string) {
	steps = sol.Steps()
	values = make([]float64, min(steps, chartPoints))
	low, top := 0, 0
	for i := range values {
		k := i
		if len(values) < steps {
			k = int(int64(i) * int64(steps-1) / int64(len(values)-1))
		}
		_, m := sol.Step(k).Board.Measure()
		values[i] = float64(m)
		if i == 0 || m < low {
			low = m
		}
		top = max(top, m)
	}
	label, _ := sol.Step(0).Board.Measure()
	if !sol.Kind().MeasureDoubles() { // a distance, down one a move: a linear scale
		if top == low { // one value (a game with no move yet): the chart's scale spans one above it
			top = low + 1
		}
		return label, values, steps, strconv.Itoa(low), strconv.Itoa(top) // the scale starts at the series' least
	}
	if top == low { // on the log scale, one doubling above
		top = 2 * max(low, 1)
	}
	for i, v := range values {
		values[i] = math.Log2(max(v, 1))
	}
	return strings.ToUpper(label[:1]) + label[1:] + " (log scale)", values, steps, strconv.Itoa(low), strconv.Itoa(top)
}
