package astar

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/internal/testproblems"

	"github.com/tilesolve/tilesolve/internal/search"
)

// walker is a maze as a mutable state for IDA*: the cell it stands on. A move is the cell to step
// to; undoing it needs the cell it came from, so the walker keeps its trail.
type walker struct {
	m     maze
	at    int
	trail []int
	h     func(int) int
}

func (w *walker) Moves(buf []int) []int {
	w.m.Neighbors(w.at, func(j int) {
		if len(w.trail) == 0 || j != w.trail[len(w.trail)-1] { // never straight back
			buf = append(buf, j)
		}
	})
	return buf
}
func (w *walker) Do(j int)       { w.trail = append(w.trail, w.at); w.at = j }
func (w *walker) Undo(int)       { w.at = w.trail[len(w.trail)-1]; w.trail = w.trail[:len(w.trail)-1] }
func (w *walker) Heuristic() int { return w.h(w.at) }
func (w *walker) IsGoal() bool   { return w.at == w.m.W*w.m.H-1 }

// keyedWalker names its state, the cell, so IDA* can keep a transposition table.
type keyedWalker struct{ *walker }

func (w keyedWalker) Key() uint64 { return uint64(w.at) }

// TestIDAAgainstBFS solves small random mazes with IDA* and checks each answer's length against
// breadth-first search and each move against the maze.
func TestIDAAgainstBFS(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	for trial := 0; trial < 200; trial++ {
		m := randomMaze(rng, 2+rng.IntN(4), 2+rng.IntN(4), 0.25)
		manhattan := func(i int) int { return m.W - 1 - i%m.W + m.H - 1 - i/m.W }
		want := m.bfs()
		w := &walker{m: m, h: manhattan}
		// A maze has cycles, so IDA* without a transposition table may revisit cells: bound
		// the depth by the number of cells, beyond which no shortest path goes.
		res := IDA(context.Background(), w, IDAOptions[*walker]{Options: Options[*walker]{MaxDepth: m.W * m.H}})
		// With a transposition table the answer is as short, with no more work.
		kw := keyedWalker{&walker{m: m, h: manhattan}}
		withTable := IDA(context.Background(), kw, IDAOptions[keyedWalker]{Options: Options[keyedWalker]{MaxDepth: m.W * m.H}, TableBits: 6})
		if withTable.Found != res.Found || len(withTable.Moves) != len(res.Moves) ||
			withTable.Stats.Expanded > res.Stats.Expanded {
			t.Fatalf("trial %d: with a table found %v in %d moves, %d expanded; without %v, %d, %d", trial,
				withTable.Found, len(withTable.Moves), withTable.Stats.Expanded, res.Found, len(res.Moves), res.Stats.Expanded)
		}
		if !res.Found {
			if want != -1 {
				t.Fatalf("trial %d: IDA* found nothing, BFS %d moves", trial, want)
			}
			continue
		}
		if len(res.Moves) != want {
			t.Fatalf("trial %d: IDA* %d moves, BFS %d", trial, len(res.Moves), want)
		}
		at := 0
		for _, j := range res.Moves {
			adjacent := false
			m.Neighbors(at, func(k int) { adjacent = adjacent || k == j })
			if !adjacent {
				t.Fatalf("trial %d: step %d to %d is not a move", trial, at, j)
			}
			at = j
		}
		if at != m.W*m.H-1 || w.at != at {
			t.Fatalf("trial %d: path ends at %d, walker at %d", trial, at, w.at)
		}
	}
}

// counter is a space with no goal: a binary tree of depth-first branches, for budgets and cancel.
type counter struct{ depth int }

func (c *counter) Moves(buf []int) []int { return append(buf, 0, 1) }
func (c *counter) Do(int)                { c.depth++ }
func (c *counter) Undo(int)              { c.depth-- }
func (c *counter) Heuristic() int        { return 0 }
func (c *counter) IsGoal() bool          { return false }

func TestIDABudgetAndCancel(t *testing.T) {
	c := &counter{}
	res := IDA(context.Background(), c, IDAOptions[*counter]{Options: Options[*counter]{MaxExpanded: 10 * search.CheckEvery}})
	if res.Stop != StopWork || !errors.Is(res.Err(), ErrBudget) || res.Found || res.Stats.Expanded != 10*search.CheckEvery {
		t.Fatalf("budget: stop %v, stats %+v", res.Stop, res.Stats)
	}
	if c.depth != 0 {
		t.Errorf("state left %d moves deep after a stop", c.depth)
	}

	ctx, cancel := context.WithCancel(context.Background())
	var bounds []int
	opt := IDAOptions[*counter]{}
	opt.ProgressEvery, opt.Progress = time.Nanosecond, func(p Progress[*counter]) {
		s := p.Stats
		bounds = append(bounds, s.Bound)
		if s.Expanded >= 20*search.CheckEvery {
			cancel()
		}
	}
	res = IDA(tickingCtx{ctx}, c, opt)
	if res.Stop != StopCancelled || !errors.Is(res.Err(), context.Canceled) || res.Stats.Expanded > 21*search.CheckEvery {
		t.Fatalf("cancel: stop %v, stats %+v", res.Stop, res.Stats)
	}
	for i := 1; i < len(bounds); i++ {
		if bounds[i] < bounds[i-1] {
			t.Fatalf("bound went down: %v", bounds)
		}
	}
	if bounds[len(bounds)-1] < 10 {
		t.Errorf("bounds %v: iterations did not deepen", bounds)
	}

	// MaxDepth ends a space with no goal as "not found", with no stop.
	res = IDA(context.Background(), &counter{}, IDAOptions[*counter]{Options: Options[*counter]{MaxDepth: 6}})
	if res.Stop != NotStopped || res.Err() != nil || res.Found || res.Stats.Bound != 7 {
		t.Fatalf("MaxDepth: stop %v, stats %+v", res.Stop, res.Stats)
	}
}

// BenchmarkIDAMaze measures IDA*'s per-node overhead on an open maze.
func BenchmarkIDAMaze(b *testing.B) {
	m := maze{testproblems.OpenMaze(9, 9)}
	b.ReportAllocs()
	for b.Loop() {
		w := &walker{m: m, h: func(i int) int { return (8 - i%9 + 8 - i/9) / 2 }, trail: make([]int, 0, 64)}
		if res := IDA(context.Background(), w, IDAOptions[*walker]{Options: Options[*walker]{MaxDepth: 81}}); !res.Found {
			b.Fatal("no path")
		}
	}
}
