package pdb

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/internal/testproblems"
)

// A database for the spiral goal (the blank in the middle, on the diagonal) holds, with every tile
// in its one group, the exact distance to the spiral of every state that reaches it, directly and
// by the transposed lookup; read back from its file, it still does.
func TestGoalDatabaseExact3x3(t *testing.T) {
	spiral := [9]uint8{1, 2, 3, 8, 0, 4, 7, 6, 5}
	dist := testproblems.Exact3x3From(spiral)
	goal := make([]int, 9)
	for i, tile := range spiral {
		goal[i] = int(tile)
	}
	p, err := Partition3x3Exact.ForGoal(goal)
	if err != nil {
		t.Fatal(err)
	}
	db := mustBuild(t, p)
	var file bytes.Buffer
	if err := db.Save(&file); err != nil {
		t.Fatal(err)
	}
	loaded, err := load(&file, nil)
	if err != nil {
		t.Fatal(err)
	}
	for cells, d := range dist {
		pos := testproblems.Positions(cells[:])
		if got, gotR, again := db.Estimate(pos), db.EstimateReflected(pos), loaded.EstimateReflected(pos); got != d || gotR != d || again != d {
			t.Fatalf("state %v: Estimate %d, EstimateReflected %d (loaded %d), distance %d", cells, got, gotR, again, d)
		}
	}
}

// Split partitions for a goal of its own stay admissible: never above the exact distance, and 0
// at the goal only.
func TestGoalDatabaseAdmissible3x3(t *testing.T) {
	spiral := [9]uint8{1, 2, 3, 8, 0, 4, 7, 6, 5}
	dist := testproblems.Exact3x3From(spiral)
	p, err := Partition3x3.ForGoal([]int{1, 2, 3, 8, 0, 4, 7, 6, 5})
	if err != nil {
		t.Fatal(err)
	}
	db := mustBuild(t, p)
	for cells, d := range dist {
		pos := testproblems.Positions(cells[:])
		if h := db.EstimateMax(pos); h > d || (h == 0) != (d == 0) {
			t.Fatalf("state %v: estimate %d, distance %d", cells, h, d)
		}
	}
}

func TestForGoalRefuses(t *testing.T) {
	if _, err := Partition3x3.ForGoal([]int{1, 1, 2, 3, 4, 5, 6, 7, 0}); err == nil {
		t.Error("a goal with a tile twice was taken")
	}
	if _, err := Partition3x3.ForGoal([]int{1, 2, 3, 4, 5, 6, 7, 8}); err == nil {
		t.Error("a goal of 8 cells was taken")
	}
}

// edgeGoal3x3 is an 8-puzzle goal with its blank in the middle of the top edge: no symmetry of
// the square keeps that cell, so the goal is no transpose of itself.
var edgeGoal3x3 = [9]uint8{1, 0, 2, 3, 4, 5, 6, 7, 8}

// edgeDB builds part for edgeGoal3x3 with its transposed lookup read in part built for the
// transposed goal (WithTransposed).
func edgeDB(t *testing.T, part Partition) *DB {
	t.Helper()
	goal := make([]int, 9)
	for i, tile := range edgeGoal3x3 {
		goal[i] = int(tile)
	}
	p, err := part.ForGoal(goal)
	if err != nil {
		t.Fatal(err)
	}
	q, err := part.ForGoal(TransposedGoal(goal, 3))
	if err != nil {
		t.Fatal(err)
	}
	d, err := mustBuild(t, p).WithTransposed(mustBuild(t, q))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// A goal with its blank mid-edge has databases of its own: with every tile in one group, the
// direct and the transposed lookup (read in the transposed goal's database) are both the exact
// distance of every state that reaches it; an Estimator over it, walked randomly from the goal,
// says that distance at every step. Split groups stay admissible and 0 at the goal only, and the
// Estimator follows the larger of the two lookups.
func TestGoalDatabaseEdgeBlank3x3(t *testing.T) {
	dist := testproblems.Exact3x3From(edgeGoal3x3)
	exact := edgeDB(t, Partition3x3Exact)
	split := edgeDB(t, Partition3x3)
	for cells, d := range dist {
		pos := testproblems.Positions(cells[:])
		if got, gotR := exact.Estimate(pos), exact.EstimateReflected(pos); got != d || gotR != d {
			t.Fatalf("state %v: Estimate %d, EstimateReflected %d, distance %d", cells, got, gotR, d)
		}
		if h := split.EstimateMax(pos); h > d || (h == 0) != (d == 0) {
			t.Fatalf("state %v: split estimate %d, distance %d", cells, h, d)
		}
	}
	for _, tc := range []struct {
		name string
		db   *DB
		want func(cells [9]uint8, pos []uint8) int
	}{
		{"exact", exact, func(cells [9]uint8, _ []uint8) int { return dist[cells] }},
		{"split", split, func(_ [9]uint8, pos []uint8) int { return split.EstimateMax(pos) }},
	} {
		e, err := newEstimator(tc.db, nil)
		if err != nil {
			t.Fatal(err)
		}
		cells := edgeGoal3x3
		pos := testproblems.Positions(cells[:])
		if h := e.Start(pos); h != 0 {
			t.Fatalf("%s: the goal's estimate is %d", tc.name, h)
		}
		rng := rand.New(rand.NewPCG(3, 9))
		var rec Moved
		for i := range 2000 {
			tile, from, to := testproblems.RandomMove(rng, 3, pos, cells[:])
			h := e.Move(tile, int(from), int(to), NoLimit, &rec)
			if want := tc.want(cells, pos); h != want || e.Estimate() != want {
				t.Fatalf("%s, move %d: estimator %d (Estimate %d), want %d", tc.name, i+1, h, e.Estimate(), want)
			}
		}
	}
}

// A database of a goal whose blank is off the diagonal makes no Estimator without its transposed
// database, and takes only a database towards its transposed goal as that.
func TestGoalDatabaseEdgeBlankRefuses(t *testing.T) {
	goal := []int{1, 0, 2, 3, 4, 5, 6, 7, 8}
	p, err := Partition3x3.ForGoal(goal)
	if err != nil {
		t.Fatal(err)
	}
	d := mustBuild(t, p)
	if _, err := newEstimator(d, nil); err == nil || !strings.Contains(err.Error(), "transposed database") {
		t.Errorf("an estimator without the transposed database: %v", err)
	}
	if _, err := d.WithTransposed(d); err == nil {
		t.Error("WithTransposed took the database itself, towards the goal untransposed")
	}
	if _, err := d.WithTransposed(mustBuild(t, Partition3x3)); err == nil {
		t.Error("WithTransposed took the usual goal's database")
	}
}
