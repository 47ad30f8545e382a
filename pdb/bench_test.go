package pdb

import (
	"math/rand/v2"
	"testing"
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
	pos := goalPos(n)
	cells := make([]uint8, n*n)
	for t, p := range pos {
		cells[p] = uint8(t)
	}
	out := make([][]uint8, count)
	for i := range out {
		for j := 0; j < steps; j++ {
			randomMove(rng, n, pos, cells)
		}
		out[i] = append([]uint8(nil), pos...)
	}
	return out
}

func BenchmarkEstimate(b *testing.B) {
	db := mustDB555(b)
	states := walkStates(4, 1024, 50)
	b.ReportAllocs()
	sink, i := 0, 0
	for b.Loop() {
		sink += db.Estimate(states[i&1023])
		i++
	}
	_ = sink
}

func BenchmarkEstimateMax(b *testing.B) {
	db := mustDB555(b)
	states := walkStates(4, 1024, 50)
	b.ReportAllocs()
	sink, i := 0, 0
	for b.Loop() {
		sink += db.EstimateMax(states[i&1023])
		i++
	}
	_ = sink
}

// benchEvalMove measures Move on a long random walk (one Move per step, as IDA* makes).
func benchEvalMove(b *testing.B, reflect bool) {
	db := mustDB555(b)
	type move struct {
		tile     int
		from, to uint8
	}
	rng := rand.New(rand.NewPCG(3, 3))
	pos := goalPos(4)
	cells := make([]uint8, 16)
	for t, p := range pos {
		cells[p] = uint8(t)
	}
	start := append([]uint8(nil), pos...)
	walk := make([]move, 1<<16)
	for i := range walk {
		t, f, to := randomMove(rng, 4, pos, cells)
		walk[i] = move{t, f, to}
	}
	e := db.NewEvalReflection(start, reflect)
	b.ReportAllocs()
	sink, i := 0, 0
	for b.Loop() {
		if i == len(walk) {
			e.Reset(start)
			i = 0
		}
		m := walk[i]
		e.Move(m.tile, m.from, m.to)
		sink += e.Value()
		i++
	}
	_ = sink
}

func BenchmarkEvalMove(b *testing.B)             { benchEvalMove(b, true) }
func BenchmarkEvalMoveNoReflection(b *testing.B) { benchEvalMove(b, false) }
