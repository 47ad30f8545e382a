package sessiontest

import (
	"context"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// Solve solves b with the registered algorithm named algorithm (2048: no minimality check) and
// fails the test if it finds no solution: a real answer for the window's tests to show, which
// reach the engine only through session.
func Solve(t testing.TB, b board.Board, algorithm string) *solver.Solution {
	t.Helper()
	c := solver.Config{Algorithm: algorithm}
	if b.Kind() == board.Kind2048 {
		c.ProofNodes = -1
	}
	sol, err := solver.Solve(context.Background(), b, c)
	if err != nil {
		t.Fatalf("solve %s: %v", algorithm, err)
	}
	return sol
}
