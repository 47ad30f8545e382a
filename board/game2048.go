package board

import (
	"fmt"
	"math/bits"
)

// Limits of the 2048 variant. 2^30 keeps every metric far inside an int and is already more than
// a 16-by-16 board is ever searched to.
const (
	Min2048N = 2
	Max2048N = 16
	MaxTile  = 1 << 30
)

// Direction names a move: the way the tiles slide. In the 2048 variant it is the swipe; in the
// sliding puzzle it is the way the one moving tile goes (the blank goes the other way).
type Direction uint8

// The directions in the fixed order in which Neighbors lists them.
const (
	Up Direction = iota
	Down
	Left
	Right
)

// Directions lists every direction in Neighbors order.
var Directions = [...]Direction{Up, Down, Left, Right}

func (d Direction) String() string {
	switch d {
	case Up:
		return "Up"
	case Down:
		return "Down"
	case Left:
		return "Left"
	case Right:
		return "Right"
	}
	return fmt.Sprintf("Direction(%d)", uint8(d))
}

// Neighbor is a board one move away and the move that leads to it.
type Neighbor[B any] struct {
	Dir   Direction
	Board B
}

// Game2048 is an immutable n-by-n board of the 2048 variant with the goal tile to reach
// and the rule that places the 2 after each swipe. Its metrics are computed once, on construction,
// so every accessor is O(1).
type Game2048 struct {
	n     int
	cells string // row-major tile exponents: 0 is blank, k is the tile 2^k; a string so it is immutable and a map key
	goal  int
	spawn SpawnRule

	largest, sum, distance, left int
}

// NewGame2048 checks g and makes it a board with the given goal and spawn rule. Tiles must be 0 or
// powers of two from 2 to MaxTile, and the goal a power of two from 2 to MaxTile.
func NewGame2048(g Grid, goal int, spawn SpawnRule) (*Game2048, error) {
	if err := check2048(g); err != nil {
		return nil, err
	}
	if err := CheckGoal(goal); err != nil {
		return nil, err
	}
	if spawn == nil {
		return nil, fmt.Errorf("no spawn rule")
	}
	cells := make([]byte, len(g.Tiles))
	for i, t := range g.Tiles {
		if t != 0 {
			cells[i] = byte(bits.TrailingZeros(uint(t)))
		}
	}
	return newGame2048(g.N, cells, goal, spawn), nil
}

// CheckGoal says whether goal is a power of two from 2 to MaxTile.
func CheckGoal(goal int) error {
	if goal < 2 || goal > MaxTile || goal&(goal-1) != 0 {
		return fmt.Errorf("goal %d is not a power of two from 2 to %d", goal, MaxTile)
	}
	return nil
}

// check2048 says whether g can be a 2048-variant board, naming the first tile that cannot.
func check2048(g Grid) error {
	if g.N < Min2048N || g.N > Max2048N {
		return SizeError(g.firstLine(), g.N, Kind2048)
	}
	if len(g.Tiles) != g.N*g.N {
		return &InputError{Msg: fmt.Sprintf("a %d-by-%d board has %d tiles, not %d", g.N, g.N, g.N*g.N, len(g.Tiles))}
	}
	if g.Goal != nil {
		e := &InputError{Msg: fmt.Sprintf("a 2048 board's goal is a tile (a setting), not an arrangement: the %d rows after the board are not a sliding puzzle's goal", g.N)}
		if g.goalLines != nil {
			e.Line = g.goalLines[0]
		}
		return e
	}
	for i, t := range g.Tiles {
		if msg := tile2048Problem(t); msg != "" {
			return g.cellError(i, "%s", msg)
		}
	}
	return nil
}

// tile2048Problem says why a 2048 board cannot hold tile t, "" when it can.
func tile2048Problem(t int) string {
	switch {
	case t == 0:
	case t < 2 || t&(t-1) != 0:
		return fmt.Sprintf("tile %d is not 0 or a power of two from 2 up", t)
	case t > MaxTile:
		return fmt.Sprintf("tile %d is larger than %d", t, MaxTile)
	}
	return ""
}

// firstLine is the file line of the board size n, which a size error is about, or 0 for a grid
// typed in.
func (g Grid) firstLine() int { return g.sizeLine }

