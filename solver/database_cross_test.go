package solver

import (
	"context"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testfiles"
)

// TestDatabaseAgainstLinearConflict solves uniformly random 15-puzzles, the first of those
// `tilesolve bench sliding -n 4 -count 100 -seed 1` solves, with the databases and again with
// IDA* on Manhattan distance plus linear conflicts (an independent estimate and search): the
// lengths agree, both are proven, and both answers replay to the goal.
func TestDatabaseAgainstLinearConflict(t *testing.T) {
	count := 12
	if testing.Short() {
		count = 3
	}
	db := Config{Algorithm: "ida", DatabaseDir: testfiles.Databases}
	lc := Config{Algorithm: "ida", NoDatabase: true}
	for i, p := range randomPuzzles(t, 4, count, 1) {
		a, err := Solve(context.Background(), p, db)
		if err != nil {
			t.Fatal(err)
		}
		b, err := Solve(context.Background(), p, lc)
		if err != nil {
			t.Fatal(err)
		}
		if a.Moves != b.Moves || !a.Proven || !b.Proven {
			t.Fatalf("board %d: %d moves with the databases (proven %v), %d with linear conflicts (proven %v)",
				i+1, a.Moves, a.Proven, b.Moves, b.Proven)
		}
		for _, sol := range []*Solution{a, b} {
			if !sol.Step(0).Board.(*board.Puzzle).Equal(p) {
				t.Fatalf("board %d: the solution starts elsewhere", i+1)
			}
			checkSlidingPath(t, sol)
		}
	}
}
