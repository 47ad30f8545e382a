package app

import (
	"slices"

	"tilesolve/board"
	"tilesolve/solver"
)

// searchChoice is one entry of the editor's "Search by" selector: what the user reads, the key
// kept in preferences, and the solver configuration it stands for.
type searchChoice struct {
	key, label string
	cfg        solver.Config
}

// searchChoices lists each kind's choices, the default first. Keys "manhattan", "hamming",
// "left" and "distance" are the names earlier versions saved, so old preferences still apply.
var searchChoices = map[board.Kind][]searchChoice{
	board.KindSliding: {
		{"auto", "Automatic: the best search for the size", solver.Config{Algorithm: solver.AlgoAuto}},
		{"ida", "IDA*, shortest (pattern databases on 4-by-4)", solver.Config{Algorithm: "ida"}},
		{"manhattan", "A*, shortest, Manhattan distance", solver.Config{Algorithm: "astar", Heuristic: solver.HeuristicManhattan}},
		{"hamming", "A*, shortest, Hamming distance (slow)", solver.Config{Algorithm: "astar", Heuristic: solver.HeuristicHamming}},
		{"fast", "Fast: short, not proven shortest", solver.Config{Algorithm: "fast"}},
	},
	board.Kind2048: {
		{"auto", "Automatic: best-first, or beam from goal 4096", solver.Config{Algorithm: solver.AlgoAuto}},
		{"left", "Best-first, left-weighted score", solver.Config{Algorithm: "best-first", Priority: solver.PriorityLeft}},
		{"distance", "Best-first, distance-weighted score", solver.Config{Algorithm: "best-first", Priority: solver.PriorityDistance}},
		{"beam", "Beam: long goals such as 65536 on 4-by-4", solver.Config{Algorithm: "beam"}},
	},
}

// choiceLabels are the labels of kind k's choices, in order.
func choiceLabels(k board.Kind) []string {
	var out []string
	for _, c := range searchChoices[k] {
		out = append(out, c.label)
	}
	return out
}

// choiceIndex finds the choice with key in kind k's list, -1 if none.
func choiceIndex(k board.Kind, key string) int {
	return slices.IndexFunc(searchChoices[k], func(c searchChoice) bool { return c.key == key })
}

// choice is kind k's choice with key, or its default.
func choice(k board.Kind, key string) searchChoice {
	if i := choiceIndex(k, key); i >= 0 {
		return searchChoices[k][i]
	}
	return searchChoices[k][0]
}
