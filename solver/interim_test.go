package solver

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb"
	"github.com/tilesolve/tilesolve/pdb/pdbtest"
)

// newFirstVisit is a first visit's store (pdbtest.FirstVisit) that the solver's database cache
// forgets at the test's end, after the store's release (cleanups run last first).
func newFirstVisit(t *testing.T) *pdbtest.FirstVisit {
	var s *pdbtest.FirstVisit
	t.Cleanup(func() { forgetDatabases(s) })
	s = pdbtest.NewFirstVisit(t) // the test cache (TestMain): the 15-puzzle's files are built once
	return s
}

// walked is the board n random moves from the goal (none undoing the last): at most n moves
// from it.
func walked(t *testing.T, size, n int, rng *rand.Rand) *board.Puzzle {
	p, err := board.NewPuzzle(board.Solved(size))
	if err != nil {
		t.Fatal(err)
	}
	var last board.Direction
	for i := 0; i < n; {
		d := board.Direction(rng.IntN(4))
		if i > 0 && d == last.Opposite() {
			continue
		}
		if q, ok := p.Move(d); ok {
			p, last = q, d
			i++
		}
	}
	return p
}

// replaysToGoal checks that sol's steps are legal moves from start to the goal.
func replaysToGoal(t *testing.T, start *board.Puzzle, sol *Solution) {
	t.Helper()
	p := start
	for k := 1; k < sol.Steps(); k++ {
		s := sol.Step(k)
		q, ok := p.Move(s.Dir)
		if !ok || !q.Equal(s.Board.(*board.Puzzle)) {
			t.Fatalf("step %d (%v) is not the move it says", k, s.Dir)
		}
		p = q
	}
	if !p.IsGoal() || sol.Steps()-1 != sol.Moves {
		t.Fatalf("%d steps for %d moves end on\n%v", sol.Steps()-1, sol.Moves, p)
	}
}

// interimBoard is a short 15-puzzle whose fast answer without databases is longer than the
// shortest (by A*, without the databases), so that the proven answer has something to add,
// and that shortest length.
func interimBoard(t *testing.T) (*board.Puzzle, int) {
	rng := rand.New(rand.NewPCG(7, 31))
	none := newFirstVisit(t)
	for range 50 {
		p := walked(t, 4, 30, rng)
		fast, err := solveFast(context.Background(), p, Config{DatabaseStore: none})
		if err != nil || fast.Proven {
			continue
		}
		oracle, err := Solve(context.Background(), p, Config{Algorithm: "astar"})
		if err != nil {
			t.Fatal(err)
		}
		if oracle.Moves < fast.Moves {
			return p, oracle.Moves
		}
	}
	t.Fatal("no board whose fast answer is longer than the shortest")
	return nil, 0
}

// interimAnswer is what Solve returned.
type interimAnswer struct {
	sol *Solution
	err error
}

// solveWithInterim starts auto's Solve of start with the databases' store on a goroutine: the
// interim answers come on the first channel, what Solve returns on the second.
func solveWithInterim(ctx context.Context, start board.Board, store pdb.Store) (<-chan *Solution, <-chan interimAnswer) {
	interim := make(chan *Solution, 1)
	final := make(chan interimAnswer, 1)
	cfg := Config{DatabaseStore: store, Interim: func(s *Solution) { interim <- s }}
	go func() {
		sol, err := Solve(ctx, start, cfg)
		final <- interimAnswer{sol, err}
	}()
	return interim, final
}

// firstInterim is the first interim answer, failing t when the answer comes first or none in
// 20 s.
func firstInterim(t *testing.T, interim <-chan *Solution, final <-chan interimAnswer) *Solution {
	t.Helper()
	select {
	case first := <-interim:
		return first
	case a := <-final:
		t.Fatalf("the answer (%v) came before any interim one", a.err)
	case <-time.After(20 * time.Second):
		t.Fatal("no interim answer in 20 s")
	}
	return nil
}

// TestInterimAnswerComesFirst: on a first visit, auto hands over the fast answer (not proven,
// with its bound) while the databases' build cannot end, then returns the proven one, as long
// as A*'s (an independent search, without the databases).
func TestInterimAnswerComesFirst(t *testing.T) {
	start, shortest := interimBoard(t)
	store := newFirstVisit(t)
	interim, final := solveWithInterim(context.Background(), start, store)
	first := firstInterim(t, interim, final)
	if databases.Ready(store, set15) != nil {
		t.Fatal("the databases were ready before the interim answer")
	}
	if first.Proven || first.Algorithm != "fast" || first.LowerBound != ManhattanLinearConflict(start) || first.Moves <= shortest {
		t.Errorf("interim answer: %d moves, proven %v, bound %d (want %d), by %q", first.Moves, first.Proven, first.LowerBound, ManhattanLinearConflict(start), first.Algorithm)
	}
	replaysToGoal(t, start, first)
	store.Release()
	a := <-final
	if a.err != nil {
		t.Fatal(a.err)
	}
	replaysToGoal(t, start, a.sol)
	if !a.sol.Proven || a.sol.Algorithm != "ida" || a.sol.Moves != shortest || a.sol.ProofStop != nil {
		t.Errorf("final answer: %d moves by %s, proven %v; A* finds %d", a.sol.Moves, a.sol.Algorithm, a.sol.Proven, shortest)
	}
}

