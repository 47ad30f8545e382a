// Package testboards holds the boards tests are written on: the puzzles and 2048 games that the
// engine's tests (solver, search2048, coach, compare) set out by hand, the breadth-first
// distances small puzzles are checked against, and the random boards and step sequences that
// the app's tests and its board view's tests both draw. It imports only board.
package testboards

import (
	"math/rand/v2"
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// RandomGrid is a random n-by-n grid of kind k: a scrambled puzzle, or 2048 tiles on about two
// cells in three, of values 2 to 2<<(maxExp-1); edit, when not nil, may change the tiles first.
func RandomGrid(k board.Kind, n, maxExp int, rng *rand.Rand, edit func(tiles []int)) board.Grid {
	if k == board.KindSliding {
		return board.Scramble(n, rng)
	}
	tiles := make([]int, n*n)
	for i := range tiles {
		if rng.IntN(3) > 0 {
			tiles[i] = 2 << rng.IntN(maxExp)
		}
	}
	if edit != nil {
		edit(tiles)
	}
	return board.NewGrid(n, tiles)
}

// Steps2048 is a sequence of up to 64 n-by-n 2048 boards one swipe apart, with their marks, from a
// board half full (seeded: the same every run).
func Steps2048(tb testing.TB, n int) []board.Step {
	rng := rand.New(rand.NewPCG(1, 2))
	start, err := board.NewGame2048(board.Random2048(n, 0.5, rng), 1<<20, board.RightColumn)
	if err != nil {
		tb.Fatal(err)
	}
	steps := []board.Step{{Board: start, Spawned: -1}}
	cur := start
	for len(steps) < 64 {
		moved := false
		for _, turn := range board.Directions {
			d := board.Direction((int(turn) + len(steps)) % 4)
			if s, ok := cur.Swipe(d); ok {
				steps = append(steps, board.Step{Board: s.Board, Dir: d, Spawned: s.Spawned, Changed: s.Merged})
				cur, moved = s.Board, true
				break
			}
		}
		if !moved {
			break
		}
	}
	return steps
}
