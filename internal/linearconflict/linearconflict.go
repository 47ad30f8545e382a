// Package linearconflict counts Manhattan distance plus linear conflicts on sliding puzzles, the
// estimate the solver's IDA* (without databases), the fast solver's lower bound, its beams' rank
// and its window searches share: once on a whole board, or kept up to date as tiles move.
package linearconflict

import "github.com/tilesolve/tilesolve/board"

// linearConflict is Manhattan distance plus linear conflicts (Hansson, Mayer and Yung 1992), kept
// up to date as tiles move. Two tiles in their goal row (or column), in the wrong order, cannot
// pass each other in it: one of them leaves the line and comes back, two moves more than
// Manhattan counts. Per line, the tiles that must leave are those outside a longest run whose
// goal positions increase along the line, so a line adds 2 * (tiles in their goal line - that
// run's length). A move changes at most one line's conflicts, which is counted again.
type Estimate struct {
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
var goalLines = func() (g [MaxN + 1]struct{ row, col [256]uint8 }) {
	for n := 1; n <= MaxN; n++ {
		for t := 1; t <= n*n && t < 256; t++ {
			g[n].row[t], g[n].col[t] = uint8((t-1)/n), uint8((t-1)%n)
		}
	}
	return g
}()

// MaxN is the largest side an Estimate and Lines hold: a tile number fits a byte.
const MaxN = 15

// New is the estimate of the n-by-n board (n <= MaxN) where pos[t] is the cell of tile t,
// towards the usual goal.
func New(n int, pos []uint8) *Estimate {
	e := &Estimate{n: n, cells: make([]uint8, n*n), rowLC: make([]int, n), colLC: make([]int, n),
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
func (e *Estimate) distance(t, i int) int {
	return board.CellDistance(t-1, i, e.n)
}

// Value is Manhattan distance plus twice the tiles that must leave their goal line.
func (e *Estimate) Value() int { return e.manhattan + 2*e.lc }

// Manhattan is the Manhattan distance part of Value.
func (e *Estimate) Manhattan() int { return e.manhattan }

// Move says that tile went from cell from to cell to (the blank went the other way).
func (e *Estimate) Move(tile int, from, to uint8) {
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

func (e *Estimate) recount(line int, row bool) {
	lcs := e.colLC
	if row {
		lcs = e.rowLC
	}
	c := e.lineConflicts(line, row)
	e.lc += c - lcs[line]
	lcs[line] = c
}

func (e *Estimate) lineConflicts(line int, row bool) int {
	return Lines(e.n, e.cells, line, row, e.goals, e.tails)
}

// Lines counts the tiles that must leave row (or column) line of the n-by-n cells: the tiles
// standing in their goal line there, less the longest run of them whose goal positions increase
// along the line. goals and tails are scratch space of capacity n; n is at most MaxN.
func Lines(n int, cells []uint8, line int, row bool, goals, tails []int) int {
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

// Positions is pos[t] = the cell of tile t in cells, pos[0] the blank's: what New starts from.
func Positions(cells []uint8) []uint8 {
	pos := make([]uint8, len(cells))
	for i, t := range cells {
		pos[t] = uint8(i)
	}
	return pos
}

// Of is the Manhattan distance plus linear conflicts of p: a lower bound on its moves, towards
// its goal.
func Of(p *board.Puzzle) int {
	n := p.Size()
	if n > MaxN || !p.UsualGoal() { // the estimate's goal cells are by division
		return wide(p)
	}
	cells := make([]uint8, n*n)
	for i := range cells {
		cells[i] = uint8(p.Tile(i))
	}
	return New(n, Positions(cells)).Value()
}

// wide is Of a board larger than MaxN, or with a goal of its own, counted once: goal rows and
// columns from the goal's cells, each line's run by mustLeave.
func wide(p *board.Puzzle) int {
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

// MoveDelta is the change of Manhattan distance plus linear conflicts when tile t moves from cell
// from into the blank at cell to of the n-by-n cells (left as they were); tile t's goal cell is
// t-1. buf and tails are scratch of capacity n.
func MoveDelta(n int, cells []uint8, t, from, to int, buf, tails []int) int {
	g := t - 1
	return board.CellDistance(g, to, n) - board.CellDistance(g, from, n) + ConflictDelta(n, cells, t, from, to, buf, tails)
}

// ConflictDelta is MoveDelta's linear-conflict part: twice the change in the tiles that must
// leave tile t's goal row or column, the one line its move can change.
func ConflictDelta(n int, cells []uint8, t, from, to int, buf, tails []int) int {
	g := t - 1
	line, row := -1, false
	if from/n == to/n { // along a row: the tile's goal column may gain or lose it
		if col := g % n; col == from%n || col == to%n {
			line = col
		}
	} else if r := g / n; r == from/n || r == to/n {
		line, row = r, true
	}
	if line < 0 {
		return 0
	}
	before := Lines(n, cells, line, row, buf, tails)
	cells[to], cells[from] = uint8(t), 0
	after := Lines(n, cells, line, row, buf, tails)
	cells[to], cells[from] = 0, uint8(t)
	return 2 * (after - before)
}
