package astar

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/internal/testproblems"

	"github.com/tilesolve/tilesolve/internal/search"
)

// maze is the shared test maze (testproblems.Maze) with the oracle under its old name.
type maze struct{ testproblems.Maze }

func randomMaze(rng *rand.Rand, w, h int, density float64) maze {
	return maze{testproblems.RandomMaze(rng, w, h, density)}
}

func (m maze) bfs() int { return m.Distance() }

// problem is the maze as a search problem; a move is the cell moved to.
func (m maze) problem(h func(int) int) Problem[int, int, int] {
	goal := m.Goal()
	return Problem[int, int, int]{
		Start: 0,
		Successors: func(i int, visit func(int, int)) {
			m.Neighbors(i, func(j int) { visit(j, j) })
		},
		Key:       func(i int) int { return i },
		IsGoal:    func(i int) bool { return i == goal },
		Heuristic: h,
	}
}

// TestAStarAgainstBFS solves random mazes with A* under three admissible heuristics (zero,
// Manhattan, and a deliberately inconsistent one) and compares the path length with BFS.
func TestAStarAgainstBFS(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 3))
	for trial := 0; trial < 300; trial++ {
		m := randomMaze(rng, 3+rng.IntN(20), 3+rng.IntN(20), 0.3)
		goalX, goalY := m.W-1, m.H-1
		manhattan := func(i int) int { return goalX - i%m.W + goalY - i/m.W }
		heuristics := map[string]func(int) int{
			"zero":         func(int) int { return 0 },
			"manhattan":    manhattan,
			"inconsistent": func(i int) int { return manhattan(i) * (i % 2) },
		}
		want := m.bfs()
		for name, h := range heuristics {
			res, err := AStar(context.Background(), m.problem(h), Options[int]{})
			if err != nil {
				t.Fatal(err)
			}
			got := len(res.Path) - 1
			if res.Path == nil {
				got = -1
			}
			if got != want {
				t.Fatalf("trial %d %s: A* found %d moves, BFS %d", trial, name, got, want)
			}
			if len(res.Moves) != len(res.Path)-1 && res.Path != nil {
				t.Fatalf("%d moves for a path of %d states", len(res.Moves), len(res.Path))
			}
			for k := 1; k < len(res.Path); k++ {
				if res.Moves[k-1] != res.Path[k] {
					t.Fatalf("move %d is %d, path goes to %d", k-1, res.Moves[k-1], res.Path[k])
				}
				adjacent := false
				m.Neighbors(res.Path[k-1], func(j int) { adjacent = adjacent || j == res.Path[k] })
				if !adjacent {
					t.Fatalf("path steps %d to %d are not adjacent", res.Path[k-1], res.Path[k])
				}
			}
		}
	}
}

func TestSearchIsDeterministic(t *testing.T) {
	m := randomMaze(rand.New(rand.NewPCG(9, 9)), 40, 40, 0.2)
	p := m.problem(func(int) int { return 0 })
	first, _ := AStar(context.Background(), p, Options[int]{})
	for range 5 {
		again, _ := AStar(context.Background(), p, Options[int]{})
		if len(again.Path) != len(first.Path) || again.Stats.Expanded != first.Stats.Expanded {
			t.Fatal("two runs differ")
		}
		for i := range again.Path {
			if again.Path[i] != first.Path[i] {
				t.Fatal("two runs found different paths")
			}
		}
	}
}

func TestMaxFirst(t *testing.T) {
	// On a line 0..9 from 5, best-first on the state's value walks straight up to 9.
	p := Problem[int, int, int]{
		Start: 5,
		Successors: func(i int, visit func(int, int)) {
			if i > 0 {
				visit(-1, i-1)
			}
			if i < 9 {
				visit(+1, i+1)
			}
		},
		Key:    func(i int) int { return i },
		IsGoal: func(i int) bool { return i == 9 },
		Score:  func(i int) int { return i },
	}
	var last Progress[int]
	res, err := BestFirst(context.Background(), p, func(i int) int { return i }, Options[int]{Progress: func(pr Progress[int]) { last = pr }})
	if err != nil || len(res.Path) != 5 || res.Stats.Expanded != 4 || fmt.Sprint(res.Moves) != "[1 1 1 1]" {
		t.Fatalf("path %v, expanded %d, err %v", res.Path, res.Stats.Expanded, err)
	}
	// The goal is not expanded: the best so far is 8, the last state expanded.
	if last.Best != 8 || last.BestScore != 8 || res.Stats.BestScore != 8 {
		t.Errorf("best %d, score %d", last.Best, last.BestScore)
	}
}

