package sliding

import (
	"context"
	"math/rand/v2"
	"slices"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/search"
)

// Rank is the sliding beam's estimate of a board, kept up to date move by move: Delta is
// its change when tile t moves from cell from into the blank at cell to of cells (which it
// leaves as it was). Board is called with each board before the Deltas of its moves, so that a
// rank can read the board once for them all; Value is a board's rank counted afresh (the
// start's), 0 exactly on the goal. A type parameter, so the beam calls it without an interface.
type Rank interface {
	Board(cells []uint8)
	Delta(cells []uint8, t, from, to int) int
	Value(cells []uint8) int
}

// Beam is astar.Beam written for the sliding puzzle, the fast solver's finish on 5x5 and 6x6: a
// beam search over whole boards, layer by layer, keeping in each layer the width boards of least
// rank (the solver's is Manhattan distance plus linear conflicts; ties to the first generated),
// until a board is solved. Its memory is the width's boards plus 5 bytes for every board kept.
type Beam[R Rank] struct {
	n, c  int
	width int
	zob   [][]uint64 // zob[tile][cell]: a board's hash is the xor over its tiles
	cur   layer      // the layer being expanded
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
	// other searches count them, and holds the budgets.
	m search.Meter
	// pace, if set, gives the width of the layers from the next on (see Pace).
	pace func(layer, least int) int
}

// keptSlots is the size of Beam.kept: 2 MB.
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

// NewBeam is a beam for n-by-n boards, ranking by rank; each Solve gives its width.
func NewBeam[R Rank](n int, rank R) *Beam[R] {
	b := &Beam[R]{n: n, c: n * n, rank: rank, ranks: []R{rank}}
	rng := rand.New(rand.NewPCG(uint64(n), 7))
	b.zob = make([][]uint64, b.c)
	for t := range b.zob {
		b.zob[t] = make([]uint64, b.c)
		for i := range b.zob[t] {
			b.zob[t][i] = rng.Uint64() | 1
		}
	}
	for _, d := range board.Directions {
		b.moves[d] = board.BlankStep(n, d)
	}
	return b
}

// Parallel makes the beam expand each layer on len(ranks)+1 goroutines, the extra ones ranking
// with ranks (each its own: a rank keeps scratch). The answer is the same as on one goroutine:
// each step of a layer does what one goroutine would (see Solve).
func (b *Beam[R]) Parallel(ranks ...R) {
	b.ranks = append(b.ranks[:1], ranks...)
}

// Pace has the beam ask pace, once each layer's new boards are ranked, for the width of the
// layers from then on, given the layers done and the least rank among the new boards; the beam
// only ever narrows. The solver narrows a wide beam that would not end before its deadline, so
// that the time it took is not lost.
func (b *Beam[R]) Pace(pace func(layer, least int) int) { b.pace = pace }

// expand ranks the children of boards lo to hi of the layer with rank into out, leaving out
// boards kept lately; the layer's repeats are left to dedup. It goes in three passes: the
// children and their hashes, then the look-ups in kept, then the ranks of those not kept. The
// look-ups land all over kept, each a miss of the cache: in a loop of their own they overlap,
// where between two ranks they were waited for one by one.
func (b *Beam[R]) expand(rank R, lo, hi int, out *[]beamCand) {
	n, c := b.n, b.c
	cands := (*out)[:0]
	defer func() { *out = cands }()
	for i := lo; i < hi; i++ {
		cells := b.cur.cells[i*c : (i+1)*c]
		bl := int(b.cur.blank[i])
		last := b.move[b.cur.node[i]]
		for _, d := range board.Directions {
			if b.cur.node[i] != 0 && d == last.Opposite() {
				continue
			}
			step := b.moves[d]
			from := bl + step
			if from < 0 || from >= c || (step == 1 && bl%n == n-1) || (step == -1 && bl%n == 0) {
				continue
			}
			t := cells[from]
			hash := b.cur.hash[i] ^ b.zob[t][from] ^ b.zob[t][bl] ^ b.zob[0][bl] ^ b.zob[0][from]
			cands = append(cands, beamCand{from: int32(i), dir: d, to: uint16(from), hash: hash})
		}
	}
	for k := range cands {
		if b.kept[cands[k].hash&(keptSlots-1)] == cands[k].hash {
			cands[k].h = dropped
		}
	}
	j, parent := 0, int32(-1)
	for _, cd := range cands {
		if cd.h == dropped {
			continue
		}
		i := int(cd.from)
		cells := b.cur.cells[i*c : (i+1)*c]
		if cd.from != parent {
			rank.Board(cells)
			parent = cd.from
		}
		bl := int(b.cur.blank[i])
		cd.h = b.cur.h[i] + int32(rank.Delta(cells, int(cells[cd.to]), int(cd.to), bl))
		cands[j] = cd
		j++
	}
	cands = cands[:j]
}

