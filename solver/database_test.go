package solver

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
	"github.com/tilesolve/tilesolve/pdb"
)

// forgetDatabases drops the sets the database cache keeps for store, as a fresh process would
// start without them: a test's folder, at its end or before it loads again (no caller waits).
func forgetDatabases(store pdb.Store) { databases.ReleaseOthers(store, "", "") }

// The two databases build under one progress count with the time since it began: neither goes back (the second build does
// not start the bar again), its total is both databases' placements, and it ends full. The
// build is the real one into a fresh folder (seconds and 200 MB: docs/performance.md).
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

// A solve cancelled while the databases build says so, and how far the build got: the phase, the
// states built of all, the time. The build is the real one into a fresh folder, cancelled from
// its first report (about 0.1 s in); a timeout names itself and its figure the same way.
func TestDatabaseBuildStopSaysHowFar(t *testing.T) {
	start := randomPuzzles(t, 4, 1, 1)[0]
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var last Progress
	c := Config{Algorithm: "ida", DatabaseDir: t.TempDir(), Progress: func(p Progress) {
		if p.Phase == PhaseDatabase && p.Done > 0 {
			last = p
			cancel()
		}
	}}
	_, err := Solve(ctx, start, c)
	var se *StopError
	if !errors.As(err, &se) || !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v", err)
	}
	want := pdb.Partition663B.Placements() + pdb.Partition663C.Placements()
	if se.Phase != PhaseDatabase || se.Limit != LimitCancel || se.Done != last.Done || se.Total != want ||
		se.Stats.Elapsed < last.Elapsed || se.Stats.Elapsed > last.Elapsed+time.Second {
		t.Fatalf("stop %+v; the last report had %d of %d after %v", se, last.Done, last.Total, last.Elapsed)
	}
	wantMsg := fmt.Sprintf("building the pattern databases: cancelled at %d%% after %d ms", 100*se.Done/want, se.Stats.Elapsed.Milliseconds())
	if se.Stats.Elapsed >= time.Second {
		wantMsg = fmt.Sprintf("building the pattern databases: cancelled at %d%% after %.1f s", 100*se.Done/want, se.Stats.Elapsed.Seconds())
	}
	if se.Error() != wantMsg {
		t.Errorf("message %q, want %q", se.Error(), wantMsg)
	}

	ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err = Solve(ctx, start, Config{Algorithm: "ida", DatabaseDir: t.TempDir()})
	if !errors.As(err, &se) || se.Phase != PhaseDatabase || se.Limit != LimitTime || se.Cap <= 0 || se.Cap > int64(50*time.Millisecond) ||
		!strings.HasPrefix(se.Error(), "building the pattern databases: stopped by the timeout of ") || !strings.Contains(se.Error(), "% after ") {
		t.Errorf("timeout: %v, %+v", err, se)
	}
}

// sliceStore is a pdb.Store whose type cannot key a map.
type sliceStore []string

func (sliceStore) Load(string) ([]byte, error) { return nil, errors.New("none") }
func (sliceStore) Save(string, []byte) error   { return nil }

// TestUncomparableStoreRefused: a store whose type cannot key the cache is refused with an error
// that says so, where it made the cache's map panic.
func TestUncomparableStoreRefused(t *testing.T) {
	p := randomPuzzles(t, 4, 1, 3)[0]
	_, err := Solve(context.Background(), p, Config{Algorithm: "ida", DatabaseStore: sliceStore{"x"}})
	var bug *InternalError
	if err == nil || errors.As(err, &bug) || !strings.Contains(err.Error(), "not comparable") {
		t.Errorf("a store of an uncomparable type gave %v", err)
	}
}

// UsesDatabases names the boards a solve may use the kept databases for, which the app lets go
// of when it turns to another: sliding puzzles from 4x4 up (IDA*'s, the fast solver's last
// region, the block databases), never a 3x3 or a 2048 board.
func TestUsesDatabases(t *testing.T) {
	g, err := board.NewGame2048(board.LoneTwo(4), 2048, board.RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		b    board.Board
		want bool
	}{
		{testboards.Puzzle(t, 3, board.Solved(3).Tiles...), false},
		{hard15(t), true},
		{testboards.Puzzle(t, 5, board.Solved(5).Tiles...), true},
		{testboards.Puzzle(t, 7, board.Solved(7).Tiles...), true},
		{g, false},
	} {
		if got := UsesDatabases(tc.b); got != tc.want {
			t.Errorf("%s: uses the databases %v, want %v", tc.b.Describe(), got, tc.want)
		}
	}
}

// ReleaseDatabases while a search runs with the databases lets go of the cache's hold, not the
// search's: IDA* released from its first iteration goes on with the tables it has and finds the
// same shortest answer as without the release.
func TestReleaseDuringSearchKeepsItsDatabases(t *testing.T) {
	start := randomPuzzles(t, 4, 1, 1)[0]
	want, err := Solve(context.Background(), start, Config{Algorithm: "ida"})
	if err != nil {
		t.Fatal(err)
	}
	store, err := Config{}.store()
	if err != nil {
		t.Fatal(err)
	}
	iterations, released := 0, false
	c := Config{Algorithm: "ida", Iterated: func(astar.Iteration) {
		iterations++
		if iterations == 1 {
			ReleaseDatabases()
			released = databases.Ready(store, set15) == nil
		}
	}}
	got, err := Solve(context.Background(), start, c)
	if err != nil || !released {
		t.Fatalf("%v; released from the cache: %v", err, released)
	}
	if iterations < 2 || !got.Proven || got.Moves != want.Moves {
		t.Errorf("after the release: %d iterations, proven %v, %d moves; want %d proven", iterations, got.Proven, got.Moves, want.Moves)
	}
}

// TestReleaseDatabasesLetsAheadBuildsFinish: a build a solve started ahead (BuildAhead: the
// 15-puzzle's databases, for the solves after a fast one) is not thrown away by
// ReleaseDatabases: it goes on, to be saved and then let go of (pdb's TestCacheRelease), and
// nothing of it is kept ready meanwhile.
func TestReleaseDatabasesLetsAheadBuildsFinish(t *testing.T) {
	store := newFirstVisit(t)
	start := walked(t, 4, 200, rand.New(rand.NewPCG(3, 5)))
	if _, err := solveFast(context.Background(), start, Config{DatabaseStore: store, BuildAhead: true}); err != nil {
		t.Fatal(err)
	}
	if databases.Building(store) == 0 {
		t.Fatal("no build started ahead")
	}
	ReleaseDatabases()
	if n := databases.Building(store); n == 0 {
		t.Error("ReleaseDatabases stopped the build started ahead: its work is lost")
	}
	if databases.Ready(store, set15) != nil {
		t.Error("ready tables after ReleaseDatabases")
	}
}
