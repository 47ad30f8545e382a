package board

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
)

// game reads a 2048 board from rows of numbers, e.g. "16 8 4 2 / 0 0 0 0 / ...".
func game(t testing.TB, rows string, goal int, spawn SpawnRule) *Game2048 {
	t.Helper()
	var tiles []int
	for _, f := range strings.Fields(strings.ReplaceAll(rows, "/", " ")) {
		var v int
		fmt.Sscan(f, &v)
		tiles = append(tiles, v)
	}
	n := 0
	for n*n < len(tiles) {
		n++
	}
	b, err := NewGame2048(NewGrid(n, tiles), goal, spawn)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func rows(b *Game2048) string {
	g := b.Grid()
	var parts []string
	for r := 0; r < g.N; r++ {
		parts = append(parts, fmt.Sprint(g.Tiles[r*g.N:(r+1)*g.N]))
	}
	return strings.Join(parts, " ")
}

func TestMetricsSeedExamples(t *testing.T) {
	tests := []struct {
		name                    string
		rows                    string
		largest, distance, left int
		wonAt2048, wonAtLargest bool
	}{
		// The original assignment's 146 and 216 are arithmetic slips; the written rules give 150
		// and 220.
		{"distance example", "0 0 0 2 / 0 0 0 0 / 0 0 0 0 / 16 2 8 4", 16, 150, 220, false, true},
		{"left example", "32 16 2 2 / 64 16 8 0 / 128 2 0 0 / 256 0 0 0", 256, 2634, 5136, false, true},
		{"Board10", "256 8 0 2 / 256 8 16 2 / 512 4 0 0 / 1024 0 0 0", 1024, 256*3 + 8*2 + 2*0 + 256*4 + 8*3 + 16*2 + 2*1 + 512*5 + 4*4 + 1024*6,
			256*2 + 256*5 + 512*9 + 1024*14, false, true},
		{"empty", "0 0 / 0 0", 0, 0, 0, false, false},
		{"2x2 corner counts twice", "2 0 / 4 4", 4, 2*1 + 4*2 + 4*1, 2*2 + 4*5 - 4 + 4, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := game(t, tt.rows, 2048, RightColumn)
			if b.LargestTile() != tt.largest || b.DistanceWeightedScore() != tt.distance || b.LeftWeightedScore() != tt.left {
				t.Errorf("largest, distance, left = %d, %d, %d; want %d, %d, %d", b.LargestTile(),
					b.DistanceWeightedScore(), b.LeftWeightedScore(), tt.largest, tt.distance, tt.left)
			}
			if b.Done() != tt.wonAt2048 {
				t.Errorf("Done at goal 2048 = %v", b.Done())
			}
			if tt.largest > 0 {
				if won := game(t, tt.rows, tt.largest, RightColumn).Done(); won != tt.wonAtLargest {
					t.Errorf("Done at goal = largest tile: %v", won)
				}
			}
		})
	}
}

// TestTile reads cells by their row-major index; a cell off the board panics, as a slice index
// out of range does (every caller walks 0..n²-1, and an error there was dropped by all of them).
func TestTile(t *testing.T) {
	b := game(t, "256 8 0 2 / 256 8 16 2 / 512 4 0 0 / 1024 0 0 0", 2048, RightColumn)
	for _, tt := range []struct{ cell, want int }{{0, 256}, {2, 0}, {6, 16}, {12, 1024}, {15, 0}} {
		if got := b.Tile(tt.cell); got != tt.want {
			t.Errorf("Tile(%d) = %d, want %d", tt.cell, got, tt.want)
		}
	}
	for _, cell := range []int{-1, 16} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Tile(%d) did not panic", cell)
				}
			}()
			b.Tile(cell)
		}()
	}
}

