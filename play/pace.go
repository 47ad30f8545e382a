package play

import (
	"bytes"
	"time"

	"github.com/tilesolve/tilesolve/board"
)

// A paced player (Expectimax.Pace) spends its Budget as a mean over the game rather than on
// every move: a board with room to spare gets a fraction of it, and the time it leaves is saved
// for crowded boards, where one move decides whether a game goes on. The share is by empty cells
// (paceShare); a move never takes more than its Budget plus what earlier moves saved, so the
// game's mean time a move stays within the Budget. Moves on roomy boards save without being
// told to: their searches end early, every line below probCut.
//
// paceMost caps a move's share of the Budget: a hint or an autoplay never stalls for long.
const paceMost = 8

// paceShare is a move's share of the Budget by the empty cells of its board, before what it
// has saved bounds it.
func paceShare(empty int) float64 {
	switch {
	case empty <= 1:
		return 8
	case empty == 2:
		return 6
	case empty == 3:
		return 4
	case empty == 4:
		return 3
	case empty == 5:
		return 2
	case empty == 6:
		return 1.5
	case empty == 7:
		return 1
	}
	return 0.5
}

// pacedBudget is the time for a move on b when the player paces itself.
func (e *Expectimax) pacedBudget(budget time.Duration, b *board.Game2048) time.Duration {
	t := time.Duration(float64(budget) * paceShare(bytes.Count(b.Exps(), []byte{0})))
	return min(t, budget+max(e.saved, 0), paceMost*budget)
}

// spent settles a paced move's time with the bank.
func (e *Expectimax) spent(budget, took time.Duration) {
	e.saved += budget - took
}
