package astar

import (
	"context"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"tilesolve/board"
)

// SlidingRank is the sliding beam's estimate of a board, kept up to date move by move: Delta is
// its change when tile t moves from cell from into the blank at cell to of cells (which it
// leaves as it was). A type parameter, so the beam calls it without an interface.
type SlidingRank interface {
	Delta(cells []uint8, t, from, to int) int
}

// SlidingBeam is Beam written for the sliding puzzle, the fast solver's finish on 5x5 and 6x6: a
// beam search over whole boards, layer by layer, keeping in each layer the width boards of least
// rank (the solver's is Manhattan distance plus linear conflicts; ties to the first generated),
// until a board is solved. Its memory is the width's boards plus 5 bytes for every board kept.
type SlidingBeam[R SlidingRank] struct {
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
	set   *Set[uint64] // the layer's hashes
	// kept remembers the boards kept lately, one slot per hash's low bits (a newer board takes
	// the slot), so that the beam does not go round in circles: without it a beam of 1000 dies
	// out on some 6x6 boards. A full set of every board kept costs half the time on 5x5.
	kept   []uint64
	parent []int32 // by kept board: the board it came from (-1 for the start)
	move   []board.Direction
	rank   R
	// ranks are the ranks of the goroutines that expand a layer, one each (the first is the
	// calling goroutine's); chunks are the children of each share of the layer, in order.
	ranks  []R
	chunks [][]beamCand
	moves  [4]int // the blank's step for board.Up, Down, Left, Right
	// m counts the boards whose moves were tried and the new boards those moves gave, as the
	// other searches count them, and holds the deadline.
	m Meter
}

// keptSlots is the size of SlidingBeam.kept: 2 MB.
const keptSlots = 1 << 18

// beamChunk is how many boards of a layer a goroutine takes at a time: small shares, so that a
// goroutine the system holds back delays the layer by little.
const beamChunk = 128

// beamCand is a child board not yet copied: its parent in the layer, the move and its figures.
type beamCand struct {
	from int32
	dir  board.Direction
	to   uint16 // the blank's new cell
	h    int32
	hash uint64
}

