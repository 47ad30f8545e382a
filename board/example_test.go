package board_test

import (
	"fmt"
	"strings"

	"github.com/tilesolve/tilesolve/board"
)

// ExampleRead reads an 8-puzzle in the file format (the size, then the rows; 0 is the blank),
// makes it a board of the kind its tiles say, moves a tile and prints it back.
func ExampleRead() {
	g, err := board.Read(strings.NewReader("3\n1 2 3\n4 0 6\n7 5 8\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	b, err := board.New(g, board.KindAuto, board.Settings{})
	if err != nil {
		fmt.Println(err)
		return
	}
	p := b.(*board.Puzzle)
	fmt.Println(b.Describe(), "solvable:", p.Solvable(), "Manhattan:", p.Manhattan())
	next, _ := p.Move(board.Up) // the tile below the blank moves up
	fmt.Print(next)
	// Output:
	// a 3-by-3 sliding puzzle solvable: true Manhattan: 2
	// 3
	// 1 2 3
	// 4 5 6
	// 7 0 8
}
