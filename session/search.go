package session

import (
	"slices"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// SearchChoices lists kind k's searches as the editor offers them, the default first. They come
// from the solver's registry (solver.Choices), as the command line's -algo help does, so a newly
// registered algorithm is offered with no change here or in the app.
func SearchChoices(k board.Kind) []solver.Choice { return solver.Choices(k) }

// SearchLabels are the labels of kind k's choices, in order.
func SearchLabels(k board.Kind) []string {
	var out []string
	for _, c := range SearchChoices(k) {
		out = append(out, c.Label)
	}
	return out
}

// SearchIndex finds the choice with key in kind k's list, -1 if none.
func SearchIndex(k board.Kind, key string) int {
	return slices.IndexFunc(SearchChoices(k), func(c solver.Choice) bool { return c.Key == key })
}

// Search is kind k's choice with key, or its default.
func Search(k board.Kind, key string) solver.Choice {
	choices := SearchChoices(k)
	if i := SearchIndex(k, key); i >= 0 {
		return choices[i]
	}
	return choices[0]
}
