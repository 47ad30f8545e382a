package words

import "testing"

// The explorer's summary and status lines, one for each way a recording or a step can end.
func TestExplorerLines(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{Recording{Label: "A*", Looked: 830, OverBudget: true, Budget: 128 << 20, BoardBytes: 32 << 10}.Summary(),
			"A*: looked at 830 boards and stopped: its recording reached the explorer's memory budget (128 MB for the boards it shows, 32 KB each). " +
				"Choose a smaller board, a nearer goal or a stronger estimate."},
		{Recording{Label: "A*", Looked: 50, Full: true, Limit: 50}.Summary(),
			"A*: looked at 50 boards and stopped: the explorer records at most 50. Choose a smaller board, a nearer goal or a stronger estimate."},
		{Recording{Label: "IDA*", Looked: 1234, Stop: "node budget"}.Summary(), "IDA*: looked at 1,234 boards and stopped at its node budget."},
		{Recording{Label: "A*", Looked: 9, Unsolvable: true}.Summary(), "A*: looked at 9 boards; the board cannot be solved."},
		{Recording{Label: "A*", Looked: 6754, Answered: true, Moves: 31, Proven: true}.Summary(), "A*: looked at 6,754 boards; the answer has 31 moves (shortest)."},
		{Recording{Label: "Best-first", Looked: 7, Answered: true, Moves: 9}.Summary(), "Best-first: looked at 7 boards; the answer has 9 moves (not proven shortest)."},
		{Recording{Label: "A*", Looked: 3}.Summary(), "A*: looked at 3 boards."},
		{ExplorerStatus(true, true, true, 1200), "The goal, 1,200 moves from the start: the search stops here."},
		{ExplorerStatus(false, true, true, 3), "This board is on the answer the search finds."},
		{ExplorerStatus(false, false, true, 3), "This board is not on the answer: a detour the estimate could not rule out."},
		{ExplorerStatus(false, false, false, 3), ""},
	} {
		if tc.got != tc.want {
			t.Errorf("got  %q\nwant %q", tc.got, tc.want)
		}
	}
}
