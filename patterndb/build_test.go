package patterndb

import (
	"context"
	"testing"
)

func TestRankRoundTrip(t *testing.T) {
	for _, tc := range []struct{ c, k int }{{9, 4}, {9, 8}, {16, 3}, {16, 6}} {
		cells := make([]uint8, tc.k)
		for r := 0; r < placements(tc.c, tc.k); r += 1 + r/7 {
			unrank(r, cells, tc.c)
			if got := rank(cells, tc.c); got != r {
				t.Fatalf("c=%d k=%d: rank(unrank(%d)) = %d", tc.c, tc.k, r, got)
			}
		}
	}
}

func BenchmarkBuild663(b *testing.B) {
	for b.Loop() {
		if _, err := build(context.Background(), Partition663, nil); err != nil {
			b.Fatal(err)
		}
	}
}
