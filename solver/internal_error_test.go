package solver

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
)

// TestSolverBugIsAnInternalError: a panic inside a search (here the observer's, which the search
// calls on every expansion) comes out of Solve as an *InternalError with its value and stack, no
// solution, and the program going on.
func TestSolverBugIsAnInternalError(t *testing.T) {
	p := testboards.Puzzle(t, 3, 1, 2, 3, 4, 5, 6, 0, 7, 8)
	boom := func(*astar.Expansion[board.Board]) { panic("observer bug") }
	sol, err := Solve(context.Background(), p, Config{Algorithm: "astar", Observer: boom})
	var bug *InternalError
	if !errors.As(err, &bug) || sol != nil || bug.Value != "observer bug" || !strings.Contains(string(bug.Stack), "TestSolverBugIsAnInternalError") {
		t.Fatalf("Solve gave %v, %v", sol, err)
	}
}
