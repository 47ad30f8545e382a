package main

import (
	"strings"
	"testing"
)

// TestCompare prints a row per search that fits each board, each with its answer's length, and
// the limit beside a search a budget stopped.
func TestCompare(t *testing.T) {
	status, out, errOut := cli("compare", "testdata/puzzle04.txt", "testdata/lone-two.txt")
	if status != 0 || errOut != "" {
		t.Fatalf("status %d, stderr %q", status, errOut)
	}
	for _, want := range []string{"testdata/puzzle04.txt: a 3-by-3 sliding puzzle", "A*, shortest, Manhattan distance",
		"Breadth-first (optimal, no estimate)", "testdata/lone-two.txt: a 4-by-4 2048 board", "Best-first, left-column score", "Beam"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "A*") && !strings.Contains(line, " 4   proven") {
			t.Errorf("an A* row without its 4 proven moves: %q", line)
		}
	}
	status, out, _ = cli("compare", "-max-nodes", "5", "testdata/puzzle04.txt")
	if status != 0 || !strings.Contains(out, "node budget") {
		t.Errorf("status %d, output\n%s", status, out)
	}
	if status, _, _ := cli("compare"); status != exitBadInput {
		t.Errorf("no file: status %d", status)
	}
}
