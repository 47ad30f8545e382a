package game2048

import (
	"context"
	"slices"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/search"
)

// Rules is what Beam needs of a board representation S: a Board4, or an array
// of exponents for boards up to 6x6. Both are comparable values, so a layer costs no allocation.
type Rules[S comparable] interface {
	// Move plays d (slide, merge, spawn); won says next holds the goal.
	Move(s S, d board.Direction) (next S, ok, won bool)
	Score(s S) int64 // the beam's rank of a board among boards of the same sum
	Largest(s S) int // the largest tile
	Game(s S) *board.Game2048
	Hash(s S) uint64
}

// BeamBytes is the memory a kept state costs Beam: its link (4 bytes), doubled for the
// slack of a growing slice. Layers themselves are a few width-sized arrays.
const BeamBytes = 8

// beamCandidate is a successor waiting for the cut: its board, the index of its parent in the
// layer and the move from it.
type beamCandidate[S any] struct {
	s      S
	key    uint64
	parent uint32
	dir    board.Direction
}

// BeamOptions bound and observe Beam: astar's Options, of which it reads MaxNodes (the states
// kept, 4 bytes each: StopNodes), MaxExpanded, MaxDepth, Deadline and Progress, and the 2048
// beam's own.
type BeamOptions struct {
	astar.Options[*board.Game2048]
	// Width is the most boards a layer keeps (at least 1).
	Width int
	// Goal is the goal tile: the best tile a search that reached it reports (a Board4 holds a
	// 65536 as a blank).
	Goal int
	// MinDepth is the fewest layers a solution needs, for sizing the store once instead of
	// growing it (copying hundreds of megabytes and waking the garbage collector).
	MinDepth int
	// MaxWidth, when > 0, has a beam that dies out go back to a layer it kept a copy of (one
	// every snapEvery layers, up to three back) and go on from there twice as wide, up to
	// MaxWidth, back to its width snapEvery layers past where it died: the cost of a dead end is
	// a few thousand layers, not the whole search again.
	MaxWidth int
}

