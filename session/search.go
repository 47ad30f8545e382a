package session

import (
	"slices"

	"tilesolve/board"
	"tilesolve/solver"
)

// SearchChoice is one search the editor offers for a kind: the label the user reads, the key kept
// in preferences, and the solver configuration it stands for.
type SearchChoice struct {
	Key, Label string
	Config     solver.Config
}

// SearchChoices lists each kind's choices, the default first. Keys "manhattan", "hamming",
// "left" and "distance" are the names earlier versions saved, so old preferences still apply.
var SearchChoices = map[board.Kind][]SearchChoice{
	board.KindSliding: {
		{"auto", "Automatic: the best search for the size", solver.Config{Algorithm: solver.AlgoAuto}},
		{"ida", "IDA*, shortest (pattern databases on 4-by-4)", solver.Config{Algorithm: "ida"}},
		{"manhattan", "A*, shortest, Manhattan distance", solver.Config{Algorithm: "astar", Heuristic: solver.HeuristicManhattan}},
		{"hamming", "A*, shortest, Hamming distance (slow)", solver.Config{Algorithm: "astar", Heuristic: solver.HeuristicHamming}},
		{"fast", "Fast: short, not proven shortest", solver.Config{Algorithm: "fast"}},
	},
	board.Kind2048: {
		{"auto", "Automatic: best-first, or beam from goal 4096", solver.Config{Algorithm: solver.AlgoAuto}},
		{"left", "Best-first, left-column score", solver.Config{Algorithm: "best-first", Priority: solver.PriorityLeft}},
		{"distance", "Best-first, far-from-corner score", solver.Config{Algorithm: "best-first", Priority: solver.PriorityDistance}},
		{"beam", "Beam: long goals such as 65536 on 4-by-4", solver.Config{Algorithm: "beam"}},
	},
}

// SearchLabels are the labels of kind k's choices, in order.
func SearchLabels(k board.Kind) []string {
	var out []string
	for _, c := range SearchChoices[k] {
		out = append(out, c.Label)
	}
	return out
}

// SearchIndex finds the choice with key in kind k's list, -1 if none.
func SearchIndex(k board.Kind, key string) int {
	return slices.IndexFunc(SearchChoices[k], func(c SearchChoice) bool { return c.Key == key })
}

// Search is kind k's choice with key, or its default.
func Search(k board.Kind, key string) SearchChoice {
	if i := SearchIndex(k, key); i >= 0 {
		return SearchChoices[k][i]
	}
	return SearchChoices[k][0]
}
