package reduction

import (
	"github.com/tilesolve/tilesolve/board"
)

// On boards over approachOver a tile can stand a hundred cells from its goal, with the blank as far
// from it; a box around them holds too many placements for the group search to place them in
// time (docs/performance.md). So there the reduction first brings each tile of a group within approachNear of its
// goal in hops of at most approachHop cells each way, leading the blank to the tile's side by a
// breadth-first walk before each hop; the group is then placed from near by. Boards up to
// approachOver are placed as before.
const (
	approachOver = 15
	approachNear = 8
	approachHop  = 6
)

// approach brings the tiles whose goal cells are goals near them (see approachNear). A hop it
// cannot make leaves the tile where it is, for the group search to place from there.
func (r *reducer) approach(goals []int) error {
	if r.s.n <= approachOver {
		return nil
	}
	for _, g := range goals {
		for {
			if err := r.ctx.Err(); err != nil {
				return err
			}
			at := r.s.cellOf(g + 1)
			if board.CellDistance(at, g, r.s.n) <= approachNear {
				break
			}
			to := r.waypoint(at, g)
			if to < 0 {
				break
			}
			if err := r.leadBlank(at, to); err != nil {
				return err
			}
			moves, st, err := placeGroup(r.ctx, r.s, r.boxAround([]int{at, to, r.s.blank()}, 2), []int{g + 1}, []int{to}, 0, 1, &r.scratch)
			r.work.Expanded += st.Expanded
			r.work.Generated += st.Generated
			if err != nil {
				return err
			}
			if moves == nil {
				break
			}
			if err := r.play(moves); err != nil {
				return err
			}
		}
	}
	return nil
}

// waypoint is a free cell up to approachHop rows and columns from cell at towards goal, or -1
// when each such cell is placed already.
func (r *reducer) waypoint(at, goal int) int {
	n := r.s.n
	step := func(from, to int) int { return from + max(-approachHop, min(approachHop, to-from)) }
	row, col := step(at/n, goal/n), step(at%n, goal%n)
	for _, c := range []int{row*n + col, row*n + at%n, at/n*n + col} {
		if c != at && !r.fixed[c] {
			return c
		}
	}
	return -1
}

// leadBlank walks the blank, by a shortest way through cells neither placed nor the tile's at,
// to the side of at nearest to, so that the hop's box is small. It leaves the blank where it is
// when no way exists.
func (r *reducer) leadBlank(at, to int) error {
	n := r.s.n
	dest, best := -1, 1<<30
	for _, d := range board.Directions {
		if c := board.SlideSource(n, at, d); c >= 0 && !r.fixed[c] && board.CellDistance(c, to, n) < best {
			dest, best = c, board.CellDistance(c, to, n)
		}
	}
	from := r.s.blank()
	if dest < 0 || from == dest {
		return nil
	}
	if len(r.walk) != n*n {
		r.walk = make([]int32, n*n)
	}
	prev := r.walk // the cell the walk came from, +1; 0: not reached
	prev[from] = int32(from) + 1
	queue := append(r.queue[:0], from)
	defer func() { // only the cells reached are cleared: the walk is short on a board of n² cells
		for _, c := range queue {
			prev[c] = 0
		}
		r.queue = queue
	}()
	for head := 0; head < len(queue) && prev[dest] == 0; head++ {
		c := queue[head]
		for _, d := range board.Directions {
			next := board.SlideSource(n, c, d)
			if next >= 0 && next != at && !r.fixed[next] && prev[next] == 0 {
				prev[next] = int32(c) + 1
				queue = append(queue, next)
			}
		}
	}
	if prev[dest] == 0 {
		return nil
	}
	var path []int // the blank's cells, dest first
	for c := dest; c != from; c = int(prev[c]) - 1 {
		path = append(path, c)
	}
	moves := make([]board.Direction, 0, len(path))
	blank := from
	for i := len(path) - 1; i >= 0; i-- {
		d, _ := board.StepDirection(n, blank, path[i]) // neighbours: the walk's steps
		moves = append(moves, d)
		blank = path[i]
	}
	return r.play(moves)
}