// Beam is astar.Beam on comparable 2048 board values with compact storage: of each layer of
// successors it keeps the width with the highest score, ties to the one generated first, and the
// first goal generated ends it. A kept state costs 4 bytes (its link back). When no goal is
// found, Stop is StopDiedOut if some layer was cut, and NotStopped if none was (then there is
// none, or none within MaxDepth). Its error is only for a store that cannot hold the links; a
// stop is told in Result.Stop.
func Beam[S comparable, R Rules[S]](ctx context.Context, r R, start S, opt BeamOptions) (astar.Result[*board.Game2048, board.Direction], error) {
	width, maxStored, maxWidth, goal := max(opt.Width, 1), opt.MaxNodes, opt.MaxWidth, opt.Goal
	if width <= 0 {
		width = 1000
	}
	cut := false
	reserve := width * (opt.MinDepth + 64)
	if maxStored > 0 {
		reserve = min(reserve, maxStored)
	}
	links := make([]link4, 1, reserve)
	links[0] = newLink4(noParent, 0)
	layer, layerNode := []S{start}, []uint32{0}
	best := start
	m := search.Meter{MaxNodes: maxStored, MaxExpanded: opt.MaxExpanded, Deadline: opt.Deadline, Clock: opt.Clock, Every: opt.ProgressEvery}
	m.Update = func(st *astar.Stats) {
		// The best board is looked for only when reported: a scan of the layer.
		for _, s := range layer {
			if top := r.Largest(s); top > st.BestScore {
				best, st.BestScore = s, top
			}
		}
		st.Frontier, st.Generated = len(layer), len(links)
	}
	if opt.Progress != nil {
		m.Progress = func(st astar.Stats) { opt.Progress(astar.Progress[*board.Game2048]{Stats: st, Best: r.Game(best)}) }
	}
	m.Start(ctx)
	m.Stats.BestScore = r.Largest(start)
	var cands []beamCandidate[S]
	var keys []uint64
	seen := search.NewSet(1024, r.Hash)
	var nextLayer []S
	var nextNode []uint32
	type snapshot struct {
		depth int
		layer []S
		nodes []uint32
	}
	var snaps []snapshot // oldest first
	baseWidth, narrowAt := width, -1
	for depth := 0; ; depth++ {
		if opt.MaxDepth > 0 && depth >= opt.MaxDepth {
			return astar.Result[*board.Game2048, board.Direction]{Stats: m.Report()}, nil
		}
		m.Stats.Depth = depth
		if maxWidth > 0 && depth%snapEvery == 0 && (len(snaps) == 0 || snaps[len(snaps)-1].depth < depth) {
			snaps = append(snaps, snapshot{depth, slices.Clone(layer), slices.Clone(layerNode)})
			if len(snaps) > 3 {
				snaps = snaps[1:]
			}
		}
		if depth == narrowAt {
			width = baseWidth
		}
		cands, keys = cands[:0], keys[:0]
		seen.Reset(4 * len(layer))
		for pi, s := range layer {
			if m.Tick() != nil {
				return astar.Result[*board.Game2048, board.Direction]{Stats: m.Report(), Stop: m.Stopped()}, nil
			}
			for _, d := range board.Directions {
				next, ok, won := r.Move(s, d)
				if !ok {
					continue
				}
				if won {
					// A Board4 that made a 65536 reads it blank: the goal is the figure to show.
					best, m.Stats.BestScore, m.Stats.Depth = next, max(r.Largest(next), goal), depth+1
					return astar.Result[*board.Game2048, board.Direction]{Found: true, Moves: append(movesTo(links, layerNode[pi]), d), Stats: m.Report()}, nil
				}
				if !seen.Add(next, r.Hash(next)) {
					continue
				}
				// The key orders by score, then generation order: the cut is the same whatever
				// the selection algorithm.
				key := uint64(r.Score(next)+1<<37)<<26 | uint64(^uint32(len(cands))&(1<<26-1))
				keys = append(keys, key)
				cands = append(cands, beamCandidate[S]{next, key, uint32(pi), d})
			}
		}
		// The cut keeps the candidates with a key of at least the width-th largest, in the order
		// they were generated.
		threshold := uint64(0)
		if len(keys) > width {
			cut = true
			selectTop(keys, width)
			threshold = slices.Min(keys[:width])
		}
		nextLayer, nextNode = nextLayer[:0], nextNode[:0]
		for _, c := range cands {
			if c.key < threshold {
				continue
			}
			links = append(links, newLink4(layerNode[c.parent], c.dir))
			nextLayer = append(nextLayer, c.s)
			nextNode = append(nextNode, uint32(len(links)-1))
		}
		layer, nextLayer, layerNode, nextNode = nextLayer, layer, nextNode, layerNode
		if m.Stored(len(links)) != nil {
			return astar.Result[*board.Game2048, board.Direction]{Stats: m.Stats, Stop: m.Stopped()}, nil
		}
		if err := checkLinks(links); err != nil {
			return astar.Result[*board.Game2048, board.Direction]{Stats: m.Report()}, err
		}
		if len(layer) > 0 {
			continue
		}
		if !cut || maxWidth == 0 || 2*width > maxWidth || len(snaps) == 0 {
			res := astar.Result[*board.Game2048, board.Direction]{Stats: m.Report()}
			if cut {
				res.Stop = astar.StopDiedOut
			}
			return res, nil
		}
		back := snaps[0]
		snaps = snaps[:1]
		width, narrowAt = 2*width, depth+snapEvery
		layer, layerNode = append(layer[:0], back.layer...), append(layerNode[:0], back.nodes...)
		depth = back.depth - 1
	}
}

// snapEvery is how often, in layers, the fast beam keeps a copy of its layer to go back to.
const snapEvery = 1024

// selectTop moves the k largest keys to keys[:k] (in no order): quickselect, linear on average,
// where a full sort of every layer would dominate the search.
func selectTop(keys []uint64, k int) {
	lo, hi := 0, len(keys)-1
	for lo < hi {
		// Median of three as the pivot, deterministic.
		mid := lo + (hi-lo)/2
		a, b, c := keys[lo], keys[mid], keys[hi]
		pivot := max(min(a, b), min(max(a, b), c))
		i, j := lo, hi
		for i <= j {
			for keys[i] > pivot {
				i++
			}
			for keys[j] < pivot {
				j--
			}
			if i <= j {
				keys[i], keys[j] = keys[j], keys[i]
				i++
				j--
			}
		}
		switch {
		case k-1 <= j:
			hi = j
		case k-1 >= i:
			lo = i
		default:
			return
		}
	}
}
