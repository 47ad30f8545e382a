package search2048

import (
	"github.com/tilesolve/tilesolve/astar/game2048"
	"github.com/tilesolve/tilesolve/board"
)

// fast4 prepares start for the 4x4 fast paths (game2048.BestFirst, game2048.Beam on a Board4);
// false when it is not a 4x4 board with tiles and goal up to 65536.
func fast4(start *board.Game2048) (game2048.Game4, bool) { return game2048.NewGame4(start) }

// replay turns moves from start into the path of boards the caller sees.
func replay(start *board.Game2048, moves []board.Direction) []*board.Game2048 {
	path := make([]*board.Game2048, 1, len(moves)+1)
	path[0] = start
	for _, d := range moves {
		next, ok := path[len(path)-1].Swipe(d)
		if !ok {
			panic("search2048: a search's move is not a swipe")
		}
		path = append(path, next.Board)
	}
	return path
}

// swipeStep replays the swipe d from prev for the step's spawn and merge marks.
func swipeStep(prev *board.Game2048, d board.Direction) board.Step {
	s, ok := prev.Swipe(d)
	if !ok {
		panic("search2048: a search's move is not a swipe")
	}
	return board.Step{Board: s.Board, Dir: d, Spawned: s.Spawned, Changed: s.Merged}
}
