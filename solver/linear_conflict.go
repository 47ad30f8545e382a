package solver

import "github.com/tilesolve/tilesolve/board"

// linearConflict is Manhattan distance plus linear conflicts (Hansson, Mayer and Yung 1992), kept
// up to date as tiles move. Two tiles in their goal row (or column), in the wrong order, cannot
// pass each other in it: one of them leaves the line and comes back, two moves more than
// Manhattan counts. Per line, the tiles that must leave are those outside a longest run whose
// goal positions increase along the line, so a line adds 2 * (tiles in their goal line - that
// run's length). A move changes at most one line's conflicts, which is counted again.
type linearConflict struct {
	n         int
	cells     []uint8 // the tile in each cell, 0 for the blank
	manhattan int
	rowLC     []int // tiles that must leave each row
	colLC     []int
	lc        int   // sum of rowLC and colLC
	goals     []int // scratch: one line's goal positions in the order the tiles stand
	tails     []int // scratch: the least last goal of an increasing run of each length
}

// goalLines holds, by side and tile, the row and column of the tile's goal cell.
var goalLines = func() (g [MaxIDAN + 1]struct{ row, col [256]uint8 }) {
	for n := 1; n <= MaxIDAN; n++ {
		for t := 1; t <= n*n && t < 256; t++ {
			g[n].row[t], g[n].col[t] = uint8((t-1)/n), uint8((t-1)%n)
		}
	}
	return g
}()

// newLinearConflict starts from pos, where pos[t] is the cell of tile t.
func newLinearConflict(n int, pos []uint8) *linearConflict {
	e := &linearConflict{n: n, cells: make([]uint8, n*n), rowLC: make([]int, n), colLC: make([]int, n),
		goals: make([]int, 0, n), tails: make([]int, 0, n)}
	for t := 1; t < n*n; t++ {
		e.cells[pos[t]] = uint8(t)
		e.manhattan += e.distance(t, int(pos[t]))
	}
	for i := 0; i < n; i++ {
		e.rowLC[i] = e.lineConflicts(i, true)
		e.colLC[i] = e.lineConflicts(i, false)
		e.lc += e.rowLC[i] + e.colLC[i]
	}
	return e
}

// distance is tile t's Manhattan distance from cell i to its goal cell t-1.
func (e *linearConflict) distance(t, i int) int {
	return board.CellDistance(t-1, i, e.n)
}

func (e *linearConflict) value() int { return e.manhattan + 2*e.lc }

func (e *linearConflict) move(tile int, from, to uint8) {
	e.manhattan += e.distance(tile, int(to)) - e.distance(tile, int(from))
	e.cells[to], e.cells[from] = uint8(tile), 0
	// Only a line the tile belongs to (its goal line) can change its conflicts by its coming or
	// going: the others hold the same tiles of their own in the same order.
	n, g := e.n, tile-1
	if int(from)/n == int(to)/n { // along a row: two columns change
		if col := g % n; col == int(from)%n || col == int(to)%n {
			e.recount(col, false)
		}
	} else if row := g / n; row == int(from)/n || row == int(to)/n {
		e.recount(row, true)
	}
}

func (e *linearConflict) recount(line int, row bool) {
	lcs := e.colLC
	if row {
		lcs = e.rowLC
	}
	c := e.lineConflicts(line, row)
	e.lc += c - lcs[line]
	lcs[line] = c
}

func (e *linearConflict) lineConflicts(line int, row bool) int {
	return lineConflicts(e.n, e.cells, line, row, e.goals, e.tails)
}

// lineConflicts counts the tiles that must leave row (or column) line of the n-by-n cells: the
// tiles standing in their goal line there, less the longest run of them whose goal positions
// increase along the line. goals and tails are scratch space of capacity n; n is at most
// MaxIDAN, as on every slidingState.
func lineConflicts(n int, cells []uint8, line int, row bool, goals, tails []int) int {
	goals = goals[:0]
	home := &goalLines[n] // no division in the loop: a beam calls this for every child
	cell, step := line*n, 1
	if !row {
		cell, step = line, n
	}
	for range n {
		t := cells[cell]
		cell += step
		if t == 0 {
			continue
		}
		r, c := int(home.row[t]), int(home.col[t])
		if row && r == line {
			goals = append(goals, c)
		} else if !row && c == line {
			goals = append(goals, r)
		}
	}
	return mustLeave(goals, tails)
}

// mustLeave is how many of a line's tiles, standing in it in the order of their goal positions
// goals, must leave it: all but a longest run whose goals increase. tails is scratch.
func mustLeave(goals, tails []int) int {
	if len(goals) < 2 {
		return 0
	}
	// Longest increasing run by patience: tails[k] is the least last goal of a run of k+1.
	tails = tails[:0]
	for _, g := range goals {
		k := 0
		for k < len(tails) && tails[k] < g {
			k++
		}
		if k == len(tails) {
			tails = append(tails, g)
		} else {
			tails[k] = g
		}
	}
	return len(goals) - len(tails)
}

// ManhattanLinearConflict is the Manhattan distance plus linear conflicts of p: a lower bound on
// its moves, and the one the fast solver's lengths are measured against.
func ManhattanLinearConflict(p *board.Puzzle) int {
	s, err := newSlidingState(p)
	if err != nil || !p.UsualGoal() { // the estimator's goal cells are by division
		return wideLinearConflict(p)
	}
	return newLinearConflict(p.Size(), s.positions()).value()
}

// wideLinearConflict is ManhattanLinearConflict of a board larger than slidingState holds, or
// with a goal of its own, counted once: goal rows and columns from the goal's cells, each line's
// run by mustLeave.
func wideLinearConflict(p *board.Puzzle) int {
	n := p.Size()
	goals, tails := make([]int, 0, n), make([]int, 0, n)
	lc := 0
	for line := range n {
		for _, row := range []bool{true, false} {
			goals = goals[:0]
			for i := range n {
				r, c := line, i
				if !row {
					r, c = i, line
				}
				t := p.Tile(r*n + c)
				if t == 0 {
					continue
				}
				if gr, gc := p.GoalCell(t)/n, p.GoalCell(t)%n; row && gr == line {
					goals = append(goals, gc)
				} else if !row && gc == line {
					goals = append(goals, gr)
				}
			}
			lc += mustLeave(goals, tails)
		}
	}
	return p.Manhattan() + 2*lc
}
