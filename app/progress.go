package app

import (
	"fmt"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/words"
)

// progressPanel shows a running solve: work done, speed, and how close the best board is.
type progressPanel struct {
	phase, expanded, frontier, rate, elapsed *widget.Label
	// The rows' names: "Expanded", "Frontier" ("Bound" for IDA*) and "Speed" while searching,
	// the first and best lengths and the lower bound while a fast answer is shortened.
	expandedName, frontierName, rateName *widget.Label
	bar                                  *widget.ProgressBar
	barText                              string
	content                              *fyne.Container
	figures                              *fyne.Container // the rows of names and values, hidden on a short phone

	start   board.Board
	improve time.Duration // how long the solve may shorten its first answer
	first   int           // the first answer's length, once the shortening has begun
}

// progressNames are every name a figure of the panel takes, in any phase.
var progressNames = []string{"Expanded", "Frontier", "Speed", "States", "Bound", "First answer", "Best so far", "Lower bound"}

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
	p.expandedName, p.frontierName, p.rateName = name("Expanded"), name("Frontier"), name("Speed")
	// The names change with the phase ("Speed", then "Lower bound"), and a row is not laid out
	// again when a label in it grows: each name is as wide as the widest from the start, and the
	// phase has two lines, so no text reaches past its place (over the divider, under the
	// settings).
	nameWidth := float32(0)
	for _, s := range progressNames {
		nameWidth = max(nameWidth, fyne.MeasureText(s, theme.TextSize(), fyne.TextStyle{Italic: true}).Width+2*theme.InnerPadding()+2)
	}
	named := func(l *widget.Label) fyne.CanvasObject { return container.New(atLeast{fyne.NewSize(nameWidth, 0)}, l) }
	// Two rows of name and value, each value as wide as its largest figure, so that growing
	// counts neither move their neighbours nor widen the window.
	value := func(l *widget.Label, widest string) fyne.CanvasObject {
		return container.New(atLeast{fyne.NewSize(textWidth(widest), 0)}, l)
	}
	p.figures = container.NewVBox(
		container.NewHBox(named(p.expandedName), value(p.expanded, "999,999,999"), name("Elapsed"), value(p.elapsed, "59m59s")),
		container.NewHBox(named(p.frontierName), value(p.frontier, "9,999,999 of 9,999,999")),
		container.NewHBox(named(p.rateName), value(p.rate, "9,999,999 nodes/s")))
	p.content = container.NewVBox(container.New(atLeast{fyne.NewSize(0, widget.NewLabel("Ag\nAg").MinSize().Height)}, p.phase), p.figures, p.bar, widget.NewSeparator())
	p.content.Hide()
	return p
}

// begin shows a solve of start starting; improve is how long a fast answer may be shortened.
func (p *progressPanel) begin(start board.Board, improve time.Duration) {
	p.start, p.improve, p.first = start, improve, 0
	p.update(session.Progress{Phase: session.PhaseSearch, Best: start})
}

func (p *progressPanel) update(pr session.Progress) {
	p.expandedName.SetText("Expanded")
	p.rateName.SetText("Speed")
	switch pr.Phase {
	case session.PhaseImprove:
		p.showImprove(pr)
		return
	case session.PhaseDatabase:
		p.phase.SetText(platform.BuildingText + escHint("stops"))
	case session.PhaseProof:
		p.phase.SetText("Checking that no solution is shorter…" + escHint("stops"))
	default:
		p.phase.SetText("Searching…" + escHint("stops"))
	}
	p.expanded.SetText(words.Group(pr.Expanded))
	p.frontierName.SetText("Frontier")
	p.frontier.SetText(words.Group(pr.Frontier))
	rate := 0
	if s := pr.Elapsed.Seconds(); s > 0 {
		rate = int(float64(pr.Expanded) / s)
	}
	p.rate.SetText(words.Group(rate) + " nodes/s")
	p.elapsed.SetText(words.Duration(pr.Elapsed))
	switch {
	case pr.Phase == session.PhaseDatabase:
		// The one bar that measures real progress: states of the databases done. No search
		// runs yet, so the speed is the build's.
		p.expanded.SetText("none yet")
		p.frontierName.SetText("States")
		p.frontier.SetText(words.Group(int(pr.Done)) + " of " + words.Group(int(pr.Total)))
		if s := pr.Elapsed.Seconds(); s > 0 {
			p.rate.SetText(words.Group(int(float64(pr.Done)/s)) + " states/s")
		}
		p.barText = words.DatabasesBuilt(pr.Done, pr.Total)
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

// escHint says what Esc does during the search, " (Esc stops)"; nothing on a phone, which has
// no Esc (Cancel is beside the progress bar).
func escHint(does string) string {
	if !hasKeyboard {
		return ""
	}
	return " (Esc " + does + ")"
}

// showImprove shows the fast solver shortening its answer: the first answer's length, the best
// so far and the lower bound no answer can beat, and the bar filling with the time allowed.
func (p *progressPanel) showImprove(pr session.Progress) {
	if p.first == 0 {
		p.first = pr.BestLength
	}
	p.phase.SetText("Shortening the answer…" + escHint("stops and keeps the best so far"))
	p.expandedName.SetText("First answer")
	p.expanded.SetText(movesText(p.first))
	p.frontierName.SetText("Best so far")
	p.frontier.SetText(movesText(pr.BestLength))
	p.rateName.SetText("Lower bound")
	p.rate.SetText(movesText(pr.Bound))
	p.elapsed.SetText(words.Duration(pr.Elapsed))
	p.barText = fmt.Sprintf("best %s, none can be shorter than %s", movesText(pr.BestLength), words.Group(pr.Bound))
	p.bar.SetValue(fraction(int64(pr.Elapsed), int64(p.improve)))
}

// movesText is a length for people: "1 move", "212 moves".
func movesText(n int) string { return words.Count(n, "move") }

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
		p.barText = fmt.Sprintf("closest so far: %s %d (start %d)", label, v, h0)
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
