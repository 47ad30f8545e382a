package session

import (
	"context"
	"runtime"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// TestCompareRows: a row per search in plain words, a cell per header, the answer's length and
// whether it is proven.
func TestCompareRows(t *testing.T) {
	var heard int
	rows, err := Limits{}.Compare(context.Background(), hard8(t), nil, func(Compared) { heard++ })
	if err != nil || len(rows) == 0 || heard != len(rows) {
		t.Fatalf("%d rows, %d heard, %v", len(rows), heard, err)
	}
	for _, r := range rows {
		cells := r.Cells
		if len(cells) != len(CompareHeader) || cells[0] != r.Choice.Label || cells[5] != "31" {
			t.Errorf("%v", cells)
		}
		if want := map[bool]string{true: "yes", false: "not proven"}[r.result.Algorithm.Optimal]; cells[6] != want {
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
		if r.result.Stop != nil && r.result.Stop.Limit == solver.LimitNodes {
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

// The page's budget still lets Compare build the 15-puzzle's pattern databases, as the page does
// (one thread: GOMAXPROCS 1), so IDA* with them runs instead of stopping at the memory budget
// (at 128 MB it was refused). Slow: the build takes seconds.
func TestPageCompareBudgetBuildsDatabases(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the 15-puzzle's databases")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	saved := compareBudget
	t.Cleanup(func() { compareBudget = saved })
	compareBudget = pageCompareBudget
	b, err := board.NewPuzzle(board.NewGrid(4, []int{1, 2, 3, 4, 5, 6, 0, 8, 9, 10, 7, 11, 13, 14, 15, 12}))
	if err != nil {
		t.Fatal(err)
	}
	rows, err := Limits{DatabaseDir: t.TempDir()}.Compare(context.Background(), b, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.result.Err != nil || r.result.Stop != nil && r.result.Stop.Phase == solver.PhaseDatabase {
			t.Errorf("%s: stopped by %v, error %v", r.Choice.Label, r.result.Stop, r.result.Err)
		}
	}
}
