package pdb

import (
	"math/rand/v2"
	"sync"
	"testing"
)

// db555 is built once for every test that needs a 4x4 database (about a second).
var db555 = sync.OnceValues(func() (*DB, error) { return Build(t0ctx, Partition555, nil) })

func mustDB555(t testing.TB) *DB {
	db, err := db555()
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// partition5x5 is a small 24-puzzle partition (8 groups of 3 neighbouring tiles), to check that
// nothing assumes 16 cells.
var partition5x5 = Partition{Name: "5x5-3s", N: 5, Groups: [][]int{
	{1, 2, 6}, {3, 4, 5}, {7, 8, 12}, {9, 10, 14}, {11, 16, 21}, {13, 17, 18}, {15, 19, 20}, {22, 23, 24}}}

// goalPos is the goal: tile t on cell t-1, the blank on the last cell.
func goalPos(n int) []uint8 {
	pos := make([]uint8, n*n)
	for t := 1; t < n*n; t++ {
		pos[t] = uint8(t - 1)
	}
	pos[0] = uint8(n*n - 1)
	return pos
}

// randomMove moves the blank to a random neighbour in pos and cells; it returns the tile that
// moved and its old and new cells.
func randomMove(rng *rand.Rand, n int, pos, cells []uint8) (tile int, from, to uint8) {
	b := int(pos[0])
	var nbs [4]int
	k := 0
	if b >= n {
		nbs[k], k = b-n, k+1
	}
	if b < n*n-n {
		nbs[k], k = b+n, k+1
	}
	if b%n > 0 {
		nbs[k], k = b-1, k+1
	}
	if b%n < n-1 {
		nbs[k], k = b+1, k+1
	}
	nb := nbs[rng.IntN(k)]
	tile = int(cells[nb])
	cells[b], cells[nb] = uint8(tile), 0
	pos[tile], pos[0] = uint8(b), uint8(nb)
	return tile, uint8(nb), uint8(b)
}

// TestEvalMatchesEstimate walks randomly and checks after every move that the incremental
// values equal values computed from scratch, with and without reflection, then undoes the walk
// move by move and checks again down to the start.
func TestEvalMatchesEstimate(t *testing.T) {
	for _, tc := range []struct {
		name  string
		db    func(testing.TB) *DB
		moves int
	}{
		{"3x3-4-4", func(t testing.TB) *DB { return mustBuild(t, Partition3x3) }, 5000},
		{"3x3-exact", func(t testing.TB) *DB { return mustBuild(t, Partition3x3Exact) }, 5000},
		{"4x4-5-5-5", mustDB555, 20000},
		{"5x5-3s", func(t testing.TB) *DB { return mustBuild(t, partition5x5) }, 5000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			db := tc.db(t)
			n := db.part.N
			rng := rand.New(rand.NewPCG(1, uint64(n)))
			pos := goalPos(n)
			cells := make([]uint8, n*n)
			for tile, p := range pos {
				cells[p] = uint8(tile)
			}
			withR, without := db.NewEval(pos), db.NewEvalReflection(pos, false)
			if !withR.UseReflection() || without.UseReflection() {
				t.Fatal("UseReflection does not say what was asked")
			}
			check := func(step int) {
				h, hr := db.Estimate(pos), db.EstimateReflected(pos)
				if withR.Value() != max(h, hr) || withR.Direct() != h || withR.Reflected() != hr {
					t.Fatalf("step %d: Eval %d (direct %d, reflected %d), from scratch %d and %d",
						step, withR.Value(), withR.Direct(), withR.Reflected(), h, hr)
				}
				if without.Value() != h {
					t.Fatalf("step %d: Eval without reflection %d, Estimate %d", step, without.Value(), h)
				}
			}
			type move struct {
				tile     int
				from, to uint8
			}
			var walk []move
			raised := 0
			for i := 0; i < tc.moves; i++ {
				tile, from, to := randomMove(rng, n, pos, cells)
				withR.Move(tile, from, to)
				without.Move(tile, from, to)
				walk = append(walk, move{tile, from, to})
				check(i)
				if h := withR.Value(); h < manhattan(n, pos) {
					t.Fatalf("step %d: value %d below Manhattan %d", i, h, manhattan(n, pos))
				}
				if withR.Value() > without.Value() {
					raised++
				}
			}
			for i := len(walk) - 1; i >= 0; i-- {
				m := walk[i]
				cells[m.from], cells[m.to] = uint8(m.tile), 0
				pos[m.tile], pos[0] = m.from, m.to
				withR.Move(m.tile, m.to, m.from)
				without.Move(m.tile, m.to, m.from)
				check(-i)
			}
			if withR.Value() != 0 {
				t.Fatalf("back at the goal, Value is %d", withR.Value())
			}
			// Reset lands on the same values as a fresh evaluator.
			fresh := db.NewEval(pos)
			withR.Reset(pos)
			if *fresh != *withR {
				t.Fatal("Reset differs from NewEval")
			}
			t.Logf("reflection raised the value after %d of %d moves", raised, tc.moves)
		})
	}
}

// TestNoAllocations checks that lookups allocate nothing: IDA* calls them millions of times.
func TestNoAllocations(t *testing.T) {
	db := mustDB555(t)
	pos := goalPos(4)
	e := db.NewEval(pos)
	sink := 0
	for name, f := range map[string]func(){
		"Move":     func() { e.Move(15, 14, 15); e.Move(15, 15, 14); sink += e.Value() },
		"Estimate": func() { sink += db.Estimate(pos) + db.EstimateReflected(pos) + db.EstimateMax(pos) },
		"Reset":    func() { e.Reset(pos) },
	} {
		if a := testing.AllocsPerRun(1000, f); a != 0 {
			t.Errorf("%s allocates %.1f times per call", name, a)
		}
	}
}