func TestSwipes(t *testing.T) {
	tests := []struct {
		name, from string
		dir        Direction
		spawn      SpawnRule
		want       string // "" when the swipe is no move
	}{
		// The right-column variant's merge examples: of three equal tiles the two nearest the edge
		// merge.
		{"three in a row left", "0 0 0 0 / 0 2 2 2 / 0 0 0 0 / 4 4 0 4", Left, RightColumn, "[0 0 0 2] [4 2 0 0] [0 0 0 0] [8 4 0 0]"},
		{"three in a row right", "0 0 0 0 / 0 2 2 2 / 0 0 0 0 / 4 4 0 4", Right, RightColumn, "[0 0 0 2] [0 0 2 4] [0 0 0 0] [0 0 4 8]"},
		// The right-column variant's swipe example, then the 2 in the uppermost blank of the right
		// column.
		{"slide right", "2 0 4 0 / 4 2 0 0 / 0 0 0 0 / 2 8 4 2", Right, RightColumn, "[0 0 2 4] [0 0 4 2] [0 0 0 2] [2 8 4 2]"},
		{"one merge per tile", "2 2 4 8 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0", Left, RightColumn, "[4 4 8 2] [0 0 0 0] [0 0 0 0] [0 0 0 0]"},
		{"four equal", "4 4 4 4 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0", Left, RightColumn, "[8 8 0 2] [0 0 0 0] [0 0 0 0] [0 0 0 0]"},
		{"merge across blanks", "2 0 0 2 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0", Left, RightColumn, "[4 0 0 2] [0 0 0 0] [0 0 0 0] [0 0 0 0]"},
		{"swipe down", "16 8 4 2 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0", Down, RightColumn, "[0 0 0 2] [0 0 0 0] [0 0 0 0] [16 8 4 2]"},
		{"swipe up merges column", "0 0 0 2 / 0 0 0 2 / 0 0 0 4 / 0 0 0 4", Up, RightColumn, "[0 0 0 4] [0 0 0 8] [0 0 0 2] [0 0 0 0]"},
		// A swipe that changes nothing is no move.
		{"no-op up", "16 8 4 2 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0", Up, RightColumn, ""},
		{"no-op left", "16 8 4 2 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0", Left, RightColumn, ""},
		{"no-op right", "16 8 4 2 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0", Right, RightColumn, ""},
		// The right-column variant: a right column full after the slide leaves no cell for the 2:
		// no move.
		{"right column full", "0 0 2 0 / 0 0 0 4 / 0 0 0 8 / 0 0 0 2", Right, RightColumn, ""},
		// The bottom-row rule: the leftmost blank of the bottom row.
		{"bottom row", "2 0 4 0 / 4 2 0 0 / 0 0 0 0 / 2 8 4 0", Right, BottomRow, "[0 0 2 4] [0 0 4 2] [0 0 0 0] [2 2 8 4]"},
		{"bottom row full", "2 0 0 0 / 0 0 0 0 / 0 0 0 0 / 2 4 8 16", Right, BottomRow, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := game(t, tt.from, 2048, tt.spawn)
			s, ok := b.Swipe(tt.dir)
			got := ""
			if ok {
				got = rows(s.Board)
			}
			if got != tt.want {
				t.Errorf("%v: got %q, want %q", tt.dir, got, tt.want)
			}
			if ok != containsDir(b.Neighbors(), tt.dir) {
				t.Errorf("Neighbors and Swipe disagree on %v", tt.dir)
			}
		})
	}
}

func containsDir[B any](nbs []Neighbor[B], d Direction) bool {
	for _, nb := range nbs {
		if nb.Dir == d {
			return true
		}
	}
	return false
}

func TestSwipeMarks(t *testing.T) {
	b := game(t, "0 0 0 0 / 0 2 2 2 / 0 0 0 0 / 4 4 0 4", 2048, RightColumn)
	s, ok := b.Swipe(Left)
	if !ok {
		t.Fatal("Left is a move")
	}
	if s.Spawned != 3 {
		t.Errorf("Spawned = %d, want 3 (top right)", s.Spawned)
	}
	if fmt.Sprint(s.Merged) != "[4 12]" {
		t.Errorf("Merged = %v, want [4 12]", s.Merged)
	}
}

