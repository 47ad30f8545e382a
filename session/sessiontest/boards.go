package sessiontest

import (
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// Near15 is a 15-puzzle three moves from its goal: the searches before IDA* in a comparison end
// at once, and IDA* with the pattern databases waits for their build (the tests of what the
// explorer and Compare show while the databases build).
func Near15(t testing.TB) board.Board {
	t.Helper()
	b, err := board.NewPuzzle(board.NewGrid(4, []int{1, 2, 3, 4, 5, 6, 0, 8, 9, 10, 7, 11, 13, 14, 15, 12}))
	if err != nil {
		t.Fatal(err)
	}
	return b
}
