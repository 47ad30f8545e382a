package board

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func game2048(t testing.TB, n, goal int, spawn SpawnRule, tiles ...int) *Game2048 {
	t.Helper()
	g, err := NewGame2048(NewGrid(n, tiles), goal, spawn)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Shift plays a move without its spawn on either kind, and marks what changed.
func TestShift(t *testing.T) {
	g := game2048(t, 2, 8, RightColumn, 2, 2, 0, 0)
	p := puzzle(t, 2, 1, 2, 0, 3)
	tests := []struct {
		name    string
		b       Board
		d       Direction
		ok      bool
		after   []int
		changed []int
	}{
		{"2048 merge left", g, Left, true, []int{4, 0, 0, 0}, []int{0}},
		{"2048 merge right", g, Right, true, []int{0, 4, 0, 0}, []int{1}},
		{"2048 slide down, no merge", g, Down, true, []int{0, 0, 2, 2}, nil},
		{"2048 up changes nothing", g, Up, false, nil, nil},
		{"sliding tile left into the blank", p, Left, true, []int{1, 2, 3, 0}, []int{2}},
		{"sliding tile down into the blank", p, Down, true, []int{0, 2, 1, 3}, []int{2}},
		{"sliding up: no tile below", p, Up, false, nil, nil},
		{"sliding right: no tile left", p, Right, false, nil, nil},
	}
	for _, tt := range tests {
		next, changed, ok := tt.b.Shift(tt.d)
		if ok != tt.ok {
			t.Errorf("%s: ok %v, want %v", tt.name, ok, tt.ok)
			continue
		}
		if !ok {
			continue
		}
		if got := next.Grid().Tiles; !slices.Equal(got, tt.after) || !slices.Equal(changed, tt.changed) {
			t.Errorf("%s: %v changed %v, want %v changed %v", tt.name, got, changed, tt.after, tt.changed)
		}
		if next.Kind() != tt.b.Kind() || next.Settings() != tt.b.Settings() {
			t.Errorf("%s: the move lost the kind or settings", tt.name)
		}
	}
}

// SpawnTile places the board's rule's tile, drawing only when the rule must choose.
func TestSpawnTile(t *testing.T) {
	noDraw := func() float64 { t.Error("drew a random number for a rule with one outcome"); return 0 }
	classic := game2048(t, 2, 8, Classic, 4, 0, 0, 0)
	first := Classic.Outcomes(classic.Exps(), 2)[0]
	tests := []struct {
		name  string
		b     Spawner
		draw  func() float64
		cell  int
		after []int
	}{
		{"right column: uppermost blank", game2048(t, 2, 8, RightColumn, 4, 0, 0, 0), noDraw, 1, []int{4, 2, 0, 0}},
		{"bottom row: leftmost blank", game2048(t, 2, 8, BottomRow, 4, 0, 0, 0), noDraw, 2, []int{4, 0, 2, 0}},
		{"full board: no tile", game2048(t, 2, 8, RightColumn, 2, 4, 8, 16), noDraw, -1, []int{2, 4, 8, 16}},
		{"classic, draw 0: the first outcome", classic, func() float64 { return 0 }, first.Cell,
			func() []int { g := []int{4, 0, 0, 0}; g[first.Cell] = 1 << first.Exp; return g }()},
	}
	for _, tt := range tests {
		next, cell := tt.b.SpawnTile(tt.draw)
		if got := next.Grid().Tiles; cell != tt.cell || !slices.Equal(got, tt.after) {
			t.Errorf("%s: %v at %d, want %v at %d", tt.name, got, cell, tt.after, tt.cell)
		}
	}
}

// Done, Measure, Describe and Settings answer for either kind.
func TestAskTheBoard(t *testing.T) {
	tests := []struct {
		name     string
		b        Board
		done     bool
		label    string
		value    int
		describe string
		settings Settings
	}{
		{"2048 short of the goal", game2048(t, 2, 8, RightColumn, 2, 2, 0, 4), false, "largest tile", 4, "a 2-by-2 2048 board for 8", Settings{8, RightColumn}},
		{"2048 at the goal", game2048(t, 2, 8, BottomRow, 2, 8, 0, 4), true, "largest tile", 8, "a 2-by-2 2048 board for 8", Settings{8, BottomRow}},
		{"2048 empty", game2048(t, 8, 2048, RightColumn, make([]int, 64)...), false, "largest tile", 0, "an 8-by-8 2048 board for 2048", Settings{2048, RightColumn}},
		{"sliding one move off", puzzle(t, 2, 1, 2, 0, 3), false, "Manhattan distance", 1, "a 2-by-2 sliding puzzle", Settings{}},
		{"sliding solved", puzzle(t, 3, 1, 2, 3, 4, 5, 6, 7, 8, 0), true, "Manhattan distance", 0, "a 3-by-3 sliding puzzle", Settings{}},
		{"sliding seed example", puzzle(t, 3, 8, 1, 3, 4, 0, 2, 7, 6, 5), false, "Manhattan distance", 10, "a 3-by-3 sliding puzzle", Settings{}},
	}
	for _, tt := range tests {
		label, value := tt.b.Measure()
		if tt.b.Done() != tt.done || label != tt.label || value != tt.value || tt.b.Describe() != tt.describe || tt.b.Settings() != tt.settings {
			t.Errorf("%s: done %v, %s %d, %q, %+v; want %v, %s %d, %q, %+v", tt.name, tt.b.Done(), label, value,
				tt.b.Describe(), tt.b.Settings(), tt.done, tt.label, tt.value, tt.describe, tt.settings)
		}
	}
}

func TestLegal(t *testing.T) {
	tests := []struct {
		name string
		b    Board
		want []Direction
	}{
		{"2048", game2048(t, 2, 8, RightColumn, 2, 2, 0, 0), []Direction{Down, Left, Right}},
		{"2048 stuck", game2048(t, 2, 64, RightColumn, 2, 4, 8, 16), nil},
		{"sliding, blank bottom-left", puzzle(t, 2, 1, 2, 0, 3), []Direction{Down, Left}},
		{"sliding, blank in the middle", puzzle(t, 3, 1, 2, 3, 4, 0, 5, 6, 7, 8), []Direction{Up, Down, Left, Right}},
	}
	for _, tt := range tests {
		if got := Legal(tt.b); !slices.Equal(got, tt.want) {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestKindSizes(t *testing.T) {
	tests := []struct {
		k      Kind
		lo, hi int
	}{{Kind2048, Min2048N, Max2048N}, {KindSliding, 2, MaxN}, {KindAuto, 2, MaxN}}
	for _, tt := range tests {
		if lo, hi := tt.k.Sizes(); lo != tt.lo || hi != tt.hi {
			t.Errorf("%v: %d..%d, want %d..%d", tt.k, lo, hi, tt.lo, tt.hi)
		}
		// Every size in range makes a board of the kind; the next ones out do not.
		if tt.k == KindAuto {
			continue
		}
		lo, hi := tt.k.Sizes()
		for _, n := range []int{lo - 1, lo, hi, hi + 1} {
			_, err := New(sizedGrid(tt.k, n), tt.k, Settings{Goal: 2048, Spawn: RightColumn})
			if (err == nil) != (n >= lo && n <= hi) {
				t.Errorf("%v n=%d: err %v", tt.k, n, err)
			}
		}
	}
}

// sizedGrid is a valid board grid of kind k and side n for the size test: the solved puzzle, or one 2.
func sizedGrid(k Kind, n int) Grid {
	tiles := make([]int, n*n)
	if k == KindSliding {
		for i := range tiles[:len(tiles)-1] {
			tiles[i] = i + 1
		}
	} else {
		tiles[0] = 2
	}
	return NewGrid(n, tiles)
}

func TestNew(t *testing.T) {
	two := NewGrid(2, []int{2, 0, 0, 0})
	slide := NewGrid(2, []int{1, 2, 0, 3})
	tests := []struct {
		name string
		g    Grid
		k    Kind
		s    Settings
		want Kind // 0 (KindAuto) when New must fail
	}{
		{"2048", two, Kind2048, Settings{2048, RightColumn}, Kind2048},
		{"auto 2048", two, KindAuto, Settings{2048, BottomRow}, Kind2048},
		{"sliding ignores settings", slide, KindSliding, Settings{}, KindSliding},
		{"auto sliding", slide, KindAuto, Settings{2048, RightColumn}, KindSliding},
		{"2048 without a rule", two, Kind2048, Settings{Goal: 2048}, KindAuto},
		{"2048 with a bad goal", two, Kind2048, Settings{3, RightColumn}, KindAuto},
		{"sliding tiles as 2048", slide, Kind2048, Settings{2048, RightColumn}, KindAuto},
		{"2048 tiles as sliding", two, KindSliding, Settings{}, KindAuto},
		{"unknown kind", two, Kind(9), Settings{2048, RightColumn}, KindAuto},
	}
	for _, tt := range tests {
		b, err := New(tt.g, tt.k, tt.s)
		switch {
		case tt.want == KindAuto && err == nil:
			t.Errorf("%s: made %v, want an error", tt.name, b)
		case tt.want != KindAuto && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case err == nil && (b.Kind() != tt.want || !slices.Equal(b.Grid().Tiles, tt.g.Tiles)):
			t.Errorf("%s: %v %v, want a %v board of %v", tt.name, b.Kind(), b.Grid().Tiles, tt.want, tt.g.Tiles)
		case err == nil && tt.want == Kind2048 && b.Settings() != tt.s:
			t.Errorf("%s: settings %+v, want %+v", tt.name, b.Settings(), tt.s)
		}
	}
}

func TestCellDistance(t *testing.T) {
	tests := []struct{ a, b, n, want int }{{0, 15, 4, 6}, {15, 0, 4, 6}, {5, 5, 3, 0}, {2, 6, 3, 4}, {1, 2, 2, 2}}
	for _, tt := range tests {
		if got := CellDistance(tt.a, tt.b, tt.n); got != tt.want {
			t.Errorf("CellDistance(%d, %d, %d) = %d, want %d", tt.a, tt.b, tt.n, got, tt.want)
		}
	}
}

func TestGridEmpty(t *testing.T) {
	if !NewGrid(2, make([]int, 4)).Empty() || NewGrid(2, []int{0, 0, 2, 0}).Empty() || NewGrid(2, []int{1, 2, 3, 0}).Empty() {
		t.Error("Empty is wrong")
	}
}

func ExampleNew() {
	g, _ := Read(strings.NewReader("2\n0 2\n0 0\n"))
	b, err := New(g, KindAuto, Settings{Goal: 8, Spawn: RightColumn})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(b.Describe())
	next, merged, _ := b.Shift(Left)
	after, cell := next.(Spawner).SpawnTile(nil) // a 2048 board spawns; ask b.(Spawner) when unsure
	label, value := after.Measure()
	fmt.Println(merged, cell, label, value, after.Done())
	fmt.Print(after)
	// Output:
	// a 2-by-2 2048 board for 8
	// [] 1 largest tile 2 false
	// 2
	// 2 2
	// 0 0
}

// Mover names the tile a move slides (the hint's cell), ClickMoves what a click plays, and
// WhyUnsolvable answers from the rules alone: on a sliding puzzle (TestCapabilities: only there).
func TestMoverClickAndWhy(t *testing.T) {
	p, err := NewPuzzle(NewGrid(3, []int{1, 2, 3, 4, 0, 5, 7, 8, 6}))
	if err != nil {
		t.Fatal(err)
	}
	for d, want := range map[Direction]int{Up: 7, Down: 1, Left: 5, Right: 3} {
		if got := p.Mover(d); got != want {
			t.Errorf("puzzle Mover(%v) = %d, want %d", d, got, want)
		}
	}
	corner, _ := NewPuzzle(NewGrid(2, []int{1, 2, 3, 0}))
	if got := corner.Mover(Up); got != -1 {
		t.Errorf("Mover(Up) with the blank on the bottom row = %d, want -1", got)
	}
	if got := p.ClickMoves(3); !slices.Equal(got, []Direction{Right}) {
		t.Errorf("puzzle ClickMoves(3) = %v", got)
	}
	if _, ok := p.WhyUnsolvable(); ok {
		t.Error("a solvable puzzle says why it is unsolvable")
	}
	swapped, _ := NewPuzzle(NewGrid(3, []int{2, 1, 3, 4, 0, 5, 7, 8, 6}))
	if u, ok := swapped.WhyUnsolvable(); !ok || u.Cells != [2]int{0, 1} {
		t.Errorf("an odd permutation: %+v %v", u, ok)
	}
}

// TestCapabilities: each kind has the capabilities its rules give it and no others, so no method
// of a board does nothing: a 2048 board spawns but takes no clicks and cannot tell from its rules
// alone that it is unsolvable; a sliding puzzle is the other way round. Before the split, Board
// made both kinds carry all three (a Puzzle's SpawnTile and a Game2048's ClickMoves did nothing).
func TestCapabilities(t *testing.T) {
	g := game2048(t, 2, 8, RightColumn, 2, 0, 0, 0)
	p := puzzle(t, 2, 1, 2, 0, 3)
	for _, tc := range []struct {
		name                          string
		b                             Board
		spawns, clickable, explainers bool
	}{
		{"2048", g, true, false, false},
		{"sliding", p, false, true, true},
	} {
		_, spawns := tc.b.(Spawner)
		_, clickable := tc.b.(Clickable)
		_, explains := tc.b.(Explainer)
		if spawns != tc.spawns || clickable != tc.clickable || explains != tc.explainers {
			t.Errorf("%s: Spawner %v, Clickable %v, Explainer %v; want %v %v %v",
				tc.name, spawns, clickable, explains, tc.spawns, tc.clickable, tc.explainers)
		}
	}
}

// TestKindAnswers checks what a kind says of its boards against the boards: each board's
// Describe uses its kind's Noun, a 2048 board's Measure (the largest tile) doubles on a merge,
// where a sliding puzzle's (the Manhattan distance) moves by one a move.
func TestKindAnswers(t *testing.T) {
	g, err := NewGame2048(NewGrid(2, []int{2, 2, 0, 0}), 2048, RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewPuzzle(NewGrid(3, []int{1, 2, 3, 4, 5, 6, 7, 0, 8}))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		b           Board
		d           Direction
		grows, base int // the measure after d is base*grows when it doubles, base+grows when not
	}{{g, Left, 2, 2}, {p, Left, -1, 1}} {
		k := c.b.Kind()
		if !strings.Contains(c.b.Describe(), k.Noun()) {
			t.Errorf("%v: %q does not name a %q", k, c.b.Describe(), k.Noun())
		}
		next, _, ok := c.b.Shift(c.d)
		if !ok {
			t.Fatalf("%v: %v is no move", k, c.d)
		}
		_, before := c.b.Measure()
		_, after := next.Measure()
		want := before + c.grows
		if k.MeasureDoubles() {
			want = before * c.grows
		}
		if before != c.base || after != want {
			t.Errorf("%v (MeasureDoubles %v): measure %d then %d, want %d then %d", k, k.MeasureDoubles(), before, after, c.base, want)
		}
	}
	if !Kind2048.Scored() || KindSliding.Scored() {
		t.Error("a 2048 game is scored, a sliding puzzle's is not")
	}
}
