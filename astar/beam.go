package astar

import (
	"cmp"
	"context"
	"slices"

	"github.com/tilesolve/tilesolve/internal/search"
)

// beamNode is a kept state: its parent in the list of all kept states and the move from it.
type beamNode[S any, M any] struct {
	state  S
	move   M
	parent int32
}

// Beam searches layer by layer, as breadth-first does, but keeps of each layer only the width
// states with the highest rank (ties to the one generated first), in the order they were
// generated, with duplicates in a layer removed (the first generated stays). The first goal generated ends it. It finds a path in far
// less memory than best-first on deep goals, but not always the shortest, and none when the beam
// dies out (no state of a layer has a successor: Result.Stop StopDiedOut), though a path may exist.
// width (at least 1) is the most states a layer keeps, and opt.MaxNodes caps the states stored
// over every layer, for the path back. Progress reports the highest p.Score among states expanded, with Depth
// the layer and Frontier its width.
func Beam[S any, K comparable, M any](ctx context.Context, p Problem[S, K, M], rank func(S) int, width int, opt Options[S]) (Result[S, M], error) {
	if err := p.check(); err != nil {
		return Result[S, M]{}, err
	}
	if rank == nil {
		return Result[S, M]{}, errRank
	}
	width = max(width, 1)
	var noMove M
	nodes := []beamNode[S, M]{{p.Start, noMove, -1}}
	layer := []int32{0}
	best := p.Start
	m := search.Meter{MaxNodes: opt.MaxNodes, MaxExpanded: opt.MaxExpanded, Deadline: opt.Deadline, Clock: opt.Clock, Every: opt.ProgressEvery,
		Update:   func(st *Stats) { st.Frontier, st.Generated = len(layer), len(nodes) },
		Progress: progress(opt, &best)}
	m.Start(ctx)
	if p.Score != nil {
		m.Stats.BestScore = p.Score(best)
	}
	found := func(i int32) (Result[S, M], error) {
		parent := func(i int32) int32 { return nodes[i].parent }
		path := search.Trace(i, parent, func(i int32) S { return nodes[i].state }, true)
		moves := search.Trace(i, parent, func(i int32) M { return nodes[i].move }, false)
		return Result[S, M]{Found: true, Path: path, Moves: moves, Stats: m.Report()}, nil
	}
	if p.IsGoal(p.Start) {
		return found(0)
	}
	type candidate struct {
		node  beamNode[S, M]
		rank  int
		order int // generation order in the layer
	}
	var next []candidate
	index := map[K]bool{}
	for depth := 0; len(layer) > 0; depth++ {
		if opt.MaxDepth > 0 && depth >= opt.MaxDepth {
			break
		}
		m.Stats.Depth = depth
		next = next[:0]
		clear(index)
		for _, i := range layer {
			s := nodes[i].state
			if p.Score != nil {
				if sc := p.Score(s); sc > m.Stats.BestScore {
					best, m.Stats.BestScore = s, sc
				}
			}
			if m.Tick() != nil {
				return Result[S, M]{Stats: m.Report(), Stop: m.Stopped()}, nil
			}
			goal := int32(-1)
			p.Successors(s, func(m M, t S) {
				k := p.Key(t)
				if goal >= 0 || index[k] {
					return
				}
				index[k] = true
				next = append(next, candidate{beamNode[S, M]{t, m, i}, rank(t), len(next)})
				if p.IsGoal(t) {
					goal = int32(len(next) - 1)
				}
			})
			if goal >= 0 {
				nodes = append(nodes, next[goal].node)
				m.Stats.Depth = depth + 1
				return found(int32(len(nodes) - 1))
			}
		}
		// A stable sort keeps the generation order among equal ranks; the states kept then go on
		// in the order they were generated.
		slices.SortStableFunc(next, func(a, b candidate) int { return cmp.Compare(b.rank, a.rank) })
		kept := next[:min(width, len(next))]
		slices.SortFunc(kept, func(a, b candidate) int { return cmp.Compare(a.order, b.order) })
		layer = layer[:0]
		for _, c := range kept {
			nodes = append(nodes, c.node)
			layer = append(layer, int32(len(nodes)-1))
		}
		if m.Stored(len(nodes)) != nil {
			return Result[S, M]{Stats: m.Stats, Stop: m.Stopped()}, nil
		}
	}
	if len(layer) == 0 {
		return Result[S, M]{Stats: m.Report(), Stop: StopDiedOut}, nil
	}
	return Result[S, M]{Stats: m.Report()}, nil
}
