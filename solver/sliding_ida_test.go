package solver

import (
	"context"
	"github.com/tilesolve/tilesolve/internal/linearconflict"
	"math/rand/v2"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/inplace"
	"github.com/tilesolve/tilesolve/internal/testboards"
)

// TestIDAAgainstBFS solves random 8-puzzles with IDA* and checks each length against the
// breadth-first distances and each move by replaying it.
func TestIDAAgainstBFS(t *testing.T) {
	dist := distancesFromGoal(t)
	rng := rand.New(rand.NewPCG(21, 22))
	for trial := 0; trial < 200; trial++ {
		p := testboards.Puzzle(t, 3, board.Scramble(3, rng).Tiles...)
		sol, err := Solve(context.Background(), p, Config{Algorithm: "ida"})
		if err != nil {
			t.Fatal(err)
		}
		if sol.Moves != dist[p.Key()] || !sol.Proven || sol.Algorithm != "ida" {
			t.Fatalf("%v: IDA* %d moves (proven %v), BFS says %d", p.Grid().Tiles, sol.Moves, sol.Proven, dist[p.Key()])
		}
		checkSlidingPath(t, sol)
	}
}

// TestLinearConflictAdmissibleAndIncremental checks, on random walks of 3x3 to 6x6 boards, that the
// incremental estimate equals one counted from scratch, and on 3x3 that it never passes the BFS
// distance and is at least Manhattan.
func TestLinearConflictAdmissibleAndIncremental(t *testing.T) {
	dist := distancesFromGoal(t)
	rng := rand.New(rand.NewPCG(3, 4))
	for n := 3; n <= 6; n++ {
		p := testboards.Puzzle(t, n, board.Scramble(n, rng).Tiles...)
		s, _ := inplace.New(p)
		s.Est = linearconflict.New(n, s.Positions())
		for step := 0; step < 3000; step++ {
			moves := s.Moves(nil)
			s.Do(moves[rng.IntN(len(moves))])
			fresh := linearconflict.New(n, s.Positions()).Value()
			if got := s.Heuristic(); got != fresh {
				t.Fatalf("%dx%d step %d: incremental %d, from scratch %d", n, n, step, got, fresh)
			}
			q := testboards.Puzzle(t, n, cellsToInts(s.Cells)...)
			if fresh < q.Manhattan() || fresh%2 != q.Manhattan()%2 {
				t.Fatalf("%dx%d: estimate %d against Manhattan %d", n, n, fresh, q.Manhattan())
			}
			if n == 3 && q.Solvable() && fresh > dist[q.Key()] {
				t.Fatalf("%v: estimate %d passes the distance %d", s.Cells, fresh, dist[q.Key()])
			}
		}
	}
}

func cellsToInts(cells []uint8) []int {
	out := make([]int, len(cells))
	for i, c := range cells {
		out[i] = int(c)
	}
	return out
}
