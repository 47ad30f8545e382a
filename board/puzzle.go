package board

import (
	"fmt"
	"strings"
)

// Puzzle is an immutable n-by-n sliding puzzle: the tiles 1..n*n-1 and a blank (0), and the goal
// its moves are to reach: the usual one (the tiles in row-major order, the blank last) or any
// other arrangement (Goal). Hamming and Manhattan distances to the goal are computed once, so they
// are O(1).
type Puzzle struct {
	n     int
	tiles string // 2 bytes a tile, little-endian, row-major: n may reach 127, so tiles exceed a byte
	blank int    // index of the blank
	goal  *goal  // nil: the usual goal

	// int32, so that with the goal the puzzle takes 48 bytes as it did before it had one: A*
	// stores millions.
	hamming, manhattan int32
}

// NewPuzzle checks that g holds each of 0..n*n-1 exactly once, and so does its goal when it has
// one (g.Goal), and makes it a puzzle.
func NewPuzzle(g Grid) (*Puzzle, error) {
	if err := checkSliding(g); err != nil {
		return nil, err
	}
	gl, _ := newGoal(g) // checkSliding checked it
	return newPuzzle(g.N, packTiles(g.Tiles), gl), nil
}

// packTiles is tiles two bytes each, little-endian: a Puzzle's form.
func packTiles(tiles []int) []byte {
	out := make([]byte, 2*len(tiles))
	for i, t := range tiles {
		out[2*i], out[2*i+1] = byte(t), byte(t>>8)
	}
	return out
}

// checkSliding says whether g is a permutation of 0..n*n-1, naming the first duplicate, out-of-range
// or (when none) missing tile, and so is its goal when it has one.
func checkSliding(g Grid) error {
	if g.N < 2 || g.N > MaxN {
		return SizeError(g.firstLine(), g.N, KindSliding)
	}
	if len(g.Tiles) != g.N*g.N {
		return &InputError{Msg: fmt.Sprintf("%s board has %d tiles, not %d", SizeName(g.N), g.N*g.N, len(g.Tiles))}
	}
	seenAt := make([]int, len(g.Tiles)) // 1 + index where each tile was first seen
	for i, t := range g.Tiles {
		if msg := slidingTileProblem(g, t); msg != "" {
			return g.cellError(i, "%s", msg)
		}
		if seenAt[t] != 0 {
			first := seenAt[t] - 1
			return g.cellError(i, "tile %d appears twice (also at row %d, column %d)", t, first/g.N+1, first%g.N+1)
		}
		seenAt[t] = i + 1
	}
	_, err := newGoal(g)
	return err
}

// slidingTileProblem says why a sliding puzzle of g's size cannot hold tile t, "" when it can.
func slidingTileProblem(g Grid, t int) string {
	if t < 0 || t >= len(g.Tiles) {
		return fmt.Sprintf("tile %d is out of range 0..%d for %s sliding puzzle", t, len(g.Tiles)-1, SizeName(g.N))
	}
	return ""
}

func newPuzzle(n int, tiles []byte, gl *goal) *Puzzle {
	p := &Puzzle{n: n, tiles: string(tiles), goal: gl}
	for i := 0; i < n*n; i++ {
		t := p.tile(i)
		if t == 0 {
			p.blank = i
			continue
		}
		if !p.home(t, i) {
			p.hamming++
		}
		p.manhattan += int32(p.distance(t, i))
	}
	return p
}

func (p *Puzzle) tile(i int) int { return int(p.tiles[2*i]) | int(p.tiles[2*i+1])<<8 }

// distance is how many moves tile t at cell i is from its goal cell: t-1 under the usual goal.
func (p *Puzzle) distance(t, i int) int {
	if p.goal != nil {
		return CellDistance(int(p.goal.home[t]), i, p.n)
	}
	return CellDistance(t-1, i, p.n)
}

// home says whether cell i is tile t's goal cell.
func (p *Puzzle) home(t, i int) bool {
	if p.goal != nil {
		return int(p.goal.home[t]) == i
	}
	return t == i+1
}

// CellDistance is the taxicab distance between cells a and b (row-major) of an n-wide board: the
// moves a sliding tile needs from one to the other. It is the one Manhattan distance.
func CellDistance(a, b, n int) int {
	dr, dc := a/n-b/n, a%n-b%n
	return max(dr, -dr) + max(dc, -dc)
}

// Kind is KindSliding.
func (p *Puzzle) Kind() Kind { return KindSliding }

// Size is n, the side length.
func (p *Puzzle) Size() int { return p.n }

// Tile is the tile on cell (row-major), 0 for the blank; a cell off the board panics.
func (p *Puzzle) Tile(cell int) int { return p.tile(cell) }

// Hamming is the number of tiles (not counting the blank) out of place.
func (p *Puzzle) Hamming() int { return int(p.hamming) }

