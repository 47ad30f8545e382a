// How the Play panel shows the session: board, timeline over the game's history, score, moves,
// the game's status, the hint, and which buttons apply.

package app

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/words"
)

// refresh shows the session as it is now. The session calls it after changes of its own
// (autoplay's moves, a hint's answer), on the UI goroutine; the panel after each intent.
func (p *playPanel) refresh() {
	g := p.s.Game()
	playing := p.host.playing()
	kind := p.host.editBoard().Kind()
	if g != nil {
		kind = g.Board().Kind()
	}
	for _, r := range p.rows {
		applies := r.only == board.KindAuto || r.only == kind
		r.show(applies, applies)
	}
	p.showPlayers(g)
	if g == nil || !playing {
		for _, b := range []*widget.Button{p.undoBtn, p.redoBtn, p.hintBtn, p.autoBtn} {
			b.Disable()
		}
		return
	}
	steps, at := p.s.History()
	if p.shown.game != any(g) || p.shown.steps != len(steps) || p.shown.last != steps[len(steps)-1].Board {
		p.shown = shownHistory{game: g, steps: len(steps), last: steps[len(steps)-1].Board}
		p.host.showHistory(&p.pos, session.HistorySolution(steps), at, p.seek)
	} else {
		p.host.showHistory(&p.pos, nil, at, p.seek)
	}

	p.score.SetText(words.Group(g.Score()))
	if kind.Scored() { // a sliding puzzle would score one a move: its moves say it
		p.score.Show()
		p.scoreName.Show()
	} else {
		p.score.Hide()
		p.scoreName.Hide()
	}
	p.moves.SetText(words.Group(g.Moves()))
	p.goal.SetText(goalText(g.Board()))
	text, imp := gameText(g)
	p.host.setStatus(text, imp)
	p.hint.SetText(p.s.Hint().Text)
	if h := p.s.Hint(); h.Ready {
		mover := -1 // a swipe moves the whole board
		if c, ok := g.Board().(board.Clickable); ok {
			mover = c.Mover(h.Dir)
		}
		p.host.showHint(mover, h.Dir)
	}
	p.note.SetText(p.s.Note())
	p.coachGame()
	enable(p.undoBtn, p.s.CanUndo())
	enable(p.redoBtn, at < len(steps)-1)
	enable(p.hintBtn, !p.s.Hinting() && !g.Over())
	enable(p.autoBtn, p.s.Autoplaying() || !g.Over())
	if p.s.Autoplaying() {
		p.autoBtn.SetText("Stop")
		p.autoBtn.SetIcon(theme.MediaStopIcon())
	} else {
		p.autoBtn.SetText("Autoplay")
		p.autoBtn.SetIcon(theme.MediaPlayIcon())
	}
}

// seek is the timeline's hook in Play mode: the game goes to the step the user scrubbed to.
func (p *playPanel) seek(k int) {
	p.s.Seek(k)
	p.refresh()
}

// gameText is the status line for game g: how it stands, and a clear message when it is over.
func gameText(g *session.Game) (string, widget.Importance) {
	switch {
	case g.Solved() && g.Moves() == 0:
		return "This puzzle is solved already: " + withKey("New game", "N") + " scrambles one.", widget.MediumImportance
	case g.Solved():
		return fmt.Sprintf("Solved in %s! %s to play again, or scrub back on the timeline.", words.Count(g.Moves(), "move"), withKey("New game", "N")),
			widget.SuccessImportance
	case g.Over():
		return fmt.Sprintf("Game over: no move is left. Score %d in %d moves. %s, scrub back on the timeline, or %s.",
			g.Score(), g.Moves(), withKey("Undo", "Backspace"), withKey("New game", "N")), widget.DangerImportance
	}
	if s := g.Status(); s != "" {
		return s, widget.MediumImportance
	}
	if !hasKeyboard {
		return "Playing: swipe the board to move.", widget.MediumImportance
	}
	return "Playing: arrows or W A S D move.", widget.MediumImportance
}

// showPlayers lists the players that fit the game's kind (expectimax plays 2048, the solver's
// answer a sliding puzzle), keeping the choice when it still fits.
func (p *playPanel) showPlayers(g *session.Game) {
	kind := board.Kind2048
	if g != nil {
		kind = g.Board().Kind()
	}
	names := session.PlayersFor(kind)
	if slices.Equal(p.player.Options, names) {
		return
	}
	p.player.SetOptions(names)
	if !slices.Contains(names, p.player.Selected) {
		p.player.SetSelected(names[len(names)-1])
	}
}

// goalText shows a sliding puzzle's own goal in a line, rows apart and "_" for the blank, so that
// the player sees where the tiles are to go; "" under the usual goal.
func goalText(b board.Board) string {
	grid := b.Grid() // a goal of its own is in the board's grid; a 2048 board has none
	if grid.Goal == nil {
		return ""
	}
	g := board.Grid{N: grid.N, Tiles: grid.Goal}
	if g.N > 5 {
		return "Goal: your own arrangement (Solve tab, Board shows Goal)."
	}
	rows := make([]string, g.N)
	for r := range rows {
		cells := make([]string, g.N)
		for c := range cells {
			cells[c] = "_"
			if t := g.At(r, c); t != 0 {
				cells[c] = strconv.Itoa(t)
			}
		}
		rows[r] = strings.Join(cells, " ")
	}
	return "Goal: " + strings.Join(rows, " / ")
}
