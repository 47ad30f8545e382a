// The Play panel: a person at the keyboard, or a player autoplaying (random; expectimax on 2048,
// the solver's answer on a sliding puzzle). The game itself lives in a session.Session; this file
// only shows it and sends it what the user asks.

package app

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// fromEditorText is the button that starts a game on the editor's board.
const fromEditorText = "New game from the editor"

// Autoplay paces, in moves per second.
var (
	// A player that thinks longer than the pause plays slower: the labels promise no more than
	// "up to" (expectimax takes about 100 ms a move, so it never reaches 30 a second).
	paceLabels = []string{"up to 1 move/s", "up to 2 moves/s", "up to 5 moves/s", "up to 10 moves/s", "up to 30 moves/s", "no pause"}
	paceRates  = []int{1, 2, 5, 10, 30, 0}
)

// playHost is what the Play panel needs of the window around it.
type playHost interface {
	playing() bool // Play mode is showing
	// showHistory puts the game's history, held in pos, on the timeline at step at: sol is the
	// history when it changed (the chart plots it), nil when only the step did. The timeline's
	// moves go to seek.
	showHistory(pos *session.Timeline, sol *session.Solution, at int, seek func(k int))
	setStatus(text string, imp widget.Importance)
	editBoard() *session.Edit              // the editor's board, which Play can start from
	limits() session.Limits                // where a sliding puzzle's hint and the coach find the databases
	showHint(mover int, d board.Direction) // draws the hint on the board
	markChart(moves []int)                 // marks the game's moves that went away from the goal on the chart
	// ask asks a question whose answer yes runs yes; Esc or no leaves things as they are.
	ask(title, text, yes, no string, onYes func())
}

// playButtons are Play mode's buttons: a new game, the editor's board, undo, redo, a hint and
// autoplay.
type playButtons struct {
	newBtn, fromEditor                 *widget.Button
	undoBtn, redoBtn, hintBtn, autoBtn *widget.Button
}

// playPanel is the left pane in Play mode.
type playPanel struct {
	host playHost
	s    *session.Session
	pos  session.Timeline // the game's history as the timeline shows it, and the step shown

	rules, player, pace *widget.Select
	rows                []settingRow // the settings with their labels, shown for the kinds they apply to
	playButtons
	score, moves, hint, note, keysHelp *widget.Label
	goal                               *widget.Label // a sliding puzzle's own goal, when it has one
	scoreName                          *widget.Label // hidden with score for a sliding puzzle
	coach                              *widget.Label // the coach's verdict on a solved game
	content                            fyne.CanvasObject
	shown                              shownHistory
}

// shownHistory is what the timeline holds of the game, so that it is rebuilt only when the
// history changes, not when the user only moves along it.
type shownHistory struct {
	game  any
	steps int
	last  board.Board
}

func newPlayPanel(host playHost, do func(func())) *playPanel {
	p := &playPanel{host: host}
	p.s = session.New(do, p.refresh, uint64(time.Now().UnixNano()))
	p.s.SetWeights(shippedWeights)
	// The selectors' reactions are set once every widget exists: choosing runs refresh.
	p.rules = widget.NewSelect(ruleNames(), nil)
	p.rules.SetSelected(spawnLabel(board.Classic))
	p.player = widget.NewSelect(session.PlayerNames, nil)
	p.player.SetSelected(p.s.Player())
	p.pace = widget.NewSelect(paceLabels, nil)
	p.pace.SetSelectedIndex(2)
	p.s.SetPace(p.paceEvery())

	p.newBtn = widget.NewButtonWithIcon("New game", theme.ViewRefreshIcon(), func() { p.newGame(true) })
	p.fromEditor = widget.NewButtonWithIcon(fromEditorText, theme.DocumentIcon(), func() { p.newGame(false) })
	p.undoBtn = widget.NewButtonWithIcon("Undo", theme.ContentUndoIcon(), func() { p.s.Undo(); p.refresh() })
	p.redoBtn = widget.NewButtonWithIcon("Redo", theme.ContentRedoIcon(), func() { p.s.Redo(); p.refresh() })
	p.hintBtn = widget.NewButtonWithIcon("Hint", theme.HelpIcon(), p.askHint)
	p.autoBtn = widget.NewButtonWithIcon("Autoplay", theme.MediaPlayIcon(), p.toggleAutoplay)
	// Autoplay is as wide as Stop, so the row holds still.
	p.autoBtn.SetText("Stop")
	autoWidth := p.autoBtn.MinSize()
	p.autoBtn.SetText("Autoplay")

	p.score, p.moves = widget.NewLabel(""), widget.NewLabel("")
	p.hint, p.note, p.goal = wrapLabel(""), wrapLabel(""), wrapLabel("")
	p.coach = newCoachLabel()
	p.hint.TextStyle = fyne.TextStyle{Bold: true}
	p.keysHelp = wrapLabel(playKeysLine())
	p.keysHelp.TextStyle = fyne.TextStyle{Italic: true} // readable, unlike LowImportance's grey (see newDetails)

	// The editor's rows: a setting that does not apply to the game's kind is hidden with its label.
	p.rows = []settingRow{
		newSettingRow("New tiles at", board.Kind2048, p.rules),
		newSettingRow("Player", board.KindAuto, p.player),
		newSettingRow("Speed", board.KindAuto, p.pace),
	}
	form := settingsForm(p.rows)
	name := func(s string) *widget.Label {
		return widget.NewLabelWithStyle(s, fyne.TextAlignTrailing, fyne.TextStyle{Italic: true})
	}
	// One figure a row, each value as wide as a long game's (classic scores pass 300,000), and
	// two buttons a row at most: the panel is no wider than the editor, so the window still
	// fits in 640 points with its padding.
	p.scoreName = name("Score")
	figures := container.New(layout.NewFormLayout(),
		p.scoreName, container.New(atLeast{fyne.NewSize(textWidth("9,999,999"), 0)}, p.score),
		name("Moves"), container.New(atLeast{fyne.NewSize(textWidth("9,999,999"), 0)}, p.moves))
	buttons := container.NewVBox(
		container.NewGridWithColumns(2, p.newBtn, container.New(atLeast{autoWidth}, p.autoBtn)),
		p.fromEditor,
		container.NewGridWithColumns(2, p.undoBtn, p.redoBtn),
		p.hintBtn)
	p.content = container.NewVBox(p.coach, form, buttons, figures, p.goal, p.hint, p.note, layout.NewSpacer(), p.keysHelp)

	p.rules.OnChanged = func(string) { p.restart() }
	p.player.OnChanged = func(name string) {
		p.s.SetPlayer(name)
		p.refresh()
	}
	p.pace.OnChanged = func(string) { p.s.SetPace(p.paceEvery()) }
	p.refresh()
	return p
}

