package words

import (
	"errors"
	"testing"
	"time"
)

// Autoplay's notes, written here once (they were session's own sentences).
func TestAutoplayNotes(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{AutoplayThinking("solver", true, 2400*time.Millisecond), "Autoplay (solver) is solving the board for its moves: 2.0 s so far. Stop (Esc) ends it."},
		{AutoplayThinking("expectimax", false, 0), "Autoplay (expectimax) is choosing its next move: 0 ms so far. Stop (Esc) ends it."},
		{AutoplayCouldNotMove("random", errors.New("no move")), "Autoplay stopped: the random player could not move: no move"},
		{AutoplayStopped(HistoryFull(12, 3<<20, 2<<20)), "Autoplay stopped: the game's history of 12 moves holds 3 MB, its memory budget of 2 MB " +
			"(each move keeps its board for Undo and the timeline). Undo or scrub back to play on from an earlier move, or start a new game."},
	} {
		if tc.got != tc.want {
			t.Errorf("got  %q\nwant %q", tc.got, tc.want)
		}
	}
}

// The compare window's running row and budget line.
func TestCompareRunningAndBudget(t *testing.T) {
	row := CompareRunning(Comparison{Label: "A*", Expanded: 1234, Stored: 5678, Elapsed: 1500 * time.Millisecond, Moves: 9, Stop: "x"})
	want := []string{"A*", "1,234", "5,678", "…", "1.50 s", "…", "…", "…", "running"}
	if len(row) != len(CompareHeader) || len(CompareTerms) != len(CompareHeader) {
		t.Fatalf("%d cells, %d header, %d terms", len(row), len(CompareHeader), len(CompareTerms))
	}
	for i := range want {
		if row[i] != want[i] {
			t.Errorf("cell %d (%s) = %q, want %q", i, CompareHeader[i], row[i], want[i])
		}
	}
	if got := CompareBudget(10*time.Second, 2000000, 384<<20, false); got != "10s, 2,000,000 boards kept and 384 MB" {
		t.Errorf("desktop budget %q", got)
	}
	if got := CompareBudget(time.Second, 1, 1<<20, true); got != "1s, 1 board kept and 1 MB (in a browser less than on the desktop: a page's memory never shrinks)" {
		t.Errorf("browser budget %q", got)
	}
}
