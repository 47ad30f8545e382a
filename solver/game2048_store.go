package solver

import "tilesolve/board"

// The compact storage of 4x4 searches: a stored state is its Board4 (8 bytes), a link to its parent
// with the move (4 bytes), a slot in an open-addressing set of boards (8 bytes at a load of 3/8 to
// 3/4) and, while it waits, a 12-byte frontier entry: about 40 bytes, against about 290 for a
// *Game2048 with its map entry, node and heap entry.

// set4 is a set of non-zero boards: open addressing with linear probing, 0 marking a free slot (no
// board after a move is empty: it holds the new 2).
type set4 struct {
	slots []board.Board4
	n     int
	shift uint
}

func newSet4() *set4 { return &set4{slots: make([]board.Board4, 1<<10), shift: 64 - 10} }

// add inserts b and says whether it was new.
func (s *set4) add(b board.Board4) bool {
	if 4*(s.n+1) > 3*len(s.slots) {
		s.grow()
	}
	mask := len(s.slots) - 1
	for i := int(uint64(b) * 0x9E3779B97F4A7C15 >> s.shift); ; i = (i + 1) & mask {
		switch s.slots[i] {
		case b:
			return false
		case 0:
			s.slots[i] = b
			s.n++
			return true
		}
	}
}

func (s *set4) grow() {
	old := s.slots
	s.slots, s.n, s.shift = make([]board.Board4, 2*len(old)), 0, s.shift-1
	for _, b := range old {
		if b != 0 {
			s.add(b)
		}
	}
}

// bytes is the set's memory.
func (s *set4) bytes() int { return 8 * len(s.slots) }

// entry4 is a frontier entry: the state's rank, its depth and its index in the store.
type entry4 struct {
	rank  int32
	depth uint32
	node  uint32
}

// before is the frontier's order, astar.BestFirst's: higher rank first, then deeper, then the one
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

// heap4 is a binary heap of entries, first by before.
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

// link4 packs a stored state's parent (its index, noParent for the start) and the move from it.
type link4 uint32

const noParent = 1<<30 - 1

func newLink4(parent uint32, d board.Direction) link4 { return link4(parent<<2 | uint32(d)) }
func (l link4) parent() uint32                        { return uint32(l >> 2) }
func (l link4) dir() board.Direction                  { return board.Direction(l & 3) }

// movesTo is the moves from the start to node i, following links back.
func movesTo(links []link4, i uint32) []board.Direction {
	var moves []board.Direction
	for ; links[i].parent() != noParent; i = links[i].parent() {
		moves = append(moves, links[i].dir())
	}
	for l, r := 0, len(moves)-1; l < r; l, r = l+1, r-1 {
		moves[l], moves[r] = moves[r], moves[l]
	}
	return moves
}
