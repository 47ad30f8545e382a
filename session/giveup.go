package session

import (
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
)

// giveUpText says in a few lines what stopped a search that found no solution, with the figures
// reached, and what would help for this kind of board and this search. best is the best board
// the search reported; algorithm the registry name of the search that ran, heuristic A*'s.
func giveUpText(stop *solver.StopError, start, best board.Board, algorithm string, heuristic solver.Heuristic) string {
	value := 0
	if best != nil {
		_, value = best.Measure()
	}
	advice := solver.Advise(stop, start, solver.Config{Algorithm: algorithm, Heuristic: heuristic})
	return words.GaveUp(stop.Facts(), start.Settings().Goal, value, best != nil, advice)
}
