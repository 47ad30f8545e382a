package ntuple

import (
	"math"
	"slices"
	"testing"
)

// TestKeepMostTrained: exactly keep weights stay, each one training moved at least as much as
// any it set to 0, and they keep their values; without temporal coherence it refuses.
func TestKeepMostTrained(t *testing.T) {
	tests := []struct{ keep, learned int }{{0, 0}, {1, 1}, {500, 500}, {1 << 30, -1}}
	for _, tt := range tests {
		net, _ := New(Shapes["tiny"])
		l := NewLearner(net, 1, true, 4)
		Train(t.Context(), l, 30, 0, nil)
		before := net.Learned()
		was := make([][]float32, len(net.tuples))
		for k, tu := range net.tuples {
			was[k] = slices.Clone(tu.weights)
		}
		pruned, err := l.KeepMostTrained(tt.keep)
		want := tt.learned
		if want < 0 {
			want = before // keep more than there are: nothing changes
		}
		if err != nil || net.Learned() != want || pruned != before-want {
			t.Errorf("keep %d of %d: %d left, %d pruned (%v)", tt.keep, before, net.Learned(), pruned, err)
		}
		leastKept, mostPruned := float32(math.Inf(1)), float32(-1)
		for k, tu := range net.tuples {
			for i, w := range tu.weights {
				switch e := l.ea[k][i][1]; {
				case w != 0 && w != was[k][i]:
					t.Fatalf("keep %d: weight %d of table %d changed %v to %v", tt.keep, i, k, was[k][i], w)
				case w != 0:
					leastKept = min(leastKept, e)
				case was[k][i] != 0:
					mostPruned = max(mostPruned, e)
				}
			}
		}
		if mostPruned > leastKept {
			t.Errorf("keep %d: pruned a weight trained %v, kept one trained %v", tt.keep, mostPruned, leastKept)
		}
	}
	net, _ := New(Shapes["tiny"])
	if _, err := NewLearner(net, 0.1, false, 1).KeepMostTrained(5); err == nil {
		t.Error("a learner without temporal coherence chose weights to keep")
	}
}