// infinite is a space with no goal and no end: states are integers, each with two successors.
var infinite = Problem[int, int, int]{
	Successors: func(i int, visit func(int, int)) { visit(1, 2*i+1); visit(2, 2*i+2) },
	Key:        func(i int) int { return i },
	IsGoal:     func(int) bool { return false },
}

func TestBudget(t *testing.T) {
	res, err := BreadthFirst(context.Background(), infinite, Options[int]{MaxNodes: 1000})
	if err != nil || res.Stop != StopNodes || !strings.Contains(res.Err().Error(), "node budget reached: 1001 states stored") {
		t.Fatalf("stop %v, Err %v, err %v", res.Stop, res.Err(), err)
	}
	if res.Stats.Generated != 1001 || res.Path != nil {
		t.Errorf("stats %+v", res.Stats)
	}
}

func TestFrontierEmptiesMeansNoPath(t *testing.T) {
	m := maze{testproblems.Maze{W: 3, H: 3, Walls: []bool{false, true, false, true, true, false, false, false, false}}}
	res, err := AStar(context.Background(), m.problem(func(int) int { return 0 }), Options[int]{})
	if err != nil || res.Path != nil || res.Stats.Expanded != 1 {
		t.Fatalf("path %v, stats %+v, err %v", res.Path, res.Stats, err)
	}
	// MaxDepth cuts a space with a goal beyond it down to no path.
	res, err = BreadthFirst(context.Background(), infinite, Options[int]{MaxDepth: 5})
	if err != nil || res.Path != nil || res.Stats.Generated != 1<<6-1 {
		t.Fatalf("MaxDepth: path %v, stats %+v, err %v", res.Path, res.Stats, err)
	}
}

// TestCancelAndProgress cancels a search from its own progress report and checks that it stops
// at once, having reported figures that only grow.
func TestCancelAndProgress(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var reports []Stats
	opt := Options[int]{
		ProgressEvery: time.Nanosecond, // report at every check
		Progress: func(p Progress[int]) {
			s := p.Stats
			if p.Best != 0 || s.BestScore != 0 {
				t.Errorf("best %d (score %d) without a Score function", p.Best, s.BestScore)
			}
			reports = append(reports, s)
			if s.Expanded >= 10*search.CheckEvery {
				cancel()
			}
		},
	}
	res, err := BreadthFirst(tickingCtx{ctx}, infinite, opt)
	if err != nil || res.Stop != StopCancelled {
		t.Fatalf("stop %v, err %v", res.Stop, err)
	}
	if res.Stats.Expanded > 11*search.CheckEvery {
		t.Errorf("expanded %d after cancelling at %d", res.Stats.Expanded, 10*search.CheckEvery)
	}
	if len(reports) < 10 {
		t.Fatalf("%d progress reports", len(reports))
	}
	for i := 1; i < len(reports); i++ {
		if reports[i].Expanded < reports[i-1].Expanded || reports[i].Elapsed < reports[i-1].Elapsed {
			t.Fatalf("progress went backwards: %+v then %+v", reports[i-1], reports[i])
		}
		if reports[i].Frontier <= 0 || reports[i].Generated != reports[i].Frontier+reports[i].Expanded {
			t.Fatalf("inconsistent figures %+v", reports[i])
		}
	}
}

// BenchmarkMaze measures A* with Manhattan distance on an open 200x200 grid.
func BenchmarkMaze(b *testing.B) {
	m := randomMaze(rand.New(rand.NewPCG(4, 4)), 200, 200, 0.25)
	p := m.problem(func(i int) int { return m.W - 1 - i%m.W + m.H - 1 - i/m.W })
	b.ReportAllocs()
	for b.Loop() {
		if _, err := AStar(context.Background(), p, Options[int]{}); err != nil {
			b.Fatal(err)
		}
	}
}
