package solver

import (
	"context"
	"math/rand/v2"
	"time"

	"tilesolve/board"
)

// slidingBeam is the fast solver's finish on 5x5 and 6x6: a beam search over whole boards,
// layer by layer, keeping in each layer the width boards with the least Manhattan distance plus
// linear conflicts (ties to the first generated), until a board is solved. The reduction places
// each group of tiles well but never looks past it; the beam moves every tile at once towards
// home: on 5x5 its answers are 1.41 times the bound at width 10,000 (1.54 at 1000), against
// 1.86 for the reduction. Its memory is the width's boards plus 5 bytes for every board kept.
type slidingBeam struct {
	n, c  int
	width int
	zob   [][]uint64 // zob[tile][cell]: a board's hash is the xor over its tiles
	// The layer being expanded: boards side by side, c cells each, and per board its blank,
	// estimate, hash and index among all kept boards.
	cells []uint8
	blank []uint16
	h     []int32
	hash  []uint64
	node  []int32
	cands []beamCand
	set   []uint64 // open addressing on hashes, per layer; 0 marks an empty slot
	// kept remembers the boards kept lately, one slot per hash's low bits (a newer board takes
	// the slot), so that the beam does not go round in circles: without it a beam of 1000 dies
	// out on some 6x6 boards. A full set of every board kept costs half the time on 5x5.
	kept   []uint64
	parent []int32 // by kept board: the board it came from (-1 for the start)
	move   []board.Direction
	buf    []int // scratch for lineConflicts
	tails  []int
	moves  [4]int // the blank's step for board.Up, Down, Left, Right
	// expanded and generated count the boards whose moves were tried and the new boards those
	// moves gave, as the other searches count them.
	expanded, generated int
}

// keptSlots is the size of slidingBeam.kept: 2 MB.
const keptSlots = 1 << 18

// beamCand is a child board not yet copied: its parent in the layer, the move and its figures.
type beamCand struct {
	from int32
	dir  board.Direction
	to   uint16 // the blank's new cell
	h    int32
	hash uint64
}

func newSlidingBeam(n, width int) *slidingBeam {
	b := &slidingBeam{n: n, c: n * n, width: width, buf: make([]int, 0, n), tails: make([]int, 0, n)}
	rng := rand.New(rand.NewPCG(uint64(n), 7))
	b.zob = make([][]uint64, b.c)
	for t := range b.zob {
		b.zob[t] = make([]uint64, b.c)
		for i := range b.zob[t] {
			b.zob[t][i] = rng.Uint64() | 1
		}
	}
	// Direction d moves the tile next to the blank into it: Up takes the tile below.
	b.moves[board.Up], b.moves[board.Down], b.moves[board.Left], b.moves[board.Right] = n, -n, 1, -1
	return b
}

// solve returns the moves the beam found from start, or nil when it died out or ran past
// deadline or ctx.
func (b *slidingBeam) solve(ctx context.Context, start *slidingState, deadline time.Time) []board.Direction {
	n, c := b.n, b.c
	b.cells = append(b.cells[:0], start.cells...)
	b.blank = append(b.blank[:0], uint16(start.blank))
	lc := newLinearConflict(n, start.positions())
	b.h = append(b.h[:0], int32(lc.value()))
	var h0 uint64
	for i, t := range start.cells {
		h0 ^= b.zob[t][i]
	}
	b.hash = append(b.hash[:0], h0)
	b.node = append(b.node[:0], 0)
	if b.kept == nil {
		b.kept = make([]uint64, keptSlots)
	}
	clear(b.kept)
	b.kept[h0&(keptSlots-1)] = h0
	b.parent = append(b.parent[:0], -1)
	b.move = append(b.move[:0], 0)
	if b.h[0] == 0 {
		return []board.Direction{}
	}
	setBits := 4
	for 1<<setBits < 8*b.width {
		setBits++
	}
	if len(b.set) != 1<<setBits {
		b.set = make([]uint64, 1<<setBits)
	}
	var nextCells []uint8
	var nextBlank []uint16
	var nextH []int32
	var nextHash []uint64
	var nextNode []int32
	var buckets []int32 // candidates per estimate, then where each estimate's run starts
	for depth := 0; len(b.blank) > 0; depth++ {
		if ctx.Err() != nil || time.Now().After(deadline) {
			return nil
		}
		clear(b.set)
		b.cands = b.cands[:0]
		maxH := int32(0)
		b.expanded += len(b.blank)
		for i := range b.blank {
			cells := b.cells[i*c : (i+1)*c]
			bl := int(b.blank[i])
			last := b.move[b.node[i]]
			for _, d := range board.Directions {
				if b.node[i] != 0 && d == inverse(last) {
					continue
				}
				step := b.moves[d]
				from := bl + step
				if from < 0 || from >= c || (step == 1 && bl%n == n-1) || (step == -1 && bl%n == 0) {
					continue
				}
				t := cells[from]
				hash := b.hash[i] ^ b.zob[t][from] ^ b.zob[t][bl] ^ b.zob[0][bl] ^ b.zob[0][from]
				if !b.insert(hash) || b.kept[hash&(keptSlots-1)] == hash {
					continue
				}
				b.generated++
				h := b.h[i] + int32(b.delta(cells, int(t), from, bl))
				if h == 0 {
					b.parent = append(b.parent, b.node[i])
					b.move = append(b.move, d)
					return b.path(int32(len(b.parent) - 1))
				}
				b.cands = append(b.cands, beamCand{from: int32(i), dir: d, to: uint16(from), h: h, hash: hash})
				maxH = max(maxH, h)
			}
		}
		// Keep the width candidates of least estimate, in the order generated: a counting sort.
		buckets = append(buckets[:0], make([]int32, maxH+2)...)
		for _, cd := range b.cands {
			buckets[cd.h+1]++
		}
		keep, cut := 0, maxH+1
		for h := int32(0); h <= maxH; h++ {
			if keep+int(buckets[h+1]) > b.width {
				cut = h
				break
			}
			keep += int(buckets[h+1])
		}
		room := b.width - keep // candidates of estimate cut that still fit, first generated first
		nextCells, nextBlank, nextH, nextHash, nextNode = nextCells[:0], nextBlank[:0], nextH[:0], nextHash[:0], nextNode[:0]
		for _, cd := range b.cands {
			if cd.h > cut {
				continue
			}
			if cd.h == cut {
				if room == 0 {
					continue
				}
				room--
			}
			i := int(cd.from)
			start := len(nextCells)
			nextCells = append(nextCells, b.cells[i*c:(i+1)*c]...)
			bl := int(b.blank[i])
			nextCells[start+bl], nextCells[start+int(cd.to)] = nextCells[start+int(cd.to)], 0
			nextBlank = append(nextBlank, cd.to)
			nextH = append(nextH, cd.h)
			nextHash = append(nextHash, cd.hash)
			b.kept[cd.hash&(keptSlots-1)] = cd.hash
			b.parent = append(b.parent, b.node[i])
			b.move = append(b.move, cd.dir)
			nextNode = append(nextNode, int32(len(b.parent)-1))
		}
		b.cells, nextCells = nextCells, b.cells
		b.blank, nextBlank = nextBlank, b.blank
		b.h, nextH = nextH, b.h
		b.hash, nextHash = nextHash, b.hash
		b.node, nextNode = nextNode, b.node
	}
	return nil
}

