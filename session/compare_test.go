package session

import (
	"context"
	"strings"
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

// Compare runs within the platform's budget (CompareBudget, smaller in the page), not the
// engine's default: with a budget of 50 boards, the searches that keep boards stop at it on a
// board they solve within the default, and the status line's words name the budget.
func TestCompareUsesPlatformBudget(t *testing.T) {
	saved := compareBudget
	t.Cleanup(func() { compareBudget = saved })
	compareBudget.MaxNodes = 50
	rows, err := Limits{}.Compare(context.Background(), hard8(t), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	stopped := 0
	for _, r := range rows {
		if r.Stop != nil && r.Stop.Limit == solver.LimitNodes {
			stopped++
		}
	}
	if stopped == 0 {
		t.Errorf("no search stopped at the platform's budget of 50 boards: %d rows", len(rows))
	}
	if w := CompareBudgetWords(); !strings.Contains(w, "50 boards kept") || !strings.Contains(w, "MB") {
		t.Errorf("the budget in words: %q", w)
	}
}
