package astar_test

import (
	"context"
	"fmt"

	"github.com/tilesolve/tilesolve/astar"
)

// An Observer hears each state A* takes off its frontier: here a walk along a line from 0 to 3,
// estimating the steps left as the distance.
func ExampleObserver() {
	line := astar.Problem[int, int, int]{
		Start: 0,
		Successors: func(i int, visit func(int, int)) {
			for _, j := range []int{i - 1, i + 1} {
				if j >= -2 && j <= 3 {
					visit(j, j)
				}
			}
		},
		Key:       func(i int) int { return i },
		IsGoal:    func(i int) bool { return i == 3 },
		Heuristic: func(i int) int { return max(3-i, i-3) },
	}
	watch := func(e *astar.Expansion[int]) {
		fmt.Printf("state %d: g %d h %d f %d, %d waiting, goal %v\n", e.State, e.G, e.H, e.Priority, e.Frontier, e.Goal)
	}
	res, _ := astar.AStar(context.Background(), line, astar.Options[int]{Observer: watch})
	fmt.Println("expanded", res.Stats.Expanded, "path", res.Path)
	// Output:
	// state 0: g 0 h 3 f 3, 0 waiting, goal false
	// state 1: g 1 h 2 f 3, 1 waiting, goal false
	// state 2: g 2 h 1 f 3, 1 waiting, goal false
	// state 3: g 3 h 0 f 3, 1 waiting, goal true
	// expanded 3 path [0 1 2 3]
}