// insert adds hash to the layer's set and says whether it was new.
func (b *slidingBeam) insert(hash uint64) bool {
	mask := uint64(len(b.set) - 1)
	for i := hash * 0x9E3779B97F4A7C15 >> 32 & mask; ; i = (i + 1) & mask {
		switch b.set[i] {
		case hash:
			return false
		case 0:
			b.set[i] = hash
			return true
		}
	}
}

// delta is the change of Manhattan distance plus linear conflicts when tile t moves from cell
// from into the blank at cell to of cells (which it leaves as it was).
func (b *slidingBeam) delta(cells []uint8, t, from, to int) int {
	return moveDelta(b.n, cells, t, from, to, b.buf, b.tails)
}

// path is the moves that lead to kept board i.
func (b *slidingBeam) path(i int32) []board.Direction {
	var out []board.Direction
	for ; b.parent[i] >= 0; i = b.parent[i] {
		out = append(out, b.move[i])
	}
	for l, r := 0, len(out)-1; l < r; l, r = l+1, r-1 {
		out[l], out[r] = out[r], out[l]
	}
	return out
}

// fastBudget is what a fast solve should stay under.
const fastBudget = time.Second

// beamWidths are the beam's widths for the region it finishes (5x5 or 6x6), widest first: about
// 30 ms per 1000 on 5x5 and 60 ms on 6x6 on an idle core, for 1.41 and 1.48 times the bound at
// the widest. The first is tried when at least half the budget is left, then the next in what
// is left.
var beamWidths = map[int][]int{5: {10_000, 1000}, 6: {3000, 1000}}

// beamRegion is the side of the region the beam finishes on larger boards. The beam ranks by
// Manhattan distance plus linear conflicts, which leads it astray on 7x7 (1.8 to 2.6 times the
// bound at widths 1000 to 4000, or dying out); placing lines down to 6x6 first gives 2.10 on
// 7x7, against 2.31 down to 5x5 and 2.43 for the reduction alone.
const beamRegion = 6

// beamFinish tries to solve the bottom-right m-by-m region, all that is not placed, with the
// beam, as wide as the time since the solve began allows; it says whether it did. The beam on
// 5x5 and 6x6 has not been seen to die out, but a deadline (a loaded machine) can stop it, and
// then the reduction goes on.
func (r *reducer) beamFinish(k int) (bool, error) {
	p, err := r.region(k)
	if err != nil {
		return false, err
	}
	s, err := newSlidingState(p)
	if err != nil {
		return false, err
	}
	for i, width := range beamWidths[p.Size()] {
		left := fastBudget - time.Since(r.started)
		if i == 0 && left < fastBudget/2 {
			continue
		}
		beam := newSlidingBeam(p.Size(), width)
		moves := beam.solve(r.ctx, s, time.Now().Add(left*6/10))
		r.work.Expanded += beam.expanded
		r.work.Generated += beam.generated
		if err := r.ctx.Err(); err != nil {
			return false, err
		}
		if moves != nil {
			r.play(moves)
			return true, nil
		}
	}
	return false, nil
}
