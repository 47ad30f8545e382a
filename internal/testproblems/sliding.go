package testproblems

import (
	"math/rand/v2"
	"sync"
)

// The sliding puzzle as the pattern-database search sees it: pos[t] is the cell of tile t,
// pos[0] the blank's; cells[i] is the tile on cell i, 0 the blank.

// GoalPos is the goal: tile t on cell t-1, the blank on the last cell.
func GoalPos(n int) []uint8 {
	pos := make([]uint8, n*n)
	for t := 1; t < n*n; t++ {
		pos[t] = uint8(t - 1)
	}
	pos[0] = uint8(n*n - 1)
	return pos
}

// Positions turns cells into pos.
func Positions(cells []uint8) []uint8 {
	pos := make([]uint8, len(cells))
	for i, t := range cells {
		pos[t] = uint8(i)
	}
	return pos
}

// RandomMove moves the blank to a random neighbour in pos and cells; it returns the tile that
// moved and its old and new cells.
func RandomMove(rng *rand.Rand, n int, pos, cells []uint8) (tile int, from, to uint8) {
	b := int(pos[0])
	var nbs [4]int
	k := 0
	if b >= n {
		nbs[k], k = b-n, k+1
	}
	if b < n*n-n {
		nbs[k], k = b+n, k+1
	}
	if b%n > 0 {
		nbs[k], k = b-1, k+1
	}
	if b%n < n-1 {
		nbs[k], k = b+1, k+1
	}
	nb := nbs[rng.IntN(k)]
	tile = int(cells[nb])
	cells[b], cells[nb] = uint8(tile), 0
	pos[tile], pos[0] = uint8(b), uint8(nb)
	return tile, uint8(nb), uint8(b)
}

// Exact3x3 is the oracle for the 8-puzzle: a breadth-first search from the goal over full
// states (cells) reaches all 9!/2 = 181,440 solvable states, each with its exact distance.
var Exact3x3 = sync.OnceValue(func() map[[9]uint8]int {
	var goal [9]uint8
	for i := 0; i < 8; i++ {
		goal[i] = uint8(i + 1)
	}
	return Exact3x3From(goal)
})

// Exact3x3From is Exact3x3 for another goal: every state that reaches goal (cells), with its
// exact distance.
func Exact3x3From(goal [9]uint8) map[[9]uint8]int {
	dist := map[[9]uint8]int{goal: 0}
	queue := [][9]uint8{goal}
	for head := 0; head < len(queue); head++ {
		s := queue[head]
		blank := 0
		for s[blank] != 0 {
			blank++
		}
		r, c := blank/3, blank%3
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			nr, nc := r+d[0], c+d[1]
			if nr < 0 || nr > 2 || nc < 0 || nc > 2 {
				continue
			}
			t := s
			t[blank], t[nr*3+nc] = t[nr*3+nc], 0
			if _, ok := dist[t]; !ok {
				dist[t] = dist[s] + 1
				queue = append(queue, t)
			}
		}
	}
	return dist
}

// Scrambled is the goal's cells after moves random moves of the blank.
func Scrambled(rng *rand.Rand, n, moves int) []uint8 {
	pos, cells := GoalPos(n), make([]uint8, n*n)
	for tile, p := range pos {
		cells[p] = uint8(tile)
	}
	for range moves {
		RandomMove(rng, n, pos, cells)
	}
	return cells
}