// newGame2048 wraps cells, which it takes ownership of, and computes the cached metrics.
func newGame2048(n int, cells []byte, goal int, spawn SpawnRule) *Game2048 {
	b := &Game2048{n: n, cells: string(cells), goal: goal, spawn: spawn}
	for i, e := range cells {
		if e == 0 {
			continue
		}
		v := 1 << e
		r, c := i/n, i%n
		b.largest = max(b.largest, v)
		b.sum += v
		b.distance += v * (r + n - 1 - c)
	}
	b.left = LeftScore(cells, n)
	return b
}

// LeftScore is the left-column score of an n-by-n board of tile exponents (row-major, 0
// blank): the first column's tiles by row weights 2, 5, 9, 14..., the bottom-right corner's by -1,
// and each second-column tile that equals, or is half of, the first-column tile in its row. It is
// the one definition: Game2048 caches it, the searches call it, and Board4's nibble version is
// tested against it.
func LeftScore(exps []byte, n int) int {
	tile := func(i int) int {
		if exps[i] == 0 {
			return 0
		}
		return 1 << exps[i]
	}
	s := -tile(n*n - 1)
	for r := range n {
		first, second := tile(r*n), tile(r*n+1)
		s += first * leftWeight(r)
		if second != 0 && (second == first || 2*second == first) {
			s += second
		}
	}
	return s
}

// leftWeight is the left-column score's weight of row r in the leftmost column: (r+2)(r+3)/2 - 1,
// so 2, 5, 9, 14...
func leftWeight(r int) int { return (r+2)*(r+3)/2 - 1 }

// tile is the value at cell index i (row-major).
func (b *Game2048) tile(i int) int {
	if b.cells[i] == 0 {
		return 0
	}
	return 1 << b.cells[i]
}

// Kind is Kind2048.
func (b *Game2048) Kind() Kind { return Kind2048 }

// Size is n, the side length.
func (b *Game2048) Size() int { return b.n }

// Goal is the tile value that wins.
func (b *Game2048) Goal() int { return b.goal }

// Spawn is the rule that places the 2 after each swipe.
func (b *Game2048) Spawn() SpawnRule { return b.spawn }

// Tile is the tile on cell (row-major), 0 for a blank; a cell off the board panics.
func (b *Game2048) Tile(cell int) int { return b.tile(cell) }

// LargestTile is the largest tile on the board (0 on an empty board).
func (b *Game2048) LargestTile() int { return b.largest }

// Sum is the sum of all tiles. Every move adds exactly 2 to it (merges keep it, the spawn adds 2).
func (b *Game2048) Sum() int { return b.sum }

// DistanceWeightedScore is the sum of each tile times its taxicab distance from the upper-right
// corner: the far-from-corner score.
func (b *Game2048) DistanceWeightedScore() int { return b.distance }

// LeftWeightedScore is the left-column score, favouring large tiles low in the leftmost column: row
// weights 2, 5, 9, 14... there, -1 for the bottom-right corner, plus each second-column tile that
// equals, or is half of, the first-column tile in its row.
func (b *Game2048) LeftWeightedScore() int { return b.left }

// Key identifies the tiles; two boards with equal keys (and the same goal and rule) are equal.
func (b *Game2048) Key() string { return b.cells }

// Grid is the board's tiles as a plain grid.
func (b *Game2048) Grid() Grid {
	g := Grid{N: b.n, Tiles: make([]int, len(b.cells))}
	for i := range g.Tiles {
		g.Tiles[i] = b.tile(i)
	}
	return g
}

// String is the board in the file format: n, then the rows.
func (b *Game2048) String() string { return b.Grid().String() }

// Neighbors lists the boards one valid swipe away (move: Slide and the rule's new 2), in the
// order Up, Down, Left, Right: the searches' successors. A swipe is valid when it moves or merges
// some tile and the spawn rule finds a cell for the new 2.
func (b *Game2048) Neighbors() []Neighbor[*Game2048] {
	out := make([]Neighbor[*Game2048], 0, 4)
	for _, d := range Directions {
		if next, _, ok := b.move(d, nil); ok {
			out = append(out, Neighbor[*Game2048]{d, next})
		}
	}
	return out
}

// Swipe is one swipe in full, for showing it: the board after it, the cell (row-major index) where
// the new 2 spawned, and the cells that hold a tile made by a merge.
type Swipe struct {
	Board   *Game2048
	Spawned int
	Merged  []int
}

