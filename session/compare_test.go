package session

import (
	"context"
	"testing"

	"github.com/tilesolve/tilesolve/solver"
)

// TestCompareRows: a row per search in plain words, a cell per header, the answer's length and
// whether it is proven.
func TestCompareRows(t *testing.T) {
	var heard int
	rows, err := Limits{}.Compare(context.Background(), hard8(t), nil, func(solver.Compared) { heard++ })
	if err != nil || len(rows) == 0 || heard != len(rows) {
		t.Fatalf("%d rows, %d heard, %v", len(rows), heard, err)
	}
	for _, r := range rows {
		cells := CompareRow(r)
		if len(cells) != len(CompareHeader) || cells[0] != r.Choice.Label || cells[5] != "31" {
			t.Errorf("%v", cells)
		}
		if want := map[bool]string{true: "yes", false: "not proven"}[r.Algorithm.Optimal]; cells[6] != want {
			t.Errorf("%s: shortest? %q", r.Choice.Key, cells[6])
		}
	}
	if len(CompareTerms) != len(CompareHeader) {
		t.Error("a term for each column")
	}
}
