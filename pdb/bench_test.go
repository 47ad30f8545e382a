package pdb

import (
	"bytes"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/tilesolve/tilesolve/internal/testproblems"
)

// The build benchmarks report the table bytes they make; -benchmem shows what building cost.

func BenchmarkBuild3x3(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		db := mustBuild(b, Partition3x3Exact)
		b.ReportMetric(float64(db.Size()), "table-bytes")
	}
}

func BenchmarkBuild555(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		db := mustBuild(b, Partition555)
		b.ReportMetric(float64(db.Size()), "table-bytes")
	}
}

func BenchmarkBuild663(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		db := mustBuild(b, Partition663)
		b.ReportMetric(float64(db.Size()), "table-bytes")
	}
}

// walkStates is a fixed set of states scattered by random walks from the goal, so that lookups
// are measured over the whole table and not one cached corner.
func walkStates(n, count, steps int) [][]uint8 {
	rng := rand.New(rand.NewPCG(7, 7))
	pos := testproblems.GoalPos(n)
	cells := make([]uint8, n*n)
	for t, p := range pos {
		cells[p] = uint8(t)
	}
	out := make([][]uint8, count)
	for i := range out {
		for j := 0; j < steps; j++ {
			testproblems.RandomMove(rng, n, pos, cells)
		}
		out[i] = append([]uint8(nil), pos...)
	}
	return out
}

// db663 is built once per test binary, for benchmarks that need the real-size tables (11.5 MB,
// larger than the caches, as IDA* sees them).
var db663 = sync.OnceValues(func() (*DB, error) { return Build(t0ctx, Partition663, nil) })

func benchDBs(b *testing.B) map[string]func(testing.TB) *DB {
	return map[string]func(testing.TB) *DB{
		"555": mustDB555,
		"663": func(t testing.TB) *DB {
			db, err := db663()
			if err != nil {
				t.Fatal(err)
			}
			return db
		},
	}
}

// BenchmarkEstimate is a from-scratch Estimate (one rank and lookup per group), and the larger of
// the direct and reflected ones, over states scattered across the tables.
func BenchmarkEstimate(b *testing.B) {
	states := walkStates(4, 1<<12, 50)
	for _, name := range []string{"555", "663"} {
		for _, useMax := range []bool{false, true} {
			sub := name
			if useMax {
				sub += "-max"
			}
			b.Run(sub, func(b *testing.B) {
				db := benchDBs(b)[name](b)
				b.ReportAllocs()
				sink, i := 0, 0
				for b.Loop() {
					s := states[i&(len(states)-1)]
					if useMax {
						sink += db.EstimateMax(s)
					} else {
						sink += db.Estimate(s)
					}
					i++
				}
				_ = sink
			})
		}
	}
}

// BenchmarkLoad663 is LoadOrBuild finding a valid 6-6-3 file: reading 11.5 MB and its checksum.
func BenchmarkLoad663(b *testing.B) {
	db, err := db663()
	if err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	var buf bytes.Buffer
	if err := db.Save(&buf); err != nil {
		b.Fatal(err)
	}
	if err := DirStore(dir).Save(Key(Partition663), buf.Bytes()); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, built, err := LoadOrBuild(t0ctx, Partition663, DirStore(dir), nil); built || err != nil {
			b.Fatalf("built %v, %v", built, err)
		}
	}
}
