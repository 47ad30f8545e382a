package sliding

import (
	"encoding/binary"
	"slices"
)

// Building the pruning automaton (see prune.go), in the tests only, so no binary carries it:
// TestPruneTable checks that prune12.bin is what this builds, and -update-prune rewrites it.
// Find the duplicate move strings, make an Aho-Corasick automaton of them, minimize it.

// moveString is a string of blank moves, two bits a move, the first move lowest.
type moveString struct {
	bits uint64
	n    uint8
}

func (m moveString) add(k int) moveString {
	return moveString{m.bits | uint64(k)<<(2*m.n), m.n + 1}
}

func (m moveString) at(i int) int { return int(m.bits>>(2*i)) & 3 }

// suffix is the string's last n-from moves.
func (m moveString) suffix(from int) moveString {
	return moveString{m.bits >> (2 * from), m.n - uint8(from)}
}

// box is a string's bounding box: the rows and columns, relative to the blank's start, that its
// cells span.
type box struct{ r0, r1, c0, c1 int8 }

func (b box) within(o box) bool { return b.r0 >= o.r0 && b.r1 <= o.r1 && b.c0 >= o.c0 && b.c1 <= o.c1 }

// effect is what a string does on an unbounded board: the cells (on a (2d+1)-square window around
// the blank's start) whose content moved, each with the cell its content came from, by cell;
// the blank's content is the start cell's.
type effect []uint16

// moveDuplicates finds the duplicate strings of up to depth moves, none containing another.
func moveDuplicates(depth int) []moveString {
	w := 2*depth + 1
	center := uint16(depth*w + depth)
	delta := [4]int{-w, w, -1, 1}
	dr := [4]int8{-1, 1, 0, 0}
	dc := [4]int8{0, 0, -1, 1}

	type node struct {
		moves moveString
		eff   effect
		blank uint16
		r, c  int8
		box   box
	}
	seen := map[string][]box{"": {{}}} // by effect: the boxes of the strings found with it
	dup := map[moveString]bool{}
	var out []moveString
	level := []node{{blank: center}}
	for d := 1; d <= depth; d++ {
		var next []node
		for _, p := range level {
			for k := 0; k < 4; k++ {
				t := node{moves: p.moves.add(k), blank: uint16(int(p.blank) + delta[k]),
					r: p.r + dr[k], c: p.c + dc[k], box: p.box}
				t.box.r0, t.box.r1 = min(t.box.r0, t.r), max(t.box.r1, t.r)
				t.box.c0, t.box.c1 = min(t.box.c0, t.c), max(t.box.c1, t.c)
				t.eff = p.eff.moveBlank(p.blank, t.blank, center)
				contains := false
				for i := 1; i < d-1 && !contains; i++ {
					contains = dup[t.moves.suffix(i)]
				}
				key := t.eff.key()
				boxes := seen[key]
				covered := slices.ContainsFunc(boxes, func(b box) bool { return b.within(t.box) })
				if !covered {
					seen[key] = append(boxes, t.box)
				}
				switch {
				case contains: // already pruned, by a shorter duplicate
				case covered:
					dup[t.moves] = true
					out = append(out, t.moves)
				default:
					next = append(next, t)
				}
			}
		}
		level = next
	}
	return out
}

// moveBlank is the effect after the blank, on cell from, moves to cell to.
func (e effect) moveBlank(from, to, center uint16) effect {
	origin := func(cell uint16) uint16 {
		for i := 0; i < len(e); i += 2 {
			if e[i] == cell {
				return e[i+1]
			}
		}
		return cell
	}
	moved := origin(to) // steps onto from
	out := make(effect, 0, len(e)+4)
	for i := 0; i < len(e); i += 2 {
		if e[i] != from && e[i] != to {
			out = append(out, e[i], e[i+1])
		}
	}
	if moved != from {
		out = append(out, from, moved)
	}
	if to != center {
		out = append(out, to, center)
	}
	// Sorted by cell, so that equal effects have equal keys.
	for i := 2; i < len(out); i += 2 {
		for j := i; j > 0 && out[j] < out[j-2]; j -= 2 {
			out[j], out[j+1], out[j-2], out[j-1] = out[j-2], out[j-1], out[j], out[j+1]
		}
	}
	return out
}

