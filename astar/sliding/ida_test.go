package sliding

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/internal/search"
	"github.com/tilesolve/tilesolve/internal/testproblems"
	"github.com/tilesolve/tilesolve/pdb"
)

// replay walks the blank along path from the state cells and says whether every step is to a
// neighbour and the walk ends at the goal.
func replay(n int, cells []uint8, path []uint8) bool {
	cells = append([]uint8(nil), cells...)
	blank := 0
	for cells[blank] != 0 {
		blank++
	}
	for _, to := range path {
		dr, dc := int(to)/n-blank/n, int(to)%n-blank%n
		if int(to) >= len(cells) || dr*dr+dc*dc != 1 {
			return false
		}
		cells[blank], cells[to] = cells[to], 0
		blank = int(to)
	}
	for i := 0; i < len(cells)-1; i++ {
		if cells[i] != uint8(i+1) {
			return false
		}
	}
	return true
}

// TestSolve3x3 solves 8-puzzles with both 3x3 partitions and checks each answer by replaying it
// and against the breadth-first distance; a state of the wrong parity is refused.
func TestSolve3x3(t *testing.T) {
	dist := testproblems.Exact3x3()
	rng := rand.New(rand.NewPCG(7, 8))
	var states [][9]uint8
	for cells := range dist {
		states = append(states, cells)
	}
	for _, p := range []pdb.Partition{pdb.Partition3x3, pdb.Partition3x3Exact} {
		db := mustBuild(t, p)
		for i := 0; i < 300; i++ {
			cells := states[rng.IntN(len(states))]
			res, err := IDA(context.Background(), db, testproblems.Positions(cells[:]), IDAOptions{})
			path, st := res.Moves, res.Stats
			if err != nil {
				t.Fatal(err)
			}
			if len(path) != dist[cells] || !replay(3, cells[:], path) {
				t.Fatalf("%s %v: %d moves %v (replays %v), distance %d", p.Name, cells, len(path), path,
					replay(3, cells[:], path), dist[cells])
			}
			if st.Bound != len(path) {
				t.Fatalf("%s %v: last bound %d, answer %d moves", p.Name, cells, st.Bound, len(path))
			}
		}
		odd := [9]uint8{2, 1, 3, 4, 5, 6, 7, 8, 0}
		if res, err := IDA(context.Background(), db, testproblems.Positions(odd[:]), IDAOptions{}); err != nil || res.Found || res.Stop != astar.NotStopped {
			t.Fatalf("%s: wrong parity gave %+v, %v", p.Name, res, err)
		}
	}
}

// TestSolve4x4 solves 15-puzzles a random walk away from the goal with 5-5-5: each answer
// replays to the goal and is no longer than the walk; Check stops the search with its error.
func TestSolve4x4(t *testing.T) {
	db := mustDB555(t)
	rng := rand.New(rand.NewPCG(9, 10))
	for i := 0; i < 20; i++ {
		pos, cells := testproblems.GoalPos(4), make([]uint8, 16)
		for t := 1; t < 16; t++ {
			cells[pos[t]] = uint8(t)
		}
		steps := 20 + rng.IntN(25)
		for s := 0; s < steps; s++ {
			testproblems.RandomMove(rng, 4, pos, cells)
		}
		res, err := IDA(context.Background(), db, pos, IDAOptions{})
		path, st := res.Moves, res.Stats
		if err != nil {
			t.Fatal(err)
		}
		if len(path) > steps || !replay(4, cells, path) || len(path)%2 != steps%2 {
			t.Fatalf("%v: %d moves after a walk of %d (replays %v)", cells, len(path), steps, replay(4, cells, path))
		}
		if st.Expanded == 0 && len(path) > 0 {
			t.Fatalf("%v: solved with no state expanded", cells)
		}
	}
	hard := testproblems.Positions([]uint8{0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1}) // 80 moves
	res, err := IDA(context.Background(), db, hard, IDAOptions{Options: astar.Options[[]uint8]{MaxExpanded: 1000}})
	if err != nil || !errors.Is(res.Err(), astar.ErrBudget) || res.Stop != astar.StopWork || res.Found || res.Stats.Expanded > 1000+search.CheckEvery {
		t.Fatalf("a cap of 1000 states gave %v, stop %v, after %d states", err, res.Stop, res.Stats.Expanded)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if res, err := IDA(ctx, db, hard, IDAOptions{}); err != nil || res.Stop != astar.StopCancelled || res.Found {
		t.Fatalf("a cancelled context gave %v, stop %v", err, res.Stop)
	}
	if res, err := IDA(context.Background(), db, hard, IDAOptions{Options: astar.Options[[]uint8]{MaxDepth: 60}}); err != nil || res.Found || res.Stop != astar.NotStopped || res.Stats.Bound <= 60 {
		t.Fatalf("MaxDepth 60 on an 80-move board gave %+v, %v", res, err)
	}
}
