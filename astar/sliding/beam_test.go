package sliding

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testproblems"
)

// manhattanRank is the sliding beam's rank in its simplest form: Manhattan distance.
type manhattanRank struct{ n int }

func (r manhattanRank) dist(t, cell int) int {
	g := t - 1
	return abs(g/r.n-cell/r.n) + abs(g%r.n-cell%r.n)
}

func (r manhattanRank) Board([]uint8) {}

func (r manhattanRank) Delta(_ []uint8, t, from, to int) int { return r.dist(t, to) - r.dist(t, from) }

func (r manhattanRank) Value(cells []uint8) int {
	h := 0
	for i, t := range cells {
		if t != 0 {
			h += r.dist(int(t), i)
		}
	}
	return h
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestSlidingBeamAgainstBFS solves random 8-puzzles with the sliding beam and checks each answer
// against the breadth-first oracle: the moves are legal, end at the goal, and are no fewer than
// the exact distance and of its parity.
func TestSlidingBeamAgainstBFS(t *testing.T) {
	exact := testproblems.Exact3x3()
	rng := rand.New(rand.NewPCG(5, 8))
	solved := 0
	for trial := 0; trial < 200; trial++ {
		cells := testproblems.Scrambled(rng, 3, rng.IntN(40))
		var key [9]uint8
		copy(key[:], cells)
		want := exact[key]
		r := manhattanRank{3}
		b := NewBeam(3, r)
		moves := solve(b, 1+rng.IntN(50), cells)
		if moves == nil {
			continue // a narrow beam may die out: no claim then
		}
		at := append([]uint8(nil), cells...)
		blank := 0
		for at[blank] != 0 {
			blank++
		}
		for _, d := range moves {
			// d moves the tile next to the blank into it: Up takes the tile below.
			from := blank + map[board.Direction]int{board.Up: 3, board.Down: -3, board.Left: 1, board.Right: -1}[d]
			if from < 0 || from >= 9 || (d == board.Left && blank%3 == 2) || (d == board.Right && blank%3 == 0) {
				t.Fatalf("trial %d: illegal move %v", trial, d)
			}
			at[blank], at[from], blank = at[from], 0, from
		}
		if r.Value(at) != 0 || len(moves) < want || (len(moves)-want)%2 != 0 {
			t.Fatalf("trial %d: %d moves end at estimate %d; exact distance %d", trial, len(moves), r.Value(at), want)
		}
		if st := b.Stats(); len(moves) > 0 && (st.Expanded == 0 || st.Generated == 0) {
			t.Fatalf("trial %d: stats %+v", trial, st)
		}
		solved++
	}
	if solved < 150 {
		t.Errorf("only %d of 200 boards solved", solved)
	}
	// A deadline already past or a cancelled context stops it.
	cells := []uint8{8, 7, 6, 5, 4, 3, 2, 1, 0}
	r := manhattanRank{3}
	if res := NewBeam(3, r).Solve(context.Background(), cells, 10, astar.Options[[]uint8]{Deadline: time.Now()}); res.Found || res.Stop != astar.StopTime {
		t.Error("the beam ran past its deadline")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if res := NewBeam(3, r).Solve(ctx, cells, 10, astar.Options[[]uint8]{}); res.Found || res.Stop != astar.StopCancelled {
		t.Error("the beam ran on a cancelled context")
	}
}

// TestSlidingBeamParallelSame: expanding each layer on three goroutines gives the same moves and
// the same counts as on one, on scrambled 6x6 boards with layers wide enough to split.
func TestSlidingBeamParallelSame(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 9))
	for trial := 0; trial < 6; trial++ {
		cells := testproblems.Scrambled(rng, 6, 300)
		r := manhattanRank{6}
		one := NewBeam(6, r)
		want := solve(one, 800, cells)
		three := NewBeam(6, r)
		three.Parallel(manhattanRank{6}, manhattanRank{6})
		got := solve(three, 800, cells)
		s1, s3 := one.Stats(), three.Stats()
		if want == nil || !slices.Equal(got, want) || s1.Expanded != s3.Expanded || s1.Generated != s3.Generated {
			t.Fatalf("trial %d: %d moves on three goroutines (%+v), %d on one (%+v)", trial, len(got), three.Stats(), len(want), one.Stats())
		}
	}
}

