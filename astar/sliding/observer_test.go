package sliding

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/internal/testproblems"
	"github.com/tilesolve/tilesolve/pdb"
)

// TestIteratedPDB checks the database IDA*'s iterations against its figures on 8-puzzles.
func TestIteratedPDB(t *testing.T) {
	d := mustBuild(t, pdb.Partition3x3)
	rng := rand.New(rand.NewPCG(32, 4))
	heard := 0
	defer func() {
		if heard == 0 {
			t.Error("no iteration heard")
		}
	}()
	for trial := range 10 {
		cells := testproblems.Scrambled(rng, 3, 30+trial)
		var its []astar.Iteration
		res, err := IDA(context.Background(), d, testproblems.Positions(cells), IDAOptions{Workers: 1,
			Iterated: func(it astar.Iteration) { its = append(its, it) }})
		path, st := res.Moves, res.Stats
		if err != nil {
			t.Fatal(err)
		}
		heard += len(its)
		sum := 0
		for i, it := range its {
			sum += it.Expanded
			if i > 0 && its[i-1].Next != it.Bound {
				t.Fatalf("trial %d: iteration %d's bound %d, the one before said next %d", trial, i, it.Bound, its[i-1].Next)
			}
		}
		if len(its) > 0 && (sum != st.Expanded || !its[len(its)-1].Found || its[len(its)-1].Bound != len(path)) {
			t.Fatalf("trial %d: iterations %+v for %d expanded, %d moves", trial, its, st.Expanded, len(path))
		}
	}
}