// Solve searches from the board cells (the tile on each cell, 0 the blank), width boards wide
// (at least 1). Its Result has the Moves it found, or Stop StopDiedOut when a layer came out
// empty (the beam kept no board that leads on; a wider one may not die), or the limit that
// stopped it: ctx, opt.Deadline, opt.MaxNodes (the boards kept, 5 bytes each: StopNodes),
// opt.MaxExpanded. A beam that passes opt.MaxDepth layers (when > 0) ends with Found false and
// no Stop. It cannot fail, so it returns no error.
// Progress reports (every opt.ProgressEvery) have no Best; it has no Observer. Each layer
// goes in steps, each spread over the goroutines: rank the children (by chunks of the layer),
// drop the repeats (by shards of the hashes), count what each chunk keeps, copy the kept boards
// to their places in the next layer (by chunks), and remember them in kept (by shards). Every
// step gives what one goroutine gives: the same boards in the same order.
func (b *Beam[R]) Solve(ctx context.Context, cells []uint8, width int, opt astar.Options[[]uint8]) astar.Result[[]uint8, board.Direction] {
	c := b.c
	b.width = max(width, 1)
	b.m = search.Meter{Deadline: opt.Deadline, Clock: opt.Clock, MaxNodes: opt.MaxNodes, MaxExpanded: opt.MaxExpanded, Every: opt.ProgressEvery,
		CheckEvery: 1} // a layer's board is a large step: every one checks
	if opt.Progress != nil {
		b.m.Progress = func(st astar.Stats) { opt.Progress(astar.Progress[[]uint8]{Stats: st}) }
	}
	b.m.Start(ctx)
	h0 := b.rank.Value(cells)
	blank := 0
	for cells[blank] != 0 {
		blank++
	}
	b.cur.cells = append(b.cur.cells[:0], cells...)
	b.cur.blank = append(b.cur.blank[:0], uint16(blank))
	b.cur.h = append(b.cur.h[:0], int32(h0))
	var z0 uint64
	for i, t := range cells {
		z0 ^= b.zob[t][i]
	}
	b.cur.hash = append(b.cur.hash[:0], z0)
	b.cur.node = append(b.cur.node[:0], 0)
	if b.kept == nil {
		b.kept = make([]uint64, keptSlots)
	}
	clear(b.kept)
	b.kept[z0&(keptSlots-1)] = z0
	b.parent = append(b.parent[:0], -1)
	b.move = append(b.move[:0], 0)
	if b.cur.h[0] == 0 {
		return astar.Result[[]uint8, board.Direction]{Found: true, Moves: []board.Direction{}, Stats: b.m.Report()}
	}
	shards := 1
	for shards*2 <= min(len(b.ranks), 4) {
		shards *= 2
	}
	for len(b.shards) < shards {
		b.shards = append(b.shards, layerShard{set: search.NewSet(4*b.width/shards, func(h uint64) uint64 { return h })})
	}
	var next layer
	var counts []int32   // new boards by estimate
	var keep []chunkKeep // by chunk: how many it keeps and where they go
	width = b.width
	for layer := 1; len(b.cur.blank) > 0; layer++ {
		if b.m.Check() != nil { // every layer: a wide one takes tens of ms, and a cancel must land within 100
			return astar.Result[[]uint8, board.Direction]{Stats: b.m.Report(), Stop: b.m.Stopped()}
		}
		if opt.MaxDepth > 0 && layer > opt.MaxDepth {
			return astar.Result[[]uint8, board.Direction]{Stats: b.m.Report()}
		}
		b.m.Stats.Expanded += len(b.cur.blank)
		k := (len(b.cur.blank) + beamChunk - 1) / beamChunk
		for len(b.chunks) < k {
			b.chunks = append(b.chunks, nil)
		}
		chunks := b.chunks[:k]
		b.run(k, true, func(rank R, j int) {
			b.expand(rank, j*beamChunk, min((j+1)*beamChunk, len(b.cur.blank)), &chunks[j])
		})
		// The steps after ranking go on every goroutine only in a wide layer: starting the
		// goroutines for each step costs more than the step in a narrow one.
		par, sh := k >= parallelChunks, 1
		if par {
			sh = shards
		}
		b.run(sh, par, func(_ R, s int) { b.dedup(s, sh, chunks) })
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
			moves := b.solved(chunks)
			return astar.Result[[]uint8, board.Direction]{Found: true, Moves: moves, Stats: b.m.Report()}
		}
		if b.pace != nil {
			least := 0
			for least < len(counts) && counts[least] == 0 {
				least++
			}
			if least < len(counts) {
				width = max(1, min(width, b.pace(layer, least)))
			}
		}
		// Keep the width new boards of least estimate, in the order generated.
		kept, cut := 0, int32(len(counts))
		for h, m := range counts {
			b.m.Stats.Generated += int(m)
			if kept+int(m) > width && cut == int32(len(counts)) {
				cut = int32(h)
			}
			if int32(h) < cut {
				kept += int(m)
			}
		}
		room := width - kept // new boards of estimate cut that still fit, first generated first
		keep = slices.Grow(keep[:0], k)[:k]
		b.run(k, par, func(_ R, j int) { keep[j] = countKeep(chunks[j], cut) })
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
		b.run(k, par, func(_ R, j int) { b.copyKept(chunks[j], keep[j], cut, base, &next) })
		b.run(sh, par, func(_ R, s int) { b.recordKept(s, sh, chunks) })
		b.cur, next = next, b.cur
		if b.m.Stored(len(b.parent)) != nil {
			return astar.Result[[]uint8, board.Direction]{Stats: b.m.Report(), Stop: b.m.Stopped()}
		}
	}
	return astar.Result[[]uint8, board.Direction]{Stats: b.m.Report(), Stop: astar.StopDiedOut}
}

// solved is the path to the first solved board of the layer in the order generated, counting
// the new boards generated up to it.
func (b *Beam[R]) solved(chunks [][]beamCand) []board.Direction {
	for _, ch := range chunks {
		for _, cd := range ch {
			if cd.h == dropped {
				continue
			}
			b.m.Stats.Generated++
			if cd.h == 0 {
				b.parent = append(b.parent, b.cur.node[cd.from])
				b.move = append(b.move, cd.dir)
				return b.path(int32(len(b.parent) - 1))
			}
		}
	}
	return nil // not reached: the counts saw one
}

// path is the moves that lead to kept board i.
func (b *Beam[R]) path(i int32) []board.Direction {
	return search.Trace(i, func(i int32) int32 { return b.parent[i] },
		func(i int32) board.Direction { return b.move[i] }, false)
}

// Stats are the figures of the Solve running (for a Pace function) or last run: boards whose
// moves were tried and new boards those moves gave.
func (b *Beam[R]) Stats() astar.Stats { return b.m.Stats }