// referenceBeam is the sliding beam written plainly, one board at a time, as the oracle for
// Beam's steps: children in the order generated, minus the reverse move, the boards kept
// lately (the same slots and hashes as b's) and the layer's repeats; then the width children of
// least rank, ties to the first generated, in the order generated; the first solved child
// generated ends it. pace, if not nil, narrows it as Beam.Pace says.
func referenceBeam(b *Beam[manhattanRank], width int, cells []uint8, pace func(layer, least int) int) []board.Direction {
	type node struct {
		cells []uint8
		h     int
		hash  uint64
		path  []board.Direction
	}
	n, r := b.n, manhattanRank{b.n}
	var z uint64
	for i, t := range cells {
		z ^= b.zob[t][i]
	}
	kept := make([]uint64, keptSlots)
	kept[z&(keptSlots-1)] = z
	layer := []node{{cells: slices.Clone(cells), h: r.Value(cells), hash: z}}
	if layer[0].h == 0 {
		return []board.Direction{}
	}
	for depth := 1; len(layer) > 0; depth++ {
		var children []node
		seen := map[uint64]bool{}
		for _, p := range layer {
			bl := slices.Index(p.cells, 0)
			for _, d := range board.Directions {
				if len(p.path) > 0 && d == p.path[len(p.path)-1]^1 {
					continue
				}
				from := bl + b.moves[d]
				if from < 0 || from >= n*n || (b.moves[d] == 1 && bl%n == n-1) || (b.moves[d] == -1 && bl%n == 0) {
					continue
				}
				c := slices.Clone(p.cells)
				c[bl], c[from] = c[from], 0
				var hash uint64
				for i, t := range c {
					hash ^= b.zob[t][i]
				}
				if kept[hash&(keptSlots-1)] == hash || seen[hash] {
					continue
				}
				seen[hash] = true
				child := node{cells: c, h: r.Value(c), hash: hash, path: append(slices.Clone(p.path), d)}
				if child.h == 0 {
					return child.path
				}
				children = append(children, child)
			}
		}
		// The width of least rank, ties to the first generated, stay in the order generated.
		order := make([]int, len(children))
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(i, j int) int { return children[i].h - children[j].h })
		if pace != nil && len(children) > 0 {
			width = max(1, min(width, pace(depth, children[order[0]].h)))
		}
		order = order[:min(len(order), width)]
		slices.Sort(order)
		layer = layer[:0]
		for _, i := range order {
			layer = append(layer, children[i])
		}
		for _, c := range layer {
			kept[c.hash&(keptSlots-1)] = c.hash
		}
	}
	return nil
}

// TestSlidingBeamAgainstReference: on one, two, three and four goroutines, with the steps after
// ranking on all of them or as set, the beam gives the moves of the plain beam, on scrambled 5x5
// and 6x6 boards at widths from 1 to 600.
func TestSlidingBeamAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for trial := 0; trial < 12; trial++ {
		n := 5 + trial%2
		cells := testproblems.Scrambled(rng, n, 40+rng.IntN(200))
		width := []int{1, 7, 150, 600}[trial%4]
		r := manhattanRank{n}
		want := referenceBeam(NewBeam(n, r), width, cells, nil)
		for workers := 1; workers <= 4; workers++ {
			for _, chunks := range []int{1, parallelChunks} { // every step of every layer on every goroutine, and as set
				b := NewBeam(n, r)
				for range workers - 1 {
					b.Parallel(append(b.ranks[1:], manhattanRank{n})...)
				}
				got := solveWith(b, width, chunks, cells)
				if !slices.Equal(got, want) || (got == nil) != (want == nil) {
					t.Fatalf("trial %d (%dx%d, width %d, %d goroutines, steps on all from %d chunks): %d moves, the plain beam %d (%v, %v)",
						trial, n, n, width, workers, chunks, len(got), len(want), got == nil, want == nil)
				}
			}
		}
	}
}

// solveWith solves with parallelChunks set to chunks for the call.
func solveWith(b *Beam[manhattanRank], width, chunks int, cells []uint8) []board.Direction {
	defer func(was int) { parallelChunks = was }(parallelChunks)
	parallelChunks = chunks
	return solve(b, width, cells)
}

// solve runs b width boards wide with a minute to go: the moves it found, nil for none.
func solve(b *Beam[manhattanRank], width int, cells []uint8) []board.Direction {
	res := b.Solve(context.Background(), cells, width, astar.Options[[]uint8]{Deadline: time.Now().Add(time.Minute)})
	return res.Moves
}

