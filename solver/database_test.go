package solver

import (
	"context"
	"testing"
	"time"

	"tilesolve/pdb"
)

// The two databases build under one progress count with the time since it began: neither goes back (the second build does
// not start the bar again), its total is both databases' placements, and it ends full. The
// build is the real one into a fresh folder: about 6 s and 200 MB.
func TestDatabaseProgressIsOneCount(t *testing.T) {
	if testing.Short() {
		t.Skip("builds both 15-puzzle databases")
	}
	var reports []Progress
	c := Config{Algorithm: "ida", DatabaseDir: t.TempDir(), Progress: func(p Progress) { reports = append(reports, p) }}
	if err := Prepare(context.Background(), randomPuzzles(t, 4, 1, 1)[0], c); err != nil {
		t.Fatal(err)
	}
	want := pdb.Partition663B.Placements() + pdb.Partition663C.Placements()
	if len(reports) < 2 {
		t.Fatalf("%d progress reports", len(reports))
	}
	var done int64
	var elapsed time.Duration
	halfway := false
	for i, p := range reports {
		if p.Phase != "database" || p.Total != want {
			t.Fatalf("report %d: phase %q, total %d, want database and %d", i, p.Phase, p.Total, want)
		}
		if p.Done < done || p.Elapsed < elapsed {
			t.Fatalf("report %d: %d done after %d, %v elapsed after %v", i, p.Done, done, p.Elapsed, elapsed)
		}
		done, elapsed = p.Done, p.Elapsed
		halfway = halfway || p.Done >= want/2 && p.Done < want
	}
	if done != want || elapsed <= 0 {
		t.Errorf("the last report has %d of %d done after %v", done, want, elapsed)
	}
	if !halfway {
		t.Error("no report between half and all done: the second build is not counted after the first")
	}
}
