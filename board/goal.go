package board

import (
	"fmt"
	"slices"
	"strings"
)

// goal is a sliding puzzle's goal arrangement when it is not the usual one. Puzzles of one search
// share it, so a move costs no more than under the usual goal but a table look-up.
type goal struct {
	tiles string  // as Puzzle.tiles: what Equal compares
	home  []int32 // home[t] is tile t's goal cell, home[0] the blank's
	par   int     // the arrangement's parity (Puzzle.parity)
}

// newGoal checks g.Goal, when g has one, against g's size: it must hold each of 0..n*n-1 once,
// the start's tiles. Its errors name the goal's line and cell. The usual goal comes back nil.
func newGoal(g Grid) (*goal, error) {
	if g.Goal == nil {
		return nil, nil
	}
	gg := Grid{N: g.N, Tiles: g.Goal, lines: g.goalLines}
	if err := checkSliding(gg); err != nil {
		if ie, ok := err.(*InputError); ok {
			ie.Msg = "in the goal, " + ie.Msg
		}
		return nil, err
	}
	if slices.Equal(g.Goal, Solved(g.N).Tiles) {
		return nil, nil
	}
	gl := &goal{tiles: string(packTiles(g.Goal)), home: make([]int32, len(g.Goal))}
	for i, t := range g.Goal {
		gl.home[t] = int32(i)
	}
	gl.par = newPuzzle(g.N, []byte(gl.tiles), nil).parity()
	return gl, nil
}

// key is what tells goals apart: "" for the usual one.
func (gl *goal) key() string {
	if gl == nil {
		return ""
	}
	return gl.tiles
}

// parity is the goal's parity: 0 for the usual one.
func (gl *goal) parity() int {
	if gl == nil {
		return 0
	}
	return gl.par
}

// Goal is the arrangement the puzzle's moves are to reach, as a grid (without a Goal of its own):
// Solved(n) under the usual goal.
func (p *Puzzle) Goal() Grid {
	if p.goal == nil {
		return Solved(p.n)
	}
	g := Grid{N: p.n, Tiles: make([]int, p.n*p.n)}
	for t, cell := range p.goal.home {
		g.Tiles[cell] = t
	}
	return g
}

// UsualGoal says whether the goal is the usual one: the tiles in order, the blank last.
func (p *Puzzle) UsualGoal() bool { return p.goal == nil }

// GoalCell is tile t's cell in the goal, t = 0 the blank's.
func (p *Puzzle) GoalCell(t int) int {
	if p.goal != nil {
		return int(p.goal.home[t])
	}
	if t == 0 {
		return p.n*p.n - 1
	}
	return t - 1
}

// WithGoal is the puzzle with the goal tiles (row-major; nil: the usual goal), refused as a file's
// goal is when they are not the puzzle's tiles.
func (p *Puzzle) WithGoal(tiles []int) (*Puzzle, error) {
	g := p.Grid()
	g.Goal = tiles
	if tiles != nil && len(tiles) != p.n*p.n {
		return nil, &InputError{Msg: fmt.Sprintf("the goal has %d tiles; %s sliding puzzle has %d", len(tiles), SizeName(p.n), p.n*p.n)}
	}
	return NewPuzzle(g)
}

// GoalPresets are the goal arrangements the editor and the command line offer by name: the usual
// one, the blank first (an AI textbook's 8-puzzle), and the spiral (older course notes).
var GoalPresets = []string{"blank-last", "blank-first", "spiral"}

// PresetOf is the name of the preset (GoalPresets) that goal, an n-by-n goal row-major, is; ""
// when it is none.
func PresetOf(goal []int, n int) string {
	for _, name := range GoalPresets {
		if tiles, err := PresetGoal(name, n); err == nil && slices.Equal(tiles, goal) {
			return name
		}
	}
	return ""
}

// PresetGoal is the n-by-n goal named name (one of GoalPresets), row-major.
func PresetGoal(name string, n int) ([]int, error) {
	if n < 2 || n > MaxN {
		return nil, SizeError(0, n, KindSliding)
	}
	tiles := make([]int, n*n)
	switch name {
	case "blank-last":
		return Solved(n).Tiles, nil
	case "blank-first":
		for i := range tiles {
			tiles[i] = i
		}
	case "spiral":
		// 1, 2, ... clockwise from the top left, inwards; the blank where the spiral ends.
		r, c, dr, dc := 0, 0, 0, 1
		seen := make([]bool, n*n)
		for t := 1; t < n*n; t++ {
			tiles[r*n+c], seen[r*n+c] = t, true
			if nr, nc := r+dr, c+dc; nr < 0 || nr >= n || nc < 0 || nc >= n || seen[nr*n+nc] {
				dr, dc = dc, -dr
			}
			r, c = r+dr, c+dc
		}
	default:
		return nil, fmt.Errorf("unknown goal %q (want %s, or a puzzle file)", name, strings.Join(GoalPresets, ", "))
	}
	return tiles, nil
}
