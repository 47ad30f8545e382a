package search

import "math"

// Deepen is IDA*'s outer loop, the one of IDA and of the fast paths written for one domain
// (astar/sliding's IDA over pattern databases), which differ only in how they search an
// iteration. From the bound in st.Bound (the start's estimate), iterate searches all below
// st.Bound and returns whether it found a goal and otherwise the least moves-plus-estimate that
// passed the bound, which becomes the next one; it counts its work in *st. Deepen ends when an
// iteration finds a goal, fails (its error is returned), leaves nothing below any bound (next
// math.MaxInt: no goal is reachable), or the bound would pass maxDepth (when > 0). iterated,
// when set, hears each iteration that did not fail as it ends.
func Deepen(st *Stats, maxDepth int, iterated func(Iteration), iterate func() (next int, found bool, err error)) (bool, error) {
	for {
		if maxDepth > 0 && st.Bound > maxDepth {
			return false, nil
		}
		before := *st
		next, found, err := iterate()
		if iterated != nil && err == nil {
			it := Iteration{Bound: st.Bound, Expanded: st.Expanded - before.Expanded,
				Generated: st.Generated - before.Generated, Found: found}
			if !found && next != math.MaxInt {
				it.Next = next
			}
			iterated(it)
		}
		switch {
		case err != nil:
			return false, err
		case found:
			return true, nil
		case next == math.MaxInt:
			return false, nil
		}
		st.Bound = next
	}
}
