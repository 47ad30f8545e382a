package session

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// SetGrid then Board gives back the board of each kind, with the 2048 settings.
func TestEditRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name string
		kind board.Kind
		grid board.Grid
	}{
		{"2048", board.Kind2048, board.NewGrid(4, []int{2, 0, 0, 4, 0, 8, 0, 0, 16, 0, 0, 0, 0, 0, 2, 1024})},
		{"2048 2x2", board.Kind2048, board.NewGrid(2, []int{0, 0, 0, 2})},
		{"sliding 3x3", board.KindSliding, board.NewGrid(3, []int{1, 2, 3, 4, 5, 6, 7, 0, 8})},
		{"sliding 4x4", board.KindSliding, board.Solved(4)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := NewEdit(1)
			e.SetGoal(4096)
			e.SetSpawn(board.BottomRow)
			e.SetGrid(tc.kind, tc.grid)
			b, err := e.Board()
			if err != nil || b == nil {
				t.Fatalf("Board() = %v, %v", b, err)
			}
			if b.Kind() != tc.kind || e.Kind() != tc.kind || e.Size() != tc.grid.N || e.BadCell() != -1 {
				t.Errorf("kind %v (edit %v), size %d, bad cell %d", b.Kind(), e.Kind(), e.Size(), e.BadCell())
			}
			if got := b.Grid(); !reflect.DeepEqual(got.Tiles, tc.grid.Tiles) {
				t.Errorf("tiles %v, want %v", got.Tiles, tc.grid.Tiles)
			}
			if g, ok := b.(*board.Game2048); ok && (g.Goal() != 4096 || g.Spawn() != board.BottomRow) {
				t.Errorf("goal %d spawn %v, want 4096 and bottom row", g.Goal(), g.Spawn())
			}
		})
	}
}

// A cell that makes no board gives an error naming it, marks it, and leaves no board; fixing it
// brings the board back.
func TestEditBadCell(t *testing.T) {
	for _, tc := range []struct {
		name string
		kind board.Kind
		grid board.Grid
		cell int
		text string
		want string
	}{
		{"not a number", board.Kind2048, board.LoneTwo(4), 2, "x", `row 1, column 3: "x" is not a whole number`},
		{"odd tile in 2048", board.Kind2048, board.LoneTwo(4), 6, "3", "row 2, column 3"},
		{"duplicate in sliding", board.KindSliding, board.Solved(3), 8, "8", "row 3, column 3: tile 8 appears twice"},
		{"spaces trimmed, still bad", board.Kind2048, board.LoneTwo(3), 4, " 2x ", `row 2, column 2: "2x" is not a whole number`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := NewEdit(1)
			e.SetGrid(tc.kind, tc.grid)
			before := e.Cell(tc.cell)
			e.SetCell(tc.cell, tc.text)
			b, err := e.Board()
			if b != nil || err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Board() = %v, %v; want nil and an error containing %q", b, err, tc.want)
			}
			if e.BadCell() != tc.cell {
				t.Errorf("bad cell %d, want %d", e.BadCell(), tc.cell)
			}
			e.SetCell(tc.cell, before)
			if b, err := e.Board(); b == nil || err != nil || e.BadCell() != -1 {
				t.Errorf("after undoing the edit: %v, %v, bad cell %d", b, err, e.BadCell())
			}
		})
	}
}

// SetSize keeps the top-left cells the two sizes share and blanks the rest.
func TestEditSetSize(t *testing.T) {
	grid4 := board.NewGrid(4, []int{2, 4, 8, 16, 32, 64, 128, 256, 2, 4, 8, 16, 32, 64, 128, 256})
	for _, tc := range []struct {
		name string
		n    int
		want []string
	}{
		{"shrink", 2, []string{"2", "4", "32", "64"}},
		{"grow", 5, []string{
			"2", "4", "8", "16", "",
			"32", "64", "128", "256", "",
			"2", "4", "8", "16", "",
			"32", "64", "128", "256", "",
			"", "", "", "", ""}},
		{"same", 4, []string{"2", "4", "8", "16", "32", "64", "128", "256", "2", "4", "8", "16", "32", "64", "128", "256"}},
		{"clamped up", 1, []string{"2", "4", "32", "64"}},
		{"clamped down", MaxEditN(board.Kind2048) + 1, nil}, // checked by size only
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := NewEdit(1)
			e.SetGrid(board.Kind2048, grid4)
			e.SetSize(tc.n)
			if tc.want == nil {
				if m := MaxEditN(board.Kind2048); e.Size() != m || e.Cell(0) != "2" || e.Cell(m*m-1) != "" {
					t.Errorf("size %d", e.Size())
				}
				return
			}
			var got []string
			for i := range e.Size() * e.Size() {
				got = append(got, e.Cell(i))
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("cells %q, want %q", got, tc.want)
			}
			if b, err := e.Board(); b == nil || err != nil {
				t.Errorf("no board after resizing: %v", err)
			}
		})
	}
}