func (e effect) key() string {
	b := make([]byte, 2*len(e))
	for i, v := range e {
		b[2*i], b[2*i+1] = byte(v), byte(v>>8)
	}
	return string(b)
}

// newPruner builds the automaton that refuses the duplicates of up to depth moves. Its states
// must number under 65,535 (depth 14 has 54,923).
func newPruner(depth int) *pruner {
	return minimize(ahoCorasick(moveDuplicates(depth)))
}

// ahoCorasick is the automaton over the strings' trie, four entries a state as in pruner: its
// state is the longest suffix of the moves so far that begins some string, and a move that
// completes a string leads to -1.
func ahoCorasick(dups []moveString) []int32 {
	child := [][4]int32{{-1, -1, -1, -1}}
	end := []bool{false}
	for _, m := range dups {
		u := int32(0)
		for i := 0; i < int(m.n); i++ {
			k := m.at(i)
			if child[u][k] < 0 {
				child[u][k] = int32(len(child))
				child = append(child, [4]int32{-1, -1, -1, -1})
				end = append(end, false)
			}
			u = child[u][k]
		}
		end[u] = true
	}
	next := make([][4]int32, len(child))
	fail := make([]int32, len(child))
	queue := []int32{0}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for k := 0; k < 4; k++ {
			v := child[u][k]
			if v < 0 {
				if u == 0 {
					next[u][k] = 0
				} else {
					next[u][k] = next[fail[u]][k]
				}
				continue
			}
			if u != 0 {
				fail[v] = next[fail[u]][k]
			}
			end[v] = end[v] || end[fail[v]]
			next[u][k] = v
			queue = append(queue, v)
		}
	}
	out := make([]int32, 4*len(child))
	for u := range next {
		for k, v := range next[u] {
			if end[v] {
				v = -1
			}
			out[4*u+k] = v
		}
	}
	return out
}

// minimize merges the states that refuse exactly the same futures (Moore's refinement), keeping
// those reachable from the start, numbered in breadth-first order from it.
func minimize(next []int32) *pruner {
	n := len(next) / 4
	class := make([]int32, n) // all one class to begin with
	classes := 1
	for {
		ids := map[[5]int32]int32{}
		refined := make([]int32, n)
		for u := 0; u < n; u++ {
			sig := [5]int32{class[u]}
			for k := 0; k < 4; k++ {
				sig[k+1] = -1
				if v := next[4*u+k]; v >= 0 {
					sig[k+1] = class[v]
				}
			}
			id, ok := ids[sig]
			if !ok {
				id = int32(len(ids))
				ids[sig] = id
			}
			refined[u] = id
		}
		class = refined
		if len(ids) == classes {
			break
		}
		classes = len(ids)
	}
	// One representative a class, renumbered from the start's class outward.
	rep := make([]int32, classes)
	for u := n - 1; u >= 0; u-- {
		rep[class[u]] = int32(u)
	}
	num := make([]int32, classes)
	for i := range num {
		num[i] = -1
	}
	order := []int32{class[0]}
	num[class[0]] = 0
	for i := 0; i < len(order); i++ {
		u := rep[order[i]]
		for k := 0; k < 4; k++ {
			if v := next[4*int(u)+k]; v >= 0 && num[class[v]] < 0 {
				num[class[v]] = int32(len(order))
				order = append(order, class[v])
			}
		}
	}
	if len(order) >= pruned {
		panic("astar: the pruning automaton has too many states for 16 bits")
	}
	out := &pruner{next: make([]uint16, 4*len(order))}
	for i, c := range order {
		u := int(rep[c])
		for k := 0; k < 4; k++ {
			out.next[4*i+k] = pruned
			if v := next[4*u+k]; v >= 0 {
				out.next[4*i+k] = uint16(num[class[v]])
			}
		}
	}
	return out
}

// encode is the automaton as pruneTable holds it.
func (p *pruner) encode() []byte {
	b := make([]byte, 2*len(p.next))
	for i, v := range p.next {
		binary.LittleEndian.PutUint16(b[2*i:], v)
	}
	return b
}
