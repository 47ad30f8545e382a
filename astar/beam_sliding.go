package astar

import (
	"context"
	"math/rand/v2"
	"slices"
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
	// shards are the goroutines' shares of a layer's repeats (see shard).
	shards []layerShard
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

// parallelChunks is the fewest chunks in a layer for which the steps after ranking go on every
// goroutine: at 6x6 width 3000 (24 chunks) they are faster on one. A variable for the tests.
var parallelChunks = 64

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
// each step of a layer does what one goroutine would (see Solve).
func (b *SlidingBeam[R]) Parallel(ranks ...R) {
	b.ranks = append(b.ranks[:1], ranks...)
}

// expand ranks the children of boards lo to hi of the layer with rank into out, leaving out
// boards kept lately; the layer's repeats are left to dedup.
func (b *SlidingBeam[R]) expand(rank R, lo, hi int, out *[]beamCand) {
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
			if b.kept[hash&(keptSlots-1)] == hash {
				continue
			}
			h := b.h[i] + int32(rank.Delta(cells, int(t), from, bl))
			cands = append(cands, beamCand{from: int32(i), dir: d, to: uint16(from), h: h, hash: hash})
		}
	}
}

// dropped marks a candidate that is not kept: a repeat in its layer, or cut by the width.
const dropped = -1

// shard is which of shards goroutines dedups a hash and records it in kept: bits 1 and 2 (bit 0
// is the same on every board of a size, the parity of its cells), which are also bits of its
// kept slot, so that one goroutine writes each slot, in the order one goroutine would.
func shard(hash uint64, shards int) int { return int(hash>>1) & (shards - 1) }

// layerShard is one goroutine's share of a layer's repeats: its set and, of the new boards it
// saw, how many have each estimate.
type layerShard struct {
	set    *Set[uint64]
	counts []int32
}

// dedup marks each repeat of the layer in this shard dropped, the first generated staying, and
// counts the others by estimate.
func (b *SlidingBeam[R]) dedup(s, shards int, chunks [][]beamCand) {
	sh := &b.shards[s]
	sh.set.Reset(4 * b.width / shards)
	sh.counts = sh.counts[:0]
	for _, ch := range chunks {
		for i := range ch {
			cd := &ch[i]
			if shard(cd.hash, shards) != s {
				continue
			}
			if !sh.set.Add(cd.hash, cd.hash) {
				cd.h = dropped
				continue
			}
			for int(cd.h) >= len(sh.counts) {
				sh.counts = append(sh.counts, 0)
			}
			sh.counts[cd.h]++
		}
	}
}

// run calls f(rank, j) for j from 0 to k-1, spread over the beam's goroutines in order of j, each
// with its own rank.
func (b *SlidingBeam[R]) run(k int, f func(rank R, j int)) {
	if len(b.ranks) == 1 || k < 2 {
		for j := range k {
			f(b.ranks[0], j)
		}
		return
	}
	var next atomic.Int32
	work := func(rank R) {
		for j := int(next.Add(1) - 1); j < k; j = int(next.Add(1) - 1) {
			f(rank, j)
		}
	}
	var wg sync.WaitGroup
	for _, r := range b.ranks[1:min(k, len(b.ranks))] {
		wg.Go(func() { work(r) })
	}
	work(b.ranks[0])
	wg.Wait()
}

