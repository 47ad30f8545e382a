package compare

import (
	"context"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
	"github.com/tilesolve/tilesolve/internal/testfiles"
	"github.com/tilesolve/tilesolve/solver"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/internal/testproblems"
)

// TestCompare8Puzzle: every search that fits a hard 8-puzzle runs; the optimal ones agree with
// the breadth-first oracle, their counts are the searches' own (A*'s heard through the Observer
// elsewhere), and the stronger estimate expands fewer boards. Progress hears each search as it
// starts, before its row, and its figures so far never pass the row's.
func TestCompare8Puzzle(t *testing.T) {
	p := testboards.Puzzle(t, 3, 8, 6, 7, 2, 5, 4, 3, 0, 1) // 31 moves, one of the two hardest
	var heard []Result
	var started []string
	budget := DefaultBudget
	so := map[string]int{} // the most boards looked at heard of each search while it ran
	budget.Progress = func(ch solver.Choice, pr solver.Progress) {
		if pr.Expanded == 0 && pr.Elapsed == 0 {
			if len(started) != len(heard) {
				t.Errorf("%s started before the row of %s", ch.Key, started[len(started)-1])
			}
			started = append(started, ch.Key)
		}
		so[ch.Key] = max(so[ch.Key], pr.Expanded)
	}
	rows, err := Run(context.Background(), p, budget, func(r Result) { heard = append(heard, r) })
	if err != nil {
		t.Fatal(err)
	}
	if len(started) != len(rows) {
		t.Errorf("heard %d searches start, %d rows", len(started), len(rows))
	}
	for i, r := range rows {
		if i < len(started) && started[i] != r.Choice.Key {
			t.Errorf("search %d: started %s, row %s", i, started[i], r.Choice.Key)
		}
		if so[r.Choice.Key] > r.Stats.Expanded {
			t.Errorf("%s: heard %d boards looked at while running, %d in its row", r.Choice.Key, so[r.Choice.Key], r.Stats.Expanded)
		}
	}
	byKey := map[string]Result{}
	for _, r := range rows {
		byKey[r.Choice.Key] = r
		if r.Err != nil || r.Stop != nil || !r.Solved || r.Moves != 31 || r.Stats.Expanded < 31 || r.BStar <= 1 {
			t.Errorf("%s: %+v", r.Choice.Key, r)
		}
		if r.Proven != r.Algorithm.Optimal {
			t.Errorf("%s: proven %v, optimal %v", r.Choice.Key, r.Proven, r.Algorithm.Optimal)
		}
	}
	for _, key := range []string{"manhattan", "linear-conflict", "hamming", "ida", "fast", "bfs"} {
		if _, ok := byKey[key]; !ok {
			t.Errorf("no %s row among %d", key, len(rows))
		}
	}
	if len(heard) != len(rows) {
		t.Errorf("heard %d of %d rows", len(heard), len(rows))
	}
	if byKey["bfs"].Stats.Expanded != 181439 { // every other solvable board: this one is the farthest
		t.Errorf("breadth-first expanded %d", byKey["bfs"].Stats.Expanded)
	}
	if !(byKey["linear-conflict"].Stats.Expanded < byKey["manhattan"].Stats.Expanded &&
		byKey["manhattan"].Stats.Expanded < byKey["hamming"].Stats.Expanded) {
		t.Errorf("expanded: linear conflicts %d, Manhattan %d, Hamming %d", byKey["linear-conflict"].Stats.Expanded,
			byKey["manhattan"].Stats.Expanded, byKey["hamming"].Stats.Expanded)
	}
	if d := testproblems.Exact3x3()[[9]uint8{8, 6, 7, 2, 5, 4, 3, 0, 1}]; d != 31 {
		t.Fatalf("the oracle says %d moves", d)
	}
}

// TestCompareSaysWhichLimit: on a 15-puzzle with small budgets, A* stops at the node budget and
// IDA* without databases at its work budget, each saying so; breadth-first does not fit.
func TestCompareSaysWhichLimit(t *testing.T) {
	p := testboards.Puzzle(t, 4, board.Scramble(4, rand.New(rand.NewPCG(3, 3))).Tiles...)
	rows, err := Run(context.Background(), p, Budget{Time: 5 * time.Second, MaxNodes: 2000, MaxMemory: 1 << 30, Work: 3000, DatabaseDir: testfiles.Databases}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		switch r.Choice.Key {
		case "bfs":
			t.Error("breadth-first offered on a 4x4")
		case "manhattan", "hamming", "linear-conflict":
			if r.Stop == nil || r.Stop.Limit != solver.LimitNodes || r.Solved {
				t.Errorf("%s: stop %v, solved %v", r.Choice.Key, r.Stop, r.Solved)
			}
		}
	}
	if len(rows) != 5 {
		t.Errorf("%d rows", len(rows))
	}
}

// TestCompare2048 runs best-first with each priority and the beam on a lone 2.
func TestCompare2048(t *testing.T) {
	rows, err := Run(context.Background(), testboards.Lone2048(t, 4, 256), DefaultBudget, nil)
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, r := range rows {
		keys = append(keys, r.Choice.Key)
		if !r.Solved || r.Err != nil || r.Stop != nil || r.Moves < 127 {
			t.Errorf("%s: %+v", r.Choice.Key, r)
		}
	}
	if len(keys) != 3 || keys[0] != "left" || keys[1] != "distance" || keys[2] != "beam" {
		t.Errorf("searches %v", keys)
	}
}

// TestCompareUnsolvable: on a board that cannot be solved every search says so in its row, where
// each showed nothing but zeros.
func TestCompareUnsolvable(t *testing.T) {
	p := testboards.Puzzle(t, 4, 15, 14, 8, 12, 10, 11, 9, 13, 2, 6, 5, 1, 3, 7, 4, 0) // the parity of no goal
	rows, err := Run(context.Background(), p, DefaultBudget, nil)
	if err != nil || len(rows) == 0 {
		t.Fatalf("%d rows, %v", len(rows), err)
	}
	for _, r := range rows {
		if !r.Unsolvable || r.Solved || r.Facts().Stop != "cannot be solved" {
			t.Errorf("%s: unsolvable %v, solved %v, stopped by %q", r.Choice.Key, r.Unsolvable, r.Solved, r.Facts().Stop)
		}
	}
}

// TestMain keeps every database a test builds out of the user's cache folder.
func TestMain(m *testing.M) { testfiles.Main(m) }
