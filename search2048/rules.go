package search2048

import (
	"hash/maphash"

	"github.com/tilesolve/tilesolve/astar/game2048"
	"github.com/tilesolve/tilesolve/board"
)

// beamRank is the beam's rank of a board: the left-column or far-from-corner score, then the blank
// cells. The left-column score looks at the two left columns only, so many boards of a layer tie on
// it, and which of them the beam keeps decides whether it goes on: the one with more blanks has
// merged more.
func beamRank(score, empty int) int64 {
	return int64(max(-1<<31, min(score, 1<<31-1)))<<6 | int64(empty)
}

// The scores suit the right-column rule, the 2 spawning down the right column. The bottom-row rule
// is that rule on the transposed board (the right column read down is the bottom row read across),
// so under it the beam ranks the transposed board.
func transposedRank(rule board.SpawnRule) bool { return rule == board.BottomRow }

// gameRank is beamRank on an n-by-n board (astar.Beam's rank past 6x6).
func gameRank(g *board.Game2048, distance bool) int {
	if transposedRank(g.Spawn()) {
		grid := g.Grid()
		t := make([]int, len(grid.Tiles))
		for i := range t {
			t[i] = grid.Tiles[i%grid.N*grid.N+i/grid.N]
		}
		g, _ = board.NewGame2048(board.NewGrid(grid.N, t), g.Goal(), board.RightColumn)
	}
	score := g.LeftWeightedScore()
	if distance {
		score = g.DistanceWeightedScore()
	}
	empty := 0
	for _, t := range g.Grid().Tiles {
		if t == 0 {
			empty++
		}
	}
	return int(beamRank(score, empty))
}

// board4Rules are game2048.Beam's rules on a Board4.
type board4Rules struct {
	game2048.Game4
	rank       func(board.Board4) int
	transposed bool // see transposedRank
}

func (r board4Rules) Move(b board.Board4, d board.Direction) (board.Board4, bool, bool) {
	next, _, ok, big := b.Move(d, r.Spawn())
	return next, ok, ok && r.Won(next, big)
}

func (r board4Rules) Score(b board.Board4) int64 {
	if r.transposed {
		return beamRank(r.rank(b.Transpose()), b.Empty())
	}
	return beamRank(r.rank(b), b.Empty())
}

func (board4Rules) Largest(b board.Board4) int { return 1 << b.MaxExp() }

func (board4Rules) Hash(b board.Board4) uint64 { return uint64(b) }

// maxCellsN is the largest board the array form takes: 6x6.
const maxCellsN = 6

// cellsN is a board of up to 6x6 as row-major exponents, unused cells zero.
type cellsN [maxCellsN * maxCellsN]byte

// cellsRules are game2048.Beam's rules on cellsN, with the n-by-n board's slide and spawn.
type cellsRules struct {
	n          int
	goalExp    byte
	goal       int
	spawn      board.SpawnRule
	distance   bool // rank by DistanceWeightedScore, not LeftWeightedScore
	transposed bool // see transposedRank
}

func newCellsRules(g *board.Game2048, distance bool) (cellsRules, cellsN, bool) {
	var c cellsN
	n := g.Size()
	if n > maxCellsN {
		return cellsRules{}, c, false
	}
	for i := range n * n {
		t := g.Tile(i)
		for t > 1 {
			c[i]++
			t >>= 1
		}
	}
	goalExp := byte(0)
	for 1<<goalExp < g.Goal() {
		goalExp++
	}
	return cellsRules{n, goalExp, g.Goal(), g.Spawn(), distance, transposedRank(g.Spawn())}, c, true
}

func (r cellsRules) Move(s cellsN, d board.Direction) (cellsN, bool, bool) {
	var next cellsN
	cells := next[:r.n*r.n]
	if !board.SlideCells(cells, s[:r.n*r.n], r.n, d) {
		return next, false, false
	}
	at, ok := r.place(cells)
	if !ok {
		return next, false, false
	}
	cells[at] = 1
	won := false
	for _, e := range cells {
		won = won || e >= r.goalExp
	}
	return next, true, won
}

// score is the board's score on the array, as Game2048 computes it (tested against it).
// place is r.spawn.Place, written out for the two deterministic rules: a slice handed to an
// interface method escapes, which would cost an allocation per move.
func (r cellsRules) place(cells []byte) (int, bool) {
	n := r.n
	switch r.spawn {
	case board.RightColumn:
		for i := n - 1; i < n*n; i += n {
			if cells[i] == 0 {
				return i, true
			}
		}
		return 0, false
	case board.BottomRow:
		for i := (n - 1) * n; i < n*n; i++ {
			if cells[i] == 0 {
				return i, true
			}
		}
		return 0, false
	}
	return r.spawn.Place(append([]byte(nil), cells...), n)
}

func (r cellsRules) Score(s cellsN) int64 {
	empty := 0
	for _, e := range s[:r.n*r.n] {
		if e == 0 {
			empty++
		}
	}
	if r.transposed {
		var t cellsN
		for i := range r.n * r.n {
			t[i] = s[i%r.n*r.n+i/r.n]
		}
		s = t
	}
	return beamRank(r.seedScore(s), empty)
}

func (r cellsRules) seedScore(s cellsN) int {
	n := r.n
	tile := func(i int) int {
		if s[i] == 0 {
			return 0
		}
		return 1 << s[i]
	}
	total := 0
	if r.distance {
		for i := range n * n {
			total += tile(i) * (i/n + n - 1 - i%n)
		}
		return total
	}
	return board.LeftScore(s[:n*n], n)
}

var cellsSeed = maphash.MakeSeed()

func (cellsRules) Hash(s cellsN) uint64 { return maphash.Comparable(cellsSeed, s) }

func (r cellsRules) Largest(s cellsN) int {
	m := byte(0)
	for _, e := range s {
		m = max(m, e)
	}
	return 1 << m
}

func (r cellsRules) Game(s cellsN) *board.Game2048 {
	n := r.n
	tiles := make([]int, n*n)
	for i := range tiles {
		if s[i] != 0 {
			tiles[i] = 1 << s[i]
		}
	}
	g, err := board.NewGame2048(board.NewGrid(n, tiles), r.goal, r.spawn)
	if err != nil {
		panic(err) // tiles a search made from a valid board
	}
	return g
}
