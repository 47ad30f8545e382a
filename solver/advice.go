package solver

import (
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/words"
)

// Advise decides what might let a solve of b under c that stop ended go further, once for the
// command line and the app from the registry: the limit to raise, the algorithms to try instead,
// another score or heuristic. words.Flags and words.Controls word it for each. Other algorithms,
// scores and widths are only suggested when the search itself stopped, not a proof or a database
// build.
func Advise(stop *StopError, b board.Board, c Config) words.Advice {
	c = c.withDefaults()
	a := words.Advice{Raise: budget(stop.Limit), Cap: stop.Cap, BytesPerState: stop.BytesPerState, Need: stop.Need,
		Goal: b.Kind() == board.Kind2048, States: StatesWithin(b, c.MaxMemory), ProofNodes: c.ProofNodes}
	cur, err := Pick(b, c.Algorithm)
	if err != nil || stop.Phase != PhaseSearch {
		return a
	}
	a.Search = true
	for _, o := range Algorithms(b.Kind()) {
		if o.Rank > cur.Rank && o.Note != "" && o.Fits(b) {
			a.Try = append(a.Try, words.Alternative{Name: o.Name, Title: o.Title, Note: o.Note, Optimal: o.Optimal})
		}
	}
	if cur.Takes(OptionHeuristic) && c.Heuristic == HeuristicHamming {
		a.Heuristic = string(HeuristicManhattan)
	}
	if cur.Takes(OptionBeamWidth) {
		a.BeamWidth = c.BeamWidth
	} else if cur.Takes(OptionPriority) {
		a.Priority = string(PriorityDistance)
		if c.Priority == PriorityDistance {
			a.Priority = string(PriorityLeft)
		}
	}
	return a
}

// budget is the budget to raise for a stop by limit: none for a cancel.
func budget(limit Limit) words.Budget {
	switch limit {
	case LimitMemory:
		return words.BudgetMemory
	case LimitNodes:
		return words.BudgetNodes
	case LimitProof:
		return words.BudgetProof
	case LimitWork:
		return words.BudgetWork
	case LimitTime:
		return words.BudgetTime
	}
	return words.BudgetNone
}
