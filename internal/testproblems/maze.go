// Package testproblems holds the small search problems every algorithm of the astar family and
// pdb's tables are tested on, each with a breadth-first oracle written apart from them (as gonum
// keeps graph/internal/testgraphs): a test compares a search's answer with the oracle's. It
// imports nothing of this module, so that astar's and pdb's own tests can use it.
package testproblems

import "math/rand/v2"

// Maze is a grid of open and wall cells; a state is a cell's index (row by row), the start is
// cell 0 and the goal the far corner.
type Maze struct {
	W, H  int
	Walls []bool
}

// RandomMaze walls each cell with probability density, leaving the start and the goal open.
func RandomMaze(rng *rand.Rand, w, h int, density float64) Maze {
	m := Maze{W: w, H: h, Walls: make([]bool, w*h)}
	for i := range m.Walls {
		m.Walls[i] = rng.Float64() < density
	}
	m.Walls[0], m.Walls[w*h-1] = false, false
	return m
}

// OpenMaze is a w-by-h maze without walls.
func OpenMaze(w, h int) Maze { return Maze{W: w, H: h, Walls: make([]bool, w*h)} }

// Goal is the far corner's index.
func (m Maze) Goal() int { return m.W*m.H - 1 }

// Neighbors calls visit with each open cell next to cell i: up, down, left, right.
func (m Maze) Neighbors(i int, visit func(int)) {
	x, y := i%m.W, i/m.W
	for _, d := range [4][2]int{{0, -1}, {0, 1}, {-1, 0}, {1, 0}} {
		nx, ny := x+d[0], y+d[1]
		if nx >= 0 && nx < m.W && ny >= 0 && ny < m.H && !m.Walls[ny*m.W+nx] {
			visit(ny*m.W + nx)
		}
	}
}

// Adjacent says whether a step from i to j is a move of the maze.
func (m Maze) Adjacent(i, j int) bool {
	adjacent := false
	m.Neighbors(i, func(k int) { adjacent = adjacent || k == j })
	return adjacent
}

// Distance is the oracle: the fewest moves from the start to the goal, -1 when none.
func (m Maze) Distance() int {
	dist := make([]int, m.W*m.H)
	for i := range dist {
		dist[i] = -1
	}
	dist[0] = 0
	queue := []int{0}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		m.Neighbors(i, func(j int) {
			if dist[j] < 0 {
				dist[j] = dist[i] + 1
				queue = append(queue, j)
			}
		})
	}
	return dist[m.Goal()]
}

// Manhattan is the admissible, consistent estimate of the moves from i to the goal.
func (m Maze) Manhattan(i int) int { return m.W - 1 - i%m.W + m.H - 1 - i/m.W }