// Manhattan is the sum over tiles of their row and column distances to their goal cells.
func (p *Puzzle) Manhattan() int { return int(p.manhattan) }

// IsGoal says whether the tiles are in their goal cells (with no tile out of place, the blank is
// in its own).
func (p *Puzzle) IsGoal() bool { return p.hamming == 0 }

// Equal says whether q has the same size, tiles and goal.
func (p *Puzzle) Equal(q *Puzzle) bool {
	return q != nil && p.n == q.n && p.tiles == q.tiles && p.goal.key() == q.goal.key()
}

// Key identifies the tiles: two puzzles of one size are Equal exactly when their keys are.
func (p *Puzzle) Key() string { return p.tiles }

// Blank is the row-major index of the blank.
func (p *Puzzle) Blank() int { return p.blank }

// Neighbors lists the puzzles one move away: a tile next to the blank slides into it. They come in
// the order of the tile's direction Up, Down, Left, Right; a puzzle has 2, 3 or 4.
func (p *Puzzle) Neighbors() []Neighbor[*Puzzle] {
	out := make([]Neighbor[*Puzzle], 0, 4)
	for _, d := range Directions {
		if q, ok := p.Move(d); ok {
			out = append(out, Neighbor[*Puzzle]{d, q})
		}
	}
	return out
}

// Move slides the tile that can go in direction d into the blank. ok is false when no tile can.
func (p *Puzzle) Move(d Direction) (*Puzzle, bool) {
	from := SlideSource(p.n, p.blank, d)
	if from < 0 {
		return nil, false
	}
	return p.swap(from, p.blank), true
}

// swap exchanges cells i and j, updating the distances by the two cells' change.
func (p *Puzzle) swap(i, j int) *Puzzle {
	tiles := []byte(p.tiles)
	tiles[2*i], tiles[2*j] = tiles[2*j], tiles[2*i]
	tiles[2*i+1], tiles[2*j+1] = tiles[2*j+1], tiles[2*i+1]
	q := &Puzzle{n: p.n, tiles: string(tiles), blank: p.blank, goal: p.goal, hamming: p.hamming, manhattan: p.manhattan}
	for _, pair := range [2][2]int{{i, j}, {j, i}} {
		from, to := pair[0], pair[1]
		t := p.tile(from)
		if t == 0 {
			q.blank = to
			continue
		}
		if p.goal == nil { // the usual goal, tile t's cell t-1: A*'s inner loop, kept to a branch
			q.manhattan += int32(CellDistance(t-1, to, p.n) - CellDistance(t-1, from, p.n))
			q.hamming += int32(b2i(t != to+1) - b2i(t != from+1))
			continue
		}
		q.manhattan += int32(p.distance(t, to) - p.distance(t, from))
		q.hamming += int32(b2i(!p.home(t, to)) - b2i(!p.home(t, from)))
	}
	return q
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Twin is the puzzle with the first two (non-blank) tiles exchanged. Exactly one of a puzzle and its
// twin is solvable.
func (p *Puzzle) Twin() *Puzzle {
	return p.swap(p.twinCells())
}

// Solvable says whether moves can reach the goal: the one parity rule, which WhyUnsolvable
// explains. Read row by row, the tiles' pairs out of order keep their parity on an odd size; on
// an even size their sum with the blank's rows above the bottom does; so the puzzle and its goal
// must agree in it (the usual goal has 0 of each).
func (p *Puzzle) Solvable() bool { return p.parity() == p.goal.parity() }

// parity is the puzzle's invariant: its pairs out of order, plus on an even size the blank's rows
// above the bottom, modulo 2.
func (p *Puzzle) parity() int {
	parity := p.inversions()
	if p.n%2 == 0 {
		parity += p.n - 1 - p.blank/p.n
	}
	return parity % 2
}

// Grid is the puzzle's tiles as a plain grid, with its goal (Grid.Goal) when that is not the
// usual one.
func (p *Puzzle) Grid() Grid {
	g := Grid{N: p.n, Tiles: make([]int, p.n*p.n)}
	for i := range g.Tiles {
		g.Tiles[i] = p.tile(i)
	}
	if p.goal != nil {
		g.Goal = p.Goal().Tiles
	}
	return g
}

// String is the puzzle in the file format: n, then the rows, then the goal's rows when the goal
// is not the usual one.
func (p *Puzzle) String() string { return p.Grid().String() }

// Metrics are the puzzle's measures, as `tilesolve info` names them.
func (p *Puzzle) Metrics() []Metric {
	m := []Metric{
		{"hamming", fmt.Sprint(p.hamming)},
		{"manhattan", fmt.Sprint(p.manhattan)},
		{"solvable", fmt.Sprint(p.Solvable())},
	}
	if p.goal != nil {
		m = append(m, Metric{"goal", strings.Trim(fmt.Sprint(p.Goal().Tiles), "[]")})
	}
	return m
}
