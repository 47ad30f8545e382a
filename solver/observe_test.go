package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
)

// TestObserverHearsTheSolve records solves through Config.Observer and Config.Iterated and checks
// each recording against the solve's own figures and answer: as many expansions as it counted,
// ending on the goal, the parents heard giving its boards; IDA*'s iterations add up to its count
// and end on a bound equal to the answer's length.
func TestObserverHearsTheSolve(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 5))
	for trial := range 8 {
		p := testboards.Puzzle(t, 3, board.Scramble(3, rng).Tiles...)
		for _, h := range []Heuristic{HeuristicManhattan, HeuristicLinearConflict, HeuristicHamming} {
			var heard []astar.Expansion[board.Board]
			sol, err := Solve(context.Background(), p, Config{Algorithm: "astar", Heuristic: h,
				Observer: func(e *astar.Expansion[board.Board]) { heard = append(heard, *e) }})
			if err != nil {
				t.Fatal(err)
			}
			if len(heard) != sol.Stats.Expanded+1 || !heard[len(heard)-1].Goal {
				t.Fatalf("trial %d %s: heard %d, solve expanded %d", trial, h, len(heard), sol.Stats.Expanded)
			}
			at := map[int]int{}
			for i, e := range heard {
				at[e.Node] = i
			}
			i, k := len(heard)-1, sol.Steps()-1
			for ; k >= 0; k-- {
				if !heard[i].State.(*board.Puzzle).Equal(sol.Step(k).Board.(*board.Puzzle)) {
					t.Fatalf("trial %d %s: board %d of the answer is not the one heard", trial, h, k)
				}
				if heard[i].Parent < 0 {
					break
				}
				i = at[heard[i].Parent]
			}
			if k != 0 || heard[i].Parent >= 0 {
				t.Fatalf("trial %d %s: the parents heard end at step %d", trial, h, k)
			}
		}
		var its []astar.Iteration
		sol, err := Solve(context.Background(), p, Config{Algorithm: "ida", Iterated: func(it astar.Iteration) { its = append(its, it) }})
		if err != nil {
			t.Fatal(err)
		}
		sum := 0
		for _, it := range its {
			sum += it.Expanded
		}
		if sol.Moves > 0 && (sum != sol.Stats.Expanded || !its[len(its)-1].Found || its[len(its)-1].Bound != sol.Moves) {
			t.Fatalf("trial %d: iterations %+v, expanded %d, %d moves", trial, its, sol.Stats.Expanded, sol.Moves)
		}
	}
}
