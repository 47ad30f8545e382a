package search

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestPQSortsLikeSlices pushes and pops at random and checks every pop against a sorted copy.
func TestPQSortsLikeSlices(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for _, max := range []bool{false, true} {
		less := cmp.Less[int]
		if max {
			less = func(a, b int) bool { return a > b }
		}
		q := NewPQ(less)
		var model []int
		for op := 0; op < 20000; op++ {
			if rng.IntN(3) > 0 || len(model) == 0 {
				v := rng.IntN(100)
				q.Push(v)
				model = append(model, v)
				continue
			}
			slices.Sort(model)
			want := model[0]
			if max {
				want = model[len(model)-1]
				model = model[:len(model)-1]
			} else {
				model = model[1:]
			}
			if got := q.Pop(); got != want {
				t.Fatalf("max=%v: Pop = %d, want %d", max, got, want)
			}
			if q.Len() != len(model) {
				t.Fatalf("Len = %d, want %d", q.Len(), len(model))
			}
		}
	}
}

func BenchmarkPQ(b *testing.B) {
	b.ReportAllocs()
	q := NewPQ(cmp.Less[int])
	rng := rand.New(rand.NewPCG(1, 1))
	for i := 0; i < b.N; i++ {
		q.Push(rng.IntN(1 << 20))
		if q.Len() > 1000 {
			q.Pop()
		}
	}
}
