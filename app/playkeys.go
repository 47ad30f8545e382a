// The keys of Play mode: arrows and W A S D move, Backspace undoes, Y redoes, H asks for a hint,
// Space starts or stops autoplay, Esc stops it, N starts a new game.

package app

import (
	"fmt"

	"fyne.io/fyne/v2"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/words"
)

// moveKeys maps a key to the move it makes: for 2048 the swipe, for a sliding puzzle the way the
// tile next to the blank goes (Up slides the tile below the blank up into it, as 8-puzzle games
// do).
var moveKeys = map[fyne.KeyName]board.Direction{
	fyne.KeyUp: board.Up, fyne.KeyDown: board.Down, fyne.KeyLeft: board.Left, fyne.KeyRight: board.Right,
	fyne.KeyW: board.Up, fyne.KeyS: board.Down, fyne.KeyA: board.Left, fyne.KeyD: board.Right,
}

// key acts on a key in Play mode; it reports whether the key was one of Play's.
func (p *playPanel) key(name fyne.KeyName) bool {
	if d, ok := moveKeys[name]; ok {
		p.s.Move(d)
		p.refresh()
		return true
	}
	switch name {
	case fyne.KeyBackspace, fyne.KeyZ:
		p.s.Undo()
	case fyne.KeyY:
		p.s.Redo()
	case fyne.KeyH:
		p.askHint()
	case fyne.KeySpace:
		p.toggleAutoplay()
	case fyne.KeyEscape:
		p.s.StopAutoplay()
	case fyne.KeyN:
		p.askNewGame()
	default:
		return false
	}
	p.refresh()
	return true
}

// playKeysLine is the Play panel's line on how to play: its keys, or on a phone its gestures.
func playKeysLine() string {
	if !hasKeyboard {
		return "Swipe the board to move (a sliding puzzle: or tap a tile) · the buttons below hint, undo and autoplay"
	}
	return "Arrows or W A S D move · Backspace undoes · H hints · Space autoplays · Esc stops"
}

// playShortcuts are Play mode's keys for the Help dialog.
var playShortcuts = [][2]string{
	{keyLabel(solveModeKey) + " / " + keyLabel(playModeKey), "Solve mode / Play mode"},
	{"Arrows / W A S D", "Play: move (sliding: the tile next to the blank moves that way)"},
	{"Backspace or Z / Y", "Play: undo / redo"},
	{"H", "Play: hint"},
	{"Space / Esc", "Play: autoplay / stop"},
	{"N", "Play: new game"},
}

// askNewGame starts a new random game, after asking when that puts a game under way aside (N is
// one key, easily hit by mistake); Undo at the new game's start brings it back, every move of it.
func (p *playPanel) askNewGame() {
	g := p.s.Game()
	steps, at := p.s.History()
	if g == nil || g.Moves() == 0 || g.Over() {
		p.newGame(true)
		return
	}
	p.host.ask("New game?", newGameText(len(steps)-1, at), "New game", "Keep playing", func() { p.newGame(true) })
}

// newGameText asks about a new game while a game of moves moves is under way, shown at step at.
func newGameText(moves, at int) string {
	game := fmt.Sprintf("The game under way (%s)", words.Count(moves, "move"))
	if at < moves {
		game = fmt.Sprintf("The game under way (%s, the timeline at move %s)", words.Count(moves, "move"), words.Group(at))
	}
	return "Start a new random game? " + game + " is put aside: Undo (Ctrl+Z) at the new game's start brings it back, every move of it."
}
