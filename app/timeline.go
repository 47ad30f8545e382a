package app

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// replayText is the timeline's button that steps through a solution or a game by itself: one
// word for it, apart from the Play tab (the mode) and Autoplay (a player making the moves).
const replayText = "Replay"

// Playback speeds, in steps per second.
var (
	speedLabels = []string{"1 step/s", "2 steps/s", "5 steps/s", "10 steps/s", "30 steps/s", "100 steps/s"}
	speedRates  = []int{1, 2, 5, 10, 30, 100}
)

// stepShower shows the step the timeline is at: the window puts it on the board view, the
// metrics and the chart.
type stepShower interface {
	showStep(k int, st board.Step)
}

// timeline scrubs through a solution: a slider over the steps, buttons, playback. It shows a
// session.Timeline, which holds the step; every change of step shows exactly one board, so
// dragging across 30,000 steps stays smooth.
type timeline struct {
	shower                      stepShower
	do                          func(func()) // runs f on the UI goroutine: playback ticks
	slider                      *timelineSlider
	label                       *widget.Label
	home, prev, play, next, end *widget.Button
	speed                       *widget.Select
	content                     *fyne.Container
	disabledWhileEmpty          []fyne.Disableable
	// Play keeps Pause's width (playWidth, in playBox), so Next and End stay put; in a phone's
	// column (inColumn, set by the arrangement) it shows its icon only, so that the row fits a
	// 360-point wide phone (with its words it asked 379).
	playBox   *fyne.Container
	playWidth fyne.Size
	playText  string
	inColumn  bool

	pos     *session.Timeline // the solution's or the game's, as the mode shows (see attach)
	playing *playback         // nil when paused
	// seek, when set, hears each step the timeline moves to: in Play mode the game goes back there.
	seek func(k int)
}

func newTimeline(pos *session.Timeline, shower stepShower, do func(func())) *timeline {
	t := &timeline{pos: pos, shower: shower, do: do}
	t.slider = newTimelineSlider(nil)
	t.slider.OnChanged = func(v float64) {
		if t.pos.GoTo(int(v)) {
			t.show()
		}
	}
	t.label = widget.NewLabel("")
	t.home = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { t.follow(t.pos.Home()) })
	t.prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { t.follow(t.pos.Prev()) })
	t.play = widget.NewButtonWithIcon(replayText, theme.MediaPlayIcon(), t.togglePlay)
	t.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { t.follow(t.pos.Next()) })
	t.end = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { t.follow(t.pos.End()) })
	t.speed = widget.NewSelect(speedLabels, func(string) {
		if t.playing != nil { // restart at the new speed
			t.stop()
			t.start()
		}
	})
	t.speed.SetSelectedIndex(2)
	t.disabledWhileEmpty = []fyne.Disableable{t.slider, t.home, t.prev, t.play, t.next, t.end}
	// Play is as wide as Pause, so Next and End stay put; the step label has a line of its own so
	// that nothing is cut off in a 640-point window.
	t.play.SetText("Pause")
	t.playWidth = t.play.MinSize()
	t.playBox = container.New(atLeast{t.playWidth}, t.play)
	t.setPlayText(replayText)
	buttons := container.NewHBox(t.home, t.prev, t.playBox, t.next, t.end, layout.NewSpacer(), t.speed)
	t.content = container.NewVBox(t.label, t.slider, buttons)
	t.setSolution(nil)
	return t
}

// attach makes the timeline show pos: the solve's solution in Solve mode, the game's history in
// Play mode. Playback stops when pos is another timeline than the one shown.
func (t *timeline) attach(pos *session.Timeline) {
	if t.pos != pos {
		t.stop()
		t.pos = pos
	}
}

// setSolution shows sol's first step, or empties the timeline when sol is nil.
func (t *timeline) setSolution(sol *session.Solution) { t.setSolutionStep(sol, 0) }

// setSolutionStep shows sol's step k (clamped), once: the board glides to it from the step shown
// before, not through step 0.
func (t *timeline) setSolutionStep(sol *session.Solution, k int) {
	t.stop()
	t.pos.Set(sol)
	if sol == nil {
		for _, d := range t.disabledWhileEmpty {
			d.Disable()
		}
		t.slider.Max = 1
		t.slider.SetValue(0)
		t.label.SetText(t.pos.Label())
		return
	}
	t.pos.GoTo(k)
	t.slider.Max = float64(max(t.pos.Last(), 1))
	t.slider.Value = float64(t.pos.At())
	t.slider.Refresh()
	t.show()
}

// setSolutionAt shows sol's step k without telling seek: the caller is already there.
func (t *timeline) setSolutionAt(sol *session.Solution, k int) {
	seek := t.seek
	t.seek = nil
	t.setSolutionStep(sol, k)
	t.seek = seek
}