func TestNeighborCounts(t *testing.T) {
	tests := []struct {
		rows string
		dirs string
	}{
		{"16 8 4 2 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0", "[Down]"},
		{"0 0 0 2 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0", "[Down Left]"},
		{"0 0 0 0 / 0 2 0 0 / 0 0 0 0 / 0 0 0 0", "[Up Down Left Right]"},
		{"2 0 0 0 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0", "[Down Right]"},
		{"2 4 2 0 / 4 2 4 0 / 2 4 2 0 / 4 2 4 0", "[]"}, // Right fills the right column: no cell for the 2
		{"0 0 0 2 / 0 0 0 4 / 0 0 0 8 / 0 0 0 16", "[Left]"},
		{"0 2 0 0 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0", "[Down Left Right]"},
		{"2 4 8 16 / 4 8 16 32 / 8 16 32 64 / 16 32 64 128", "[]"},
	}
	for _, tt := range tests {
		var dirs []Direction
		for _, nb := range game(t, tt.rows, 2048, RightColumn).Neighbors() {
			dirs = append(dirs, nb.Dir)
		}
		if got := fmt.Sprint(dirs); got != tt.dirs {
			t.Errorf("%s: neighbours %s, want %s", tt.rows, got, tt.dirs)
		}
	}
}

// TestSeedBoard10Path checks Board10's printed solution: each board is a neighbour of the last.
func TestSeedBoard10Path(t *testing.T) {
	path := []string{
		"256 8 0 2 / 256 8 16 2 / 512 4 0 0 / 1024 0 0 0",
		"0 0 0 2 / 512 0 0 0 / 512 16 0 0 / 1024 4 16 4",
		"0 0 0 2 / 0 0 0 0 / 1024 16 0 2 / 1024 4 16 4",
		"0 0 0 2 / 0 0 0 0 / 0 16 0 4 / 2048 4 16 4",
	}
	for i := 1; i < len(path); i++ {
		prev, want := game(t, path[i-1], 2048, RightColumn), game(t, path[i], 2048, RightColumn)
		found := false
		for _, nb := range prev.Neighbors() {
			found = found || nb.Board.Key() == want.Key()
		}
		if !found {
			t.Errorf("step %d is not a neighbour of step %d", i, i-1)
		}
	}
	if !game(t, path[3], 2048, RightColumn).Done() {
		t.Error("the last board has not won")
	}
}

// reference2048 is an independent, deliberately plain implementation of a swipe on [][]int: rotate
// the board so the swipe is Left, slide and merge each row, rotate back, then spawn.
func reference2048(tiles [][]int, d Direction, spawn string) ([][]int, bool) {
	n := len(tiles)
	rotate := func(g [][]int) [][]int { // 90 degrees clockwise
		out := make([][]int, n)
		for r := range out {
			out[r] = make([]int, n)
			for c := range out[r] {
				out[r][c] = g[n-1-c][r]
			}
		}
		return out
	}
	turns := map[Direction]int{Left: 0, Down: 1, Right: 2, Up: 3}[d]
	g := tiles
	for range turns {
		g = rotate(g)
	}
	moved := false
	for r := range g {
		var vals []int
		for _, v := range g[r] {
			if v != 0 {
				vals = append(vals, v)
			}
		}
		var merged []int
		for i := 0; i < len(vals); i++ {
			if i+1 < len(vals) && vals[i] == vals[i+1] {
				merged = append(merged, 2*vals[i])
				i++
			} else {
				merged = append(merged, vals[i])
			}
		}
		row := make([]int, n)
		copy(row, merged)
		for c := range row {
			moved = moved || row[c] != g[r][c]
		}
		g[r] = row
	}
	for range (4 - turns) % 4 {
		g = rotate(g)
	}
	if !moved {
		return nil, false
	}
	for i := 0; i < n; i++ {
		r, c := i, n-1
		if spawn == "bottom-row" {
			r, c = n-1, i
		}
		if g[r][c] == 0 {
			g[r][c] = 2
			return g, true
		}
	}
	return nil, false
}

