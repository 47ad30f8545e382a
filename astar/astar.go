package astar

import "context"

// AStar is unit-cost A*: every move costs one, so a path's cost is its number of moves. It finds a
// path from p.Start to a goal by expanding the state with the least moves made plus p.Heuristic
// first: a shortest path when the heuristic is admissible. Its memory is every state it stores,
// which Options.MaxNodes caps. Its error is only for a Problem it cannot search; a budget, the
// deadline or a cancel end it with Result.Stop.
func AStar[S any, K comparable, M any](ctx context.Context, p Problem[S, K, M], opt Options[S]) (Result[S, M], error) {
	h := p.Heuristic
	if h == nil {
		h = func(S) int { return 0 }
	}
	return frontierSearch(ctx, p, opt, func(s S, depth int) int { return depth + h(s) }, minFirst)
}
