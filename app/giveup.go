package app

import (
	"fmt"

	"tilesolve/board"
	"tilesolve/solver"
)

// giveUpText says in a few lines what stopped a search that found no solution, with the figures
// reached, and what would help for this kind of board and this search. best is the best board
// the search reported; algorithm the registry name of the search that ran, heuristic A*'s.
func giveUpText(stop *solver.StopError, start, best board.Board, algorithm string, heuristic solver.Heuristic) string {
	st := stop.Stats
	var what string
	switch stop.Limit {
	case solver.LimitMemory:
		what = fmt.Sprintf("the search filled its memory budget (%s, %s boards)", megabytes(stop.Cap), group(st.Generated))
	case solver.LimitNodes:
		what = fmt.Sprintf("the search stored its limit of %s boards", group(int(stop.Cap)))
	case solver.LimitWork:
		what = fmt.Sprintf("the search expanded its limit of %s boards", group(int(stop.Cap)))
	case solver.LimitTime:
		what = "the search ran out of time"
	default:
		what = "the search stopped (" + string(stop.Limit) + ")"
	}
	if g, ok := start.(*board.Game2048); ok {
		if b, ok := best.(*board.Game2048); ok {
			what += fmt.Sprintf("; its best board holds %d, the goal is %d", b.LargestTile(), g.Goal())
		}
	} else {
		what += " without reaching the goal"
	}
	return fmt.Sprintf("Gave up after %s: %s. %s", duration(st.Elapsed), what, giveUpAdvice(start, algorithm, heuristic))
}

// giveUpAdvice is what might solve the board next time. Sliding puzzles have no goal tile, and
// Hamming distance is a weaker guide than Manhattan; for 2048 a smaller board makes a big tile
// harder, not easier, and best-first's stored boards outgrow any budget where the beam's do not.
func giveUpAdvice(start board.Board, algorithm string, heuristic solver.Heuristic) string {
	if start.Kind() == board.KindSliding {
		switch {
		case algorithm == "astar" && heuristic == solver.HeuristicHamming:
			return "Hamming distance guides A* weakly: Manhattan distance or IDA* (Search by) find a shortest solution with far fewer boards; Fast finds a short one, not proven shortest."
		case algorithm == "astar":
			return "IDA* (Search by) needs almost no memory and still finds a shortest solution; Fast finds a short one, not proven shortest."
		case algorithm == "ida":
			return "Fast (Search by) finds a short solution, not proven shortest."
		}
		return "A less scrambled board needs fewer moves."
	}
	if algorithm == "beam" {
		return "A lower goal needs far fewer moves; a larger board leaves more room."
	}
	return "Beam (Search by) keeps only each move's best boards: a lone 2 reaches 65536 in about a second. A lower goal needs far fewer moves."
}

// megabytes writes a byte count for people: "1 GB", "256 MB".
func megabytes(b int64) string {
	if b >= 1<<30 && b%(1<<30) == 0 {
		return fmt.Sprintf("%d GB", b>>30)
	}
	return fmt.Sprintf("%d MB", b>>20)
}
