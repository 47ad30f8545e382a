package inplace

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// countingEstimator is an Estimator that records the moves it is told of.
type countingEstimator struct{ moves int }

func (e *countingEstimator) Value() int             { return e.moves }
func (e *countingEstimator) Move(int, uint8, uint8) { e.moves++ }

// TestPuzzleFollowsTheBoard walks seeded random moves from the goal of 3x3 to 5x5 boards, in place and on
// board.Puzzle side by side: after each Do the tiles, the blank, IsGoal and Packed (up to 16
// cells) agree with the board's; Moves offers every legal move but the one undoing the last; the
// estimator hears each move; and undoing every move brings the goal back.
func TestPuzzleFollowsTheBoard(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{3, 4, 5} {
		start := mustPuzzle(t, n) // the goal: the walk leaves it and comes back
		s, err := New(start)
		if err != nil {
			t.Fatal(err)
		}
		est := &countingEstimator{}
		s.Est = est
		p, done := start, []board.Direction{}
		for step := 0; step < 200; step++ {
			moves := s.Moves(nil)
			for _, d := range board.Directions {
				_, legal := p.Move(d)
				undo := len(done) > 0 && d == done[len(done)-1].Opposite()
				if slices.Contains(moves, d) != (legal && !undo) {
					t.Fatalf("%dx%d step %d: Moves %v, %v legal %v", n, n, step, moves, d, legal)
				}
			}
			d := moves[rng.IntN(len(moves))]
			s.Do(d)
			p, _ = p.Move(d)
			done = append(done, d)
			agree(t, s, p)
		}
		if est.moves != len(done) {
			t.Fatalf("%dx%d: the estimator heard %d moves of %d", n, n, est.moves, len(done))
		}
		for i := len(done) - 1; i >= 0; i-- {
			s.Undo(done[i])
		}
		agree(t, s, start)
	}
	if _, err := New(mustPuzzle(t, MaxN+1)); err == nil {
		t.Fatalf("a %d-by-%d board was taken", MaxN+1, MaxN+1)
	}
}

// agree fails unless s holds p's tiles, blank and goal, and on 16 cells or fewer p's tiles packed.
func agree(t *testing.T, s *Puzzle, p *board.Puzzle) {
	t.Helper()
	var packed uint64
	for i := range s.Cells {
		if int(s.Cells[i]) != p.Tile(i) {
			t.Fatalf("cell %d holds %d, the board %d", i, s.Cells[i], p.Tile(i))
		}
		if i < 16 {
			packed |= uint64(p.Tile(i)) << (60 - 4*i)
		}
	}
	if s.Blank != p.Blank() || s.IsGoal() != p.IsGoal() {
		t.Fatalf("blank %d goal %v, the board's %d %v", s.Blank, s.IsGoal(), p.Blank(), p.IsGoal())
	}
	if len(s.Cells) <= 16 && s.Packed() != packed {
		t.Fatalf("packed %x, want %x", s.Packed(), packed)
	}
}

func mustPuzzle(t *testing.T, n int) *board.Puzzle {
	t.Helper()
	p, err := board.NewPuzzle(board.Solved(n))
	if err != nil {
		t.Fatal(err)
	}
	return p
}
