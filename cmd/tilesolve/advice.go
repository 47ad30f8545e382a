package main

import (
	"fmt"

	"tilesolve/board"
	"tilesolve/solver"
)

// advice says what would let a stopped solve of b go further, in flags that change the limit that
// bound: raising -max-nodes helps only when the node budget is what stopped it.
func advice(e *solver.StopError, b board.Board, cfg solver.Config) string {
	other := alternatives(e, b, cfg)
	switch e.Limit {
	case solver.LimitMemory:
		return fmt.Sprintf("Raise -max-memory (now %d MB) if the machine has that much free; raising -max-nodes would not help%s.", e.Cap>>20, other)
	case solver.LimitNodes:
		return fmt.Sprintf("Raise -max-nodes (now %d); -max-memory allows about %s states of this size%s.",
			e.Cap, solver.Group(solver.StatesWithin(b, cfg.MaxMemory)), other)
	case solver.LimitProof:
		return fmt.Sprintf("Raise -proof-nodes (now %d) to check further; -max-memory allows about %s states of this size.",
			e.Cap, solver.Group(solver.StatesWithin(b, cfg.MaxMemory)))
	case solver.LimitWork:
		return "Raise the work budget to search further" + other + "."
	case solver.LimitTime:
		return "Raise -timeout to let it run longer" + other + "."
	}
	return ""
}

// alternatives suggests, after a comma, what else might solve b within the limits.
func alternatives(e *solver.StopError, b board.Board, cfg solver.Config) string {
	if e.Phase != "search" {
		return ""
	}
	if b.Kind() == board.KindSliding {
		current, err := solver.Pick(b, cfg.Algorithm)
		if err != nil || current.Name != "astar" {
			return ""
		}
		var out string
		for _, a := range solver.Algorithms(board.KindSliding) {
			if note := slidingNotes[a.Name]; note != "" && a.Fits(b) {
				out += fmt.Sprintf(", or -algo %s (%s)", a.Name, note)
			}
		}
		return out
	}
	if current, err := solver.Pick(b, cfg.Algorithm); err == nil && current.Name == "beam" {
		width := cfg.BeamWidth
		if width <= 0 {
			width = solver.DefaultBeamWidth
		}
		return fmt.Sprintf(", or a wider -beam-width (now %d), or a lower -goal", width)
	}
	other := "distance"
	if cfg.Priority == solver.PriorityDistance {
		other = "left"
	}
	return fmt.Sprintf(", or -algo beam (it keeps only the best boards of each layer: a lone 2 reaches 65536 on a 4-by-4 in about a second), or try -priority %s, or a lower -goal (each doubling of the goal about doubles the moves)", other)
}

// slidingNotes say, for the sliding algorithms that store fewer states than A*, why to try them.
var slidingNotes = map[string]string{
	"ida":  "optimal, stores only its path",
	"fast": "a short solution, not proven shortest, in little memory",
}