// Randomize draws a board of the kind being edited, the same for the same seed: a solvable
// sliding puzzle, or a 2048 board of 2s.
func TestEditRandomize(t *testing.T) {
	for _, tc := range []struct {
		kind board.Kind
		n    int
		p    float64
	}{
		{board.KindSliding, 3, 0}, {board.KindSliding, 4, 0}, {board.KindSliding, 10, 0},
		{board.Kind2048, 4, 0.25}, {board.Kind2048, 2, 0.05}, {board.Kind2048, 10, 0.95},
	} {
		t.Run(tc.kind.String(), func(t *testing.T) {
			var grids [2]string
			for run := range grids {
				e := NewEdit(42)
				e.SetSize(tc.n)
				e.NewBoard(tc.kind)
				e.SetP(tc.p)
				e.Randomize()
				b, err := e.Board()
				if err != nil || b.Kind() != tc.kind || e.Size() != tc.n {
					t.Fatalf("random board: %v, %v (size %d)", b, err, e.Size())
				}
				switch b := b.(type) {
				case *board.Puzzle:
					if !b.Solvable() {
						t.Errorf("unsolvable puzzle:\n%v", b)
					}
				case *board.Game2048:
					twos := 0
					for _, v := range b.Grid().Tiles {
						if v != 0 && v != 2 {
							t.Fatalf("tile %d in a random start", v)
						}
						twos += v / 2
					}
					if twos == 0 {
						t.Error("no 2 on the board")
					}
				}
				grids[run] = e.Snapshot()
			}
			if grids[0] != grids[1] {
				t.Errorf("seed 42 drew %s, then %s", grids[0], grids[1])
			}
		})
	}
}

// The editor's searches are the solver's registry: every algorithm of each kind is offered, in
// rank order after Automatic, with options only it reads; the keys earlier versions saved still
// choose the same search under the same words, and each choice's search accepts a board of its kind.
func TestSearchChoicesFromRegistry(t *testing.T) {
	grids := map[board.Kind]board.Grid{
		board.KindSliding: board.NewGrid(3, []int{1, 2, 3, 4, 5, 6, 7, 0, 8}),
		board.Kind2048:    board.NewGrid(4, []int{2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}),
	}
	saved := map[board.Kind][]solver.Choice{
		board.KindSliding: {
			{Key: "auto", Label: "Automatic: the best search for the size", Config: solver.Config{Algorithm: solver.AlgoAuto}},
			{Key: "manhattan", Label: "A*, shortest, Manhattan distance", Config: solver.Config{Algorithm: "astar", Heuristic: solver.HeuristicManhattan}},
			{Key: "linear-conflict", Label: "A*, shortest, Manhattan plus linear conflicts", Config: solver.Config{Algorithm: "astar", Heuristic: solver.HeuristicLinearConflict}},
			{Key: "hamming", Label: "A*, shortest, Hamming distance (slow)", Config: solver.Config{Algorithm: "astar", Heuristic: solver.HeuristicHamming}},
			{Key: "ida", Label: "IDA*, shortest (pattern databases on 4-by-4)", Config: solver.Config{Algorithm: "ida"}},
			{Key: "fast", Label: "Fast: short, not proven shortest", Config: solver.Config{Algorithm: "fast"}},
		},
		board.Kind2048: {
			{Key: "auto", Label: "Automatic: best-first, or beam from goal 4096", Config: solver.Config{Algorithm: solver.AlgoAuto}},
			{Key: "left", Label: "Best-first, left-column score", Config: solver.Config{Algorithm: "best-first", Priority: solver.PriorityLeft}},
			{Key: "distance", Label: "Best-first, far-from-corner score", Config: solver.Config{Algorithm: "best-first", Priority: solver.PriorityDistance}},
			{Key: "beam", Label: "Beam: long goals such as 65536 on 4-by-4", Config: solver.Config{Algorithm: "beam"}},
		},
	}
	for k, g := range grids {
		b, err := board.New(g, k, board.Settings{Goal: 2048, Spawn: board.RightColumn})
		if err != nil {
			t.Fatal(err)
		}
		choices := SearchChoices(k)
		if len(choices) == 0 || choices[0].Key != "auto" {
			t.Fatalf("%v: the first choice is not Automatic: %+v", k, choices)
		}
		var offered []string // each algorithm once, in the order first offered
		keys, labels := map[string]bool{}, map[string]bool{}
		for _, c := range choices {
			if c.Key == "" || c.Label == "" || keys[c.Key] || labels[c.Label] {
				t.Errorf("%v: choice %+v has an empty or repeated key or label", k, c)
			}
			keys[c.Key], labels[c.Label] = true, true
			a, err := solver.Pick(b, c.config.Algorithm)
			if err != nil {
				t.Errorf("%v: %q: %v", k, c.Key, err)
				continue
			}
			if c.config.Heuristic != "" && !a.Takes(solver.OptionHeuristic) || c.config.Priority != "" && !a.Takes(solver.OptionPriority) {
				t.Errorf("%v: %q sets an option %s does not read", k, c.Key, a.Name)
			}
			if c.Key != "auto" && !slices.Contains(offered, a.Name) {
				offered = append(offered, a.Name)
			}
		}
		var want []string // every algorithm but those kept out of the menu (compare's breadth-first)
		for _, a := range solver.Algorithms(k) {
			if !a.Hidden {
				want = append(want, a.Name)
			}
		}
		if !slices.Equal(offered, want) {
			t.Errorf("%v: the menu offers %v, the registry has %v", k, offered, want)
		}
		for _, want := range saved[k] {
			if got := Search(k, want.Key); !reflect.DeepEqual(got, choiceOf(want)) {
				t.Errorf("%v: saved key %q now chooses %+v, want %+v", k, want.Key, got, want)
			}
		}
		if got := Search(k, "no such key"); got.Key != "auto" {
			t.Errorf("%v: an unknown key chooses %q, want auto", k, got.Key)
		}
	}
}

