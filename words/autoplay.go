package words

import (
	"fmt"
	"time"
)

// The notes of Play's autoplay, for the line under the board.
const (
	// AutoplayOver is why autoplay does not start on a finished game.
	AutoplayOver = "The game is over: nothing left to autoplay."
)

// AutoplayCannotStart is why autoplay does not start: full is HistoryFull's.
func AutoplayCannotStart(full string) string { return "Autoplay cannot start: " + full }

// AutoplayStopped is why autoplay stopped: full is HistoryFull's.
func AutoplayStopped(full string) string { return "Autoplay stopped: " + full }

// AutoplayCouldNotMove is why autoplay stopped when its player found no move.
func AutoplayCouldNotMove(player string, err error) string {
	return fmt.Sprintf("Autoplay stopped: the %s player could not move: %v", player, err)
}

// AutoplayThinking says that the player has been choosing its move for so long; solving says it
// solves the board for its moves (the sliding puzzle's solver player).
func AutoplayThinking(player string, solving bool, took time.Duration) string {
	what := "is choosing its next move"
	if solving {
		what = "is solving the board for its moves"
	}
	return fmt.Sprintf("Autoplay (%s) %s: %s so far. Stop (Esc) ends it.", player, what, Duration(took.Round(time.Second)))
}

// HistoryFull says that a game's history of moves boards, held bytes, has reached its memory
// budget, and how to play on.
func HistoryFull(moves int, held, budget int64) string {
	return fmt.Sprintf("the game's history of %d moves holds %s, its memory budget of %s (each move keeps its board for Undo and the timeline). "+
		"Undo or scrub back to play on from an earlier move, or start a new game.",
		moves, Megabytes(held), Megabytes(budget))
}
