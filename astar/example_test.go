package astar_test

import (
	"context"
	"fmt"

	"github.com/tilesolve/tilesolve/astar"
)

// ExampleAStar searches a problem of your own: the fewest steps from 1 to 100 where a step adds
// one or doubles. A Problem names the start, the moves from a state, the key that tells states
// apart and the goal; a heuristic (none here) would make it A* rather than breadth-first by cost.
func ExampleAStar() {
	p := astar.Problem[int, int, string]{
		Start: 1,
		Successors: func(n int, visit func(move string, next int)) {
			visit("+1", n+1)
			if n <= 50 {
				visit("x2", 2*n)
			}
		},
		Key:    func(n int) int { return n },
		IsGoal: func(n int) bool { return n == 100 },
	}
	res, err := astar.AStar(context.Background(), p, astar.Options[int]{MaxNodes: 10_000})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Moves)
	fmt.Println(res.Path)
	// Output:
	// [+1 +1 x2 x2 x2 +1 x2 x2]
	// [1 2 3 6 12 24 25 50 100]
}
