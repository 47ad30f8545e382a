package board

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

func puzzle(t testing.TB, n int, tiles ...int) *Puzzle {
	t.Helper()
	p, err := NewPuzzle(NewGrid(n, tiles))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestPuzzleDistances(t *testing.T) {
	tests := []struct {
		name               string
		p                  *Puzzle
		hamming, manhattan int
		goal               bool
	}{
		// The 8-puzzle assignment's classic example: hamming 5, manhattan 10.
		{"seed example", puzzle(t, 3, 8, 1, 3, 4, 0, 2, 7, 6, 5), 5, 10, false},
		{"puzzle04", puzzle(t, 3, 0, 1, 3, 4, 2, 5, 7, 8, 6), 4, 4, false},
		{"goal", puzzle(t, 3, 1, 2, 3, 4, 5, 6, 7, 8, 0), 0, 0, true},
		{"goal 2x2", puzzle(t, 2, 1, 2, 3, 0), 0, 0, true},
		{"blank first", puzzle(t, 2, 0, 1, 2, 3), 3, 1 + 2 + 1, false},
	}
	for _, tt := range tests {
		if tt.p.Hamming() != tt.hamming || tt.p.Manhattan() != tt.manhattan || tt.p.IsGoal() != tt.goal {
			t.Errorf("%s: hamming %d manhattan %d goal %v; want %d %d %v", tt.name,
				tt.p.Hamming(), tt.p.Manhattan(), tt.p.IsGoal(), tt.hamming, tt.manhattan, tt.goal)
		}
	}
}

func TestPuzzleNeighbors(t *testing.T) {
	tests := []struct {
		p    *Puzzle
		want string
	}{
		{puzzle(t, 3, 0, 1, 3, 4, 2, 5, 7, 8, 6), "Up:[4 1 3 0 2 5 7 8 6] Left:[1 0 3 4 2 5 7 8 6]"},
		{puzzle(t, 3, 1, 0, 3, 4, 2, 5, 7, 8, 6), "Up:[1 2 3 4 0 5 7 8 6] Left:[1 3 0 4 2 5 7 8 6] Right:[0 1 3 4 2 5 7 8 6]"},
		{puzzle(t, 3, 1, 2, 3, 4, 0, 5, 7, 8, 6), "Up:[1 2 3 4 8 5 7 0 6] Down:[1 0 3 4 2 5 7 8 6] Left:[1 2 3 4 5 0 7 8 6] Right:[1 2 3 0 4 5 7 8 6]"},
	}
	for _, tt := range tests {
		var parts []string
		for _, nb := range tt.p.Neighbors() {
			parts = append(parts, fmt.Sprintf("%v:%v", nb.Dir, nb.Board.Grid().Tiles))
			// The cached distances must match a puzzle built from scratch.
			fresh := puzzle(t, 3, nb.Board.Grid().Tiles...)
			if fresh.Hamming() != nb.Board.Hamming() || fresh.Manhattan() != nb.Board.Manhattan() || fresh.Blank() != nb.Board.Blank() {
				t.Errorf("incremental distances of %v differ from fresh ones", nb.Board.Grid().Tiles)
			}
			if !fresh.Equal(nb.Board) {
				t.Errorf("Equal is false for the same tiles")
			}
		}
		if got := strings.Join(parts, " "); got != tt.want {
			t.Errorf("neighbours of %v:\n got %s\nwant %s", tt.p.Grid().Tiles, got, tt.want)
		}
	}
}

func TestPuzzleEqualAndTwin(t *testing.T) {
	p := puzzle(t, 3, 0, 1, 3, 4, 2, 5, 7, 8, 6)
	if !p.Equal(puzzle(t, 3, 0, 1, 3, 4, 2, 5, 7, 8, 6)) || p.Equal(puzzle(t, 3, 1, 0, 3, 4, 2, 5, 7, 8, 6)) || p.Equal(nil) {
		t.Error("Equal is wrong")
	}
	if p.Equal(puzzle(t, 2, 1, 2, 3, 0)) {
		t.Error("boards of different sizes are equal")
	}
	twin := p.Twin()
	if got := fmt.Sprint(twin.Grid().Tiles); got != "[0 3 1 4 2 5 7 8 6]" {
		t.Errorf("Twin = %s", got)
	}
	if p.Solvable() == twin.Solvable() {
		t.Error("a puzzle and its twin are both solvable or both not")
	}
	if fmt.Sprint(p.Grid().Tiles) != "[0 1 3 4 2 5 7 8 6]" {
		t.Error("Twin changed the puzzle")
	}
}

// reachable lists, by key, every n-by-n puzzle that moves can reach from the usual goal.
func reachable(t *testing.T, n int) map[string]bool {
	return reachableFrom(puzzle(t, n, Solved(n).Tiles...))
}

// TestSolvableAgainstSearch checks the parity rule against the set of puzzles a breadth-first
// search reaches from the goal: all 24 2x2 puzzles and a sample of 3x3 ones.
func TestSolvableAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{2, 3} {
		seen := reachable(t, n)
		if want := factorial(n*n) / 2; len(seen) != want {
			t.Fatalf("%dx%d: %d reachable, want %d", n, n, len(seen), want)
		}
		for trial := 0; trial < 2000; trial++ {
			p := puzzle(t, n, rng.Perm(n*n)...)
			if p.Solvable() != seen[p.Key()] {
				t.Fatalf("Solvable(%v) = %v, search says %v", p.Grid().Tiles, p.Solvable(), seen[p.Key()])
			}
		}
	}
}

