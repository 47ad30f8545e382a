// The two modes, Solve and Play, as the left pane's two tabs: the editor with Solve and Cancel,
// and the Play panel. The board view, metrics, chart and timeline on the right serve both.

package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/session"
)

const (
	solveTab = 0
	playTab  = 1
)

// buildModes puts the Solve pane and the Play panel in tabs.
func (u *ui) buildModes(solvePane fyne.CanvasObject) fyne.CanvasObject {
	u.play = newPlayPanel(u, u.s.Do)
	playPane := newShownLater(newRowScroll(u.play.content)) // most start in Solve
	u.tabs = container.NewAppTabs(
		container.NewTabItemWithIcon("Solve", theme.SearchIcon(), solvePane),
		container.NewTabItemWithIcon("Play", theme.MediaPlayIcon(), playPane.box))
	u.tabs.OnSelected = func(*container.TabItem) {
		if u.playing() {
			playPane.show()
		}
		u.modeChanged()
	}
	for key, tab := range map[*desktop.CustomShortcut]int{solveModeKey: solveTab, playModeKey: playTab} {
		u.keys.bind(key, func() {
			if u.dialog == nil && (tab == solveTab || !u.busy("Play mode")) {
				u.setMode(tab)
			}
		})
	}
	return u.tabs
}

// playing says whether Play mode is showing.
func (u *ui) playing() bool { return u.tabs != nil && u.tabs.SelectedIndex() == playTab }

// setMode shows Solve or Play mode.
func (u *ui) setMode(tab int) {
	if u.tabs.SelectedIndex() != tab {
		u.tabs.SelectIndex(tab) // OnSelected runs modeChanged
	}
}

// modeChanged follows a change of tab. Entering Play starts a game on the editor's board when
// there is none; leaving it stops autoplay and a hint being worked out, and puts the solve's
// solution (or the editor's board) back on the right.
func (u *ui) modeChanged() {
	u.win.Canvas().Unfocus() // the keys go to the board, not to a cell or a button
	u.tl.stop()
	if u.playing() {
		// Play shows the editor's kind: a game of another kind (or none) gives way to one on the
		// editor's board (a random one when it is not valid); Undo at its start brings back the
		// game before.
		if g := u.play.s.Game(); g == nil || g.Board().Kind() != u.ed.edit.Kind() {
			b, _ := u.ed.edit.Board()
			u.play.newGame(b == nil)
		}
		u.play.shown = shownHistory{}
		u.play.refresh()
		u.updateActions()
		return
	}
	u.play.s.Close()
	u.tl.seek = nil
	u.showSolution()
	if b, _ := u.ed.edit.Board(); u.s.Solution() == nil && b != nil {
		u.view.SetBoard(b)
		u.metrics.show(b)
	}
	u.setStatus("Solve mode: edit the board, then "+withKey("Solve", "Ctrl+Enter")+".", widget.MediumImportance)
	u.updateActions()
}

// showHistory is the Play panel's way onto the timeline and the chart (see playHost).
func (u *ui) showHistory(pos *session.Timeline, sol *session.Solution, at int, seek func(k int)) {
	if sol != nil {
		u.chart.SetSeries(series(sol)) // before the step shows, which marks it on the chart
	}
	u.tl.showHistory(pos, sol, at, seek)
}

// editBoard is the editor's board, which Play can start a game from.
func (u *ui) editBoard() *session.Edit { return u.ed.edit }

// limits are the window's budgets and pattern database folder, which a sliding puzzle's hint and
// the coach solve with.
func (u *ui) limits() session.Limits { return u.s.Limits }

// markChart marks the chart's steps at moves (the Play panel's coach: the moves away from the goal).
func (u *ui) markChart(moves []int) { u.chart.SetMarks(moves) }

// ask is the Play panel's way to ask a question over the window (see playHost).
func (u *ui) ask(title, text, yes, no string, onYes func()) {
	u.showQuestion(title, text, yes, no, onYes, u.win)
}
