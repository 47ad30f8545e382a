package solver

import (
	"fmt"
	"math"
	"testing"
)

// Russell and Norvig's example: a solution 5 moves deep found after 52 states gives b* 1.92.
func ExampleEffectiveBranching() {
	fmt.Printf("%.2f\n", EffectiveBranching(52, 5))
	// Output: 1.92
}

func TestEffectiveBranching(t *testing.T) {
	for _, tc := range []struct {
		n    float64
		d    int
		want float64
	}{
		{1, 1, 1},      // 2 = 1 + b
		{2, 1, 2},      // 3 = 1 + b
		{6, 2, 2},      // 7 = 1 + 2 + 4
		{88572, 10, 3}, // 1 + 3 + ... + 3^10 = 88573
		{0, 5, 0}, {10, 0, 0},
	} {
		got := EffectiveBranching(tc.n, tc.d)
		sum, term := 1.0, 1.0
		for range tc.d {
			term *= got
			sum += term
		}
		if tc.d > 0 && tc.n > 0 && math.Abs(sum-(tc.n+1)) > 1e-6*(tc.n+1) {
			t.Errorf("b*(%v, %d) = %v: the tree holds %v, want %v", tc.n, tc.d, got, sum, tc.n+1)
		}
		if math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("b*(%v, %d) = %v, want %v", tc.n, tc.d, got, tc.want)
		}
	}
}
