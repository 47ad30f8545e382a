package main

import (
	"strings"
	"testing"
)

// The textbook's 8-puzzle (blank first) and the spiral's, each file with its goal, solve to their
// proven shortest lengths: 26 and 5 moves; a file without a goal takes -goal-board's.
func TestSolveTowardsGoal(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "-quiet", "testdata/textbook-goal.txt"}, "Minimum number of moves = 26\n"},
		{[]string{"solve", "-quiet", "testdata/spiral-goal.txt"}, "Minimum number of moves = 5\n"},
		{[]string{"solve", "-quiet", "-goal-board", "blank-first", "testdata/textbook-start.txt"}, "Minimum number of moves = 26\n"},
		{[]string{"solve", "-quiet", "-goal-board", "testdata/blank-first.txt", "testdata/textbook-start.txt"}, "Minimum number of moves = 26\n"},
		// The file's own goal wins over -goal-board.
		{[]string{"solve", "-quiet", "-goal-board", "spiral", "testdata/textbook-goal.txt"}, "Minimum number of moves = 26\n"},
		{[]string{"solve", "-quiet", "testdata/textbook-start.txt"}, "Minimum number of moves = 20\n"},
	} {
		status, stdout, stderr := cli(tt.args...)
		if status != 0 || stdout != tt.want {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want %q", tt.args, status, stdout, stderr, tt.want)
		}
	}
	// The boards printed end on the goal, and none repeats the goal's rows.
	_, stdout, _ := cli("solve", "testdata/spiral-goal.txt")
	if !strings.HasSuffix(stdout, "3\n1 2 3\n8 0 4\n7 6 5\n\n") || strings.Count(stdout, "\n3\n") != 6 {
		t.Errorf("solve printed:\n%s", stdout)
	}
}

func TestGoalInfoCompareBench(t *testing.T) {
	status, stdout, _ := cli("info", "-goal-board", "spiral", "testdata/textbook-start.txt")
	if status != 0 || !strings.Contains(stdout, "\n1 2 3\n8 0 4\n7 6 5\n") || !strings.Contains(stdout, "solvable: false\ngoal: 1 2 3 8 0 4 7 6 5\n") {
		t.Errorf("info: status %d\n%s", status, stdout)
	}
	status, stdout, stderr := cli("compare", "testdata/spiral-goal.txt")
	if status != 0 || !strings.Contains(stdout, "sliding puzzle with its own goal") || strings.Count(stdout, "      5 ") < 3 {
		t.Errorf("compare: status %d, stderr %q\n%s", status, stderr, stdout)
	}
	status, stdout, stderr = cli("bench", "sliding", "-n", "3", "-count", "8", "-goal-board", "spiral", "-check", "8")
	if status != 0 || !strings.Contains(stdout, "total: 8 of 8 solved, 8 proven optimal") || !strings.Contains(stdout, "8 of 8 answers confirmed") {
		t.Errorf("bench: status %d, stderr %q\n%s", status, stderr, stdout)
	}
}

func TestBadGoal(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "testdata/bad-goal.txt"}, "testdata/bad-goal.txt: line 8 (row 3, column 3): in the goal, tile 7 appears twice (also at row 3, column 2)"},
		{[]string{"solve", "-goal-board", "testdata/puzzle04.txt", "testdata/board10.txt"}, ""},
		{[]string{"solve", "-goal-board", "zigzag", "testdata/textbook-start.txt"}, "-goal-board zigzag"},
		{[]string{"solve", "-goal-board", "testdata/board10.txt", "testdata/textbook-start.txt"}, "a 4-by-4 goal for a 3-by-3 puzzle"},
	} {
		status, _, stderr := cli(tt.args...)
		if tt.want == "" { // -goal-board leaves a 2048 board alone
			if status != 0 {
				t.Errorf("%v: status %d, %s", tt.args, status, stderr)
			}
			continue
		}
		if status != exitBadInput || !strings.Contains(stderr, tt.want) {
			t.Errorf("%v: status %d, stderr %q; want %d and %q", tt.args, status, stderr, exitBadInput, tt.want)
		}
	}
}
