package sliding

import (
	"context"
	"math"
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

// TestSolveWorkersSameAnswer searches the last iteration of boards' parallel IDA on two
// workers, one at a time on the test's goroutine, so that the order is the test's: once in the
// frontier's order, which finds the solution below the earliest frontier state with one; then
// with the states after that one first, so that a later state's solution is found first, and
// the states from the first after. The moves are the same, those below the earliest state, and
// replay to the goal. On some board the later state's solution must differ from the earliest's,
// else the test could not tell.
func TestSolveWorkersSameAnswer(t *testing.T) {
	db := mustDB555(t)
	rng := rand.New(rand.NewPCG(21, 22))
	differed := 0
	for i := 0; i < 6; i++ {
		pos, cells := testproblems.GoalPos(4), make([]uint8, 16)
		for t := 1; t < 16; t++ {
			cells[pos[t]] = uint8(t)
		}
		for s := 0; s < 300; s++ {
			testproblems.RandomMove(rng, 4, pos, cells)
		}
		res, err := IDA(context.Background(), db, pos, IDAOptions{Workers: 1})
		if err != nil || !res.Found {
			t.Fatalf("%v: found %v, %v", cells, res.Found, err)
		}
		s, err := newPDBSearcher(db, nil, pos)
		if err != nil {
			t.Fatal(err)
		}
		s.stats.Bound = res.Stats.Bound // the last iteration's
		c := newCrew(s, nil, pos, 2, nil, search.CheckEvery)
		lastIteration := func() {
			t.Helper()
			c.front.horizon = 6 // a frontier of a few hundred states, walked once (last 0)
			s.path = s.path[:0] // the last answer's, which collect left
			if _, found, shared := c.share(0); found || !shared {
				t.Fatalf("%v: the walk to the frontier found %v, shared %v", cells, found, shared)
			}
		}
		lastIteration()
		nexts := []int{c.work(0, c.workers[0]), math.MaxInt}
		earliest := c.best.Load()
		if _, found := c.collect(math.MaxInt, nexts); !found {
			t.Fatalf("%v: no solution below any frontier state at bound %d", cells, s.stats.Bound)
		}
		inOrder := string(s.path)

		lastIteration()
		c.taken.Store(earliest + 1)
		nexts[1] = c.work(1, c.workers[1])
		later, laterPath := c.best.Load(), string(c.path)
		c.taken.Store(0)
		nexts[0] = c.work(0, c.workers[0])
		if _, found := c.collect(math.MaxInt, nexts); !found {
			t.Fatalf("%v: the later states first found nothing", cells)
		}
		if held := s.path; string(held) != inOrder || len(held) != len(res.Moves) || !replay(4, cells, held) {
			t.Fatalf("%v: %v with a later state's solution found first (state %d, the earliest %d), %v in order",
				cells, held, later, earliest, []byte(inOrder))
		}
		if later != math.MaxInt64 && laterPath != inOrder {
			differed++
		}
	}
	if differed == 0 {
		t.Fatal("no board had a later frontier state with another solution: the order was never tested")
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
