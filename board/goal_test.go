package board

import (
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
)

func TestReadGoal(t *testing.T) {
	data, err := os.ReadFile("testdata/goal-blank-first.txt")
	if err != nil {
		t.Fatal(err)
	}
	g, err := Read(strings.NewReader(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}; !slices.Equal(g.Goal, want) {
		t.Fatalf("Goal = %v, want %v", g.Goal, want)
	}
	p, err := NewPuzzle(g)
	if err != nil {
		t.Fatal(err)
	}
	if p.UsualGoal() || p.GoalCell(0) != 0 || p.GoalCell(8) != 8 {
		t.Errorf("UsualGoal %v, GoalCell(0) %d, GoalCell(8) %d; want false, 0, 8", p.UsualGoal(), p.GoalCell(0), p.GoalCell(8))
	}
	if got := p.String(); got != string(data) {
		t.Errorf("String =\n%s\nwant the file\n%s", got, data)
	}
	goal, err := NewPuzzle(Grid{N: 3, Tiles: g.Goal, Goal: g.Goal})
	if err != nil {
		t.Fatal(err)
	}
	if !goal.IsGoal() || goal.Manhattan() != 0 || goal.Hamming() != 0 {
		t.Errorf("the goal itself: IsGoal %v, Manhattan %d, Hamming %d", goal.IsGoal(), goal.Manhattan(), goal.Hamming())
	}
	// 7 is at cell 0, its goal cell 7: 2 rows and 1 column away.
	if got := p.distance(7, 0); got != 3 {
		t.Errorf("distance of tile 7 = %d, want 3", got)
	}
}

// A file whose goal is the usual one reads as one without: saving writes no goal rows.
func TestUsualGoalWritesNoRows(t *testing.T) {
	g, err := Read(strings.NewReader("2\n3 1\n2 0\n\n1 2\n3 0\n"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewPuzzle(g)
	if err != nil {
		t.Fatal(err)
	}
	if !p.UsualGoal() || p.String() != "2\n3 1\n2 0\n" {
		t.Errorf("UsualGoal %v, String %q", p.UsualGoal(), p.String())
	}
}

func TestReadGoalErrors(t *testing.T) {
	tests := []struct {
		name, file string
		line       int
		msg        string
	}{
		{"goal tile twice", "2\n1 2\n3 0\n\n1 1\n3 0\n", 5, "in the goal, tile 1 appears twice"},
		{"goal tile out of range", "2\n1 2\n3 0\n\n1 2\n4 0\n", 6, "in the goal, tile 4 is out of range 0..3"},
		{"goal ends early", "3\n1 2 3\n4 5 6\n7 8 0\n\n0 1 2\n", 6, "the goal ends early: it has 3 rows of 3, the file has 1"},
		{"goal row short", "3\n1 2 3\n4 5 6\n7 8 0\n0 1 2\n3 4\n5 6 7 8\n", 6, "row has 2 tiles"},
		{"extra after the goal", "2\n1 2\n3 0\n0 1\n2 3\n9\n", 6, `extra number "9" after the goal's 2 rows`},
		{"goal on a 2048 board", "2\n2 0\n0 2\n\n0 1\n2 3\n", 5, "a 2048 board's goal is a tile"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Read(strings.NewReader(tt.file))
			if err == nil {
				_, err = New(g, KindAuto, Settings{Goal: 2048, Spawn: RightColumn})
			}
			ie, ok := err.(*InputError)
			if !ok || ie.Line != tt.line || !strings.Contains(ie.Msg, tt.msg) {
				t.Errorf("error = %v, want line %d containing %q", err, tt.line, tt.msg)
			}
		})
	}
	p, _ := NewPuzzle(Solved(3))
	if _, err := p.WithGoal([]int{0, 1, 2, 3}); err == nil || !strings.Contains(err.Error(), "the goal has 4 tiles") {
		t.Errorf("WithGoal of the wrong size: %v", err)
	}
}

func TestPresetGoal(t *testing.T) {
	for _, tt := range []struct {
		name string
		n    int
		want []int
	}{
		{"blank-last", 3, []int{1, 2, 3, 4, 5, 6, 7, 8, 0}},
		{"blank-first", 3, []int{0, 1, 2, 3, 4, 5, 6, 7, 8}},
		{"spiral", 3, []int{1, 2, 3, 8, 0, 4, 7, 6, 5}},
		{"spiral", 4, []int{1, 2, 3, 4, 12, 13, 14, 5, 11, 0, 15, 6, 10, 9, 8, 7}},
	} {
		got, err := PresetGoal(tt.name, tt.n)
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("PresetGoal(%q, %d) = %v, %v; want %v", tt.name, tt.n, got, err, tt.want)
		}
	}
	if _, err := PresetGoal("zigzag", 3); err == nil {
		t.Error("PresetGoal accepted an unknown name")
	}
}

// reachableFrom is every arrangement breadth-first search reaches from goal: the boards that can be
// solved towards it.
func reachableFrom(goal *Puzzle) map[string]bool {
	seen := map[string]bool{goal.Key(): true}
	queue := []*Puzzle{goal}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, nb := range p.Neighbors() {
			if !seen[nb.Board.Key()] {
				seen[nb.Board.Key()] = true
				queue = append(queue, nb.Board)
			}
		}
	}
	return seen
}