// ruleNames are the spawn rules 2048 play offers, as the selector words them.
func ruleNames() []string {
	names := make([]string, 0, len(playRules))
	for _, r := range playRules {
		names = append(names, spawnLabel(r))
	}
	return names
}

func ruleNamed(name string) board.SpawnRule {
	for _, r := range playRules {
		if spawnLabel(r) == name {
			return r
		}
	}
	return board.Classic
}

// paceEvery is the pause between autoplay moves at the chosen speed.
func (p *playPanel) paceEvery() time.Duration {
	i := max(0, p.pace.SelectedIndex())
	if paceRates[i] == 0 {
		return 0
	}
	return time.Second / time.Duration(paceRates[i])
}

// newGame starts a game: random of the editor's kind and size when random is true (see
// session.StartRandom), else from the editor's board.
func (p *playPanel) newGame(random bool) {
	e, rules := p.host.editBoard(), ruleNamed(p.rules.Selected)
	start, err := e.Board()
	switch {
	case random:
		err = p.s.StartRandom(e, rules)
	case start == nil:
		err = fmt.Errorf("the editor's board cannot be played: %v", err)
	default:
		err = p.s.Start(start, rules)
	}
	if err != nil {
		p.host.setStatus("Cannot start a game: "+err.Error(), widget.DangerImportance)
	}
	p.shown = shownHistory{}
	p.refresh()
}

// restart plays the game again from its start board, under the rules now chosen.
func (p *playPanel) restart() {
	g := p.s.Game()
	if g == nil {
		return
	}
	steps, _ := p.s.History()
	if err := p.s.Start(steps[0].Board, ruleNamed(p.rules.Selected)); err != nil {
		p.host.setStatus("Cannot restart the game: "+err.Error(), widget.DangerImportance)
	}
	p.shown = shownHistory{}
	p.refresh()
}

func (p *playPanel) toggleAutoplay() {
	if p.s.Autoplaying() {
		p.s.StopAutoplay()
	} else {
		p.s.SetPace(p.paceEvery())
		p.s.StartAutoplay()
	}
	p.refresh()
}

// askHint asks the session for a hint; a sliding puzzle's comes from the solver with the app's
// pattern database folder.
func (p *playPanel) askHint() {
	p.s.SetHintSolver(p.host.limits(), session.DefaultHintTimeout)
	p.s.AskHint()
	p.refresh()
}

// click slides a clicked tile in the blank's row or column toward the blank, with the tiles
// between (a click on a tile out of line does nothing).
func (p *playPanel) click(cell int) {
	g := p.s.Game()
	if g == nil {
		return
	}
	if c, ok := g.Board().(board.Clickable); ok { // a 2048 board is swiped, not clicked
		for _, d := range c.ClickMoves(cell) {
			p.s.Move(d)
		}
	}
	p.refresh()
}

// swipe is a swipe on the board: a move.
func (p *playPanel) swipe(d board.Direction) {
	if p.s.Game() == nil {
		return
	}
	p.s.Move(d)
	p.refresh()
}

// playRules are the spawn rules 2048 play offers, the default first: the classic game's random
// 2 or 4, the right column, the bottom row.
var playRules = []board.SpawnRule{board.Classic, board.RightColumn, board.BottomRow}
