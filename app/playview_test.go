package app

import (
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// TestGameText: a sliding puzzle solved says so (already, or in its moves), a 2048 game with no
// move left is over even past its goal tile, and a game under way says how to move.
func TestGameText(t *testing.T) {
	puzzle := func(tiles ...int) board.Board {
		b, err := board.NewPuzzle(board.NewGrid(3, tiles))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	stuck, err := board.NewGame2048(board.NewGrid(2, []int{2048, 4, 4, 2}), 2048, board.Classic)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		start board.Board
		move  []board.Direction
		want  string
	}{
		{"solved already", puzzle(1, 2, 3, 4, 5, 6, 7, 8, 0), nil, "This puzzle is solved already"},
		{"solved in a move", puzzle(1, 2, 3, 4, 5, 6, 7, 0, 8), []board.Direction{board.Left}, "Solved in 1 move!"},
		{"a puzzle under way", puzzle(1, 2, 3, 4, 5, 6, 7, 0, 8), nil, "Playing:"},
		{"2048 past its goal, stuck", stuck, nil, "Game over: no move is left."},
	} {
		s := session.New(func(f func()) { f() }, nil, 1)
		if err := s.Start(c.start, board.Classic); err != nil {
			t.Fatal(err)
		}
		for _, d := range c.move {
			s.Move(d)
		}
		if got, _ := gameText(s.Game()); !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: %q, want it to begin %q", c.name, got, c.want)
		}
		s.Close()
	}
}
