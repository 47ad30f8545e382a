package sessiontest

import (
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// ReplaySteps plays each step's move on the board before it, from start, and fails the test at
// the first that does not make the board the step shows: a solution checked move by move, apart
// from the search that found it. It returns the last board.
func ReplaySteps(t testing.TB, start board.Board, steps []board.Step) board.Board {
	t.Helper()
	b := start
	for i, st := range steps {
		next, _, ok := b.Shift(st.Dir)
		if !ok || next.String() != st.Board.String() {
			t.Fatalf("step %d: %v does not make the board shown", i+1, st.Dir)
		}
		b = next
	}
	return b
}
