package sliding

import (
	"errors"
	"github.com/tilesolve/tilesolve/astar"
	"math/rand/v2"
	"testing"

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
			path, st, err := SolvePDB(db, testproblems.Positions(cells[:]), PDBOptions{})
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
		if _, _, err := SolvePDB(db, testproblems.Positions(odd[:]), PDBOptions{}); !errors.Is(err, ErrUnsolvable) {
			t.Fatalf("%s: wrong parity gave %v", p.Name, err)
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
		path, st, err := SolvePDB(db, pos, PDBOptions{})
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
	stop := errors.New("stop")
	hard := testproblems.Positions([]uint8{0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1}) // 80 moves
	calls := 0
	_, st, err := SolvePDB(db, hard, PDBOptions{CheckEvery: 100, Check: func(astar.Stats) error {
		calls++
		if calls == 3 {
			return stop
		}
		return nil
	}})
	if !errors.Is(err, stop) || st.Expanded > 1000 {
		t.Fatalf("Check's error gave %v after %d states", err, st.Expanded)
	}
}
