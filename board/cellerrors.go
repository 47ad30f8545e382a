package board

import (
	"fmt"
	"slices"
)

// CellErrors lists every cell of g that keeps it from being a board of kind k (Kind2048 or
// KindSliding), in cell order, where Check names only the first problem: a tile a 2048 board
// cannot hold, a sliding tile out of range, and every copy of a sliding tile that appears more
// than once. The editor outlines them all. A grid of the wrong size has none to name.
func CellErrors(g Grid, k Kind) []*InputError {
	if g.N < 1 || len(g.Tiles) != g.N*g.N {
		return nil
	}
	var errs []*InputError
	if k == Kind2048 {
		for i, t := range g.Tiles {
			if msg := tile2048Problem(t); msg != "" {
				errs = append(errs, g.cellError(i, "%s", msg))
			}
		}
		return errs
	}
	at := map[int][]int{} // the cells of each tile in range
	for i, t := range g.Tiles {
		if msg := slidingTileProblem(g, t); msg != "" {
			errs = append(errs, g.cellError(i, "%s", msg))
			continue
		}
		at[t] = append(at[t], i)
	}
	for i, t := range g.Tiles {
		cells := at[t]
		if len(cells) < 2 || slidingTileProblem(g, t) != "" {
			continue
		}
		other := cells[0]
		if other == i {
			other = cells[1]
		}
		errs = append(errs, g.cellError(i, "%s", fmt.Sprintf("tile %d appears %s (also at row %d, column %d)",
			t, times(len(cells)), other/g.N+1, other%g.N+1)))
	}
	cell := func(e *InputError) int { return (e.Row-1)*g.N + e.Col - 1 }
	slices.SortFunc(errs, func(a, b *InputError) int { return cell(a) - cell(b) })
	return errs
}

// times words how often a tile appears: "twice", "3 times".
func times(n int) string {
	if n == 2 {
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}
