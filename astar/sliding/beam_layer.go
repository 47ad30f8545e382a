package sliding

import (
	"slices"
	"sync/atomic"

	"github.com/tilesolve/tilesolve/internal/catch"
	"github.com/tilesolve/tilesolve/internal/search"
)

// The steps of a sliding beam's layer after its children are ranked (see Beam.Solve),
// each spread over the beam's goroutines so that it does what one goroutine would: drop the
// repeats by shards of the hashes, count and copy the kept boards by chunks, record them in
// kept by shards.

// parallelChunks is the fewest chunks in a layer for which the steps after ranking go on every
// goroutine: at 6x6 width 3000 (24 chunks) they are faster on one. A variable for the tests.
var parallelChunks = 64

// dropped marks a candidate that is not kept: a repeat in its layer, or cut by the width.
const dropped = -1

// shard is which of shards goroutines dedups a hash and records it in kept: bits 1 and 2 (bit 0
// is the same on every board of a size, the parity of its cells), which are also bits of its
// kept slot, so that one goroutine writes each slot, in the order one goroutine would.
func shard(hash uint64, shards int) int { return int(hash>>1) & (shards - 1) }

// layerShard is one goroutine's share of a layer's repeats: its set and, of the new boards it
// saw, how many have each estimate.
type layerShard struct {
	set    *search.Set[uint64]
	counts []int32
}

// dedup marks each repeat of the layer in this shard dropped, the first generated staying, and
// counts the others by estimate.
func (b *Beam[R]) dedup(s, shards int, chunks [][]beamCand) {
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
// with its own rank, or, unless par, all on this one.
func (b *Beam[R]) run(k int, par bool, f func(rank R, j int)) {
	if !par || len(b.ranks) == 1 || k < 2 {
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
	var crew catch.Crew // a worker's panic is passed on to this goroutine
	for _, r := range b.ranks[1:min(k, len(b.ranks))] {
		crew.Go(func() { work(r) })
	}
	work(b.ranks[0])
	crew.Wait()
}

// layer is a layer of boards side by side, c cells each, and per board its blank, estimate,
// hash and index among all kept boards.
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
func (b *Beam[R]) copyKept(ch []beamCand, keep chunkKeep, cut int32, base int, next *layer) {
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
		copy(to, b.cur.cells[i*c:(i+1)*c])
		to[b.cur.blank[i]], to[cd.to] = to[cd.to], 0
		next.blank[at], next.h[at], next.hash[at] = cd.to, cd.h, cd.hash
		next.node[at] = int32(base + at)
		b.parent[base+at], b.move[base+at] = b.cur.node[i], cd.dir
		at++
	}
}

// recordKept records the layer's kept boards of this shard in kept, in the order generated.
func (b *Beam[R]) recordKept(s, shards int, chunks [][]beamCand) {
	for _, ch := range chunks {
		for _, cd := range ch {
			if cd.h != dropped && shard(cd.hash, shards) == s {
				b.kept[cd.hash&(keptSlots-1)] = cd.hash
			}
		}
	}
}
