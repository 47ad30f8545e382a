package words

import "fmt"

// Play's notes on a move that cannot be made or a game brought back.
const (
	GameOver   = "The game is over: Undo, scrub back on the timeline, or start a new game."
	GameUndone = "Undo brought back the game before this one."
)

// NoMove says that a key's move slides nothing.
func NoMove(dir string) string { return fmt.Sprintf("No move %s: nothing can slide that way.", dir) }

// LearnedFallback says that the learned player plays with the heuristic, and why.
func LearnedFallback(err error) string {
	return fmt.Sprintf("The learned weights could not be loaded (%v): the heuristic plays instead.", err)
}
