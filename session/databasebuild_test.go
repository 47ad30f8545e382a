package session

import (
	"context"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// buildHeard checks a report of the databases' build as the windows show it: the build's count,
// the running row's last cell and the status line's words.
func buildHeard(t *testing.T, ch Choice, p Progress) {
	t.Helper()
	if p.Phase != PhaseDatabase || p.Total <= 0 || p.Done <= 0 || p.Done > p.Total {
		t.Fatalf("report %+v: want the build's count", p)
	}
	if cells := CompareRunning(ch, p); !strings.HasPrefix(cells[len(cells)-1], "databases ") || !strings.HasSuffix(cells[len(cells)-1], "% built") {
		t.Errorf("the running row's last cell %q: want how far the build got", cells[len(cells)-1])
	}
	if s := Building(p); !strings.HasPrefix(s, "building the pattern databases: ") || !strings.HasSuffix(s, "%") {
		t.Errorf("the status line's words %q", s)
	}
}

// TestCompareHearsTheDatabasesBuild: Compare on a 15-puzzle with no databases kept (a fresh
// store) tells the running row how far the databases IDA* needs have built, while they build
// (before, the build ran silent, the row at 0 boards, and only its end was told, as the search
// began). The build is the real one, stopped at its first report of a count under way.
func TestCompareHearsTheDatabasesBuild(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var heard *Progress
	var heardBy Choice
	running := func(ch Choice, p Progress) {
		if heard == nil && p.Phase == PhaseDatabase && p.Done > 0 && p.Done < p.Total { // under way
			heard, heardBy = &p, ch
			cancel()
		}
	}
	_, _ = Limits{DatabaseStore: pdb.DirStore(t.TempDir())}.Compare(ctx, sessiontest.Near15(t), running, nil)
	if heard == nil {
		t.Fatal("Compare told nothing of the databases' build")
	}
	buildHeard(t, heardBy, *heard)
}

// TestExploreHearsTheDatabasesBuild: recording IDA* on a 15-puzzle with no databases kept tells
// the explorer how far their build has got, while it builds (stopped at the first such report).
func TestExploreHearsTheDatabasesBuild(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ida := Search(board.KindSliding, "ida")
	var heard *Progress
	building := func(p Progress) {
		if heard == nil && p.Done > 0 && p.Done < p.Total { // under way
			heard = &p
			cancel()
		}
	}
	_, _ = Limits{DatabaseStore: pdb.DirStore(t.TempDir())}.Explore(ctx, sessiontest.Near15(t), ida, building)
	if heard == nil {
		t.Fatal("Explore told nothing of the databases' build")
	}
	buildHeard(t, ida, *heard)
}
