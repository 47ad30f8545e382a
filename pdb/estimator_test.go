package pdb

import (
	"math/rand/v2"
	"testing"

	"github.com/tilesolve/tilesolve/internal/testproblems"
)

// TestEstimatorFollowsEstimate walks randomly, making each move on an Estimator (each group
// ranked from its rank before), and checks every estimate against EstimateMax of the state
// ranked afresh, with and without a second database; then undoes half the walk, checking each
// state again, and Delta against the difference of two Estimates. A wrong step would also make
// the IDA* over the tables give wrong answers, but only sometimes.
func TestEstimatorFollowsEstimate(t *testing.T) {
	threes4x4 := Partition{Name: "4x4-3s", N: 4, Groups: [][]int{
		{1, 2, 5}, {3, 4, 8}, {6, 7, 11}, {9, 10, 13}, {12, 14, 15}}}
	// A small 24-puzzle partition (8 groups of 3 neighbouring tiles): nothing assumes 16 cells.
	partition5x5 := Partition{Name: "5x5-3s", N: 5, Groups: [][]int{
		{1, 2, 6}, {3, 4, 5}, {7, 8, 12}, {9, 10, 14}, {11, 16, 21}, {13, 17, 18}, {15, 19, 20}, {22, 23, 24}}}
	for _, tc := range []struct {
		name     string
		n        int
		db, also func(testing.TB) *DB
	}{
		{"3x3", 3, func(t testing.TB) *DB { return mustBuild(t, Partition3x3) },
			func(t testing.TB) *DB { return mustBuild(t, Partition3x3Exact) }},
		{"4x4", 4, mustDB555, func(t testing.TB) *DB { return mustBuild(t, threes4x4) }},
		{"5x5", 5, func(t testing.TB) *DB { return mustBuild(t, partition5x5) }, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			db := tc.db(t)
			var also *DB
			if tc.also != nil {
				also = tc.also(t)
			}
			want := func(pos []uint8) int {
				h := db.EstimateMax(pos)
				if also != nil {
					h = max(h, also.EstimateMax(pos))
				}
				return h
			}
			e, err := newEstimator(db, also)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(11, uint64(tc.n)))
			pos, cells := testproblems.GoalPos(tc.n), make([]uint8, tc.n*tc.n)
			for tile := 1; tile < len(pos); tile++ {
				cells[pos[tile]] = uint8(tile)
			}
			if h := e.Start(pos); h != 0 {
				t.Fatalf("the goal's estimate is %d", h)
			}
			states := [][]uint8{append([]uint8(nil), pos...)}
			var moves []Moved // moves[i] took states[i] to states[i+1]
			for i := 0; i < 3000; i++ {
				before := append([]uint8(nil), pos...)
				tile, from, to := testproblems.RandomMove(rng, tc.n, pos, cells)
				if d, w := db.Delta(before, tile, int(from), int(to)), db.Estimate(pos)-db.Estimate(before); d != w {
					t.Fatalf("move %d: Delta %d, want %d", i, d, w)
				}
				// A most below the estimate refuses the move, at any side, and leaves the state.
				if most := want(pos) - 1 - rng.IntN(3); most < want(pos) {
					if h := e.Move(tile, int(from), int(to), most, new(Moved)); h <= most || h > want(pos) {
						t.Fatalf("move %d: Move with most %d gave %d, the estimate is %d", i, most, h, want(pos))
					}
					if e.Estimate() != want(before) {
						t.Fatalf("move %d: a refused Move changed the estimate to %d from %d", i, e.Estimate(), want(before))
					}
				}
				var done Moved
				if h := e.Move(tile, int(from), int(to), NoLimit, &done); h != want(pos) {
					t.Fatalf("move %d (tile %d from %d to %d): Move %d, afresh %d", i, tile, from, to, h, want(pos))
				}
				if e.Estimate() != want(pos) {
					t.Fatalf("move %d: Estimate %d after the move, afresh %d", i, e.Estimate(), want(pos))
				}
				states = append(states, append([]uint8(nil), pos...))
				moves = append(moves, done)
			}
			for i := len(states) - 2; i >= len(states)/2; i-- {
				e.Undo(&moves[i])
				if e.Estimate() != want(states[i]) {
					t.Fatalf("undone to move %d: %d, afresh %d", i, e.Estimate(), want(states[i]))
				}
			}
			// After the undos the estimator goes on as from that state.
			pos = append(pos[:0], states[len(states)/2]...)
			for tile := range pos {
				cells[pos[tile]] = uint8(tile)
			}
			for i := 0; i < 100; i++ {
				tile, from, to := testproblems.RandomMove(rng, tc.n, pos, cells)
				if h := e.Move(tile, int(from), int(to), NoLimit, new(Moved)); h != want(pos) {
					t.Fatalf("after the undos, move %d: Move %d, afresh %d", i, h, want(pos))
				}
			}
		})
	}
}

// TestEstimatorRejects checks that two databases of different boards do not make an estimator.
func TestEstimatorRejects(t *testing.T) {
	if _, err := newEstimator(mustDB555(t), mustBuild(t, Partition3x3)); err == nil {
		t.Fatal("a 4x4 and a 3x3 database made an estimator")
	}
}

// newEstimator is an estimator over d and also made by Init.
func newEstimator(d, also *DB) (*Estimator, error) {
	e := new(Estimator)
	if err := e.Init(d, also); err != nil {
		return nil, err
	}
	return e, nil
}
