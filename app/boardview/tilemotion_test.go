package boardview

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// applyMotion moves before's tiles as m says and grows the spawned tile, checking on the way that
// m accounts for each tile of before exactly once and that no two tiles end in one cell.
func applyMotion(t *testing.T, before board.Grid, m motion) board.Grid {
	t.Helper()
	after := board.Grid{N: before.N, Tiles: make([]int, len(before.Tiles))}
	seen := make([]bool, len(before.Tiles))
	for _, tm := range m.Tiles {
		if tm.From < 0 || tm.From >= len(seen) || tm.To < 0 || tm.To >= len(seen) {
			t.Fatalf("motion %+v leaves the board", tm)
		}
		if seen[tm.From] || before.Tiles[tm.From] != tm.Value || tm.Value == 0 {
			t.Fatalf("motion %+v: cell %d holds %d (or was moved twice)", tm, tm.From, before.Tiles[tm.From])
		}
		seen[tm.From] = true
		if tm.Becomes == 0 {
			continue
		}
		if after.Tiles[tm.To] != 0 {
			t.Fatalf("motion %+v lands on cell %d, which already holds %d", tm, tm.To, after.Tiles[tm.To])
		}
		after.Tiles[tm.To] = tm.Becomes
	}
	for i, v := range before.Tiles {
		if v != 0 && !seen[i] {
			t.Fatalf("the tile %d at cell %d has no motion", v, i)
		}
	}
	if m.Spawn >= 0 {
		if after.Tiles[m.Spawn] != 0 {
			t.Fatalf("spawn at cell %d, which holds %d", m.Spawn, after.Tiles[m.Spawn])
		}
		after.Tiles[m.Spawn] = m.SpawnValue
	}
	return after
}

// checkMerges checks the merged pairs: two tiles of one value meet at one cell, the one that stays
// is the one nearer the edge the tiles slide to (it moves less), and it becomes twice the value.
func checkMerges(t *testing.T, n int, d board.Direction, tiles []tileMotion) {
	t.Helper()
	byTo := map[int][]tileMotion{}
	for _, tm := range tiles {
		if tm.Merged() {
			byTo[tm.To] = append(byTo[tm.To], tm)
		} else if tm.Becomes != tm.Value {
			t.Fatalf("%+v changes value without a merge", tm)
		}
	}
	dist := func(tm tileMotion) int {
		dr, dc := tm.From/n-tm.To/n, tm.From%n-tm.To%n
		return max(dr, -dr) + max(dc, -dc)
	}
	for to, pair := range byTo {
		if len(pair) != 2 || pair[0].Value != pair[1].Value {
			t.Fatalf("%v at cell %d: a merge is two tiles of one value", pair, to)
		}
		stays, goes := pair[0], pair[1]
		if stays.Becomes == 0 {
			stays, goes = goes, stays
		}
		if stays.Becomes != 2*stays.Value || goes.Becomes != 0 || dist(stays) >= dist(goes) {
			t.Fatalf("%v at cell %d (%v): the tile nearer the edge stays and doubles, the other vanishes", pair, to, d)
		}
	}
}

// randomExps is an n-by-n 2048 board of small exponents (0 blank), so that merges are frequent.
func randomExps(n int, rng *rand.Rand) board.Grid {
	g := board.Grid{N: n, Tiles: make([]int, n*n)}
	for i := range g.Tiles {
		if e := rng.IntN(5); e > 0 {
			g.Tiles[i] = 1 << e
		}
	}
	return g
}

// TestSlideMotionMatchesSlideLine checks slideMotion against the rule itself: on random boards of
// every size 2..16, in every direction, the tiles moved as it says make exactly the board that
// board.SlideCells (SlideLine on each line) makes, every line of length n being slid once per board.
func TestSlideMotionMatchesSlideLine(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 3))
	for n := 2; n <= board.Max2048N; n++ {
		for range 60 {
			g := randomExps(n, rng)
			b, err := board.NewGame2048(g, 2048, board.RightColumn)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range board.Directions {
				want := make([]byte, n*n)
				changed := board.SlideCells(want, []byte(b.Key()), n, d)
				tiles, slid, ok := slideMotion(b, d)
				if ok != changed {
					t.Fatalf("%v %v: slideMotion ok %v, SlideCells changed %v", g.Tiles, d, ok, changed)
				}
				if !ok {
					continue
				}
				if slid.Key() != string(want) {
					t.Fatalf("%v %v: slideMotion's board differs from SlideCells'", g.Tiles, d)
				}
				after := applyMotion(t, g, motion{Tiles: tiles, Spawn: -1})
				if after.String() != slid.Grid().String() {
					t.Fatalf("%v %v: the motions make\n%s\nSlideLine makes\n%s", g.Tiles, d, after, slid.Grid())
				}
				checkMerges(t, n, d, tiles)
			}
		}
	}
}

