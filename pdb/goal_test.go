package pdb

import (
	"bytes"
	"context"
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
	loaded, err := Load(&file)
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
	if _, err := Partition3x3.ForGoal([]int{1, 0, 2, 3, 4, 5, 6, 7, 8}); err == nil || !strings.Contains(err.Error(), "off the main diagonal") {
		t.Errorf("a blank off the diagonal: %v", err)
	}
	if _, err := Partition3x3.ForGoal([]int{1, 1, 2, 3, 4, 5, 6, 7, 0}); err == nil {
		t.Error("a goal with a tile twice was taken")
	}
	if _, err := Build(context.Background(), Partition{Name: "x", N: 3, Groups: Partition3x3.Groups, Goal: []int{1, 0, 2, 3, 4, 5, 6, 7, 8}}, nil); err == nil {
		t.Error("Build took a goal whose blank is off the diagonal")
	}
}
