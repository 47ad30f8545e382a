package words

import (
	"strings"
	"testing"
)

// The words, for a person: the figures on the board, the rule, and the tiles to swap, for the usual
// goal and one of the person's own, on an odd and an even size. The sentences lived in board/ and
// repeated their swap in answer.go; here they are written once.
func TestParityWords(t *testing.T) {
	for _, tc := range []struct {
		p    Parity
		want string
	}{
		{Parity{N: 3, Inversions: 1, Tiles: [2]int{1, 2}}, "No sequence of slides can solve this puzzle. Read row by row, its tiles have 1 pair out of order " +
			"(a larger number before a smaller one); every slide changes that count by an even number, and the solved puzzle has none, " +
			"so an odd count never gets there. Swapping tiles 1 and 2 (the first two in reading order) makes it solvable."},
		{Parity{N: 4, BlankRows: 3, Tiles: [2]int{1, 2}}, "No sequence of slides can solve this puzzle. Read row by row, " +
			"its tiles have 0 pairs out of order (a larger number before a smaller one), and the blank is 3 rows above the bottom row. " +
			"A slide up or down changes the pairs out of order by an odd number and moves the blank one row, so their sum stays odd or even; " +
			"the solved puzzle has 0 + 0, and this one 0 + 3, odd. Swapping tiles 1 and 2 (the first two in reading order) makes it solvable."},
		{Parity{N: 3, Inversions: 1, OwnGoal: true, GoalInversions: 4, Tiles: [2]int{5, 3}}, "No sequence of slides can reach this goal. " +
			"Read row by row, its tiles have 1 pair out of order (a larger number before a smaller one), the goal's 4; every slide " +
			"changes that count by an even number, so an odd and an even count never meet. Swapping tiles 5 and 3"},
		{Parity{N: 4, Inversions: 2, BlankRows: 1, OwnGoal: true, GoalInversions: 6, GoalBlankRows: 0, Tiles: [2]int{1, 2}},
			"No sequence of slides can reach this goal. Read row by row, its tiles have 2 pairs out of order (a larger number before a " +
				"smaller one), and the blank is 1 row above the bottom row: 2 + 1. The goal has 6 + 0."},
	} {
		if got := tc.p.String(); len(got) < len(tc.want) || got[:len(tc.want)] != tc.want {
			t.Errorf("%+v:\n got %q\nwant %q...", tc.p, got, tc.want)
		}
	}
	if got := Summary(Answer{Unsolvable: true, Parity: true, SwapTiles: [2]int{7, 8}}); got != "Unsolvable: no sequence of slides solves this puzzle; swapping tiles 7 and 8 makes it solvable" {
		t.Errorf("Summary: %q", got)
	}
}

// An unsolvable puzzle towards a goal of its own names that goal, by its preset when it is one,
// in the reason and in the summary: not "solves this puzzle", which reads as the usual goal.
func TestParityWordsNameTheGoal(t *testing.T) {
	for _, tc := range []struct {
		preset, reason, summary string
	}{
		{"spiral", "No sequence of slides can reach the spiral goal. ",
			"Unsolvable: no sequence of slides reaches the spiral goal from this start; swapping tiles 2 and 1 makes it solvable"},
		{"blank-first", "No sequence of slides can reach the blank-first goal. ",
			"Unsolvable: no sequence of slides reaches the blank-first goal from this start; swapping tiles 2 and 1 makes it solvable"},
		{"", "No sequence of slides can reach this goal. ",
			"Unsolvable: no sequence of slides reaches this goal from this start; swapping tiles 2 and 1 makes it solvable"},
	} {
		for _, n := range []int{3, 4} {
			p := Parity{N: n, Inversions: 1, OwnGoal: true, GoalPreset: tc.preset, Tiles: [2]int{2, 1}}
			if got := p.Reason(); !strings.HasPrefix(got, tc.reason) {
				t.Errorf("%dx%d towards %q: %q", n, n, tc.preset, got)
			}
		}
		a := Answer{Unsolvable: true, Parity: true, Sliding: true, SwapTiles: [2]int{2, 1}, OwnGoal: true, GoalPreset: tc.preset}
		if got := Summary(a); got != tc.summary {
			t.Errorf("Summary towards %q: %q", tc.preset, got)
		}
	}
}
