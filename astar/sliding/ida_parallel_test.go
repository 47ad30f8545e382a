package sliding

import (
	"context"
	"math/rand/v2"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/internal/search"
	"github.com/tilesolve/tilesolve/internal/testproblems"
	"github.com/tilesolve/tilesolve/pdb"
)

// TestSolveWorkers solves 15-puzzles with 5-5-5 on one goroutine and, with another 5-5-5 split
// maxed in (IDAOptions.Also), on two, sharing every iteration past the first few hundred
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
		res1, err := IDA(context.Background(), db, pos, IDAOptions{Workers: 1})
		one, st1 := res1.Moves, res1.Stats
		if err != nil {
			t.Fatal(err)
		}
		var calls atomic.Int64 // progress reports, one a check: the workers are polled
		res2, err := IDA(context.Background(), db, pos, IDAOptions{Also: also, Workers: 2, Options: astar.Options[[]uint8]{
			ProgressEvery: time.Nanosecond, Progress: func(astar.Progress[[]uint8]) { calls.Add(1) }}})
		two, st2 := res2.Moves, res2.Stats
		if err != nil {
			t.Fatal(err)
		}
		if len(one) != len(two) || !replay(4, cells, one) || !replay(4, cells, two) {
			t.Fatalf("%v: %d moves on one goroutine, %d on two (replays %v, %v)", cells, len(one), len(two),
				replay(4, cells, one), replay(4, cells, two))
		}
		if st2.Bound != len(two) || calls.Load() < int64(st2.Expanded/search.CheckEvery/4) {
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
	rng := rand.New(rand.NewPCG(21, 22))
	for i := 0; i < 6; i++ {
		pos, cells := testproblems.GoalPos(4), make([]uint8, 16)
		for t := 1; t < 16; t++ {
			cells[pos[t]] = uint8(t)
		}
		for s := 0; s < 300; s++ {
			testproblems.RandomMove(rng, 4, pos, cells)
		}
		res, err := IDA(context.Background(), db, pos, IDAOptions{Workers: 3})
		free := res.Moves
		if err != nil {
			t.Fatal(err)
		}
		res, err = IDA(context.Background(), db, pos, IDAOptions{Workers: 3, beforeSubtree: func(k, i int) {
			if i < 20 {
				time.Sleep(time.Duration(20-i) * 2 * time.Millisecond)
			}
		}})
		held := res.Moves
		if err != nil {
			t.Fatal(err)
		}
		if string(held) != string(free) || !replay(4, cells, held) {
			t.Fatalf("%v: %v with the first state's worker held back, %v without", cells, held, free)
		}
	}
}

// TestSolveWorkersStop reaches the cap on states expanded in a shared iteration: IDA stops
// promptly, saying so.
func TestSolveWorkersStop(t *testing.T) {
	db := mustDB555(t)
	defer func(m int) { parallelMin = m }(parallelMin)
	parallelMin = 256
	hard := testproblems.Positions([]uint8{0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1}) // 80 moves
	res, err := IDA(context.Background(), db, hard, IDAOptions{Workers: 2, Options: astar.Options[[]uint8]{MaxExpanded: 200000}})
	if st := res.Stats; err != nil || res.Stop != astar.StopWork || st.Expanded > 200000+2*4096 {
		t.Fatalf("a cap of 200000 states gave %v, stop %v, after %d states", err, res.Stop, st.Expanded)
	}
}
