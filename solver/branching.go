package solver

// EffectiveBranching is the effective branching factor b* of a search that expanded n states to
// find a solution d moves deep: the branching of the uniform tree of depth d with n+1 states,
// n + 1 = 1 + b* + b*^2 + ... + b*^d (Russell and Norvig's measure of a heuristic: the closer to
// 1, the better). It is solved by bisection; 0 when d < 1 or n < 1.
func EffectiveBranching(n float64, d int) float64 {
	if d < 1 || n < 1 {
		return 0
	}
	total := func(b float64) float64 {
		sum, term := 1.0, 1.0
		for range d {
			term *= b
			sum += term
		}
		return sum
	}
	lo, hi := 0.0, max(1.0, n)
	for range 100 {
		mid := (lo + hi) / 2
		if total(mid) < n+1 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}
