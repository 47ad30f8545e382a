package pdb

import (
	"fmt"
	"strconv"
	"strings"
)

// A puzzle's own goal arrangement gets databases of its own: the same groups of goal cells, each
// holding the tiles the goal puts there, built backwards from that goal. The transposed lookup
// reads a state's transpose in the same database when the goal is its own transpose with the
// tiles renamed, which holds when its blank is on the main diagonal. A goal with its blank off it
// (the middle of an edge, where no symmetry of the square takes it) reads the transpose in a second
// database, of the same groups towards the transposed goal with the tiles keeping their names
// (TransposedGoal, DB.WithTransposed): a transposed state is as far from the transposed goal as the
// state from its goal. The goal is written in the name, so a file read back knows it.

// goalMark separates a partition's name from its goal's in ForGoal's names.
const goalMark = "-goal-"

// goalCell is tile t's goal cell (t = 0: the blank's) under goal (a Partition's Goal; nil: the
// usual goal, tile t in cell t-1, the blank last) on c cells.
func goalCell(goal []int, t, c int) int {
	if goal != nil {
		return goal[t]
	}
	if t == 0 {
		return c - 1
	}
	return t - 1
}

// ForGoal is p for the goal arrangement goal (row-major, 0 the blank) of its board: each group
// holds the tiles goal puts on the cells its tiles have under the usual goal, and the tile goal
// puts on the usual blank's cell stands in for the goal's blank. Boards up to 4x4, whose goal
// fits the name a hex digit a cell.
func (p Partition) ForGoal(goal []int) (Partition, error) {
	c := p.N * p.N
	if p.N > 4 || len(goal) != c {
		return Partition{}, fmt.Errorf("pdb: a goal of %d tiles for %s (goals of their own up to 4x4)", len(goal), p)
	}
	q := p.clone()
	q.Goal = make([]int, c)
	seen := make([]bool, c)
	var name strings.Builder
	for cell, t := range goal {
		if t < 0 || t >= c || seen[t] {
			return Partition{}, fmt.Errorf("pdb: goal %v is not the tiles 0..%d", goal, c-1)
		}
		seen[t] = true
		q.Goal[t] = cell
		name.WriteString(strconv.FormatInt(int64(t), 16))
	}
	for _, g := range q.Groups {
		for i, t := range g {
			if g[i] = goal[t-1]; g[i] == 0 {
				g[i] = goal[c-1]
			}
		}
	}
	q.Name = p.Name + goalMark + name.String()
	if err := q.Check(); err != nil {
		return Partition{}, err
	}
	return q, nil
}

// goalFromName is the Goal a ForGoal name writes, nil for a name without one (or a bad one,
// which Check then refuses with the groups).
func goalFromName(name string, n int) []int {
	i := strings.LastIndex(name, goalMark)
	if i < 0 || len(name)-i-len(goalMark) != n*n {
		return nil
	}
	goal := make([]int, n*n)
	for cell, r := range name[i+len(goalMark):] {
		t, err := strconv.ParseInt(string(r), 16, 0)
		if err != nil || int(t) >= n*n {
			return nil
		}
		goal[t] = cell
	}
	return goal
}

// TransposedGoal is goal (row-major, 0 the blank, on an n-by-n board) transposed about the main
// diagonal, each tile keeping its name: the goal a DB.WithTransposed database is built for.
func TransposedGoal(goal []int, n int) []int {
	out := make([]int, len(goal))
	for cell, t := range goal {
		out[transposeCell(n, cell)] = t
	}
	return out
}

// blankOnDiagonal says whether p's goal is its own transpose with the tiles renamed: its blank is
// on the main diagonal (the usual goal's is).
func (p Partition) blankOnDiagonal() bool {
	b := goalCell(p.Goal, 0, p.N*p.N)
	return transposeCell(p.N, b) == b
}

// checkGoal says whether p's Goal, when it has one, places each tile once.
func (p Partition) checkGoal() error {
	if p.Goal == nil {
		return nil
	}
	c := p.N * p.N
	if len(p.Goal) != c {
		return fmt.Errorf("pdb: a goal of %d cells for a %dx%d board", len(p.Goal), p.N, p.N)
	}
	seen := make([]bool, c)
	for _, cell := range p.Goal {
		if cell < 0 || cell >= c || seen[cell] {
			return fmt.Errorf("pdb: goal cells %v are not the board's cells once each", p.Goal)
		}
		seen[cell] = true
	}
	return nil
}

// WithTransposed is d with its transposed lookup (EstimateReflected, an Estimator's transposed
// sums) read in t, a database of the same board towards d's goal transposed (TransposedGoal),
// tiles keeping their names: for a goal whose blank is off the main diagonal, which is no
// transpose of itself. t's groups may be any (a partition of its own is admissible towards its
// goal; the same groups of goal cells as d's, ForGoal of one partition, count what d's transpose
// would). d and t are not changed.
func (d *DB) WithTransposed(t *DB) (*DB, error) {
	p, q := d.part, t.part
	c := p.N * p.N
	if p.N != q.N {
		return nil, fmt.Errorf("pdb: %s and %s are for other boards", p.Name, q.Name)
	}
	for tile := range c {
		if goalCell(q.Goal, tile, c) != transposeCell(p.N, goalCell(p.Goal, tile, c)) {
			return nil, fmt.Errorf("pdb: %s is not towards the transpose of %s's goal", q.Name, p.Name)
		}
	}
	out := *d
	out.transposed = t
	for tile := range out.reflTile {
		out.reflTile[tile] = uint8(tile)
	}
	return &out, nil
}
