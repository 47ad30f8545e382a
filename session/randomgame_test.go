package session

import (
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// TestStartRandom starts a random game from an Edit of each kind: the game has the Edit's kind
// and size, a classic 2048 start has two tiles, a deterministic one no more tiles than cells.
func TestStartRandom(t *testing.T) {
	for _, c := range []struct {
		name  string
		kind  board.Kind
		n     int
		rules board.SpawnRule
		tiles func(n int) bool // how many tiles the start may hold
	}{
		{"sliding", board.KindSliding, 5, board.RightColumn, func(n int) bool { return n == 24 }},
		{"2048 classic", board.Kind2048, 4, board.Classic, func(n int) bool { return n == 2 }},
		{"2048 right column", board.Kind2048, 3, board.RightColumn, func(n int) bool { return n >= 1 && n <= 9 }},
	} {
		e := NewEdit(7)
		e.NewBoard(c.kind)
		e.SetSize(c.n)
		q := sessiontest.NewQueue()
		s := New(q.Do, nil, 1)
		if err := s.StartRandom(e, c.rules); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		b := s.Game().Board()
		tiles := 0
		for _, v := range b.Grid().Tiles {
			if v != 0 {
				tiles++
			}
		}
		if b.Kind() != c.kind || b.Size() != c.n || !c.tiles(tiles) {
			t.Errorf("%s: a %v game on %d by %d with %d tiles", c.name, b.Kind(), b.Size(), b.Size(), tiles)
		}
		s.Close()
	}
}
