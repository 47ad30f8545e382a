package reduction

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
)

// successors is the oracle's own move rule, written apart from the search's: by rows and columns
// rather than cell arithmetic. The blank trades places with each free neighbour cell; a group
// tile there moves into the blank.
func (g *groupProblem) successors(s groupState, visit func(board.Direction, groupState)) {
	n, row, col := g.n, int(s.blank)/g.n, int(s.blank)%g.n
	for _, m := range []struct {
		d    board.Direction // the way the neighbour's tile moves
		r, c int             // the neighbour
	}{{board.Up, row + 1, col}, {board.Down, row - 1, col}, {board.Left, row, col + 1}, {board.Right, row, col - 1}} {
		if m.r < 0 || m.r >= n || m.c < 0 || m.c >= n || g.fixed[m.r*n+m.c] {
			continue
		}
		next := s
		next.blank = uint16(m.r*n + m.c)
		if i := slices.Index(s.tiles[:g.k], next.blank); i >= 0 {
			next.tiles[i] = s.blank
		}
		visit(m.d, next)
	}
}

// TestGroupSearchShortest gives the group search random subgoals (1 to 4 tiles, some cells
// fixed, boards 3x3 to 8x8) and checks each answer against astar.AStar on the same problem: the
// same length, and replayed on the abstract state it ends at the subgoal without entering a
// fixed cell. Weighted (2 and 3), an answer exists exactly when A*'s does, replays the same way,
// and is no shorter than A*'s and at most weight times as long. A budget too small gives up
// with ErrBudget.
func TestGroupSearchShortest(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for trial := 0; trial < 300; trial++ {
		n := 3 + rng.IntN(6)
		k := 1 + rng.IntN([]int{4, 4, 3, 2, 2, 2}[n-3]) // whole spaces searchable when no way exists
		fixed := make([]bool, n*n)
		for c := range fixed {
			fixed[c] = rng.IntN(6) == 0
		}
		cells := rng.Perm(n * n)
		g := &groupProblem{n: n, k: k, fixed: fixed}
		var start groupState
		for i := 0; i < k; i++ {
			g.goals[i], start.tiles[i] = uint16(cells[i]), uint16(cells[k+i])
			fixed[cells[i]], fixed[cells[k+i]] = false, false
		}
		start.blank = uint16(cells[2*k])
		fixed[start.blank] = false
		got, _, err := g.search(context.Background(), start, 0)
		if err != nil {
			t.Fatal(err)
		}
		want, err := astar.AStar(context.Background(), astar.Problem[groupState, uint64, board.Direction]{
			Start: start, Successors: g.successors, Key: g.key, IsGoal: g.isGoal, Heuristic: g.estimate,
		}, astar.Options[groupState]{})
		if err != nil {
			t.Fatal(err)
		}
		if (got == nil) != (want.Moves == nil) || len(got) != len(want.Moves) {
			t.Fatalf("trial %d: %d moves (nil %v), A* %d (nil %v)", trial, len(got), got == nil, len(want.Moves), want.Moves == nil)
		}
		replay := func(moves []board.Direction) {
			t.Helper()
			s := start
			for _, d := range moves {
				moved := false
				g.successors(s, func(e board.Direction, next groupState) {
					if e == d {
						s, moved = next, true
					}
				})
				if !moved {
					t.Fatalf("trial %d, weight %d: move %v is not possible", trial, g.weight, d)
				}
			}
			if !g.isGoal(s) {
				t.Fatalf("trial %d, weight %d: the moves end at %v, not the subgoal", trial, g.weight, s)
			}
		}
		for _, w := range []int32{2, 3} {
			g.weight = w
			wgot, _, err := g.search(context.Background(), start, 0)
			if err != nil {
				t.Fatal(err)
			}
			if (wgot == nil) != (got == nil) || len(wgot) < len(got) || len(wgot) > int(w)*len(got) {
				t.Fatalf("trial %d, weight %d: %d moves (nil %v), A* %d (nil %v)", trial, w, len(wgot), wgot == nil, len(got), got == nil)
			}
			if wgot != nil {
				replay(wgot)
			}
		}
		g.weight = 0
		if got == nil {
			continue
		}
		replay(got)
		if len(got) > 8 {
			if _, _, err := g.search(context.Background(), start, 5); !errors.Is(err, astar.ErrBudget) {
				t.Fatalf("trial %d: a budget of 5 states gave %v", trial, err)
			}
		}
	}
}

// BenchmarkGroupSearch is the reduction alone, its time all but the 3x3 left in group searches:
// seeded random 10x10 and 20x20 boards reduced with the first answer's time already gone (so
// no beam runs) and A* finishing the 3x3. It reports the answers' moves, which a change to the
// search's table must leave as they are, and the states stored.
func BenchmarkGroupSearch(b *testing.B) {
	for _, n := range []int{10, 20} {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			boards := randomPuzzles(b, n, 3, 1)
			b.ReportAllocs()
			moves, stored := 0, 0
			for b.Loop() {
				moves, stored = 0, 0
				for _, p := range boards {
					opt := testOptions()
					opt.Clock = lateClock(2 * fastBudget)
					res, err := Solve(context.Background(), p, opt)
					if err != nil {
						b.Fatal(err)
					}
					moves, stored = moves+len(res.Moves), stored+res.Stats.Generated
				}
			}
			b.ReportMetric(float64(moves), "moves")
			b.ReportMetric(float64(stored), "stored")
		})
	}
}