// Solve returns the moves the beam found from the board cells (the tile on each cell, 0 the
// blank) whose rank is h0, or nil when it died out or ran past deadline or ctx. Each layer
// goes in steps, each spread over the goroutines: rank the children (by chunks of the layer),
// drop the repeats (by shards of the hashes), count what each chunk keeps, copy the kept boards
// to their places in the next layer (by chunks), and remember them in kept (by shards). Every
// step gives what one goroutine gives: the same boards in the same order.
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
	shards := 1
	for shards*2 <= min(len(b.ranks), 4) {
		shards *= 2
	}
	for len(b.shards) < shards {
		b.shards = append(b.shards, layerShard{set: NewSet(4*b.width/shards, func(h uint64) uint64 { return h })})
	}
	var next layer
	var counts []int32   // new boards by estimate
	var keep []chunkKeep // by chunk: how many it keeps and where they go
	for len(b.blank) > 0 {
		if b.m.Check() != nil { // every layer: a wide one takes tens of ms, and a cancel must land within 100
			return nil
		}
		b.m.Stats.Expanded += len(b.blank)
		k := (len(b.blank) + beamChunk - 1) / beamChunk
		for len(b.chunks) < k {
			b.chunks = append(b.chunks, nil)
		}
		chunks := b.chunks[:k]
		b.run(k, func(rank R, j int) {
			b.expand(rank, j*beamChunk, min((j+1)*beamChunk, len(b.blank)), &chunks[j])
		})
		// The steps after ranking go on every goroutine only in a wide layer: starting the
		// goroutines for each step costs more than the step in a narrow one.
		par, sh := k >= parallelChunks, 1
		if par {
			sh = shards
		}
		step := func(m int, f func(R, int)) {
			if par {
				b.run(m, f)
				return
			}
			for j := range m {
				f(b.ranks[0], j)
			}
		}
		step(sh, func(_ R, s int) { b.dedup(s, sh, chunks) })
		counts = counts[:0]
		for _, sh := range b.shards[:sh] {
			for len(counts) < len(sh.counts) {
				counts = append(counts, 0)
			}
			for h, m := range sh.counts {
				counts[h] += m
			}
		}
		if len(counts) > 0 && counts[0] > 0 { // solved: the first solved board generated
			return b.solved(chunks)
		}
		// Keep the width new boards of least estimate, in the order generated.
		kept, cut := 0, int32(len(counts))
		for h, m := range counts {
			b.m.Stats.Generated += int(m)
			if kept+int(m) > b.width && cut == int32(len(counts)) {
				cut = int32(h)
			}
			if int32(h) < cut {
				kept += int(m)
			}
		}
		room := b.width - kept // new boards of estimate cut that still fit, first generated first
		keep = slices.Grow(keep[:0], k)[:k]
		step(k, func(_ R, j int) { keep[j] = countKeep(chunks[j], cut) })
		total := 0
		for j := range keep {
			keep[j].atCut = min(keep[j].atCut, room)
			room -= keep[j].atCut
			keep[j].at = total
			total += keep[j].below + keep[j].atCut
		}
		base := len(b.parent)
		b.parent = slices.Grow(b.parent, total)[:base+total]
		b.move = slices.Grow(b.move, total)[:base+total]
		next.resize(total, c)
		step(k, func(_ R, j int) { b.copyKept(chunks[j], keep[j], cut, base, &next) })
		step(sh, func(_ R, s int) {
			for _, ch := range chunks {
				for _, cd := range ch {
					if cd.h != dropped && shard(cd.hash, sh) == s {
						b.kept[cd.hash&(keptSlots-1)] = cd.hash
					}
				}
			}
		})
		b.cells, next.cells = next.cells, b.cells
		b.blank, next.blank = next.blank, b.blank
		b.h, next.h = next.h, b.h
		b.hash, next.hash = next.hash, b.hash
		b.node, next.node = next.node, b.node
	}
	return nil
}

// layer is the next layer being filled: per board its cells, blank, estimate, hash and index
// among all kept boards.
type layer struct {
	cells []uint8
	blank []uint16
	h     []int32
	hash  []uint64
	node  []int32
}

// resize makes room for m boards of c cells.
func (l *layer) resize(m, c int) {
	l.cells = slices.Grow(l.cells[:0], m*c)[:m*c]
	l.blank = slices.Grow(l.blank[:0], m)[:m]
	l.h = slices.Grow(l.h[:0], m)[:m]
	l.hash = slices.Grow(l.hash[:0], m)[:m]
	l.node = slices.Grow(l.node[:0], m)[:m]
}

// chunkKeep is what one chunk of candidates keeps: how many below the cut and at it, and where
// in the next layer its first goes.
type chunkKeep struct{ below, atCut, at int }

// countKeep counts the new boards of a chunk below estimate cut and at it.
func countKeep(ch []beamCand, cut int32) chunkKeep {
	var k chunkKeep
	for _, cd := range ch {
		switch {
		case cd.h == dropped || cd.h > cut:
		case cd.h < cut:
			k.below++
		default:
			k.atCut++
		}
	}
	return k
}

// copyKept copies the boards a chunk keeps into the next layer from keep.at on, recording each
// one's parent and move among the kept boards from base on, and marks the rest dropped.
func (b *SlidingBeam[R]) copyKept(ch []beamCand, keep chunkKeep, cut int32, base int, next *layer) {
	c := b.c
	at, atCut := keep.at, keep.atCut
	for x := range ch {
		cd := &ch[x]
		if cd.h == dropped {
			continue
		}
		if cd.h > cut || (cd.h == cut && atCut == 0) {
			cd.h = dropped
			continue
		}
		if cd.h == cut {
			atCut--
		}
		i := int(cd.from)
		to := next.cells[at*c : (at+1)*c]
		copy(to, b.cells[i*c:(i+1)*c])
		to[b.blank[i]], to[cd.to] = to[cd.to], 0
		next.blank[at], next.h[at], next.hash[at] = cd.to, cd.h, cd.hash
		next.node[at] = int32(base + at)
		b.parent[base+at], b.move[base+at] = b.node[i], cd.dir
		at++
	}
}

// solved is the path to the first solved board of the layer in the order generated, counting
// the new boards generated up to it.
func (b *SlidingBeam[R]) solved(chunks [][]beamCand) []board.Direction {
	for _, ch := range chunks {
		for _, cd := range ch {
			if cd.h == dropped {
				continue
			}
			b.m.Stats.Generated++
			if cd.h == 0 {
				b.parent = append(b.parent, b.node[cd.from])
				b.move = append(b.move, cd.dir)
				return b.path(int32(len(b.parent) - 1))
			}
		}
	}
	return nil // not reached: the counts saw one
}

// path is the moves that lead to kept board i.
func (b *SlidingBeam[R]) path(i int32) []board.Direction {
	return Trace(i, func(i int32) int32 { return b.parent[i] },
		func(i int32) board.Direction { return b.move[i] }, false)
}

// Stats are the beam's figures: boards whose moves were tried and new boards those moves gave.
func (b *SlidingBeam[R]) Stats() Stats { return b.m.Stats }
