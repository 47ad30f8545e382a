package reduction

import (
	"context"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/search"
)

// groupNode is a state the group search stored: how it was reached, at what cost, and its estimate.
type groupNode struct {
	s      groupState
	g, h   int32
	parent int32
	dir    board.Direction
	closed bool
}

// search is A* on the group's subgoal, written for it: the estimates are small integers, so the
// open list is a bucket per f (last in, first out, which goes deep among equals), and states are
// found again by their 64-bit key in the family's open-addressing table (search.Map). It returns
// a shortest way to the subgoal, as astar.AStar would (maybe another of the same length),
// faster: the fast solver spends most of its time here. With g.weight > 1, f counts the estimate
// that many times (weighted A*: a way at most weight times the shortest, and no state opened
// again). With budget > 0 it gives up with astar.ErrBudget past that many stored states, and
// at once when the group's cells do not fit a key (keyLayout).
func (g *groupProblem) search(ctx context.Context, start groupState, budget int) ([]board.Direction, astar.Stats, error) {
	if !g.keyLayout() {
		return nil, astar.Stats{}, astar.ErrBudget // a smaller group's key fits
	}
	m := search.Meter{CheckEvery: 1024}
	if budget > 0 {
		m.MaxNodes = budget + 1 // more than budget states stored
	}
	m.Start(ctx)
	x := g.scratch
	if x == nil {
		x = &groupScratch{}
	}
	nodes := append(x.nodes[:0], groupNode{s: start, h: int32(g.estimate(start)), parent: -1})
	if x.index == nil {
		x.index = search.NewMap[uint64, int32](indexRoom, keyHash)
	}
	index := x.index
	index.Reset(indexRoom)
	first := g.key(start) + 1
	index.LoadOrStore(first, first, 0)
	buckets := x.buckets[:0]
	defer func() {
		for i := range buckets {
			buckets[i] = buckets[i][:0]
		}
		x.nodes, x.buckets = nodes, buckets
	}()
	w := max(1, g.weight)
	var cur int // the lowest bucket that may hold a node
	push := func(i int32) {
		f := int(nodes[i].g + w*nodes[i].h)
		for len(buckets) <= f {
			if len(buckets) < cap(buckets) {
				buckets = buckets[:len(buckets)+1] // an emptied bucket of an earlier search
			} else {
				buckets = append(buckets, nil)
			}
		}
		buckets[f] = append(buckets[f], i)
		cur = min(cur, f) // a weighted estimate can drop by more than a move costs
	}
	cur = int(w * nodes[0].h)
	push(0)
	n := g.n
	for ; cur < len(buckets); cur++ {
		for len(buckets[cur]) > 0 {
			f := cur
			last := len(buckets[f]) - 1
			i := buckets[f][last]
			buckets[f] = buckets[f][:last]
			nd := &nodes[i]
			if nd.closed || int(nd.g+w*nd.h) != f {
				continue // reached again more cheaply since it was queued
			}
			nd.closed = true
			if nd.h == 0 && g.isGoal(nd.s) {
				m.Stats.Generated = len(nodes)
				return groupPath(nodes, i), m.Report(), nil
			}
			if err := m.Tick(); err != nil {
				return nil, m.Stats, err
			}
			if err := m.Stored(len(nodes)); err != nil {
				return nil, m.Stats, err
			}
			s, gc := nd.s, nd.g+1
			b := int(s.blank)
			for _, d := range board.Directions {
				// board.SlideSource, written out: through the call (or a table of its
				// answers) the reduction is slower (docs/performance.md).
				var to int
				switch d {
				case board.Up: // the tile below the blank moves up
					if to = b + n; to >= n*n {
						continue
					}
				case board.Down:
					if to = b - n; to < 0 {
						continue
					}
				case board.Left:
					if to = b + 1; b%n+1 >= n {
						continue
					}
				case board.Right:
					if to = b - 1; b%n == 0 {
						continue
					}
				}
				if g.fixed[to] {
					continue
				}
				next := s
				next.blank = uint16(to)
				for t := 0; t < g.k; t++ {
					if int(s.tiles[t]) == to {
						next.tiles[t] = uint16(b)
					}
				}
				key := g.key(next) + 1
				j, seen := index.LoadOrStore(key, key, int32(len(nodes)))
				if seen {
					if nodes[j].closed || nodes[j].g <= gc {
						continue
					}
					nodes[j].g, nodes[j].parent, nodes[j].dir = gc, i, d
				} else {
					nodes = append(nodes, groupNode{s: next, g: gc, h: int32(g.estimate(next)), parent: i, dir: d})
				}
				push(j)
			}
		}
	}
	m.Stats.Generated = len(nodes)
	return nil, m.Report(), nil // no way within the fixed cells
}

func groupPath(nodes []groupNode, i int32) []board.Direction {
	return search.Trace(i, func(i int32) int32 { return nodes[i].parent },
		func(i int32) board.Direction { return nodes[i].dir }, false)
}

// groupScratch is the group search's memory, reused so that a solve's hundreds of searches do
// not each allocate and clear megabytes.
type groupScratch struct {
	nodes   []groupNode
	index   *search.Map[uint64, int32] // a state's key+1 (the zero key marks a free slot) to its node
	buckets [][]int32
}

// indexRoom is the room the index is reset to: on big boards most searches are small, and a
// table one large search grew is made this small again (search.Map.Reset).
const indexRoom = 1 << 11

// keyHash is the index's hash: the key itself, which the table spreads with search.Mix.
func keyHash(k uint64) uint64 { return k }