// Swipe plays d as a search does (move: Slide and the rule's new 2), telling the merged cells
// too. ok is false when d is no move (nothing slides or merges, or no cell for the 2).
func (b *Game2048) Swipe(d Direction) (s Swipe, ok bool) {
	merged := make([]bool, len(b.cells))
	s.Board, s.Spawned, ok = b.move(d, merged)
	if !ok {
		return Swipe{}, false
	}
	for i, m := range merged {
		if m {
			s.Merged = append(s.Merged, i)
		}
	}
	return s, true
}

// Slide is the swipe d without its new tile: every line slid and merged toward d by SlideLine.
// merged lists the cells that received a merged tile. ok is false when nothing changes. It is the
// one swipe: Shift is Slide as a Board; move (Swipe, Neighbors) is Slide's cells and the spawn
// rule's Place; play (play.Game) slides, then asks the rule's Outcomes; the board view tells
// Slide's result tile by tile.
func (b *Game2048) Slide(d Direction) (next *Game2048, merged []int, ok bool) {
	cells := make([]byte, len(b.cells))
	marks := make([]bool, len(b.cells))
	if !b.slideInto(cells, d, marks) {
		return nil, nil, false
	}
	for i, m := range marks {
		if m {
			merged = append(merged, i)
		}
	}
	return newGame2048(b.n, cells, b.goal, b.spawn), merged, true
}

// Put is b with cell (row-major) set to exponent exp (0 blank, k the tile 2^k): where a spawn
// outcome places its tile.
func (b *Game2048) Put(cell int, exp byte) *Game2048 {
	cells := []byte(b.cells)
	cells[cell] = exp
	return newGame2048(b.n, cells, b.goal, b.spawn)
}

// Exps is a copy of the board's tile exponents, row-major: 0 blank, k the tile 2^k. It is what a
// spawn rule's Place and Outcomes read.
func (b *Game2048) Exps() []byte { return []byte(b.cells) }

// slideInto writes Slide's cells into dst (len n*n) before they become a board, and says whether
// anything changed: what move places the new 2 on first. When merged is not nil it marks the cells
// that received a merged tile. The caller makes dst, so that on small boards it stays on its stack.
func (b *Game2048) slideInto(dst []byte, d Direction, merged []bool) bool {
	var src [Max2048N * Max2048N]byte // the tiles as bytes, on the stack
	return slide(src[:copy(src[:], b.cells)], b.n, d, dst, merged)
}

// move is a search's swipe: Slide's cells (slideInto), then the new 2 where the spawn rule's
// Place puts it, made into one board (not two, as Slide then Put would).
func (b *Game2048) move(d Direction, merged []bool) (next *Game2048, spawned int, ok bool) {
	cells := make([]byte, len(b.cells))
	if !b.slideInto(cells, d, merged) {
		return nil, -1, false
	}
	spawned, ok = b.spawn.Place(cells, b.n)
	if !ok {
		return nil, -1, false
	}
	cells[spawned] = 1 // exponent 1: the tile 2
	return newGame2048(b.n, cells, b.goal, b.spawn), spawned, true
}

// LineStart is where line number line (0..n-1) of an n-by-n board begins when its tiles slide
// toward d, and the step from one of its cells to the next away from that edge.
func LineStart(n int, d Direction, line int) (start, step int) {
	switch d {
	case Up:
		return line, n
	case Down:
		return (n-1)*n + line, -n
	case Left:
		return line * n, 1
	}
	return line*n + n - 1, -1
}

// slide writes into dst (len n*n) the exponents in src slid toward d: SlideLine on each line,
// read from the edge the tiles move to. It reports whether anything changed.
func slide(src []byte, n int, d Direction, dst []byte, merged []bool) bool {
	var in, out [Max2048N]byte
	changed := false
	for line := 0; line < n; line++ {
		start, step := LineStart(n, d, line)
		for p, i := 0, start; p < n; p, i = p+1, i+step {
			in[p] = src[i]
		}
		c, m := SlideLine(out[:n], in[:n])
		changed = changed || c
		for p, i := 0, start; p < n; p, i = p+1, i+step {
			dst[i] = out[p]
			if merged != nil && m&(1<<p) != 0 {
				merged[i] = true
			}
		}
	}
	return changed
}

// Metrics are the board's measures, as `tilesolve info` names them.
func (b *Game2048) Metrics() []Metric {
	return []Metric{
		{"largestTile", fmt.Sprint(b.largest)},
		{"distanceWeightedScore", fmt.Sprint(b.distance)},
		{"leftWeightedScore", fmt.Sprint(b.left)},
		{"hasWon", fmt.Sprint(b.Done())},
	}
}
