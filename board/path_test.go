package board

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// randomWalk is a seeded walk of count legal moves from a scrambled n-by-n puzzle and, with keep,
// the boards it passes through, made one immutable Move at a time: the independent answer.
func randomWalk(t testing.TB, n, count int, seed uint64, keep bool) (*Puzzle, []Direction, []*Puzzle) {
	rng := rand.New(rand.NewPCG(seed, 1))
	start, err := NewPuzzle(Scramble(n, rng))
	if err != nil {
		t.Fatal(err)
	}
	moves, boards := make([]Direction, 0, count), []*Puzzle{start}
	p, blank := start, start.blank
	for len(moves) < count {
		d := Directions[rng.IntN(4)]
		if !keep { // the blank alone says which moves are legal
			if from := SlideSource(n, blank, d); from >= 0 {
				moves, blank = append(moves, d), from
			}
			continue
		}
		if q, ok := p.Move(d); ok {
			moves, boards, p = append(moves, d), append(boards, q), q
		}
	}
	return start, moves, boards
}

func TestPuzzlePathStepsAreTheReplay(t *testing.T) {
	for _, tc := range []struct{ n, moves int }{{2, 0}, {2, 1}, {3, 200}, {4, 64}, {4, 65}, {5, 1000}, {9, 3000}} {
		start, moves, boards := randomWalk(t, tc.n, tc.moves, uint64(tc.n*1000+tc.moves), true)
		p, err := NewPuzzlePath(start, moves)
		if err != nil {
			t.Fatal(err)
		}
		if p.Len() != len(boards) || p.Moves() != len(moves) {
			t.Fatalf("%dx%d: Len %d, Moves %d, want %d and %d", tc.n, tc.n, p.Len(), p.Moves(), len(boards), len(moves))
		}
		check := func(k int) {
			st := p.Step(k)
			if !st.Board.(*Puzzle).Equal(boards[k]) || st.Board.Grid().String() != boards[k].String() {
				t.Fatalf("%dx%d step %d: board\n%v\nwant\n%v", tc.n, tc.n, k, st.Board, boards[k])
			}
			if b := st.Board.(*Puzzle); b.Manhattan() != boards[k].Manhattan() || b.Hamming() != boards[k].Hamming() {
				t.Fatalf("%dx%d step %d: distances %d %d, want %d %d", tc.n, tc.n, k, b.Manhattan(), b.Hamming(), boards[k].Manhattan(), boards[k].Hamming())
			}
			if k == 0 {
				return
			}
			if st.Dir != moves[k-1] || !slices.Equal(st.Changed, []int{boards[k-1].Blank()}) {
				t.Fatalf("%dx%d step %d: move %v changed %v, want %v %v", tc.n, tc.n, k, st.Dir, st.Changed, moves[k-1], boards[k-1].Blank())
			}
			tile := boards[k].Tile(boards[k-1].Blank())
			if d, got := p.Moved(k); d != moves[k-1] || got != tile {
				t.Fatalf("%dx%d move %d: Moved says %v of tile %d, want %v of %d", tc.n, tc.n, k, d, got, moves[k-1], tile)
			}
		}
		rng := rand.New(rand.NewPCG(7, uint64(tc.n)))
		for range 3 * len(boards) { // scrubbing: any order
			check(rng.IntN(len(boards)))
		}
		for k := range boards { // forward, then back
			check(k)
		}
		for k := len(boards) - 1; k >= 0; k-- {
			check(k)
		}
	}
}

func TestPuzzlePathRefusesAnImpossibleMove(t *testing.T) {
	start, err := NewPuzzle(Solved(3)) // the blank in the bottom-right corner
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		moves []Direction
		want  string
	}{
		{[]Direction{Up}, "move 1: Up is not a move on that board"},
		{[]Direction{Down, Down, Down}, "move 3: Down is not a move on that board"},
		{[]Direction{Right, Direction(9)}, "move 2: 9 is no direction"},
	} {
		if _, err := NewPuzzlePath(start, tc.moves); err == nil || err.Error() != tc.want {
			t.Errorf("%v: error %v, want %q", tc.moves, err, tc.want)
		}
	}
}

// TestPuzzlePathIsUnderAByteAMove checks the memory a long path keeps against its moves.
func TestPuzzlePathIsUnderAByteAMove(t *testing.T) {
	for _, n := range []int{4, 10, 30} {
		start, moves, _ := randomWalk(t, n, 200_000, uint64(n), false)
		p, err := NewPuzzlePath(start, moves)
		if err != nil {
			t.Fatal(err)
		}
		if per := float64(p.Bytes()) / float64(len(moves)); per > 1 {
			t.Errorf("%dx%d: %.3f bytes a move, want at most 1", n, n, per)
		}
	}
}

// BenchmarkPuzzlePathStep scrubs a 64-by-64 path of 700,000 moves: to evenly spaced steps as a
// dragged slider does, and one step on as playback does.
func BenchmarkPuzzlePathStep(b *testing.B) {
	start, moves, _ := randomWalk(b, 64, 700_000, 1, false)
	p, err := NewPuzzlePath(start, moves)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("jump", func(b *testing.B) {
		b.ReportAllocs()
		k := 0
		for b.Loop() {
			k = (k + 7919*31) % p.Len()
			_ = p.Step(k)
		}
	})
	b.Run("next", func(b *testing.B) {
		b.ReportAllocs()
		k := 0
		for b.Loop() {
			k = (k + 1) % p.Len()
			_ = p.Step(k)
		}
	})
}
