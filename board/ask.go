package board

import (
	"fmt"
	"slices"
	"unsafe"
)

// Settings is what a board holds beside its tiles: the 2048 variant's goal tile and spawn rule. A
// sliding puzzle has none (the zero Settings).
type Settings struct {
	Goal  int       // the tile that wins (2048); 0 for a sliding puzzle
	Spawn SpawnRule // where the new tile appears after a swipe (2048); nil for a sliding puzzle
}

// New makes a board of kind k from g: the one constructor the editor, play and the file reader
// share. A 2048 board takes s's goal and spawn rule (both required); a sliding puzzle ignores s.
// KindAuto decides the kind from the tiles (see Detect). A sliding puzzle's goal is g.Goal.
func New(g Grid, k Kind, s Settings) (Board, error) {
	if k == KindAuto {
		var err error
		if k, err = Detect(g); err != nil {
			return nil, err
		}
	}
	switch k {
	case Kind2048:
		return NewGame2048(g, s.Goal, s.Spawn)
	case KindSliding:
		return NewPuzzle(g)
	}
	return nil, fmt.Errorf("unknown board kind %d", int(k))
}

// Sizes is the smallest and largest side length a board of kind k may have (KindAuto: any kind).
func (k Kind) Sizes() (lo, hi int) {
	if k == Kind2048 {
		return Min2048N, Max2048N
	}
	return 2, MaxN
}

// Noun names a board of kind k in a sentence: "2048 board", "sliding puzzle" (KindAuto: a 2048
// board, the kind a board is when nothing says otherwise).
func (k Kind) Noun() string {
	if k == KindSliding {
		return "sliding puzzle"
	}
	return "2048 board"
}

// MeasureDoubles says whether Measure on a board of kind k counts something that doubles, a
// 2048 board's largest tile, best charted on a log scale; a sliding puzzle's Manhattan distance
// goes down by one a move.
func (k Kind) MeasureDoubles() bool { return k != KindSliding }

// Scored says whether a game on a board of kind k has a score of its own: a 2048 game adds each
// merge's tile, where a sliding puzzle would score one a move, which its moves say already.
func (k Kind) Scored() bool { return k != KindSliding }

// Step is one board of a solution or a game: the board, the move that led to it, where the new
// tile appeared (-1 if none), the cells to mark (merged tiles in 2048, the tile that moved in a
// sliding puzzle) and, in a game, the score at that point.
type Step struct {
	Board   Board
	Dir     Direction // the move from the previous step; meaningless for the first step
	Spawned int
	Changed []int
	Score   int // games only: see play.Game.Score
}

// Settings is the goal and spawn rule.
func (b *Game2048) Settings() Settings { return Settings{Goal: b.goal, Spawn: b.spawn} }

// Shift is Slide as a Board: changed lists the cells that received a merged tile.
func (b *Game2048) Shift(d Direction) (next Board, changed []int, ok bool) {
	g, merged, ok := b.Slide(d)
	if !ok {
		return nil, nil, false // a nil *Game2048 would be a non-nil Board
	}
	return g, merged, true
}

// SpawnTile places the board's rule's new tile, calling draw (uniform in [0, 1)) only when the
// rule has more than one outcome. cell is -1, and b is unchanged, when the rule finds no cell.
func (b *Game2048) SpawnTile(draw func() float64) (next Board, cell int) {
	out := b.spawn.Outcomes(b.Exps(), b.n)
	if len(out) == 0 {
		return b, -1
	}
	o := out[len(out)-1]
	if len(out) > 1 {
		u := draw()
		for _, c := range out {
			if u -= c.P; u < 0 {
				o = c
				break
			}
		}
	}
	return b.Put(o.Cell, o.Exp), o.Cell
}

// Done says the goal tile is reached: some tile is at least the goal.
func (b *Game2048) Done() bool { return b.largest >= b.goal }

// Measure is the largest tile: how far a 2048 board has come.
func (b *Game2048) Measure() (label string, value int) { return "largest tile", b.largest }

// Describe is "a 4-by-4 2048 board for 65536".
func (b *Game2048) Describe() string {
	return fmt.Sprintf("%s %s for %d", SizeName(b.n), Kind2048.Noun(), b.goal)
}

// Bytes is the board's fields and its cells, a byte each.
func (b *Game2048) Bytes() int64 { return int64(unsafe.Sizeof(*b)) + int64(len(b.cells)) }

// Bytes is the puzzle's fields and its tiles, two bytes each: 32 KB on 127 by 127.
func (p *Puzzle) Bytes() int64 { return int64(unsafe.Sizeof(*p)) + int64(len(p.tiles)) }

// Settings is the zero Settings: a sliding puzzle has no goal tile and no spawn.
func (p *Puzzle) Settings() Settings { return Settings{} }

// Shift moves the tile that can go in direction d into the blank; changed is the cell it moved
// to (the blank before).
func (p *Puzzle) Shift(d Direction) (next Board, changed []int, ok bool) {
	q, ok := p.Move(d)
	if !ok {
		return nil, nil, false
	}
	return q, []int{p.blank}, true
}

// Done says the puzzle is solved.
func (p *Puzzle) Done() bool { return p.IsGoal() }

// Measure is the Manhattan distance: how far the puzzle is from solved.
func (p *Puzzle) Measure() (label string, value int) { return "Manhattan distance", int(p.manhattan) }

// Describe is "a 4-by-4 sliding puzzle", "... with its own goal" when the goal is not the usual one.
func (p *Puzzle) Describe() string {
	if p.goal != nil {
		return SizeName(p.n) + " " + KindSliding.Noun() + " with its own goal"
	}
	return SizeName(p.n) + " " + KindSliding.Noun()
}

// Legal lists the directions d in which b.Shift(d) changes b, in Directions order.
func Legal(b Board) []Direction {
	var out []Direction
	for _, d := range Directions {
		if _, _, ok := b.Shift(d); ok {
			out = append(out, d)
		}
	}
	return out
}

// Empty says g holds no tile (every cell blank).
func (g Grid) Empty() bool { return !slices.ContainsFunc(g.Tiles, func(t int) bool { return t != 0 }) }

// Mover is the cell of the tile that slides into the blank when d is played, -1 when d is no
// move.
func (p *Puzzle) Mover(d Direction) int {
	q, ok := p.Move(d)
	if !ok {
		return -1
	}
	return q.blank
}
