package solver

import (
	"context"
	"fmt"
	"testing"
	"time"

	"tilesolve/board"
)

// replayMoves plays moves from p one by one, failing on an illegal one, and returns the end.
func replayMoves(t *testing.T, p *board.Puzzle, moves []board.Direction) *board.Puzzle {
	t.Helper()
	for i, d := range moves {
		next, ok := p.Move(d)
		if !ok {
			t.Fatalf("move %d (%v) is not legal", i, d)
		}
		p = next
	}
	return p
}

// TestBeamSolves replays the beam's answers on random boards from 3x3 to 6x6: each ends at the
// goal, is never shorter than the shortest (breadth-first distances on 3x3, the database's IDA*
// on 4x4) nor than the bound, and has its parity. A past deadline or a cancelled context stops it.
func TestBeamSolves(t *testing.T) {
	dist := distancesFromGoal(t)
	cfg := Config{Algorithm: "ida", DatabaseDir: testDatabases}
	for n := 3; n <= 6; n++ {
		for i, p := range randomPuzzles(t, n, 4, uint64(40+n)) {
			t.Run(fmt.Sprintf("%dx%d-%d", n, n, i), func(t *testing.T) {
				s, _ := newSlidingState(p)
				moves := newSlidingBeam(n, 200, 1).solve(context.Background(), s, time.Now().Add(time.Minute))
				if moves == nil {
					t.Fatal("the beam died out")
				}
				if !replayMoves(t, p, moves).IsGoal() {
					t.Fatal("the moves do not end at the goal")
				}
				least := ManhattanLinearConflict(p)
				switch n {
				case 3:
					least = dist[p.Key()]
				case 4:
					sol, err := Solve(context.Background(), p, cfg)
					if err != nil {
						t.Fatal(err)
					}
					least = sol.Moves
				}
				if len(moves) < least || (len(moves)-least)%2 != 0 {
					t.Fatalf("%d moves, at least %d needed", len(moves), least)
				}
			})
		}
	}
	p := randomPuzzles(t, 5, 1, 3)[0]
	s, _ := newSlidingState(p)
	if moves := newSlidingBeam(5, 1000, 1).solve(context.Background(), s, time.Now()); moves != nil {
		t.Error("the beam ran past its deadline")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if moves := newSlidingBeam(5, 1000, 1).solve(ctx, s, time.Now().Add(time.Minute)); moves != nil {
		t.Error("the beam ran on a cancelled context")
	}
}

// TestFastWithoutTime runs the fast solver as if its time were up before it began: the beam
// gets no time, so the reduction goes on to a 4x4 and the database finishes it; the moves still
// replay to the goal.
func TestFastWithoutTime(t *testing.T) {
	for _, n := range []int{5, 6, 7} {
		p := randomPuzzles(t, n, 1, uint64(60+n))[0]
		r, err := newReducer(context.Background(), p, Config{DatabaseDir: testDatabases})
		if err != nil {
			t.Fatal(err)
		}
		r.started = time.Now().Add(-2 * fastBudget)
		moves, err := r.solve()
		if err != nil {
			t.Fatal(err)
		}
		if !replayMoves(t, p, moves).IsGoal() {
			t.Fatalf("%dx%d: the moves do not end at the goal", n, n)
		}
	}
}
