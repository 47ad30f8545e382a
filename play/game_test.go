package play

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

func game2048(t *testing.T, n int, rules board.SpawnRule, tiles ...int) *board.Game2048 {
	t.Helper()
	b, err := board.NewGame2048(board.NewGrid(n, tiles), 2048, rules)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// playRandom plays up to moves attempts of a random player on g.
func playRandom(t *testing.T, g *Game, seed uint64, moves int) {
	t.Helper()
	p := NewRandomPlayer(seed)
	for range moves {
		if g.Over() {
			return
		}
		d, err := p.Move(context.Background(), g.Clone())
		if err != nil {
			t.Fatal(err)
		}
		g.Move(d)
	}
}

// TestSameSeedSameGame: a classic game played twice with the same seeds gives identical boards
// at every step; another seed gives another game.
func TestSameSeedSameGame(t *testing.T) {
	play := func(seed uint64) []board.Step {
		g, err := NewStandard2048(4, board.Classic, seed)
		if err != nil {
			t.Fatal(err)
		}
		playRandom(t, g, 7, 400)
		return g.Steps()
	}
	a, b, c := play(1), play(1), play(2)
	same := func(x, y []board.Step) bool {
		return slices.EqualFunc(x, y, func(s, t board.Step) bool {
			return s.Board.String() == t.Board.String() && s.Dir == t.Dir && s.Spawned == t.Spawned && s.Score == t.Score
		})
	}
	if len(a) < 50 || !same(a, b) {
		t.Fatalf("same seed: %d and %d steps, not identical", len(a), len(b))
	}
	if same(a, c) {
		t.Fatal("seeds 1 and 2 gave the same game")
	}
}

// TestStepsReplay checks every step of random games on each rule against the n-by-n board code:
// under a deterministic rule the step is Swipe's board; under classic it is Slide's board with a
// 2 or a 4 in a cell that was blank. Scores are recomputed from the steps.
func TestStepsReplay(t *testing.T) {
	for _, rules := range board.SpawnRules {
		for seed := range uint64(20) {
			g, err := NewRandom2048(4, rules, 0.3, seed)
			if err != nil {
				continue // an all-empty draw; TestRandomStart covers it
			}
			playRandom(t, g, seed, 300)
			steps := g.Steps()
			for i := 1; i < len(steps); i++ {
				prev, now := steps[i-1].Board.(*board.Game2048), steps[i].Board.(*board.Game2048)
				slid, merged, ok := prev.Slide(steps[i].Dir)
				if !ok || !slices.Equal(merged, steps[i].Changed) {
					t.Fatalf("%s seed %d step %d: %s is no move or merged %v, not %v", rules.Name(), seed, i, steps[i].Dir, merged, steps[i].Changed)
				}
				want := 0
				if rules.Deterministic() {
					want = steps[i-1].Score + 1
					if sw, ok := prev.Swipe(steps[i].Dir); ok && sw.Board.Key() != now.Key() {
						t.Fatalf("%s seed %d step %d: board %v, Swipe gives %v", rules.Name(), seed, i, now, sw.Board)
					}
				} else {
					want = steps[i-1].Score
					for _, c := range merged {
						want += slid.Grid().Tiles[c]
					}
					at := steps[i].Spawned
					if at < 0 || slid.Grid().Tiles[at] != 0 {
						t.Fatalf("classic seed %d step %d: spawned at %d, not a blank", seed, i, at)
					}
					if tile := now.Grid().Tiles[at]; (tile != 2 && tile != 4) || slid.Put(at, now.Exps()[at]).Key() != now.Key() {
						t.Fatalf("classic seed %d step %d: %v is not %v with a 2 or 4 at %d", seed, i, now, slid, at)
					}
				}
				// Attempts that changed nothing cost a point under the deterministic rules, so the
				// score may be lower than +1 a move, never higher.
				if got := steps[i].Score; got > want || !rules.Deterministic() && got != want {
					t.Fatalf("%s seed %d step %d: score %d, want %d", rules.Name(), seed, i, got, want)
				}
			}
		}
	}
}

// TestScoreSeed003: +1 for a move, -1 for an attempt that changes nothing; moves count only the
// first.
func TestScoreSeed003(t *testing.T) {
	g, err := New(game2048(t, 2, board.BottomRow, 2, 0, 0, 0), nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if g.Move(board.Up) || g.Score() != -1 || g.Moves() != 0 { // the 2 is already up
		t.Fatalf("no-op Up: score %d moves %d", g.Score(), g.Moves())
	}
	if !g.Move(board.Right) || g.Score() != 0 || g.Moves() != 1 {
		t.Fatalf("Right: score %d moves %d", g.Score(), g.Moves())
	}
	// 0 2 / 2 0: the bottom row's leftmost blank got the 2.
	if got := g.Board().Grid().Tiles; !slices.Equal(got, []int{0, 2, 2, 0}) {
		t.Fatalf("after Right: %v", got)
	}
}

// TestUndoRedoSeek: undo restores the board and score, redo replays the same step (same new
// tile), a move after undo drops the steps undone, and Seek goes anywhere in between.
func TestUndoRedoSeek(t *testing.T) {
	g, err := NewStandard2048(4, board.Classic, 3)
	if err != nil {
		t.Fatal(err)
	}
	playRandom(t, g, 4, 60)
	steps := slices.Clone(g.Steps())
	n := len(steps) - 1
	for i := n; i > 0; i-- {
		if !g.Undo() || g.Board() != steps[i-1].Board || g.Score() != steps[i-1].Score || g.Moves() != i-1 {
			t.Fatalf("undo to %d: board %v score %d", i-1, g.Board(), g.Score())
		}
	}
	if g.Undo() {
		t.Fatal("undo past the start")
	}
	for i := 1; i <= n; i++ {
		if !g.Redo() || g.Board() != steps[i].Board {
			t.Fatalf("redo to %d", i)
		}
	}
	if g.Redo() {
		t.Fatal("redo past the end")
	}
	g.Seek(n / 2)
	if g.Board() != steps[n/2].Board || len(g.Steps()) != n/2+1 {
		t.Fatalf("seek %d: at %d", n/2, g.Moves())
	}
	c := g.Clone()
	d := g.Legal()[0]
	g.Move(d)
	if g.Redo() || len(g.Steps()) != n/2+2 {
		t.Fatal("a move after seeking back kept the steps undone")
	}
	// The clone, made before that move, still has every step and can redo them.
	c.Seek(n)
	if c.Board() != steps[n].Board {
		t.Fatalf("clone lost its steps: at %d", c.Moves())
	}
	g.Seek(-5)
	if g.Moves() != 0 {
		t.Fatal("seek below 0")
	}
}

// TestOver: a full board with no pair is over; one pair is not; a solved sliding puzzle is over,
// and solved; a 2048 game past its goal tile with no move left is over, never solved.
func TestOver(t *testing.T) {
	for _, tc := range []struct {
		name         string
		start        board.Board
		over, solved bool
	}{
		{"full, no pair", game2048(t, 2, board.Classic, 2, 4, 4, 2), true, false},
		{"full, a pair", game2048(t, 2, board.Classic, 2, 2, 4, 8), false, false},
		{"one blank", game2048(t, 2, board.RightColumn, 2, 4, 4, 0), false, false},
		{"full, no pair, the goal reached", game2048(t, 2, board.Classic, 2048, 4, 4, 2), true, false},
		{"solved 3x3", mustPuzzle(t, board.Solved(3)), true, true},
		{"3x3 one move off", mustPuzzle(t, board.NewGrid(3, []int{1, 2, 3, 4, 5, 6, 7, 0, 8})), false, false},
	} {
		g, err := New(tc.start, nil, 1)
		if err != nil {
			t.Fatal(err)
		}
		if g.Over() != tc.over || g.Solved() != tc.solved || (len(g.Legal()) == 0) != (tc.over && tc.start.Kind() == board.Kind2048) {
			t.Errorf("%s: over %v solved %v legal %v", tc.name, g.Over(), g.Solved(), g.Legal())
		}
	}
}

func mustPuzzle(t *testing.T, g board.Grid) *board.Puzzle {
	t.Helper()
	p, err := board.NewPuzzle(g)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestSlidingPlay: a key moves a tile into the blank, counts a move, marks the tile's new cell,
// and the solved puzzle ends the game.
func TestSlidingPlay(t *testing.T) {
	g, err := New(mustPuzzle(t, board.NewGrid(3, []int{1, 2, 3, 4, 5, 6, 7, 0, 8})), board.Classic, 1)
	if err != nil {
		t.Fatal(err)
	}
	if g.Move(board.Up) || g.Score() != 0 || g.Moves() != 0 { // no tile below the blank
		t.Fatal("Up moved a tile from below the bottom row, or a failed attempt scored")
	}
	if !g.Move(board.Right) || g.Over() || !g.Undo() { // the 7 into the blank, and back
		t.Fatal("Right did not move the 7")
	}
	if !g.Move(board.Left) || !g.Over() || g.Moves() != 1 || !slices.Equal(g.Steps()[1].Changed, []int{7}) {
		t.Fatalf("Left: over %v moves %d changed %v", g.Over(), g.Moves(), g.Steps()[1].Changed)
	}
}

// TestStarts: the ways a game cannot start say why.
func TestStarts(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  func() error
		want string
	}{
		{"empty board", func() error { _, err := New(game2048(t, 2, board.Classic, 0, 0, 0, 0), nil, 1); return err }, "no tile"},
		{"p zero", func() error { _, err := NewRandom2048(4, board.BottomRow, 0, 1); return err }, "above 0"},
		{"p above 1", func() error { _, err := NewRandom2048(4, board.BottomRow, 1.5, 1); return err }, "at most 1"},
		{"all-empty draw", func() error { _, err := NewRandom2048(2, board.BottomRow, 1e-12, 1); return err }, "every cell empty"},
		{"size", func() error { _, err := NewStandard2048(20, board.Classic, 1); return err }, "not 20"},
	} {
		if err := tc.err(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err %v, want %q", tc.name, err, tc.want)
		}
	}
	g, err := NewRandom2048(4, board.BottomRow, 1, 1)
	if err != nil || g.Board().(*board.Game2048).Sum() != 32 {
		t.Fatalf("p = 1: %v %v", g, err)
	}
	g, err = NewStandard2048(4, board.RightColumn, 1)
	if err != nil || !slices.Equal(g.Board().Grid().Tiles[:8], []int{0, 0, 0, 2, 0, 0, 0, 2}) {
		t.Fatalf("standard right-column start: %v %v", g.Board(), err)
	}
}

// TestRandomPlayerUniform: each direction comes about a quarter of the time.
func TestRandomPlayerUniform(t *testing.T) {
	p := NewRandomPlayer(9)
	var count [4]int
	for range 40000 {
		d, _ := p.Move(context.Background(), nil)
		count[d]++
	}
	for d, c := range count {
		if c < 9500 || c > 10500 {
			t.Errorf("%s drawn %d times in 40000", board.Direction(d), c)
		}
	}
}
