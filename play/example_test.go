package play_test

import (
	"fmt"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/play"
)

// A game under the bottom-row rule: each move slides, then a 2 appears in the leftmost
// blank of the bottom row; an attempt that changes nothing costs a point.
func Example() {
	start, _ := board.NewGame2048(board.NewGrid(3, []int{2, 0, 0, 0, 0, 0, 2, 0, 0}), 2048, board.BottomRow)
	g, _ := play.New(start, nil, 1)
	g.Move(board.Left)  // nothing slides: -1
	g.Move(board.Up)    // the 2s merge to 4; a 2 appears bottom left: 0
	g.Move(board.Right) // both rows slide right; a 2 appears bottom left: +1
	fmt.Print(g.Board())
	fmt.Println("score", g.Score(), "moves", g.Moves())
	// Output:
	// 3
	// 0 0 4
	// 0 0 0
	// 2 0 2
	// score 1 moves 2
}
