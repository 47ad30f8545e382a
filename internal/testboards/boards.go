package testboards

import (
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// Puzzle is the n-by-n sliding puzzle of tiles (row by row, 0 the blank); tiles that make no
// puzzle fail t.
func Puzzle(t testing.TB, n int, tiles ...int) *board.Puzzle {
	t.Helper()
	p, err := board.NewPuzzle(board.NewGrid(n, tiles))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Game is the n-by-n 2048 board of tiles (row by row, 0 a blank cell) played to goal, new tiles
// in the right column (the 2048 assignment's rule); tiles that make no board fail t.
func Game(t testing.TB, n, goal int, tiles ...int) *board.Game2048 {
	t.Helper()
	b, err := board.NewGame2048(board.NewGrid(n, tiles), goal, board.RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Lone2048 is Game's board of a lone 2 in the top-right corner (board.LoneTwo).
func Lone2048(t testing.TB, n, goal int) *board.Game2048 {
	t.Helper()
	return Game(t, n, goal, board.LoneTwo(n).Tiles...)
}

// Distances is the fewest moves between start and every board up to most moves from it (most
// < 0: every board it reaches), by Key, by breadth-first search: the independent answer that
// small puzzles' searches are checked against. Moves are reversible, so from the goal it is
// every board's distance to the goal.
func Distances(start *board.Puzzle, most int) map[string]int {
	dist := map[string]int{start.Key(): 0}
	level := []*board.Puzzle{start}
	for d := 1; len(level) > 0 && (most < 0 || d <= most); d++ {
		var next []*board.Puzzle
		for _, p := range level {
			for _, nb := range p.Neighbors() {
				if _, ok := dist[nb.Board.Key()]; !ok {
					dist[nb.Board.Key()] = d
					next = append(next, nb.Board)
				}
			}
		}
		level = next
	}
	return dist
}
