package astar

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/internal/search"
)

// checkMazePath fails unless path and moves walk the maze from 0 to the far corner.
func checkMazePath(t *testing.T, m maze, res Result[int, int]) {
	t.Helper()
	if res.Path[0] != 0 || res.Path[len(res.Path)-1] != m.W*m.H-1 || len(res.Moves) != len(res.Path)-1 {
		t.Fatalf("path %v, moves %v", res.Path, res.Moves)
	}
	for k := 1; k < len(res.Path); k++ {
		adjacent := false
		m.Neighbors(res.Path[k-1], func(j int) { adjacent = adjacent || j == res.Path[k] })
		if !adjacent || res.Moves[k-1] != res.Path[k] {
			t.Fatalf("step %d: %d to %d by %d", k, res.Path[k-1], res.Path[k], res.Moves[k-1])
		}
	}
}

// TestBeamAgainstBFS: a beam as wide as the maze keeps every state of a layer, so it is
// breadth-first and finds a shortest path exactly when one exists; a narrow beam finds a valid
// path no shorter, or none.
func TestBeamAgainstBFS(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 1))
	narrowFound := 0
	for trial := range 300 {
		m := randomMaze(rng, 3+rng.IntN(15), 3+rng.IntN(15), 0.3)
		want := m.bfs()
		closer := func(i int) int { return i%m.W + i/m.W } // toward the far corner
		for _, tc := range []struct {
			width int
			exact bool
		}{{m.W * m.H, true}, {1 + rng.IntN(3), false}} {
			// Without MaxDepth a beam may walk back and forth forever where the goal is walled off.
			opt := Options[int]{MaxDepth: m.W * m.H}
			res, err := Beam(context.Background(), m.problem(nil), closer, tc.width, opt)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case res.Path == nil && (tc.exact && want >= 0):
				t.Fatalf("trial %d width %d: no path, BFS %d moves", trial, tc.width, want)
			case res.Path == nil:
			case want < 0:
				t.Fatalf("trial %d: beam found a path BFS did not", trial)
			case tc.exact && len(res.Moves) != want, len(res.Moves) < want:
				t.Fatalf("trial %d width %d: %d moves, BFS %d", trial, tc.width, len(res.Moves), want)
			default:
				checkMazePath(t, m, res)
				if !tc.exact {
					narrowFound++
				}
			}
		}
	}
	if narrowFound == 0 {
		t.Error("no narrow beam found a path: the inexact case is untested")
	}
}

// TestBeamRankAndTies: width 1 on a line follows the rank, and ties go to the first generated.
func TestBeamRankAndTies(t *testing.T) {
	line := Problem[int, int, int]{
		Start: 5,
		Successors: func(i int, visit func(int, int)) {
			visit(-1, i-1)
			visit(+1, i+1)
		},
		Key:    func(i int) int { return i },
		IsGoal: func(i int) bool { return i == 9 || i == 0 },
		Score:  func(i int) int { return i },
	}
	for _, tc := range []struct {
		rank func(int) int
		want string
	}{
		{func(i int) int { return i }, "[1 1 1 1]"},
		{func(i int) int { return -i }, "[-1 -1 -1 -1 -1]"},
		{func(int) int { return 0 }, "[-1 -1 -1 -1 -1]"}, // all equal: the first generated, -1, each time
	} {
		res, err := Beam(context.Background(), line, tc.rank, 1, Options[int]{})
		if err != nil || fmt.Sprint(res.Moves) != tc.want {
			t.Errorf("moves %v, want %s (err %v)", res.Moves, tc.want, err)
		}
	}
}

func TestBeamDeterministicAndDuplicates(t *testing.T) {
	m := randomMaze(rand.New(rand.NewPCG(3, 9)), 30, 30, 0.2)
	rank := func(i int) int { return (i * 7919) % 101 } // arbitrary, with many ties
	opt := Options[int]{MaxDepth: 900}
	first, _ := Beam(context.Background(), m.problem(nil), rank, 8, opt)
	again, _ := Beam(context.Background(), m.problem(nil), rank, 8, opt)
	if fmt.Sprint(first.Moves) != fmt.Sprint(again.Moves) || first.Stats.Expanded != again.Stats.Expanded {
		t.Fatal("two runs differ")
	}
	// On the doubling tree every state is new; on a ring of 4, each layer holds at most 2 states
	// (left and right of the start), however wide the beam.
	ring := Problem[int, int, int]{
		Successors: func(i int, visit func(int, int)) { visit(-1, (i+3)%4); visit(1, (i+1)%4) },
		Key:        func(i int) int { return i },
		IsGoal:     func(int) bool { return false },
	}
	var widest int
	opt = Options[int]{MaxDepth: 50, ProgressEvery: time.Nanosecond,
		Progress: func(p Progress[int]) { widest = max(widest, p.Frontier) }}
	res, err := Beam(context.Background(), ring, func(int) int { return 0 }, 100, opt)
	if err != nil || res.Path != nil || widest > 2 || res.Stats.Generated != 1+2*50 {
		t.Fatalf("widest layer %d, stats %+v, err %v", widest, res.Stats, err)
	}
}

func TestBeamBudgetAndCancel(t *testing.T) {
	res, err := Beam(context.Background(), infinite, func(i int) int { return i }, 10, Options[int]{MaxNodes: 1000})
	if err != nil || res.Stop != StopNodes || res.Stats.Generated < 1000 || res.Stats.Generated > 1010 {
		t.Fatalf("stop %v, err %v, stats %+v", res.Stop, err, res.Stats)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	opt := Options[int]{ProgressEvery: time.Nanosecond, Progress: func(p Progress[int]) {
		if p.Expanded >= 10*search.CheckEvery {
			cancel()
		}
	}}
	res, err = Beam(tickingCtx{ctx}, infinite, func(i int) int { return -i }, 64, opt)
	if err != nil || res.Stop != StopCancelled || res.Stats.Expanded > 11*search.CheckEvery {
		t.Fatalf("stop %v, err %v after %d expanded", res.Stop, err, res.Stats.Expanded)
	}
}