// goTo moves to step k (clamped to the solution).
func (t *timeline) goTo(k int) { t.follow(t.pos.GoTo(k)) }

// follow shows the step the position has moved to (moved says whether it changed) and puts the
// slider there; the slider's OnChanged then finds that step already shown.
func (t *timeline) follow(moved bool) {
	if t.pos.Empty() {
		return
	}
	if moved {
		t.show()
	}
	t.slider.SetValue(float64(t.pos.At()))
}

// show puts the step the position is at on the board view, the label, the metrics and the chart.
func (t *timeline) show() {
	k, st := t.pos.At(), t.pos.Step()
	t.shower.showStep(k, st)
	t.label.SetText(t.pos.Label())
	steps := t.pos.Last() > 0 // "step 0 of 0" has nothing to play or scrub
	enable(t.slider, steps)
	enable(t.play, steps)
	enable(t.home, k > 0)
	enable(t.prev, k > 0)
	enable(t.next, !t.pos.AtEnd())
	enable(t.end, !t.pos.AtEnd())
	if t.seek != nil {
		t.seek(k)
	}
}

// jump moves a tenth of the solution on (tenths > 0) or back: PageDown and PageUp.
func (t *timeline) jump(tenths int) {
	t.follow(t.pos.GoTo(t.pos.At() + tenths*max(1, (t.pos.Last()+5)/10)))
}

// key acts on a key that moves along the timeline: the arrows, Home, End, Page Up and Page Down,
// Space (play or pause) and Esc (stop playing).
func (t *timeline) key(name fyne.KeyName) {
	switch name {
	case fyne.KeyEscape:
		t.stop()
	case fyne.KeyLeft:
		t.follow(t.pos.Prev())
	case fyne.KeyRight:
		t.follow(t.pos.Next())
	case fyne.KeyHome:
		t.follow(t.pos.Home())
	case fyne.KeyEnd:
		t.follow(t.pos.End())
	case fyne.KeyPageUp:
		t.jump(-1)
	case fyne.KeyPageDown:
		t.jump(1)
	case fyne.KeySpace:
		t.togglePlay()
	}
}

// togglePlay starts or pauses playback.
func (t *timeline) togglePlay() {
	if t.playing != nil {
		t.stop()
	} else {
		t.start()
	}
}

// start plays the solution from the current step (from the start when at the end), a step every
// tick of the chosen speed.
func (t *timeline) start() {
	if t.pos.Empty() || t.pos.Last() == 0 || t.playing != nil {
		return
	}
	if t.pos.AtEnd() {
		t.follow(t.pos.Home())
	}
	t.setPlayText("Pause")
	t.play.SetIcon(theme.MediaPauseIcon())
	t.playing = startPlayback(t.interval(), t.do, func() bool {
		t.follow(t.pos.Next())
		if t.pos.AtEnd() {
			t.stop()
		}
		return true // stop, at the end, ended it
	})
}

// interval is the time between two steps while the timeline plays.
func (t *timeline) interval() time.Duration {
	return time.Second / time.Duration(speedRates[max(0, t.speed.SelectedIndex())])
}

// glide is how long the board takes to glide to the step shown next, at most usual: none while
// the slider is dragged, shorter than a step while the timeline plays.
func (t *timeline) glide(usual time.Duration) time.Duration {
	switch {
	case t.slider.dragging:
		return 0
	case t.playing != nil:
		return min(usual, t.interval()*4/5)
	}
	return usual
}

// showHistory puts a game's history, held in pos, on the timeline at step at: sol is the history
// when it changed, nil when only the step did. The timeline's moves go to seek.
func (t *timeline) showHistory(pos *session.Timeline, sol *session.Solution, at int, seek func(k int)) {
	t.attach(pos)
	switch {
	case sol != nil:
		t.seek = nil
		t.setSolutionAt(sol, at)
	case t.pos.At() != at:
		t.seek = nil
		t.goTo(at)
	default:
		return
	}
	t.seek = seek
}

// stop pauses playback.
func (t *timeline) stop() {
	if t.playing == nil {
		return
	}
	t.playing.Stop()
	t.playing = nil
	t.setPlayText(replayText)
	t.play.SetIcon(theme.MediaPlayIcon())
}

// setPlayText names what Play does now (Replay or Pause), in words where the row has room.
func (t *timeline) setPlayText(text string) {
	t.playText = text
	if t.inColumn {
		text = ""
	}
	t.play.SetText(text)
}

// arrangedAs shows Play as its icon alone in a phone's column, and with its words elsewhere.
func (t *timeline) arrangedAs(a arrangement) {
	t.inColumn = a >= column
	t.playBox.Layout = atLeast{t.playWidth}
	if t.inColumn {
		t.playBox.Layout = atLeast{}
	}
	t.setPlayText(t.playText)
	t.playBox.Refresh()
}
