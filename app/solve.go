package app

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"tilesolve/board"
	"tilesolve/solver"
)

// progressEvery throttles the solver's progress reports, and so the panel's updates.
const progressEvery = 100 * time.Millisecond

// solve starts solving the editor's board on its own goroutine. Progress and the answer come
// back through u.do; the editor stays locked until then.
func (u *ui) solve() {
	start, _ := u.ed.edit.Board()
	if u.solving || start == nil {
		return
	}
	u.setMode(solveTab) // Ctrl+Enter in Play mode solves the editor's board
	u.savePrefs()
	u.setSolution(nil)
	cfg := u.ed.edit.Config()
	cfg.MaxNodes = u.maxNodes
	cfg.ProofNodes = u.proofNodes
	cfg.DatabaseDir = u.databaseDir
	cfg.ProgressEvery = progressEvery
	// releaseMemory runs on the search's goroutine once the answer is handed over: the search's
	// boards are garbage then; only the solution is kept.
	u.run.Start(start, cfg, u.progress.update, u.finishSolve, releaseMemory)
	u.setSolving(true)
	u.progress.begin(start)
	u.setStatus(solvingText(start, u.ed.search.Selected), widget.MediumImportance)
}

// solvingText says what is being solved and how: "Solving a 4-by-4 2048 board for 65536 with
// best-first, left-weighted score…".
func solvingText(b board.Board, search string) string {
	return fmt.Sprintf("Solving %s with %s…", b.Describe(), lowerFirst(search))
}

// lowerFirst lowers a label's first letter for use inside a sentence ("A*" stays as it is).
func lowerFirst(s string) string {
	if len(s) > 1 && s[1] != '*' {
		return strings.ToLower(s[:1]) + s[1:]
	}
	return s
}

// cancelSolve stops the running solve; the board stays as it is.
func (u *ui) cancelSolve() {
	if u.run.Cancel() {
		u.setStatus("Cancelling…", widget.MediumImportance)
	}
}

func (u *ui) setSolving(on bool) {
	u.solving = on
	u.ed.setLocked(on)
	if on { // the right side shows the solve's progress until it ends
		u.tabs.DisableIndex(playTab)
	} else {
		u.tabs.EnableIndex(playTab)
	}
	if on {
		u.win.Canvas().Unfocus() // so Esc reaches the window, not a cell
		u.tl.stop()
		u.solutionArea.Hide()
		u.progress.content.Show()
	} else {
		u.progress.content.Hide()
		u.solutionArea.Show()
	}
	u.updateActions()
}

// finishSolve shows a solve's answer: the solution on the timeline, or why there is none.
func (u *ui) finishSolve(sol *solver.Solution, err error) {
	u.setSolving(false)
	last := u.run.Last()
	expanded, elapsed := last.Expanded, last.Elapsed
	if sol != nil {
		expanded = sol.Stats.Expanded + sol.ProofStats.Expanded
		elapsed = sol.Stats.Elapsed + sol.ProofStats.Elapsed
	}
	var stop *solver.StopError
	switch {
	case errors.Is(err, context.Canceled):
		u.setOutcome(fmt.Sprintf("Cancelled after %s nodes (%s).", solver.Group(expanded), duration(elapsed)), widget.WarningImportance)
	case errors.As(err, &stop):
		algorithm, cfg := "", u.ed.edit.Config()
		start, _ := u.ed.edit.Board()
		if a, err := solver.Pick(start, cfg.Algorithm); err == nil {
			algorithm = a.Name
		}
		u.setOutcome(giveUpText(stop, start, last.Best, algorithm, cfg.Heuristic), widget.DangerImportance)
	case err != nil:
		u.setOutcome("Solve failed: "+err.Error(), widget.DangerImportance)
	case sol.Unsolvable:
		u.setOutcome(fmt.Sprintf("Unsolvable puzzle (%s nodes, %s).", solver.Group(expanded), duration(elapsed)), widget.WarningImportance)
	default:
		u.setSolution(sol)
		u.setOutcome(fmt.Sprintf("%s · %s · %s nodes expanded · %s", sol.Headline(), provenText(sol),
			solver.Group(expanded), duration(elapsed)), widget.SuccessImportance)
	}
}

