package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb"
)

// The first solve towards a 4x4 goal whose blank is mid-edge or in the middle (the spiral's),
// its databases not kept, hands over the fast solver's answer (through the goal with its blank in
// a corner) while they build, as the usual goal's does; then the proven answer, no longer.
func TestGoalInterimAnswer(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 10))
	for _, goal := range [][]int{edgeGoal(rng, 3), presetGoal(t, "spiral", 4)} {
		start := walkFrom(t, 4, goal, 40, rng)
		store := newFirstVisit(t)
		interim, final := solveWithInterim(context.Background(), start, store)
		first := firstInterim(t, interim, final)
		set, err := puzzleSet(start)
		if err != nil {
			t.Fatal(err)
		}
		if databases.Ready(store, set) != nil {
			t.Fatalf("goal %v: its databases were ready before the interim answer", goal)
		}
		if first.Proven || first.Algorithm != "fast" || first.LowerBound > first.Moves {
			t.Errorf("goal %v, interim answer: %d moves, proven %v, bound %d, by %q", goal, first.Moves, first.Proven, first.LowerBound, first.Algorithm)
		}
		checkReachesGoal(t, first, goal)
		store.Release()
		a := <-final
		if a.err != nil {
			t.Fatal(a.err)
		}
		checkReachesGoal(t, a.sol, goal)
		if !a.sol.Proven || a.sol.Algorithm != "ida" || a.sol.Moves > first.Moves {
			t.Errorf("goal %v, final answer: %d moves by %s, proven %v; the interim one %d", goal, a.sol.Moves, a.sol.Algorithm, a.sol.Proven, first.Moves)
		}
	}
}

// A goal's databases stay in memory only while the solves keep to that goal: a solve towards
// another goal lets them go (the usual goal's stay), and ReleaseDatabases lets go of the rest.
func TestGoalDatabasesReleased(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 11))
	store := newFirstVisit(t)
	store.Release()
	c := Config{DatabaseStore: store}
	edge := walkFrom(t, 4, edgeGoal(rng, 5), 20, rng)
	spiral := walkFrom(t, 4, presetGoal(t, "spiral", 4), 20, rng)
	usual := walked(t, 4, 20, rng)
	sets := map[string]pdb.Set{}
	for name, p := range map[string]*board.Puzzle{"edge": edge, "spiral": spiral, "usual": usual} {
		set, err := puzzleSet(p)
		if err != nil {
			t.Fatal(err)
		}
		sets[name] = set
	}
	solve := func(p *board.Puzzle) {
		t.Helper()
		if _, err := Solve(context.Background(), p, c); err != nil {
			t.Fatal(err)
		}
	}
	kept := func(name string) bool { return databases.Ready(store, sets[name]) != nil }
	solve(usual)
	solve(edge)
	if !kept("edge") || !kept("usual") {
		t.Fatalf("after solving towards the edge goal: edge kept %v, usual %v", kept("edge"), kept("usual"))
	}
	solve(spiral)
	if kept("edge") || !kept("spiral") || !kept("usual") {
		t.Fatalf("after turning to the spiral: edge kept %v, spiral %v, usual %v", kept("edge"), kept("spiral"), kept("usual"))
	}
	ReleaseDatabases()
	if kept("spiral") || kept("usual") {
		t.Fatalf("after ReleaseDatabases: spiral kept %v, usual %v", kept("spiral"), kept("usual"))
	}
}
