package session

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// On a 2048 board the hint names a move the game accepts.
// A hint asked after a key that did nothing replaces its note ("No move Up"): the note no longer
// describes what the player does next.
func TestHintClearsAnEarlierNote(t *testing.T) {
	s, q := started(t, game2048(t, 4, 2, 2, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), board.RightColumn)
	if s.Move(board.Up) || !strings.HasPrefix(s.Note(), "No move Up") {
		t.Fatalf("Up on a board with nothing to slide up: note %q", s.Note())
	}
	s.AskHint()
	if s.Note() != "" {
		t.Errorf("with a hint asked the note still says %q", s.Note())
	}
	q.Until(t, "the hint", func() bool { return !s.Hinting() })
}

func TestHint2048NamesALegalMove(t *testing.T) {
	s, q := started(t, game2048(t, 4, 2, 2, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), board.RightColumn)
	s.AskHint()
	if !s.Hinting() {
		t.Fatal("AskHint started nothing")
	}
	q.Until(t, "the hint", func() bool { return !s.Hinting() })
	h := s.Hint()
	if !h.Ready || !slices.Contains(board.Legal(s.Game().Board()), h.Dir) {
		t.Fatalf("hint %+v is not one of the legal moves %v", h, board.Legal(s.Game().Board()))
	}
	// The hint shows the player's thinking: an expected score for each swipe (none for Up,
	// which changes nothing here), the depth, and the move chosen is the best of them.
	th := h.thinking
	bestOf := func(vals [4]float64) int {
		best := -1
		for i, v := range vals {
			if !math.IsNaN(v) && !math.IsInf(v, -1) && (best < 0 || v > vals[best]) {
				best = i
			}
		}
		return best
	}
	chosen := th.Values // the deepest search finished, unless one deeper finished some swipes
	if th.DeeperDepth > 0 {
		chosen = th.Deeper
	}
	if best := bestOf(chosen); th.Depth < 1 || best < 0 || board.Directions[best] != h.Dir || !math.IsInf(th.Values[0], -1) {
		t.Errorf("thinking %+v for the hint %v", th, h.Dir)
	}
	for _, want := range []string{"Hint: " + h.Dir.String() + ". Expected score (expectimax), ", "new tile", "Up: no move", "Left ", "Down ", "Right "} {
		if !strings.Contains(h.Text, want) {
			t.Errorf("hint %q does not say %q", h.Text, want)
		}
	}
	if !s.Move(h.Dir) {
		t.Errorf("the hinted move %v was refused", h.Dir)
	}
	if s.Hint().Ready {
		t.Error("the hint still shows after the move it was for")
	}
}

// On a sliding puzzle the hint is the first move of an optimal solution, as the key to press:
// playing it leaves the puzzle one move nearer, which the next hint confirms.
func TestHintSlidingIsOptimal(t *testing.T) {
	for _, tc := range []struct {
		name  string
		tiles []int
		left  int
	}{
		{"one move", []int{1, 2, 3, 4, 5, 6, 7, 0, 8}, 1},
		{"puzzle04", []int{0, 1, 3, 4, 2, 5, 7, 8, 6}, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, q := started(t, puzzle(t, 3, tc.tiles...), nil)
			for left := tc.left; left > 0; left-- {
				s.AskHint()
				q.Until(t, "the hint", func() bool { return !s.Hinting() })
				h := s.Hint()
				if !h.Ready || h.Left != left {
					t.Fatalf("hint %+v, want a move with %d left", h, left)
				}
				if !s.Move(h.Dir) {
					t.Fatalf("the hinted key %v was refused on\n%v", h.Dir, s.Game().Board())
				}
			}
			if p := s.Game().Board().(*board.Puzzle); !p.IsGoal() {
				t.Errorf("following the hints did not solve the puzzle:\n%v", p)
			}
		})
	}
}
