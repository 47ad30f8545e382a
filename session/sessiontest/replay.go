package sessiontest

import (
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// ReplaySteps plays each step's move after the first on the board before it, from start, and
// fails the test at the first that does not make the board the step shows: a solution checked
// move by move, apart from the search that found it. It returns the last board.
func ReplaySteps(t testing.TB, start board.Board, path board.Path) board.Board {
	t.Helper()
	b := start
	for i := 1; i < path.Len(); i++ {
		st := path.Step(i)
		next, _, ok := b.Shift(st.Dir)
		if !ok || next.String() != st.Board.String() {
			t.Fatalf("step %d: %v does not make the board shown", i+1, st.Dir)
		}
		b = next
	}
	return b
}