// NewSlidingBeam is a beam width boards wide for n-by-n boards, ranking by rank.
func NewSlidingBeam[R SlidingRank](n, width int, rank R) *SlidingBeam[R] {
	b := &SlidingBeam[R]{n: n, c: n * n, width: width, rank: rank, ranks: []R{rank}}
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

// Parallel makes the beam expand each layer on len(ranks)+1 goroutines, the extra ones ranking
// with ranks (each its own: a rank keeps scratch). The answer is the same as on one goroutine:
// the children are ranked in parallel, then taken in the order one goroutine makes them.
func (b *SlidingBeam[R]) Parallel(ranks ...R) {
	b.ranks = append(b.ranks[:1], ranks...)
}

// expand ranks the children of boards lo to hi of the layer with rank into out, leaving out
// boards kept lately and, with dedup (one goroutine), the layer's repeats.
func (b *SlidingBeam[R]) expand(rank R, lo, hi int, dedup bool, out *[]beamCand) {
	n, c := b.n, b.c
	cands := (*out)[:0]
	defer func() { *out = cands }()
	for i := lo; i < hi; i++ {
		cells := b.cells[i*c : (i+1)*c]
		bl := int(b.blank[i])
		last := b.move[b.node[i]]
		for _, d := range board.Directions {
			if b.node[i] != 0 && d == last^1 {
				continue
			}
			step := b.moves[d]
			from := bl + step
			if from < 0 || from >= c || (step == 1 && bl%n == n-1) || (step == -1 && bl%n == 0) {
				continue
			}
			t := cells[from]
			hash := b.hash[i] ^ b.zob[t][from] ^ b.zob[t][bl] ^ b.zob[0][bl] ^ b.zob[0][from]
			if b.kept[hash&(keptSlots-1)] == hash || (dedup && !b.set.Add(hash, hash)) {
				continue
			}
			h := b.h[i] + int32(rank.Delta(cells, int(t), from, bl))
			cands = append(cands, beamCand{from: int32(i), dir: d, to: uint16(from), h: h, hash: hash})
		}
	}
}

// Solve returns the moves the beam found from the board cells (the tile on each cell, 0 the
// blank) whose rank is h0, or nil when it died out or ran past deadline or ctx.
func (b *SlidingBeam[R]) Solve(ctx context.Context, cells []uint8, h0 int, deadline time.Time) []board.Direction {
	c := b.c
	b.m = Meter{Deadline: deadline}
	b.m.Start(ctx, 1, false, nil)
	blank := 0
	for cells[blank] != 0 {
		blank++
	}
	b.cells = append(b.cells[:0], cells...)
	b.blank = append(b.blank[:0], uint16(blank))
	b.h = append(b.h[:0], int32(h0))
	var z0 uint64
	for i, t := range cells {
		z0 ^= b.zob[t][i]
	}
	b.hash = append(b.hash[:0], z0)
	b.node = append(b.node[:0], 0)
	if b.kept == nil {
		b.kept = make([]uint64, keptSlots)
	}
	clear(b.kept)
	b.kept[z0&(keptSlots-1)] = z0
	b.parent = append(b.parent[:0], -1)
	b.move = append(b.move[:0], 0)
	if b.h[0] == 0 {
		return []board.Direction{}
	}
	if b.set == nil {
		b.set = NewSet(4*b.width, func(h uint64) uint64 { return h })
	}
	var nextCells []uint8
	var nextBlank []uint16
	var nextH []int32
	var nextHash []uint64
	var nextNode []int32
	var buckets []int32 // candidates per estimate, then where each estimate's run starts
	for depth := 0; len(b.blank) > 0; depth++ {
		if b.m.Check() != nil { // every layer: a wide one takes tens of ms, and a cancel must land within 100
			return nil
		}
		b.set.Reset(4 * b.width)
		b.cands = b.cands[:0]
		maxH := int32(0)
		b.m.Stats.Expanded += len(b.blank)
		k := (len(b.blank) + beamChunk - 1) / beamChunk
		for len(b.chunks) < k {
			b.chunks = append(b.chunks, nil)
		}
		if len(b.ranks) == 1 || k < 2 {
			b.expand(b.ranks[0], 0, len(b.blank), true, &b.chunks[0])
			k = 1
		} else {
			// Each goroutine takes the next chunk until none is left.
			var next atomic.Int32
			work := func(rank R) {
				for j := int(next.Add(1) - 1); j < k; j = int(next.Add(1) - 1) {
					b.expand(rank, j*beamChunk, min((j+1)*beamChunk, len(b.blank)), false, &b.chunks[j])
				}
			}
			var wg sync.WaitGroup
			for _, r := range b.ranks[1:] {
				wg.Go(func() { work(r) })
			}
			work(b.ranks[0])
			wg.Wait()
		}
		for j := range k {
			for _, cd := range b.chunks[j] {
				if k > 1 && !b.set.Add(cd.hash, cd.hash) {
					continue
				}
				b.m.Stats.Generated++
				if cd.h == 0 {
					b.parent = append(b.parent, b.node[cd.from])
					b.move = append(b.move, cd.dir)
					return b.path(int32(len(b.parent) - 1))
				}
				b.cands = append(b.cands, cd)
				maxH = max(maxH, cd.h)
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

// path is the moves that lead to kept board i.
func (b *SlidingBeam[R]) path(i int32) []board.Direction {
	return Trace(i, func(i int32) int32 { return b.parent[i] },
		func(i int32) board.Direction { return b.move[i] }, false)
}

// Stats are the beam's figures: boards whose moves were tried and new boards those moves gave.
func (b *SlidingBeam[R]) Stats() Stats { return b.m.Stats }