// TestInterimCancel: cancelling after the interim answer, while the build waits, stops the
// proven search and (nobody else waiting) the build; the interim answer comes back, saying it
// is not proven because the build was cancelled.
func TestInterimCancel(t *testing.T) {
	start, _ := interimBoard(t)
	store := newFirstVisit(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	interim, final := solveWithInterim(ctx, start, store)
	var first *Solution
	select {
	case first = <-interim:
	case <-time.After(10 * time.Second):
		t.Fatal("no interim answer in 10 s")
	}
	cancel()
	var a interimAnswer
	select {
	case a = <-final:
	case <-time.After(10 * time.Second):
		t.Fatal("the solve did not stop within 10 s of Cancel")
	}
	if a.err != nil || a.sol != first || a.sol.Proven {
		t.Fatalf("after Cancel: %v, %v (want the interim answer)", a.sol, a.err)
	}
	if ps := a.sol.ProofStop; ps == nil || ps.Limit != LimitCancel || ps.Phase != PhaseDatabase {
		t.Errorf("ProofStop %+v, want a cancel while building", ps)
	}
	if databases.Building(store) > 0 {
		t.Error("the build nobody waits for goes on")
	}
}

// TestFastDoesNotWaitForDatabases: the fast solver finishes 4x4 and 5x5 boards while the
// 15-puzzle's databases cannot be built (a 3x3 is left instead of a 4x4), and starts their
// build only when the process goes on (BuildAhead): a one-shot command starts none.
func TestFastDoesNotWaitForDatabases(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	for _, ahead := range []bool{false, true} {
		for _, n := range []int{4, 5} {
			store := newFirstVisit(t)
			start := walked(t, n, 200, rng)
			done := make(chan error, 1)
			var sol *Solution
			go func() {
				var err error
				sol, err = solveFast(context.Background(), start, Config{DatabaseStore: store, BuildAhead: ahead})
				done <- err
			}()
			select {
			case err := <-done:
				if err != nil {
					t.Fatal(err)
				}
			case <-time.After(time.Minute):
				t.Fatalf("%dx%d: the fast solver waits for the databases", n, n)
			}
			replaysToGoal(t, start, sol)
			if started := databases.Building(store) > 0; started != ahead {
				t.Errorf("%dx%d, BuildAhead %v: build started %v", n, n, ahead, started)
			}
		}
	}
}

// TestNoInterimWhenKept: with the databases kept (or under another algorithm than auto) there
// is no interim answer: the proven one comes straight.
func TestNoInterimWhenKept(t *testing.T) {
	start, _ := interimBoard(t)
	kept, err := pdb.DefaultDir()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := database15(context.Background(), Config{DatabaseDir: kept}); err != nil {
		t.Fatal(err) // loads them, or builds them into the test cache
	}
	dir := t.TempDir() // kept there, not loaded yet
	for _, part := range set15.Parts {
		data, err := os.ReadFile(filepath.Join(kept, pdb.Key(part)))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, pdb.Key(part)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() { forgetDatabases(pdb.DirStore(dir)) })
	held := newFirstVisit(t)
	for _, cfg := range []Config{{DatabaseDir: kept}, {DatabaseDir: dir}, {Algorithm: "ida", DatabaseStore: held}} {
		heard := false
		cfg.Interim = func(*Solution) { heard = true }
		if cfg.DatabaseStore != nil {
			// Released once the solve waits for the held build (whatever the machine's load):
			// the proven search waited on a build, and still no interim answer came.
			go func() { <-held.Loading(); held.Release() }()
		}
		sol, err := Solve(context.Background(), start, cfg)
		if err != nil || heard || !sol.Proven {
			t.Errorf("%q: interim %v, %v, %v", cfg.Algorithm, heard, sol, err)
		}
	}
}

// TestDatabasesWaitIsTold: a proven 15-puzzle answer says how long it waited for its pattern
// databases, on Config.Clock (here a clock the test moves by 300 ms while the store holds the
// build), and nothing once they are in memory; its Answer's time includes that wait.
func TestDatabasesWaitIsTold(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	p := walked(t, 4, 20, rng)
	store := newFirstVisit(t)
	const held = 300 * time.Millisecond
	var moved atomic.Int64 // the test's clock, in nanoseconds: it moves only when the test moves it
	clock := func() time.Time { return time.Unix(0, moved.Load()) }
	go func() {
		<-store.Loading() // the solve waits for the build: the clock moves on, then the build ends
		moved.Add(int64(held))
		store.Release()
	}()
	cfg := Config{Algorithm: "ida", DatabaseStore: store, Clock: clock}
	sol, err := Solve(context.Background(), p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if a := sol.Answer(); sol.Databases != held || a.Databases != sol.Databases || a.Elapsed != sol.Stats.Elapsed+sol.Databases {
		t.Errorf("first solve: waited %v for the databases (held %v); answer's time %v, its databases %v", sol.Databases, held, a.Elapsed, a.Databases)
	}
	again, err := Solve(context.Background(), p, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if again.Databases != 0 {
		t.Errorf("second solve, the databases in memory: waited %v", again.Databases)
	}
}
