package session

import (
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// The timeline stays within the solution and says whether each move changed the step.
func TestTimeline(t *testing.T) {
	sol := &solver.Solution{Steps: make([]board.Step, 5)} // steps 0..4
	for i, d := range []board.Direction{board.Up, board.Down, board.Left, board.Right} {
		sol.Steps[i+1].Dir = d
	}
	type move struct {
		name  string
		do    func(*Timeline) bool
		moved bool
		at    int
		label string
	}
	goTo := func(k int) func(*Timeline) bool { return func(t *Timeline) bool { return t.GoTo(k) } }
	for _, tc := range []struct {
		name  string
		sol   *solver.Solution
		moves []move
	}{
		{"empty", nil, []move{
			{"GoTo 3", goTo(3), false, 0, "No solution yet"},
			{"Next", (*Timeline).Next, false, 0, "No solution yet"},
			{"End", (*Timeline).End, false, 0, "No solution yet"},
		}},
		{"five steps", sol, []move{
			{"Prev at the start", (*Timeline).Prev, false, 0, "step 0 of 4 — start"},
			{"Next", (*Timeline).Next, true, 1, "step 1 of 4 — " + board.Up.String()},
			{"GoTo past the end", goTo(99), true, 4, "step 4 of 4 — " + board.Right.String()},
			{"Next at the end", (*Timeline).Next, false, 4, "step 4 of 4 — " + board.Right.String()},
			{"Prev", (*Timeline).Prev, true, 3, "step 3 of 4 — " + board.Left.String()},
			{"GoTo the same step", goTo(3), false, 3, "step 3 of 4 — " + board.Left.String()},
			{"GoTo before the start", goTo(-7), true, 0, "step 0 of 4 — start"},
			{"End", (*Timeline).End, true, 4, "step 4 of 4 — " + board.Right.String()},
			{"Home", (*Timeline).Home, true, 0, "step 0 of 4 — start"},
		}},
		{"one step", &solver.Solution{Steps: make([]board.Step, 1)}, []move{
			{"Next", (*Timeline).Next, false, 0, "step 0 of 0 — start"},
			{"End", (*Timeline).End, false, 0, "step 0 of 0 — start"},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var tl Timeline
			tl.Set(tc.sol)
			if tl.At() != 0 || tl.Empty() != (tc.sol == nil) || tl.Solution() != tc.sol {
				t.Fatalf("after Set: at %d, empty %v", tl.At(), tl.Empty())
			}
			for _, m := range tc.moves {
				moved := m.do(&tl)
				if moved != m.moved || tl.At() != m.at || tl.Label() != m.label {
					t.Errorf("%s: moved %v at %d %q, want %v at %d %q", m.name, moved, tl.At(), tl.Label(), m.moved, m.at, m.label)
				}
				if atEnd := tl.At() == tl.Last(); tl.AtEnd() != atEnd {
					t.Errorf("%s: AtEnd %v at %d of %d", m.name, tl.AtEnd(), tl.At(), tl.Last())
				}
			}
		})
	}
}

// A new solution starts at its first step.
func TestTimelineSetResets(t *testing.T) {
	var tl Timeline
	tl.Set(&solver.Solution{Steps: make([]board.Step, 10)})
	tl.End()
	tl.Set(&solver.Solution{Steps: make([]board.Step, 3)})
	if tl.At() != 0 || tl.Last() != 2 {
		t.Errorf("at %d of %d after a new solution", tl.At(), tl.Last())
	}
	tl.Set(nil)
	if tl.At() != 0 || tl.Last() != 0 || !tl.Empty() {
		t.Errorf("at %d of %d after emptying", tl.At(), tl.Last())
	}
}
