package astar

import "context"

// BestFirst always expands the stored state with the highest rank (the 2048 variant's search on a
// board score) until it expands a goal. Its path is not the shortest in general. The rank is the
// algorithm's choice, apart from the problem; progress reports the highest p.Score expanded.
func BestFirst[S any, K comparable, M any](ctx context.Context, p Problem[S, K, M], rank func(S) int, opt Options[S]) (Result[S, M], error) {
	if rank == nil {
		return Result[S, M]{}, errRank
	}
	return frontierSearch(ctx, p, opt, func(s S, _ int) int { return rank(s) }, maxFirst)
}
