package reduction

import (
	"errors"
	"fmt"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/search"
)

// groupBudget is how many states a try at placing three or four tiles at once may store before
// the reducer tries a smaller group.
const groupBudget = 300_000

// pairBudget and pairWeight: two tiles are placed by A* as far as pairBudget stored states,
// then, should that not do, by weighted A* (the estimate counted pairWeight times), which never
// gives up: a way at most pairWeight times as long as the shortest, in practice a few moves
// longer, in a fraction of the time: on a large free region a line's last two tiles can take A*
// a million states, and a big board has many lines.
const (
	pairBudget = 100_000
	pairWeight = 3
)

// placeLine places the tiles whose goal cells are cells (a row or a column, in order) a group at a
// time, as large as the budget allows, always ending with the last two together: they need each
// other's help to go in without moving the tiles placed before them.
func (r *reducer) placeLine(cells []int) error {
	free := 0
	for _, f := range r.fixed {
		if !f {
			free++
		}
	}
	// A group of k tiles has about free^(k+1) placements: on a large free region only small
	// groups search quickly; nearer the end, larger ones shorten the answer. (Pairs on a large
	// region shorten the answer a little but take too much of the second the fast solver has.)
	most := maxGroup
	switch {
	case free > 60:
		most = 1
	case free > 30, r.clock.since(r.started) > fastBudget:
		// Past the budget (the beam ran out of time on a loaded machine) pairs finish soonest.
		most = 2
	}
	for len(cells) > 0 {
		size := len(cells) // all that is left, the last two among them
		if len(cells) > max(most, 2) {
			size = min(most, len(cells)-2)
		}
		for ; ; size-- {
			if len(cells)-size == 1 {
				continue // never leave the last tile alone
			}
			var err error
			switch {
			case size > 2:
				err = r.place(cells[:size], groupBudget, 1)
			case size == 1:
				err = r.place(cells[:size], 0, 1) // free^2 states at most
			default:
				err = r.place(cells[:size], pairBudget, 1)
				if errors.Is(err, search.ErrBudget) {
					err = r.place(cells[:size], 0, pairWeight)
				}
			}
			if err == nil {
				break
			}
			if !errors.Is(err, search.ErrBudget) {
				return err
			}
		}
		for _, cell := range cells[:size] {
			r.fixed[cell] = true
		}
		cells = cells[size:]
	}
	return nil
}

// place brings the tiles whose goal cells are cells home (see placeGroup) and plays the moves on
// the board. It searches first within a box around the tiles, their goal cells and the blank (a
// far smaller space on a large board), then, if the box holds no way, the whole free region. With
// budget > 0 it gives up, changing nothing, past that many stored states; weight is the search's
// (1 for shortest ways).
func (r *reducer) place(cells []int, budget int, weight int32) error {
	if err := r.approach(cells); err != nil {
		return err
	}
	var moves []board.Direction
	var err error
	for _, fence := range [][]bool{r.box(cells, 2), r.fixed} {
		var st astar.Stats
		moves, st, err = placeGroup(r.ctx, r.s, fence, tilesOf(cells), cells, budget, weight, &r.scratch)
		r.work.Expanded += st.Expanded
		r.work.Generated += st.Generated
		if err != nil || moves != nil || r.placed(cells) {
			break
		}
	}
	r.report()
	if err != nil {
		return err
	}
	if moves == nil && !r.placed(cells) {
		return fmt.Errorf("reduction: no way to place tiles %v", cells)
	}
	return r.play(moves)
}

// box is the fixed cells plus every cell more than margin away from the box around the group's
// tiles, their goal cells and the blank.
func (r *reducer) box(goals []int, margin int) []bool {
	around := []int{r.s.blank()}
	for _, g := range goals {
		around = append(around, g, r.s.cellOf(g+1))
	}
	return r.boxAround(around, margin)
}

// boxAround is the fixed cells plus every cell more than margin away from the box around cells.
// It is made a row at a time in one buffer, which the next call overwrites: a large board makes
// it for every hop of every tile (n³ times), and a fresh n² fence each time made the solve
// quadratic in memory traffic (docs/performance.md has the figures).
func (r *reducer) boxAround(cells []int, margin int) []bool {
	n := r.s.n
	lo, hi := [2]int{n, n}, [2]int{-1, -1}
	for _, cell := range cells {
		rc := [2]int{cell / n, cell % n}
		for i := range rc {
			lo[i], hi[i] = min(lo[i], rc[i]), max(hi[i], rc[i])
		}
	}
	if len(r.fence) != n*n {
		r.fence, r.walls = make([]bool, n*n), make([]bool, n)
		for i := range r.walls {
			r.walls[i] = true
		}
	}
	left, right := max(0, min(n, lo[1]-margin)), max(0, min(n, hi[1]+margin+1))
	for row := range n {
		line := r.fence[row*n : (row+1)*n]
		if row < lo[0]-margin || row > hi[0]+margin {
			copy(line, r.walls)
			continue
		}
		copy(line, r.fixed[row*n:(row+1)*n])
		copy(line[:left], r.walls)
		copy(line[right:], r.walls)
	}
	return r.fence
}

// placed says whether the tiles of the goal cells are home already.
func (r *reducer) placed(cells []int) bool {
	for _, c := range cells {
		if int(r.s.cells[c]) != c+1 {
			return false
		}
	}
	return true
}
