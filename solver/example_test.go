package solver_test

import (
	"context"
	"fmt"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// Example_puzzle solves a 15-puzzle. "auto" picks IDA* with the pattern databases on 4x4 (built
// once, in seconds, and kept in the user's cache folder); NoDatabase keeps this example to Manhattan
// distance plus linear conflicts, which is quick on a board this near the goal.
func Example_puzzle() {
	p, err := board.NewPuzzle(board.Grid{N: 4, Tiles: []int{
		1, 2, 3, 4,
		5, 6, 0, 8,
		9, 10, 7, 11,
		13, 14, 15, 12}})
	if err != nil {
		fmt.Println(err)
		return
	}
	sol, err := solver.Solve(context.Background(), p, solver.Config{NoDatabase: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sol.Algorithm, sol.Moves, "moves, proven shortest:", sol.Proven)
	for k := 1; k < sol.Steps(); k++ { // each step's board is made as it is asked for
		fmt.Print(sol.Step(k).Dir, " ")
	}
	fmt.Println()
	// Output:
	// ida 3 moves, proven shortest: true
	// Up Left Up
}

// Example_game2048 solves the 2048 variant: from a lone 2 on a 4-by-4 board to a 16, a 2 placed
// after each swipe in the uppermost empty cell of the right column. Every move adds 2 to the
// tiles' sum; the minimality check then proves no shorter answer exists.
func Example_game2048() {
	g, err := board.NewGame2048(board.LoneTwo(4), 16, board.RightColumn)
	if err != nil {
		fmt.Println(err)
		return
	}
	sol, err := solver.Solve(context.Background(), g, solver.Config{})
	if err != nil {
		fmt.Println(err)
		return
	}
	last := sol.Step(sol.Steps() - 1).Board.(*board.Game2048)
	fmt.Println(sol.Algorithm, sol.Moves, "moves, proven shortest:", sol.Proven, "largest tile:", last.LargestTile())
	// Output:
	// best-first 10 moves, proven shortest: true largest tile: 16
}