func factorial(n int) int {
	if n <= 1 {
		return 1
	}
	return n * factorial(n-1)
}

func TestSolvableLargerBoards(t *testing.T) {
	// The 8-puzzle assignment's unsolvable examples and the famous 14-15 swap of Sam Loyd.
	unsolvable := [][]int{
		{1, 2, 3, 4, 5, 6, 8, 7, 0},
		{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0},
	}
	for _, tiles := range unsolvable {
		n := map[int]int{9: 3, 16: 4}[len(tiles)]
		if puzzle(t, n, tiles...).Solvable() {
			t.Errorf("%v is solvable", tiles)
		}
	}
	// Any board reached from the goal by moves is solvable, on any size.
	rng := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{4, 5, 10, 127} {
		p := puzzle(t, n, Solved(n).Tiles...)
		for range 500 {
			nbs := p.Neighbors()
			p = nbs[rng.IntN(len(nbs))].Board
		}
		if !p.Solvable() || p.Twin().Solvable() {
			t.Errorf("%dx%d: a scrambled board is not solvable, or its twin is", n, n)
		}
		fresh := puzzle(t, n, p.Grid().Tiles...)
		if fresh.Manhattan() != p.Manhattan() || fresh.Hamming() != p.Hamming() {
			t.Errorf("%dx%d: distances drifted over 500 moves", n, n)
		}
	}
}

func TestScrambleIsSolvable(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for n := 2; n <= 6; n++ {
		for range 100 {
			if p := puzzle(t, n, Scramble(n, rng).Tiles...); !p.Solvable() {
				t.Fatalf("Scramble gave unsolvable %v", p.Grid().Tiles)
			}
		}
	}
}

func TestPuzzleLimits(t *testing.T) {
	if _, err := NewPuzzle(NewGrid(3, []int{1, 2, 3, 4, 5, 6, 7, 8, 9})); err == nil ||
		err.Error() != "row 3, column 3: tile 9 is out of range 0..8 for a 3-by-3 sliding puzzle" {
		t.Errorf("tile 9: %v", err)
	}
	p := puzzle(t, 127, Solved(127).Tiles...)
	if got := p.Tile(126*127 + 125); got != 127*127-1 || !p.IsGoal() {
		t.Errorf("127x127: Tile(126*127+125) = %d", got)
	}
}

func ExamplePuzzle_Solvable() {
	g, _ := Read(strings.NewReader("3\n1 2 3\n4 5 6\n8 7 0\n"))
	p, _ := NewPuzzle(g)
	fmt.Println(p.Solvable(), p.Twin().Solvable())
	// Output: false true
}
