package sliding

import (
	"errors"
	"github.com/tilesolve/tilesolve/astar"
	"math/rand/v2"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/internal/testproblems"
	"github.com/tilesolve/tilesolve/pdb"
)

// TestSolveWorkers solves 15-puzzles with 5-5-5 on one goroutine and, with another 5-5-5 split
// maxed in (PDBOptions.Also), on two, sharing every iteration past the first few hundred
// states: the answers replay to the goal and are equally long, and the shared search's figures
// count every worker's states.
func TestSolveWorkers(t *testing.T) {
	db := mustDB555(t)
	also := mustBuild(t, pdb.Partition{Name: "4x4-5-5-5-blocks", N: 4, Groups: [][]int{
		{1, 2, 5, 6, 9}, {3, 4, 7, 8, 12}, {10, 11, 13, 14, 15}}})
	defer func(m int) { parallelMin = m }(parallelMin)
	parallelMin = 256
	rng := rand.New(rand.NewPCG(11, 12))
	for i := 0; i < 6; i++ {
		pos, cells := testproblems.GoalPos(4), make([]uint8, 16)
		for t := 1; t < 16; t++ {
			cells[pos[t]] = uint8(t)
		}
		for s := 0; s < 300; s++ { // a random board: about 50 moves from the goal
			testproblems.RandomMove(rng, 4, pos, cells)
		}
		one, st1, err := SolvePDB(db, pos, PDBOptions{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		var calls atomic.Int64
		two, st2, err := SolvePDB(db, pos, PDBOptions{Also: also, Workers: 2, CheckEvery: 64, Check: func(astar.Stats) error {
			calls.Add(1)
			return nil
		}})
		if err != nil {
			t.Fatal(err)
		}
		if len(one) != len(two) || !replay(4, cells, one) || !replay(4, cells, two) {
			t.Fatalf("%v: %d moves on one goroutine, %d on two (replays %v, %v)", cells, len(one), len(two),
				replay(4, cells, one), replay(4, cells, two))
		}
		if st2.Bound != len(two) || calls.Load() < int64(st2.Expanded/64/4) {
			t.Fatalf("%v: bound %d for %d moves, %d states expanded (%d on one goroutine), %d checks",
				cells, st2.Bound, len(two), st2.Expanded, st1.Expanded, calls.Load())
		}
	}
}

// TestSolveWorkersSameAnswer solves boards on three workers, sharing every iteration past a few
// hundred states, once as they come and once with the first 20 frontier states held back, the
// earliest longest, so that solutions below later states are found first: the moves are the
// same. (Before the earliest state's solution was preferred, the fourth board's differed.)
func TestSolveWorkersSameAnswer(t *testing.T) {
	db := mustDB555(t)
	defer func(m int) { parallelMin = m }(parallelMin)
	parallelMin = 256
	defer func() { beforeSubtree = nil }()
	rng := rand.New(rand.NewPCG(21, 22))
	for i := 0; i < 6; i++ {
		pos, cells := testproblems.GoalPos(4), make([]uint8, 16)
		for t := 1; t < 16; t++ {
			cells[pos[t]] = uint8(t)
		}
		for s := 0; s < 300; s++ {
			testproblems.RandomMove(rng, 4, pos, cells)
		}
		beforeSubtree = nil
		free, _, err := SolvePDB(db, pos, PDBOptions{Workers: 3})
		if err != nil {
			t.Fatal(err)
		}
		beforeSubtree = func(k, i int) {
			if i < 20 {
				time.Sleep(time.Duration(20-i) * 2 * time.Millisecond)
			}
		}
		held, _, err := SolvePDB(db, pos, PDBOptions{Workers: 3})
		if err != nil {
			t.Fatal(err)
		}
		if string(held) != string(free) || !replay(4, cells, held) {
			t.Fatalf("%v: %v with the first state's worker held back, %v without", cells, held, free)
		}
	}
}

// TestSolveWorkersStop has Check fail in a shared iteration: SolvePDB returns its error promptly.
func TestSolveWorkersStop(t *testing.T) {
	db := mustDB555(t)
	defer func(m int) { parallelMin = m }(parallelMin)
	parallelMin = 256
	stop := errors.New("stop")
	hard := testproblems.Positions([]uint8{0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1}) // 80 moves
	_, st, err := SolvePDB(db, hard, PDBOptions{Workers: 2, CheckEvery: 256, Check: func(st astar.Stats) error {
		if st.Expanded >= 200000 {
			return stop
		}
		return nil
	}})
	if !errors.Is(err, stop) || st.Expanded > 200000+2*4096 {
		t.Fatalf("Check's error gave %v after %d states", err, st.Expanded)
	}
}
