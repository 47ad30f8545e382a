package game2048

import (
	"context"
	"errors"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/search"
)

// Game4 is a 4x4 2048 board prepared for the fast paths (BestFirst, and Beam through rules on a
// Board4): the start as a Board4, the goal as an exponent (16 is 65536, which a Board4 reports by
// SwipeBig) and the spawn rule.
type Game4 struct {
	start   *board.Game2048
	b       board.Board4
	goalExp int
	spawn   board.SpawnRule
}

// Board is the start as a Board4.
func (s Game4) Board() board.Board4 { return s.b }

// Spawn is the game's spawn rule.
func (s Game4) Spawn() board.SpawnRule { return s.spawn }

// NewGame4 prepares start; false when it is not a 4x4 board with tiles and goal up to 65536 (the
// most a 4x4 board holds).
func NewGame4(start *board.Game2048) (Game4, bool) {
	b, ok := board.NewBoard4(start)
	goalExp := 0
	for 1<<goalExp < start.Goal() {
		goalExp++
	}
	return Game4{start, b, goalExp, start.Spawn()}, ok && goalExp <= board.Big4
}

// Won says whether a board that SwipeBig reported big for holds the goal.
func (s Game4) Won(b board.Board4, big uint16) bool {
	return big != 0 || s.goalExp <= 15 && b.HasExp(max(1, s.goalExp))
}

// Game is b as the board the caller sees.
func (s Game4) Game(b board.Board4) *board.Game2048 { return b.Game2048(s.start.Goal(), s.spawn) }

// BestFirst is astar.BestFirst on a Board4 with compact storage: the same order and ties, so the same
// moves, at a fraction of the memory and time. In 2048 every path to a board has the same length
// (its sum fixes it), so a board seen once is never stored again. A 65536 is a goal as soon as a
// swipe makes it, since a Board4 cannot hold it to expand it. A stored state is its Board4 (8
// bytes), its link (4), a slot of the set (8 at a load of 3/8 to 3/4) and, while it waits, a
// 12-byte frontier entry: about 40 bytes, against about 290 for BestFirst on *Game2048. Its
// Result has Moves and no Path.
// rank orders the frontier, highest first; opt.MaxNodes caps the states stored (StopNodes),
// opt.MaxExpanded those expanded (StopWork), opt.MaxDepth the moves looked past. Its error is
// only for a store that cannot hold the links; a stop is told in Result.Stop.
func BestFirst(ctx context.Context, s Game4, rank func(board.Board4) int, opt astar.Options[*board.Game2048]) (astar.Result[*board.Game2048, board.Direction], error) {
	type result = astar.Result[*board.Game2048, board.Direction]
	var (
		boards = []board.Board4{s.b}
		links  = []link4{newLink4(noParent, 0)}
		seen   = search.NewSet(1<<9, func(b board.Board4) uint64 { return uint64(b) })
		front  = heap4{{rank: int32(rank(s.b)), node: 0}}
		best   = s.b
	)
	seen.Add(s.b, uint64(s.b))
	m := search.Meter{MaxNodes: opt.MaxNodes, MaxExpanded: opt.MaxExpanded, Deadline: opt.Deadline, Clock: opt.Clock, Every: opt.ProgressEvery,
		Update: func(st *astar.Stats) { st.Frontier, st.Generated = len(front), len(boards) }}
	if opt.Progress != nil {
		m.Progress = func(st astar.Stats) { opt.Progress(astar.Progress[*board.Game2048]{Stats: st, Best: s.Game(best)}) }
	}
	m.Start(ctx)
	m.Stats.BestScore = s.start.LargestTile()
	for len(front) > 0 {
		e := front.pop()
		b := boards[e.node]
		if opt.Observer != nil {
			s.observe(opt.Observer, e, links, boards, front, m.Stats.Expanded)
		}
		if s.Won(b, 0) {
			return result{Found: true, Moves: movesTo(links, e.node), Stats: m.Report()}, nil
		}
		m.Stats.Depth = max(m.Stats.Depth, int(e.depth))
		if top := 1 << b.MaxExp(); top > m.Stats.BestScore {
			best, m.Stats.BestScore = b, top
		}
		if m.Tick() != nil {
			return result{Stats: m.Report(), Stop: m.Stopped()}, nil
		}
		if opt.MaxDepth > 0 && int(e.depth) >= opt.MaxDepth {
			continue
		}
		for _, d := range board.Directions {
			next, _, ok, big := b.Move(d, s.spawn)
			if !ok {
				continue
			}
			if big != 0 && s.goalExp == board.Big4 {
				m.Stats.BestScore = 1 << board.Big4
				return result{Found: true, Moves: append(movesTo(links, e.node), d), Stats: m.Report()}, nil
			}
			if !seen.Add(next, uint64(next)) {
				continue
			}
			boards = append(boards, next)
			links = append(links, newLink4(e.node, d))
			front.push(entry4{rank: int32(rank(next)), depth: e.depth + 1, node: uint32(len(boards) - 1)})
		}
		if m.Stored(len(boards)) != nil {
			return result{Stats: m.Stats, Stop: m.Stopped()}, nil
		}
		if err := checkLinks(links); err != nil {
			return result{Stats: m.Report()}, err
		}
	}
	return result{Stats: m.Report()}, nil
}

