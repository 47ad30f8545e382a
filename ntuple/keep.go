package ntuple

import (
	"errors"
	"math"
	"slices"
	"sort"
)

// KeepMostTrained sets to 0 every weight but the keep that training moved most, and returns how
// many it changed. A weight's training is its temporal-coherence sum of error magnitudes: how
// often play reached it, times how far off it was. A shipped file skips zeros, so this is how a
// large network fits a small file; it keeps what greedy play uses, where keeping the largest
// weights drops many a game needs (a 4x6 network after 587,102 games, at 10 bits a weight:
// 5.78 M weights kept by magnitude, 8.18 MB, greedy mean score 154,649; the 5.78 M most trained,
// 6.08 MB, 188,751; the network whole at 12 bits, 24 MB, 208,291). Weights already 0 stay 0,
// and of those equally trained at the cut the first in table order are kept.
func (l *Learner) KeepMostTrained(keep int) (int, error) {
	switch {
	case !l.tc:
		return 0, errors.New("keeping the most trained weights needs temporal coherence's sums (-tc)")
	case keep < 0:
		return 0, errors.New("keeping the most trained weights: keep 0 or more")
	}
	var trained []float32
	for t, tu := range l.net.tuples {
		for i, w := range tu.weights {
			if w != 0 {
				trained = append(trained, l.ea[t][i][1])
			}
		}
	}
	if keep >= len(trained) {
		return 0, nil
	}
	slices.Sort(trained)
	cut, atCut := float32(math.Inf(1)), 0 // keep what is above cut, and atCut of those at it
	if keep > 0 {
		cut = trained[len(trained)-keep]
		above := len(trained) - sort.Search(len(trained), func(i int) bool { return trained[i] > cut })
		atCut = keep - above
	}
	pruned := 0
	for t, tu := range l.net.tuples {
		for i, w := range tu.weights {
			switch e := l.ea[t][i][1]; {
			case w == 0 || e > cut:
			case e == cut && atCut > 0:
				atCut--
			default:
				tu.weights[i] = 0
				pruned++
			}
		}
	}
	return pruned, nil
}
