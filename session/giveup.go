package session

import (
	"fmt"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
)

// GiveUpText says in a few lines what stopped a search that found no solution, with the figures
// reached, and what would help for this kind of board and this search. best is the best board
// the search reported; algorithm the registry name of the search that ran, heuristic A*'s.
func GiveUpText(stop *solver.StopError, start, best board.Board, algorithm string, heuristic solver.Heuristic) string {
	st := stop.Stats
	var what string
	switch stop.Limit {
	case solver.LimitMemory:
		what = fmt.Sprintf("the search filled its memory budget (%s, %s boards)", words.Megabytes(stop.Cap), words.Group(st.Generated))
	case solver.LimitNodes:
		what = fmt.Sprintf("the search stored its limit of %s boards", words.Group(int(stop.Cap)))
	case solver.LimitWork:
		what = fmt.Sprintf("the search expanded its limit of %s boards", words.Group(int(stop.Cap)))
	case solver.LimitTime:
		what = "the search ran out of time"
	default:
		what = "the search stopped (" + string(stop.Limit) + ")"
	}
	switch goal := start.Settings().Goal; {
	case goal == 0:
		what += " without reaching the goal"
	case best != nil:
		_, v := best.Measure()
		what += fmt.Sprintf("; its best board holds %d, the goal is %d", v, goal)
	}
	advice := words.Controls(solver.Advise(stop, start, solver.Config{Algorithm: algorithm, Heuristic: heuristic}))
	return fmt.Sprintf("Gave up after %s: %s. %s", words.Duration(st.Elapsed), what, advice)
}