// TestSwipeAgainstReference plays random boards with both implementations, checking on the way the
// sum+2 invariant and that a board is never changed by moving from it.
func TestSwipeAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 3000; trial++ {
		n := 2 + rng.IntN(5)
		tiles := randomExps(n, rng).Tiles
		spawn := []SpawnRule{RightColumn, BottomRow}[rng.IntN(2)] // the rules a swipe's 2 has one cell under
		b, err := NewGame2048(NewGrid(n, tiles), 2048, spawn)
		if err != nil {
			t.Fatal(err)
		}
		before := b.String()
		for _, d := range Directions {
			grid := make([][]int, n)
			for r := range grid {
				grid[r] = append([]int(nil), tiles[r*n:(r+1)*n]...)
			}
			want, wantOK := reference2048(grid, d, spawn.Name())
			s, ok := b.Swipe(d)
			if ok != wantOK {
				t.Fatalf("%v %s: move %v, reference %v\n%s", d, spawn.Name(), ok, wantOK, b)
			}
			if !ok {
				continue
			}
			if fmt.Sprint(want) != fmt.Sprint(grid2D(s.Board.Grid())) {
				t.Fatalf("%v %s on\n%s gave\n%s want %v", d, spawn.Name(), b, s.Board, want)
			}
			if s.Board.Sum() != b.Sum()+2 {
				t.Fatalf("sum went from %d to %d", b.Sum(), s.Board.Sum())
			}
		}
		if b.String() != before {
			t.Fatalf("swiping changed the board it started from")
		}
	}
}

func grid2D(g Grid) [][]int {
	out := make([][]int, g.N)
	for r := range out {
		out[r] = g.Tiles[r*g.N : (r+1)*g.N]
	}
	return out
}

func TestNewGame2048Rejects(t *testing.T) {
	g := NewGrid(2, []int{2, 0, 0, 0})
	for _, goal := range []int{0, 1, 3, 6, -2048, MaxTile * 2} {
		if _, err := NewGame2048(g, goal, RightColumn); err == nil {
			t.Errorf("goal %d accepted", goal)
		}
	}
	if _, err := NewGame2048(NewGrid(2, []int{2, 3, 0, 0}), 2048, RightColumn); err == nil ||
		err.Error() != "row 1, column 2: tile 3 is not 0 or a power of two from 2 up" {
		t.Errorf("tile 3: %v", err)
	}
}

func TestStringMatchesSeedFile(t *testing.T) {
	data, err := os.ReadFile("testdata/Board10.txt")
	if err != nil {
		t.Fatal(err)
	}
	b := game(t, "256 8 0 2 / 256 8 16 2 / 512 4 0 0 / 1024 0 0 0", 2048, RightColumn)
	if b.String() != string(data) {
		t.Errorf("String =\n%q\nfile =\n%q", b.String(), data)
	}
}

func ExampleGame2048_Neighbors() {
	g, _ := Read(strings.NewReader("4\n16 8 4 2\n0 0 0 0\n0 0 0 0\n0 0 0 0\n"))
	b, _ := NewGame2048(g, 2048, RightColumn)
	for _, nb := range b.Neighbors() {
		fmt.Println(nb.Dir)
		fmt.Print(nb.Board)
	}
	// Output:
	// Down
	// 4
	//  0  0  0  2
	//  0  0  0  0
	//  0  0  0  0
	// 16  8  4  2
}

