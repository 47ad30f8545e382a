package astar

import "context"

// BreadthFirst expands states in order of moves made, so the first goal it expands is a nearest
// one. It is the tests' independent answer for every other search, and the 2048 solver's proof that
// no shorter solution exists. When a budget stops it, Stats.Depth moves is a lower bound on any
// solution.
func BreadthFirst[S any, K comparable, M any](ctx context.Context, p Problem[S, K, M], opt Options[S]) (Result[S, M], error) {
	return frontierSearch(ctx, p, opt, func(_ S, depth int) int { return depth }, minFirst)
}
