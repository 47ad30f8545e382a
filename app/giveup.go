package app

import (
	"fmt"

	"tilesolve/board"
	"tilesolve/solver"
)

// giveUpText says what stopped a search that found no solution, with the figures reached, and what
// would help for this kind of board and this search. best is the best board the search reported.
func giveUpText(stop *solver.StopError, start, best board.Board, algorithm string) string {
	st := stop.Stats
	var what string
	switch stop.Limit {
	case solver.LimitMemory:
		what = fmt.Sprintf("the search filled its memory budget (%s, room for %s boards of this size)",
			megabytes(stop.Cap), group(stop.StatesAllowed))
	case solver.LimitNodes:
		what = fmt.Sprintf("the search stored its limit of %s boards", group(int(stop.Cap)))
	case solver.LimitWork:
		what = fmt.Sprintf("the search expanded its limit of %s boards", group(int(stop.Cap)))
	case solver.LimitTime:
		what = "the search ran out of time"
	default:
		what = "the search stopped (" + string(stop.Limit) + ")"
	}
	text := fmt.Sprintf("Gave up after %s: %s, %s boards expanded, without reaching the goal.", duration(st.Elapsed), what, group(st.Expanded))
	return text + " " + giveUpAdvice(stop, start, best, algorithm)
}

// giveUpAdvice is what might solve the board next time. Sliding puzzles have no goal tile, and
// Hamming distance is a weaker guide than Manhattan; for 2048 a smaller board makes a big tile
// harder, not easier.
func giveUpAdvice(stop *solver.StopError, start, best board.Board, algorithm string) string {
	if start.Kind() == board.KindSliding {
		switch algorithm {
		case "astar":
			return "A* keeps every board it reaches. Under Search by, IDA* needs almost no memory and still finds a shortest solution (it can take long on big boards); Fast finds a short solution quickly without proving it shortest."
		case "ida":
			return "Fast (under Search by) finds a short solution quickly without proving it shortest."
		}
		return "A smaller or less scrambled board needs fewer moves."
	}
	g, ok := start.(*board.Game2048)
	if !ok {
		return ""
	}
	reached := ""
	if b, ok := best.(*board.Game2048); ok {
		reached = fmt.Sprintf("The best board reached a %d tile of the goal %d. ", b.LargestTile(), g.Goal())
	}
	return reached + "A lower goal tile needs far fewer moves (each doubling about doubles them); the other score under Search by orders the boards differently; a larger board leaves more room to build the goal tile."
}

// megabytes writes a byte count for people: "1 GB", "256 MB".
func megabytes(b int64) string {
	if b >= 1<<30 && b%(1<<30) == 0 {
		return fmt.Sprintf("%d GB", b>>30)
	}
	return fmt.Sprintf("%d MB", b>>20)
}