// BenchmarkNeighbors4x4 measures the move code: each op generates every neighbour of a mid-game
// 4x4 board. moves/s counts the swipes tried.
func BenchmarkNeighbors4x4(b *testing.B) {
	start := game(b, "2 4 0 2 / 16 8 4 0 / 32 64 8 0 / 256 128 4 2", 1<<20, RightColumn)
	b.ReportAllocs()
	for b.Loop() {
		if len(start.Neighbors()) == 0 {
			b.Fatal("no neighbours")
		}
	}
	b.ReportMetric(float64(b.N*len(Directions))/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkSwipes measures every way of swiping an n-by-n board on random mid-game boards of sizes
// 4, 5 and 8: Slide (no spawn, what play's n-by-n expectimax calls), Swipe (with the spawn and the
// merged cells) and Neighbors (the searches' successors). A fixed workload for callgrind, old
// against new: go test -c, then -test.bench=Swipes -test.benchtime=2000x.
func BenchmarkSwipes(b *testing.B) {
	for _, n := range []int{4, 5, 8} {
		rng := rand.New(rand.NewPCG(uint64(n), 7))
		boards := make([]*Game2048, 256)
		for i := range boards {
			boards[i] = game2048Of(randomExps(n, rng))
		}
		for _, way := range []struct {
			name  string
			swipe func(*Game2048)
		}{
			{"Slide", func(g *Game2048) {
				for _, d := range Directions {
					g.Slide(d)
				}
			}},
			{"Swipe", func(g *Game2048) {
				for _, d := range Directions {
					g.Swipe(d)
				}
			}},
			{"Neighbors", func(g *Game2048) { g.Neighbors() }},
		} {
			b.Run(fmt.Sprintf("%s%d", way.name, n), func(b *testing.B) {
				b.ReportAllocs()
				i := 0
				for b.Loop() {
					way.swipe(boards[i&255])
					i++
				}
			})
		}
	}
}

func BenchmarkPuzzleNeighbors4x4(b *testing.B) {
	p, _ := NewPuzzle(NewGrid(4, []int{5, 1, 2, 3, 9, 6, 7, 4, 13, 10, 0, 8, 14, 15, 11, 12}))
	b.ReportAllocs()
	for b.Loop() {
		if len(p.Neighbors()) != 4 {
			b.Fatal("want 4 neighbours")
		}
	}
	b.ReportMetric(float64(b.N*4)/b.Elapsed().Seconds(), "moves/s")
}

// randomExps is an n-by-n 2048 board of small exponents (0 blank), so that merges are frequent.
func randomExps(n int, rng *rand.Rand) Grid {
	g := Grid{N: n, Tiles: make([]int, n*n)}
	for i := range g.Tiles {
		if e := rng.IntN(5); e > 0 {
			g.Tiles[i] = 1 << e
		}
	}
	return g
}

// game2048Of is a 2048 board of g with the default goal and rule, for tables of boards.
func game2048Of(g Grid) *Game2048 {
	b, _ := NewGame2048(g, 2048, RightColumn)
	return b
}

// TestSwipesDeriveFromSlide: on random boards of sizes 2..16 under every spawn rule, each way of
// swiping is Slide, the one swipe, and no second rule: Shift is Slide as a Board; Swipe is Slide
// with the new 2 on the cell the rule's Place picks and the same merged cells; Neighbors is Swipe
// in every direction that is a move.
func TestSwipesDeriveFromSlide(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 11))
	for n := Min2048N; n <= Max2048N; n++ {
		for _, rule := range SpawnRules {
			for range 8 {
				b, err := NewGame2048(randomExps(n, rng), 2048, rule)
				if err != nil {
					t.Fatal(err)
				}
				var want []Neighbor[*Game2048]
				for _, d := range Directions {
					slid, merged, ok := b.Slide(d)
					shifted, changed, shiftOK := b.Shift(d)
					if ok != shiftOK || ok && (shifted.String() != slid.String() || !slices.Equal(changed, merged)) {
						t.Fatalf("%v %v: Shift differs from Slide", b.Grid().Tiles, d)
					}
					s, swipeOK := b.Swipe(d)
					cell, placed := -1, false
					if ok {
						cell, placed = rule.Place(slid.Exps(), n)
					}
					if swipeOK != (ok && placed) {
						t.Fatalf("%v %v: Swipe ok %v, Slide ok %v, Place ok %v", b.Grid().Tiles, d, swipeOK, ok, placed)
					}
					if !swipeOK {
						continue
					}
					if s.Spawned != cell || s.Board.Key() != slid.Put(cell, 1).Key() || !slices.Equal(s.Merged, merged) {
						t.Fatalf("%v %v: Swipe is not Slide and the rule's 2", b.Grid().Tiles, d)
					}
					want = append(want, Neighbor[*Game2048]{d, s.Board})
				}
				got := b.Neighbors()
				if len(got) != len(want) {
					t.Fatalf("%v: %d neighbours, %d swipes", b.Grid().Tiles, len(got), len(want))
				}
				for i := range got {
					if got[i].Dir != want[i].Dir || got[i].Board.Key() != want[i].Board.Key() {
						t.Fatalf("%v: neighbour %d is not the swipe %v", b.Grid().Tiles, i, want[i].Dir)
					}
				}
			}
		}
	}
}