// TestSlideMotionExample is one line told tile by tile: 2 . 2 4 4 swiped left.
func TestSlideMotionExample(t *testing.T) {
	g := board.NewGrid(5, append([]int{2, 0, 2, 4, 4}, make([]int, 20)...))
	b, err := board.NewGame2048(g, 2048, board.RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	tiles, _, ok := slideMotion(b, board.Left)
	want := []tileMotion{{0, 0, 2, 4}, {2, 0, 2, 0}, {3, 1, 4, 8}, {4, 1, 4, 0}}
	if !ok || len(tiles) != len(want) {
		t.Fatalf("slideMotion = %v %v, want %v", tiles, ok, want)
	}
	for i := range want {
		if tiles[i] != want[i] {
			t.Errorf("tile %d: %+v, want %+v", i, tiles[i], want[i])
		}
	}
}

// TestBoardMotion2048 replays swipes on random boards of sizes 2..16 under each spawn rule (the
// classic rule's 4 too): the motion applied to the board before is exactly the board after.
func TestBoardMotion2048(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 4))
	for n := 2; n <= board.Max2048N; n++ {
		for _, rule := range board.SpawnRules {
			for range 10 {
				b, err := board.NewGame2048(randomExps(n, rng), 2048, rule)
				if err != nil {
					t.Fatal(err)
				}
				for _, d := range board.Directions {
					slid, _, ok := b.Slide(d)
					if !ok {
						continue
					}
					// A rule with no cell for the new tile (the right column full) spawns none.
					after, o := slid, board.Outcome{Cell: -1}
					if outs := rule.Outcomes(slid.Exps(), n); len(outs) > 0 {
						o = outs[rng.IntN(len(outs))]
						after = slid.Put(o.Cell, o.Exp)
					}
					m, err := boardMotion(b, after, d)
					if err != nil {
						t.Fatal(err)
					}
					if m.Spawn != o.Cell || o.Cell >= 0 && m.SpawnValue != 1<<o.Exp {
						t.Fatalf("spawn %d (%d), want %d (%d)", m.Spawn, m.SpawnValue, o.Cell, 1<<o.Exp)
					}
					if got := applyMotion(t, b.Grid(), m); got.String() != after.Grid().String() {
						t.Fatalf("%v then %v: the motion makes\n%s\nwant\n%s", b.Grid(), d, got, after.Grid())
					}
				}
			}
		}
	}
}

// TestBoardMotionSliding replays every move on random puzzles of sizes 2..10: one tile moves into
// the blank, the others stay, and the motion makes exactly the board after.
func TestBoardMotionSliding(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 5))
	for n := 2; n <= 10; n++ {
		for range 20 {
			p, err := board.NewPuzzle(board.Scramble(n, rng))
			if err != nil {
				t.Fatal(err)
			}
			for _, nb := range p.Neighbors() {
				m, err := boardMotion(p, nb.Board, nb.Dir)
				if err != nil {
					t.Fatal(err)
				}
				moved := 0
				for _, tm := range m.Tiles {
					if tm.From != tm.To {
						moved++
						if tm.To != p.Blank() || tm.From != nb.Board.Blank() {
							t.Fatalf("%+v: the tile at the blank's new cell moves into its old one", tm)
						}
					}
				}
				if moved != 1 || m.Spawn != -1 || len(m.Tiles) != n*n-1 {
					t.Fatalf("%d tiles move, spawn %d, %d motions", moved, m.Spawn, len(m.Tiles))
				}
				if got := applyMotion(t, p.Grid(), m); got.String() != nb.Board.Grid().String() {
					t.Fatalf("%v then %v: the motion makes\n%s\nwant\n%s", p.Grid(), nb.Dir, got, nb.Board.Grid())
				}
			}
		}
	}
}

// TestBoardMotionErrors refuses boards that are not one move apart.
func TestBoardMotionErrors(t *testing.T) {
	p, _ := board.NewPuzzle(board.NewGrid(2, []int{1, 2, 3, 0}))
	q, _ := board.NewPuzzle(board.NewGrid(2, []int{1, 2, 0, 3}))
	g, _ := board.NewGame2048(board.NewGrid(2, []int{2, 0, 0, 0}), 2048, board.RightColumn)
	h, _ := board.NewGame2048(board.NewGrid(2, []int{0, 2, 0, 0}), 2048, board.RightColumn)
	h2, _ := board.NewGame2048(board.NewGrid(2, []int{0, 2, 0, 2}), 2048, board.RightColumn)
	big, _ := board.NewPuzzle(board.Solved(3))
	tests := []struct {
		name          string
		before, after board.Board
		d             board.Direction
		want          string
	}{
		{"wrong direction", p, q, board.Left, "is not the puzzle with a tile moved Left"},
		{"no such move", p, q, board.Up, "is not the puzzle with a tile moved Up"},
		{"kinds differ", p, g, board.Right, "no motion from a 2-by-2 sliding board to a 2-by-2 2048 board"},
		{"sizes differ", p, big, board.Right, "no motion from a 2-by-2 sliding board to a 3-by-3 sliding board"},
		{"nothing slides", h, h2, board.Right, "swiping Right moves no tile"},
		{"two new tiles", g, game2048Of(board.NewGrid(2, []int{0, 2, 2, 2})), board.Right, "row 2, column 2 holds 2, not 0"},
		{"the spawn alone", g, h2, board.Right, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := boardMotion(tt.before, tt.after, tt.d)
			switch {
			case tt.want == "" && err != nil:
				t.Fatal(err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Fatalf("error %v, want %q", err, tt.want)
			}
		})
	}
}

// game2048Of is a 2048 board of g with the default goal and rule, for tables of boards.
func game2048Of(g board.Grid) *board.Game2048 {
	b, _ := board.NewGame2048(g, 2048, board.RightColumn)
	return b
}
