package search

// FirstOf returns up to k items of the binary heap items (ordered by before) in heap order,
// leaving out those keep rejects: a walk from the root that holds the children of the items
// taken so far as candidates, so it reads about k² items whatever the heap's size.
func FirstOf[T any](items []T, before func(a, b T) bool, keep func(T) bool, k int) []T {
	var out []T
	cand := []int{}
	if len(items) > 0 {
		cand = append(cand, 0)
	}
	for len(cand) > 0 && len(out) < k {
		best := 0
		for i := 1; i < len(cand); i++ {
			if before(items[cand[i]], items[cand[best]]) {
				best = i
			}
		}
		i := cand[best]
		cand[best] = cand[len(cand)-1]
		cand = cand[:len(cand)-1]
		if keep(items[i]) {
			out = append(out, items[i])
		}
		for _, c := range [2]int{2*i + 1, 2*i + 2} {
			if c < len(items) {
				cand = append(cand, c)
			}
		}
	}
	return out
}