// observe tells o of the expansion of e, with the frontier front as it is once e is taken.
func (s Game4) observe(o astar.Observer[*board.Game2048], e entry4, links []link4, boards []board.Board4, front heap4, closed int) {
	parent := -1
	if p := links[e.node] >> 2; p != noParent {
		parent = int(p)
	}
	b := boards[e.node]
	x := astar.Expansion[*board.Game2048]{State: s.Game(b), Node: int(e.node), Parent: parent, G: int(e.depth),
		Priority: int(e.rank), Frontier: len(front), Closed: closed, Stored: len(boards), Goal: s.Won(b, 0)}
	if len(front) > 0 {
		x.Next = int(front[0].rank)
	}
	x.SetWaiting(func(k int) []astar.Waiting[*board.Game2048] {
		var out []astar.Waiting[*board.Game2048]
		for _, w := range search.FirstOf(front, entry4.before, func(entry4) bool { return true }, k) {
			out = append(out, astar.Waiting[*board.Game2048]{State: s.Game(boards[w.node]), G: int(w.depth), Priority: int(w.rank)})
		}
		return out
	})
	o(&x)
}

// entry4 is a frontier entry: the state's rank, its depth and its index in the store.
type entry4 struct {
	rank  int32
	depth uint32
	node  uint32
}

// before is the frontier's order, BestFirst's: higher rank first, then deeper, then the one
// stored first.
func (a entry4) before(b entry4) bool {
	if a.rank != b.rank {
		return a.rank > b.rank
	}
	if a.depth != b.depth {
		return a.depth > b.depth
	}
	return a.node < b.node
}

// heap4 is a binary heap of entries, first by before: PQ's heap without a call through less.
type heap4 []entry4

func (h *heap4) push(e entry4) {
	*h = append(*h, e)
	q := *h
	for i := len(q) - 1; i > 0; {
		p := (i - 1) / 2
		if !q[i].before(q[p]) {
			break
		}
		q[i], q[p] = q[p], q[i]
		i = p
	}
}

func (h *heap4) pop() entry4 {
	q := *h
	top, last := q[0], len(q)-1
	q[0] = q[last]
	q = q[:last]
	for i := 0; ; {
		first, l, r := i, 2*i+1, 2*i+2
		if l < last && q[l].before(q[first]) {
			first = l
		}
		if r < last && q[r].before(q[first]) {
			first = r
		}
		if first == i {
			break
		}
		q[i], q[first] = q[first], q[i]
		i = first
	}
	*h = q
	return top
}

// link4 packs a stored state's parent (its index, noParent for the start) and the move from it:
// the compact store of BestFirst and Beam.
type link4 uint32

const noParent = 1<<30 - 1

// linkCap is the most states a compact store holds: past it a parent's index would not fit its
// 30 bits (a budget of about 40 GB of BestFirst's states; a test lowers it).
var linkCap = noParent

// ErrIndexFull says a search stopped because its compact store's 30-bit parent index was full,
// rather than give a wrong path.
var ErrIndexFull = errors.New("astar: more states than a 30-bit parent index holds")

// checkLinks is ErrIndexFull once links holds linkCap states.
func checkLinks(links []link4) error {
	if len(links) >= linkCap {
		return ErrIndexFull
	}
	return nil
}

func newLink4(parent uint32, d board.Direction) link4 { return link4(parent<<2 | uint32(d)) }

// movesTo is the moves from the start to node i, following links back.
func movesTo(links []link4, i uint32) []board.Direction {
	parent := func(i int32) int32 {
		if p := links[i] >> 2; p != noParent {
			return int32(p)
		}
		return -1
	}
	return search.Trace(int32(i), parent, func(i int32) board.Direction { return board.Direction(links[i] & 3) }, false)
}