// TestShardOwnsKeptSlots: two hashes with the same kept slot fall in the same shard, so that one
// goroutine writes each slot; the shards share the hashes out about evenly.
// TestSlidingBeamPace narrows beams layer by layer through Pace, on one and two goroutines: each
// gives the moves of the plain beam narrowed the same way, and Pace is asked once a layer, in
// order, with the least rank of the layer's new boards.
func TestSlidingBeamPace(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 3))
	for trial := 0; trial < 6; trial++ {
		n := 5 + trial%2
		cells := testproblems.Scrambled(rng, n, 150+rng.IntN(100))
		r := manhattanRank{n}
		// Wide at first, down to 20 boards by layer 30; a wider width asked later is not taken.
		pace := func(layer, least int) int { return max(20, 3000-100*layer) + 1000*(layer%2) }
		var refLeast []int
		want := referenceBeam(NewBeam(n, r), 3000, cells, func(layer, least int) int {
			refLeast = append(refLeast, least)
			return pace(layer, least)
		})
		if want == nil {
			t.Fatalf("trial %d: the narrowed plain beam found nothing", trial)
		}
		for workers := 1; workers <= 2; workers++ {
			b := NewBeam(n, r)
			if workers == 2 {
				b.Parallel(manhattanRank{n})
			}
			var least []int
			b.Pace(func(layer, l int) int {
				if layer != len(least)+1 {
					t.Fatalf("trial %d: asked at layer %d after %d layers", trial, layer, len(least))
				}
				least = append(least, l)
				return pace(layer, l)
			})
			got := solve(b, 3000, cells)
			if !slices.Equal(got, want) {
				t.Fatalf("trial %d, %d goroutines: %d moves, the narrowed plain beam %d", trial, workers, len(got), len(want))
			}
			if !slices.Equal(least, refLeast[:len(least)]) || len(least) < len(want)-1 {
				t.Fatalf("trial %d: least ranks %v, the plain beam's %v", trial, least, refLeast)
			}
		}
	}
}

func TestShardOwnsKeptSlots(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	for _, shards := range []int{1, 2, 4} {
		count := make([]int, shards)
		for range 10000 {
			h := rng.Uint64() &^ 1 // bit 0 is the same on every board of a size
			other := h&(keptSlots-1) | rng.Uint64()&^(keptSlots-1)
			if shard(h, shards) != shard(other, shards) {
				t.Fatalf("%d shards: %#x and %#x share kept slot %d but not a shard", shards, h, other, h&(keptSlots-1))
			}
			count[shard(h, shards)]++
		}
		for s, c := range count {
			if c < 10000/shards*9/10 {
				t.Errorf("%d shards: shard %d has %d of 10000 hashes", shards, s, c)
			}
		}
	}
}

// TestSlidingBeamSaysWhyItStopped: Result.Stop tells apart a beam that died out (narrow beams on
// 8-puzzles, some of which die), one past its deadline, one cancelled and one past its budget of
// boards kept; after an answer it is NotStopped; past MaxDepth layers it is NotStopped with no
// answer.
func TestSlidingBeamSaysWhyItStopped(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 9))
	died, found := 0, 0
	for trial := 0; trial < 200; trial++ {
		cells := testproblems.Scrambled(rng, 3, 10+rng.IntN(30))
		r := manhattanRank{3}
		res := NewBeam(3, r).Solve(context.Background(), cells, 1, astar.Options[[]uint8]{})
		switch {
		case !res.Found && res.Moves == nil && res.Stop == astar.StopDiedOut:
			died++
		case res.Found && res.Moves != nil && res.Stop == astar.NotStopped:
			found++
		default:
			t.Fatalf("trial %d: %d moves, stop %v", trial, len(res.Moves), res.Stop)
		}
	}
	if died == 0 || found == 0 {
		t.Fatalf("%d died out, %d found: both should happen at width 1", died, found)
	}
	cells := testproblems.Scrambled(rng, 6, 300)
	r := manhattanRank{6}
	b := NewBeam(6, r)
	if res := b.Solve(context.Background(), cells, 1000, astar.Options[[]uint8]{Deadline: time.Now().Add(-time.Second)}); res.Found || res.Stop != astar.StopTime || !errors.Is(res.Err(), astar.ErrDeadline) {
		t.Errorf("past its deadline: %d moves, stop %v", len(res.Moves), res.Stop)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if res := b.Solve(ctx, cells, 1000, astar.Options[[]uint8]{}); res.Found || res.Stop != astar.StopCancelled || !errors.Is(res.Err(), context.Canceled) {
		t.Errorf("cancelled: %d moves, stop %v", len(res.Moves), res.Stop)
	}
	if res := b.Solve(context.Background(), cells, 1000, astar.Options[[]uint8]{MaxNodes: 5000}); res.Found || res.Stop != astar.StopNodes || !errors.Is(res.Err(), astar.ErrBudget) {
		t.Errorf("a budget of 5000 boards: %d moves, stop %v", len(res.Moves), res.Stop)
	}
	if res := b.Solve(context.Background(), cells, 1000, astar.Options[[]uint8]{MaxDepth: 10}); res.Found || res.Stop != astar.NotStopped || res.Err() != nil {
		t.Errorf("at most 10 layers: %d moves, stop %v", len(res.Moves), res.Stop)
	}
}
