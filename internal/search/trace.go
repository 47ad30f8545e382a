package search

// Trace is the family's one path builder over parent links: the values of the nodes from the
// root to node i, following parent back (a negative parent marks the root), with the root's own
// value only when withRoot is set (a path of states has it, a list of moves does not). The
// calls are per node of the path, once a search has ended.
func Trace[T any](i int32, parent func(int32) int32, value func(int32) T, withRoot bool) []T {
	var out []T
	for ; i >= 0; i = parent(i) {
		if withRoot || parent(i) >= 0 {
			out = append(out, value(i))
		}
	}
	for l, r := 0, len(out)-1; l < r; l, r = l+1, r-1 {
		out[l], out[r] = out[r], out[l]
	}
	return out
}
