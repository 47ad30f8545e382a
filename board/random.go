package board

import "math/rand/v2"

// Solved is the n-by-n sliding puzzle's goal: tiles in order, blank last.
func Solved(n int) Grid {
	g := Grid{N: n, Tiles: make([]int, n*n)}
	for i := range g.Tiles[:n*n-1] {
		g.Tiles[i] = i + 1
	}
	return g
}

// LoneTwo is the n-by-n 2048 board the 2048 searches start from: a 2 in the upper-right corner.
func LoneTwo(n int) Grid {
	g := Grid{N: n, Tiles: make([]int, n*n)}
	g.Tiles[n-1] = 2
	return g
}

// Scramble is a uniformly random solvable n-by-n sliding puzzle: a random permutation, with the
// first two tiles exchanged when it is unsolvable (which flips its parity).
func Scramble(n int, rng *rand.Rand) Grid {
	g := Grid{N: n, Tiles: rng.Perm(n * n)}
	if p, _ := NewPuzzle(g); !p.Solvable() {
		i, j := 0, 1
		if g.Tiles[i] == 0 {
			i = 2
		} else if g.Tiles[j] == 0 {
			j = 2
		}
		g.Tiles[i], g.Tiles[j] = g.Tiles[j], g.Tiles[i]
	}
	return g
}

// Random2048 is the random start of the right-column and bottom-row rules: each cell holds a 2 with
// probability p, else is blank; an all-blank draw gets a 2 in the upper-right corner so the board
// is never empty.
func Random2048(n int, p float64, rng *rand.Rand) Grid {
	g, empty := Draw2048(n, p, rng)
	if empty {
		g.Tiles[n-1] = 2
	}
	return g
}

// Draw2048 is the random start's draw as its rules word it: each cell a 2 with probability p, else
// blank; empty says no cell got a 2, which those rules call an error (play refuses it, the editor's
// Random2048 puts a 2 in a corner instead). One rng.Float64 per cell, row by row.
func Draw2048(n int, p float64, rng *rand.Rand) (g Grid, empty bool) {
	g = Grid{N: n, Tiles: make([]int, n*n)}
	empty = true
	for i := range g.Tiles {
		if rng.Float64() < p {
			g.Tiles[i], empty = 2, false
		}
	}
	return g, empty
}