// provenText says which algorithm answered and whether the answer is known to be the shortest,
// with what "lower bound" means where one is shown.
func provenText(sol *solver.Solution) string {
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

// setSolution puts sol (or nothing) on the timeline.
func (u *ui) setSolution(sol *solver.Solution) {
	if sol != nil && (sol.Unsolvable || len(sol.Steps) == 0) {
		sol = nil
	}
	u.sol = sol
	u.tl.setSolution(sol)
	if sol == nil {
		u.chart.SetSeries("Solve to chart the solution here", nil, "", "")
	} else {
		u.chart.SetSeries(series(sol))
	}
	u.updateActions()
}

// series is what the chart plots along a solution: the largest tile (on a log scale) for 2048
// boards, the Manhattan distance for sliding puzzles. It is computed once per solution.
func series(sol *solver.Solution) (title string, values []float64, lo, hi string) {
	values = make([]float64, len(sol.Steps))
	if sol.Kind == board.KindSliding {
		top := 0
		for i, s := range sol.Steps {
			_, m := s.Board.Measure()
			values[i] = float64(m)
			top = max(top, m)
		}
		return "Manhattan distance", values, "0", strconv.Itoa(top)
	}
	low, top := 0, 0
	for i, s := range sol.Steps {
		_, t := s.Board.Measure()
		values[i] = math.Log2(float64(max(t, 1)))
		if i == 0 || t < low {
			low = t
		}
		top = max(top, t)
	}
	return "Largest tile (log scale)", values, strconv.Itoa(low), strconv.Itoa(top)
}

// progressPanel shows a running solve: work done, speed, and how close the best board is.
type progressPanel struct {
	phase, expanded, frontier, rate, elapsed *widget.Label
	frontierName                             *widget.Label // "Frontier", or "Bound" for IDA*
	bar                                      *widget.ProgressBar
	barText                                  string
	content                                  *fyne.Container

	start board.Board
}

func newProgressPanel() *progressPanel {
	p := &progressPanel{
		phase: widget.NewLabel(""), expanded: widget.NewLabel(""), frontier: widget.NewLabel(""),
		rate: widget.NewLabel(""), elapsed: widget.NewLabel(""), bar: widget.NewProgressBar(),
	}
	p.bar.TextFormatter = func() string { return p.barText }
	p.phase.Wrapping = fyne.TextWrapWord // a long phase wraps instead of widening the window
	name := func(s string) *widget.Label {
		return widget.NewLabelWithStyle(s, fyne.TextAlignTrailing, fyne.TextStyle{Italic: true})
	}
	p.frontierName = name("Frontier")
	// Two rows of name and value, each value as wide as its largest figure, so that growing
	// counts neither move their neighbours nor widen the window.
	value := func(l *widget.Label, widest string) fyne.CanvasObject {
		return container.New(atLeast{fyne.NewSize(textWidth(widest), 0)}, l)
	}
	figures := container.NewVBox(
		container.NewHBox(name("Expanded"), value(p.expanded, "999,999,999"), name("Elapsed"), value(p.elapsed, "59m59s")),
		container.NewHBox(p.frontierName, value(p.frontier, "9,999,999 of 9,999,999")),
		container.NewHBox(name("Speed"), value(p.rate, "9,999,999 nodes/s")))
	p.content = container.NewVBox(p.phase, figures, p.bar, widget.NewSeparator())
	p.content.Hide()
	return p
}

func (p *progressPanel) begin(start board.Board) {
	p.start = start
	p.update(solver.Progress{Phase: solver.PhaseSearch, Best: start})
}

func (p *progressPanel) update(pr solver.Progress) {
	switch pr.Phase {
	case solver.PhaseDatabase:
		p.phase.SetText("Building the 15-puzzle pattern databases, kept for next time… (Esc stops)")
	case solver.PhaseProof:
		p.phase.SetText("Checking that no solution is shorter… (Esc stops)")
	default:
		p.phase.SetText("Searching… (Esc stops)")
	}
	p.expanded.SetText(solver.Group(pr.Expanded))
	p.frontierName.SetText("Frontier")
	p.frontier.SetText(solver.Group(pr.Frontier))
	rate := 0
	if s := pr.Elapsed.Seconds(); s > 0 {
		rate = int(float64(pr.Expanded) / s)
	}
	p.rate.SetText(solver.Group(rate) + " nodes/s")
	p.elapsed.SetText(duration(pr.Elapsed))
	switch {
	case pr.Phase == solver.PhaseDatabase:
		// The one bar that measures real progress: states of the databases done. No search
		// runs yet, so the speed is the build's.
		p.expanded.SetText("none yet")
		p.frontierName.SetText("States")
		p.frontier.SetText(solver.Group(int(pr.Done)) + " of " + solver.Group(int(pr.Total)))
		if s := pr.Elapsed.Seconds(); s > 0 {
			p.rate.SetText(solver.Group(int(float64(pr.Done)/s)) + " states/s")
		}
		p.barText = fmt.Sprintf("databases %.0f%% built", 100*fraction(pr.Done, pr.Total))
		p.bar.SetValue(fraction(pr.Done, pr.Total))
	case pr.Bound > 0:
		// IDA*: each iteration proves that no solution is shorter than its bound; how far the
		// answer lies beyond it is unknown, so the bar does not pretend to fill.
		p.frontierName.SetText("Bound")
		p.frontier.SetText(strconv.Itoa(pr.Bound) + " moves")
		p.barText = fmt.Sprintf("no solution is shorter than %d moves", pr.Bound)
		p.bar.SetValue(0)
	default:
		p.showBest(pr.Best)
	}
}

// showBest shows how close the best board so far is, by the measure the search reports.
func (p *progressPanel) showBest(best board.Board) {
	if best == nil {
		return
	}
	// How near the goal is cannot be known from the tiles (the bar read 94% seconds before a
	// search gave up), so the bar stays empty and its text says what was measured.
	label, v := best.Measure()
	if goal := best.Settings().Goal; goal > 0 {
		p.barText = fmt.Sprintf("best so far: %s %d of goal %d", label, v, goal)
	} else {
		h0 := 0
		if p.start != nil {
			_, h0 = p.start.Measure()
		}
		p.barText = fmt.Sprintf("closest board so far: %s %d (start %d)", label, v, h0)
	}
	p.bar.SetValue(0)
}

// fraction is done/total in 0..1, 0 when total is unknown.
func fraction(done, total int64) float64 {
	if total <= 0 {
		return 0
	}
	return min(1, float64(done)/float64(total))
}

// duration writes d for people: "850 ms", "3.2 s", "2m05s".
func duration(d time.Duration) string {
	switch {
	case d < time.Second:
		return fmt.Sprintf("%d ms", d.Milliseconds())
	case d < time.Minute:
		return fmt.Sprintf("%.1f s", d.Seconds())
	}
	return d.Round(time.Second).String()
}