// Solvable against each preset goal (and a random one) agrees with breadth-first search, and the
// swap WhyUnsolvable offers makes an unsolvable pair solvable: on 3x3 and 2x2 (even), every board.
func TestSolvableAgainstGoal(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 1))
	for _, n := range []int{2, 3} {
		goals := [][]int{rng.Perm(n * n)}
		for _, name := range GoalPresets {
			tiles, _ := PresetGoal(name, n)
			goals = append(goals, tiles)
		}
		for _, tiles := range goals {
			goal, err := NewPuzzle(Grid{N: n, Tiles: tiles, Goal: tiles})
			if err != nil {
				t.Fatal(err)
			}
			seen := reachableFrom(goal)
			for range 300 {
				p, err := NewPuzzle(Grid{N: n, Tiles: rng.Perm(n * n), Goal: tiles})
				if err != nil {
					t.Fatal(err)
				}
				if p.Solvable() != seen[p.Key()] {
					t.Fatalf("goal %v, start %v: Solvable %v, breadth-first search %v", tiles, p.Grid().Tiles, p.Solvable(), seen[p.Key()])
				}
				u, unsolvable := p.WhyUnsolvable()
				if unsolvable == p.Solvable() {
					t.Fatalf("WhyUnsolvable says %v for a puzzle Solvable says %v", unsolvable, p.Solvable())
				}
				if !unsolvable {
					continue
				}
				if !slices.Equal(tiles, Solved(n).Tiles) && !u.OwnGoal {
					t.Fatalf("goal %v: WhyUnsolvable does not say the goal is the user's", tiles)
				}
				fixed := p.Grid()
				fixed.Tiles[u.Cells[0]], fixed.Tiles[u.Cells[1]] = fixed.Tiles[u.Cells[1]], fixed.Tiles[u.Cells[0]]
				q, _ := NewPuzzle(fixed)
				if !seen[q.Key()] || !q.Solvable() {
					t.Fatalf("goal %v, start %v: swapping tiles %v does not make it solvable", tiles, p.Grid().Tiles, u.Tiles)
				}
				if !strings.Contains(u.String(), "goal") && u.OwnGoal {
					t.Fatalf("the reason does not speak of the goal: %s", u)
				}
			}
		}
	}
}

// Moves keep the goal: each neighbour's distances are recounted from scratch.
func TestMovesKeepGoal(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 2))
	tiles, _ := PresetGoal("spiral", 4)
	p, err := NewPuzzle(Grid{N: 4, Tiles: Scramble(4, rng).Tiles, Goal: tiles})
	if err != nil {
		t.Fatal(err)
	}
	for range 200 {
		nbs := p.Neighbors()
		p = nbs[rng.IntN(len(nbs))].Board
		fresh, _ := NewPuzzle(p.Grid())
		if p.Manhattan() != fresh.Manhattan() || p.Hamming() != fresh.Hamming() || !p.Equal(fresh) {
			t.Fatalf("after moves: Manhattan %d Hamming %d, recounted %d %d", p.Manhattan(), p.Hamming(), fresh.Manhattan(), fresh.Hamming())
		}
	}
	usual, _ := NewPuzzle(Grid{N: 4, Tiles: p.Grid().Tiles})
	if usual.Equal(p) {
		t.Error("Equal ignores the goal")
	}
}

// WhyUnsolvable names the goal's preset, so that the words can name the goal the start cannot
// reach; a goal of the user's has none.
func TestWhyUnsolvableNamesThePreset(t *testing.T) {
	for _, n := range []int{3, 4} {
		for _, name := range []string{"blank-first", "spiral", ""} {
			goal, _ := PresetGoal("spiral", n)
			if name != "" {
				goal, _ = PresetGoal(name, n)
			} else {
				i, j := slices.Index(goal, 1), slices.Index(goal, 2)
				goal[i], goal[j] = 2, 1 // the spiral with two tiles swapped: no preset
			}
			p, err := NewPuzzle(Grid{N: n, Tiles: goal, Goal: goal})
			if err != nil {
				t.Fatal(err)
			}
			u, unsolvable := p.Twin().WhyUnsolvable()
			if !unsolvable || !u.OwnGoal || u.GoalPreset != name {
				t.Errorf("%dx%d towards %v: unsolvable %v, own goal %v, preset %q; want %q", n, n, goal, unsolvable, u.OwnGoal, u.GoalPreset, name)
			}
		}
	}
}
