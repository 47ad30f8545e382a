package reduction

import (
	"context"
	"errors"
	"math/rand/v2"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testfiles"
	"github.com/tilesolve/tilesolve/pdb"
)

// TestMain keeps every database a test builds out of the user's cache folder.
func TestMain(m *testing.M) { testfiles.Main(m) }

// randomPuzzles is count seeded random n-by-n puzzles.
func randomPuzzles(tb testing.TB, n, count int, seed uint64) []*board.Puzzle {
	rng := rand.New(rand.NewPCG(seed, seed))
	out := make([]*board.Puzzle, count)
	for i := range out {
		p, err := board.NewPuzzle(board.Scramble(n, rng))
		if err != nil {
			tb.Fatal(err)
		}
		out[i] = p
	}
	return out
}

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

// lateClock is a clock on which every reading after the first is d late: a solve that reads its
// start on it finds that much of its time gone at once, whatever the machine's load.
func lateClock(d time.Duration) func() time.Time {
	var read atomic.Bool
	return func() time.Time {
		if read.Swap(true) {
			return time.Now().Add(d)
		}
		return time.Now()
	}
}

// handClock is a clock that moves only when the test moves it.
type handClock struct{ at atomic.Int64 }

func (h *handClock) now() time.Time       { return time.Unix(0, h.at.Load()) }
func (h *handClock) move(d time.Duration) { h.at.Add(int64(d)) }
func newHandClock() *handClock            { h := &handClock{}; h.at.Store(time.Now().UnixNano()); return h }

// finishAStar is the tests' Options.Finish: A* with Manhattan distance on the region left, a
// 3-by-3 (testOptions), an independent search from the solver's IDA*.
func finishAStar(ctx context.Context, p *board.Puzzle) ([]board.Direction, astar.Stats, error) {
	res, err := astar.AStar(ctx, astar.Problem[*board.Puzzle, string, board.Direction]{
		Start: p,
		Successors: func(b *board.Puzzle, visit func(board.Direction, *board.Puzzle)) {
			for _, nb := range b.Neighbors() {
				visit(nb.Dir, nb.Board)
			}
		},
		Key:       (*board.Puzzle).Key,
		IsGoal:    (*board.Puzzle).IsGoal,
		Heuristic: (*board.Puzzle).Manhattan,
	}, astar.Options[*board.Puzzle]{})
	if err == nil && !res.Found {
		err = errors.New("A* found no way on the region")
	}
	return res.Moves, res.Stats, err
}

// testOptions are Options for a test's solve: a 3-by-3 finished by finishAStar, a gigabyte.
func testOptions() Options {
	return Options{MaxMemory: 1 << 30, Last: 3, Finish: finishAStar}
}

// blockDatabases are the block databases of 6-by-6 boards, loaded from the test cache or built
// into it (seconds, once).
func blockDatabases(t *testing.T) []*pdb.DB {
	t.Helper()
	dir, err := pdb.DefaultDir()
	if err != nil {
		t.Fatal(err)
	}
	var dbs []*pdb.DB
	for _, part := range []pdb.Partition{pdb.Blocks(6), pdb.BlocksShifted(6, 0, 1), pdb.BlocksShifted(6, 1, 0)} {
		db, _, err := pdb.LoadOrBuild(context.Background(), part, pdb.DirStore(dir), nil)
		if err != nil {
			t.Fatal(err)
		}
		dbs = append(dbs, db)
	}
	return dbs
}
