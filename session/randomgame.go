package session

import "github.com/tilesolve/tilesolve/board"

// StartRandom begins a random game of the kind and size e shows, under rules: a 2048 game the
// classic way (two tiles the rules place) when rules are random, each cell a 2 with e's p when
// they are deterministic (StartRandom2048); a sliding puzzle scrambled solvable towards e's goal
// (e.RandomGrid).
func (s *Session) StartRandom(e *Edit, rules board.SpawnRule) error {
	switch {
	case e.Kind() == board.Kind2048 && !rules.Deterministic():
		return s.StartStandard2048(e.Size(), rules)
	case e.Kind() == board.Kind2048:
		return s.StartRandom2048(e.Size(), rules, e.P())
	}
	b, err := board.New(e.RandomGrid(), e.Kind(), board.Settings{})
	if err != nil {
		return err
	}
	return s.Start(b, rules)
}