// Each kind keeps the search chosen for it across changes of kind; a key that is not the kind's
// is ignored, and a kind change the cells do not fit changes nothing.
func TestEditSearchPerKind(t *testing.T) {
	e := NewEdit(1)
	if e.Search(board.Kind2048) != "auto" || e.config().Algorithm != solver.AlgoAuto {
		t.Fatalf("default search %q", e.Search(board.Kind2048))
	}
	for _, tc := range []struct {
		kind board.Kind
		key  string
		ok   bool
	}{
		{board.Kind2048, "distance", true},
		{board.KindSliding, "hamming", true},
		{board.Kind2048, "hamming", false},
		{board.KindSliding, "beam", false},
		{board.KindSliding, "", false},
	} {
		if got := e.SetSearch(tc.kind, tc.key); got != tc.ok {
			t.Errorf("SetSearch(%v, %q) = %v, want %v", tc.kind, tc.key, got, tc.ok)
		}
	}
	if e.SetKind(board.KindSliding) || e.Kind() != board.Kind2048 {
		t.Fatal("a lone 2 became a sliding puzzle")
	}
	for _, step := range []struct {
		kind board.Kind
		want solver.Config
	}{
		{board.Kind2048, Search(board.Kind2048, "distance").config},
		{board.KindSliding, Search(board.KindSliding, "hamming").config},
		{board.Kind2048, Search(board.Kind2048, "distance").config},
	} {
		e.NewBoard(step.kind)
		step.want.Improve = solver.DefaultImprove // every search carries the improvement time
		if got := e.config(); e.Kind() != step.kind || !reflect.DeepEqual(got, step.want) {
			t.Errorf("on %v the search is %+v, want %+v", step.kind, got, step.want)
		}
	}
	// A grid that is both kinds' (a 2-by-2 of 1, 2, 3 and a blank is neither; 2 alone is 2048's):
	// SetKind keeps the tiles when they fit.
	e.SetGrid(board.KindSliding, board.NewGrid(2, []int{1, 2, 3, 0}))
	if e.SetKind(board.Kind2048) {
		t.Error("a 1 became a 2048 tile")
	}
	if !e.SetKind(board.KindSliding) || e.Snapshot() != "2 1 2 3 0" {
		t.Errorf("SetKind to the same kind: snapshot %q", e.Snapshot())
	}
}

// Clear empties the cells: an empty 2048 board is one, an empty sliding puzzle is not. Typing a
// tile and deleting it again leaves the snapshot as it was.
func TestEditClearAndSnapshot(t *testing.T) {
	e := NewEdit(1)
	start := e.Snapshot()
	if start != "4 0 0 0 2 0 0 0 0 0 0 0 0 0 0 0 0" {
		t.Fatalf("start snapshot %q", start)
	}
	e.SetCell(5, " 4 ")
	e.SetCell(5, "")
	if e.Snapshot() != start {
		t.Errorf("typing a tile and deleting it changed the snapshot to %q", e.Snapshot())
	}
	for _, tc := range []struct {
		kind    board.Kind
		isBoard bool
	}{{board.Kind2048, true}, {board.KindSliding, false}} {
		e.NewBoard(tc.kind)
		e.Clear()
		b, err := e.Board()
		if (b != nil) != tc.isBoard || (err == nil) != tc.isBoard || e.Snapshot() != "4"+strings.Repeat(" 0", 16) {
			t.Errorf("%v after Clear: %v, %v, %q", tc.kind, b, err, e.Snapshot())
		}
		if g, err := e.Grid(); err != nil || g.N != 4 || e.Kind() != tc.kind {
			t.Errorf("%v: Grid after Clear: %v, %v", tc.kind, g, err)
		}
	}
}
