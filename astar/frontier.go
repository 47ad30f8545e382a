package astar

import (
	"context"

	"github.com/tilesolve/tilesolve/internal/search"
)

// order says which end of the priority scale a frontier search takes first.
type order int

const (
	minFirst order = iota // lowest priority first: A* and breadth-first
	maxFirst              // highest priority first: best-first on a score
)

// node is one stored state: where it came from, by which move, and how many moves it took.
type node[S any, M any] struct {
	state  S
	move   M
	parent int32 // index in the node list, -1 for the start
	depth  int32
}

// entry is a frontier item. The node index doubles as the generation order for tie-breaking.
type entry struct {
	priority int
	depth    int32
	node     int32
}

// frontierSearch is the one engine behind AStar, BestFirst and BreadthFirst: it expands the
// frontier state of best priority until it expands a goal. Ties go to the deeper state, then to the
// one generated first. A state reached again by a path no shorter is dropped, so each state is
// queued once per improvement of its depth. It stops early when ctx is done, past opt.Deadline
// or at a budget; the Result then holds the figures reached and Stop the reason.
func frontierSearch[S any, K comparable, M any](ctx context.Context, p Problem[S, K, M], opt Options[S],
	priority func(s S, depth int) int, ord order) (Result[S, M], error) {
	if err := p.check(); err != nil {
		return Result[S, M]{}, err
	}
	better := func(a, b int) bool { return a < b }
	if ord == maxFirst {
		better = func(a, b int) bool { return a > b }
	}
	frontier := search.NewPQ(func(a, b entry) bool {
		if a.priority != b.priority {
			return better(a.priority, b.priority)
		}
		if a.depth != b.depth {
			return a.depth > b.depth
		}
		return a.node < b.node
	})
	var nodes []node[S, M]
	depthOf := map[K]int32{} // the least depth each state was queued at

	best := p.Start
	m := search.Meter{MaxNodes: opt.MaxNodes, MaxExpanded: opt.MaxExpanded, Deadline: opt.Deadline, Clock: opt.Clock, Every: opt.ProgressEvery,
		Update:   func(st *Stats) { st.Frontier, st.Generated = frontier.Len(), len(nodes) },
		Progress: progress(opt, &best)}
	m.Start(ctx)
	if p.Score != nil {
		m.Stats.BestScore = p.Score(best)
	}

	push := func(s S, m M, parent, depth int32) {
		k := p.Key(s)
		if d, seen := depthOf[k]; seen && d <= depth {
			return
		}
		depthOf[k] = depth
		nodes = append(nodes, node[S, M]{s, m, parent, depth})
		frontier.Push(entry{priority(s, int(depth)), depth, int32(len(nodes) - 1)})
	}
	var noMove M
	push(p.Start, noMove, -1, 0)

	var current int32
	visit := func(m M, s S) { push(s, m, current, nodes[current].depth+1) }
	for frontier.Len() > 0 {
		e := frontier.Pop()
		n := nodes[e.node]
		if depthOf[p.Key(n.state)] < n.depth {
			continue // queued again later by a shorter path
		}
		if opt.Observer != nil {
			observe(opt.Observer, e, n, nodes, frontier, m.Stats.Expanded, ord, p.IsGoal(n.state),
				func(e entry) bool { return depthOf[p.Key(nodes[e.node].state)] == nodes[e.node].depth })
		}
		if p.IsGoal(n.state) {
			stats := m.Report()
			parent := func(i int32) int32 { return nodes[i].parent }
			path := search.Trace(e.node, parent, func(i int32) S { return nodes[i].state }, true)
			moves := search.Trace(e.node, parent, func(i int32) M { return nodes[i].move }, false)
			return Result[S, M]{Found: true, Path: path, Moves: moves, Stats: stats}, nil
		}
		m.Stats.Depth = max(m.Stats.Depth, int(n.depth))
		if p.Score != nil {
			if sc := p.Score(n.state); better(sc, m.Stats.BestScore) {
				best, m.Stats.BestScore = n.state, sc
			}
		}
		if m.Tick() != nil {
			return Result[S, M]{Stats: m.Report(), Stop: m.Stopped()}, nil
		}
		if opt.MaxDepth > 0 && int(n.depth) >= opt.MaxDepth {
			continue
		}
		current = e.node
		p.Successors(n.state, visit)
		if m.Stored(len(nodes)) != nil {
			return Result[S, M]{Stats: m.Stats, Stop: m.Stopped()}, nil
		}
	}
	return Result[S, M]{Stats: m.Report()}, nil
}

// observe tells o of the expansion of e (node n), with the frontier as it is once e is taken;
// fresh says whether a queued entry is still current.
func observe[S any, M any](o Observer[S], e entry, n node[S, M], nodes []node[S, M], frontier *search.PQ[entry],
	closed int, ord order, goal bool, fresh func(entry) bool) {
	x := Expansion[S]{State: n.state, Node: int(e.node), Parent: int(n.parent), G: int(n.depth),
		Priority: e.priority, Frontier: frontier.Len(), Closed: closed, Stored: len(nodes), Goal: goal}
	if ord == minFirst {
		x.H = e.priority - x.G
	}
	x.waiting = func(k int) []Waiting[S] {
		var out []Waiting[S]
		for _, w := range frontier.First(k, fresh) {
			out = append(out, Waiting[S]{State: nodes[w.node].state, G: int(w.depth), Priority: w.priority})
		}
		return out
	}
	if next := frontier.First(1, fresh); len(next) > 0 {
		x.Next = next[0].priority
	}
	o(&x)
}
