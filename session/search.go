package session

import (
	"slices"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// SearchChoices lists kind k's searches as the editor offers them, the default first. They come
// from the solver's registry (solver.Choices), as the command line's -algo help does, so a newly
// registered algorithm is offered with no change here or in the app.
func SearchChoices(k board.Kind) []Choice { return choicesOf(solver.Choices(k)) }

// Choice is a search the editor offers, the explorer records and the compare window runs: its
// key and label, with the solver's settings for it kept for the session (choicesOf).
type Choice struct {
	Key   string // kept in preferences: a key once saved must stay, or that choice is lost
	Label string // what the menu shows, in plain words
	// config is the algorithm and the options the choice sets.
	config solver.Config
}

// choicesOf are the solver's choices as the session's.
func choicesOf(cs []solver.Choice) []Choice {
	out := make([]Choice, len(cs))
	for i, c := range cs {
		out[i] = choiceOf(c)
	}
	return out
}

func choiceOf(c solver.Choice) Choice { return Choice{Key: c.Key, Label: c.Label, config: c.Config} }

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
	return slices.IndexFunc(SearchChoices(k), func(c Choice) bool { return c.Key == key })
}

// Search is kind k's choice with key, or its default.
func Search(k board.Kind, key string) Choice {
	choices := SearchChoices(k)
	if i := SearchIndex(k, key); i >= 0 {
		return choices[i]
	}
	return choices[0]
}
