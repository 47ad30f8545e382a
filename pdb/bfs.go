package pdb

import (
	"context"
	"fmt"
	"math/bits"
	"sync/atomic"

	"github.com/tilesolve/tilesolve/internal/yield"
)

// unknown marks a placement the search has not reached yet.
const unknown = 0xff

// checkEvery is how many states a search expands between looks at its context and reports of
// progress: often enough to stop within a millisecond, rarely enough to cost nothing.
const checkEvery = 4096

// errTooDeep says a group's values would not fit in a byte (never on the boards offered).
func errTooDeep(group []int) error {
	return fmt.Errorf("pdb: group %v has placements %d or more moves away", group, unknown)
}

// buildGroup computes one group's table by a breadth-first search backwards from the goal (goal:
// the partition's Goal, nil for the usual one).
//
// The abstract state is where the group's tiles and the blank are; the other tiles are alike.
// Moving a group tile costs 1 and moving any other tile (the blank passing through a cell of no
// group tile) costs 0. Rather than running a 0-1 search over every blank cell, a state keeps only
// the region the blank can reach for free (named by its lowest cell): the states of one region
// are a single state at cost 0, which leaves a plain unit-cost breadth-first search over
// (placement, region) pairs. A region is a flood fill of a few bit operations, or on boards of up
// to 16 cells one lookup in a table of every set of free cells (see geometry). A move takes a group
// tile next to the region into the region cell beside it; the blank is then on the tile's old
// cell, and the new region is what it reaches from there.
//
// Moves are reversible and cost the same both ways, so distances from the goal are distances to
// it. A placement's value is the level at which the search first reaches it with any region:
// the minimum over blank positions, which is what a lookup without the blank needs.
//
// Memory: the table (one byte per placement), a visited bit per (placement, region cell) pair and
// two queues (one level and the next) of states packed in 8 bytes. The rank of each state a move
// reaches comes from its parent's rank in a few operations (see mover).
func buildGroup(ctx context.Context, geo *geometry, group []int, goal []int, done *atomic.Int64) ([]uint8, error) {
	if err := ctx.Err(); err != nil {
		return nil, err // cancelled while waiting for a processor
	}
	c, k := geo.c, len(group)
	ranks := placements(c, k)
	// A region is named by its lowest cell, numbered among the c-k cells free of the group.
	regs := c - k
	if ranks*regs > maxStates {
		return nil, fmt.Errorf("pdb: a group of %d tiles on %d cells has too many states to search", k, c)
	}
	table := make([]uint8, ranks)
	for i := range table {
		table[i] = unknown
	}
	visited := make([]uint64, (ranks*regs+63)/64)

	// The queues hold states as the cells of the group's tiles, 6 bits each, then the region's
	// lowest cell: no unranking to expand them.
	var cells [8]uint8
	var taken uint64
	var s0 uint64
	for i, t := range group {
		home := goalCell(goal, t, c)
		cells[i] = uint8(home)
		taken |= 1 << home
		s0 |= uint64(home) << (6 * i)
	}
	reg0 := geo.region(goalCell(goal, 0, c), geo.all&^taken)
	s0 |= uint64(reg0) << (6 * k)
	r0 := Rank(cells[:k], c)
	v0 := r0*regs + bits.OnesCount64(geo.all&^taken&(1<<reg0-1))
	visited[v0>>6] |= 1 << (v0 & 63)
	table[r0] = 0
	// Each level's states are kept in chunks, so that a level grows without copying what it
	// holds: on the web, where nothing preempts a goroutine, copying a queue of hundreds of
	// megabytes as append does would freeze the page for most of a second.
	var chunks levelQueue
	cur := [][]uint64{append(chunks.chunk(), s0)}
	next, tail := [][]uint64(nil), chunks.chunk()
	m := newMover(c, k)
	valued, expanded := int64(1), 0

	for level := 0; len(cur) > 0; level++ {
		if level+1 >= unknown {
			return nil, errTooDeep(group)
		}
		for _, chunk := range cur {
			for _, s := range chunk {
				taken := uint64(0)
				for i := 0; i < k; i++ {
					cells[i] = uint8(s >> (6 * i) & 63)
					taken |= 1 << cells[i]
				}
				free := geo.all &^ taken
				reach := geo.flood(1<<(s>>(6*k)&63), free)
				m.set(cells[:k], Rank(cells[:k], c))
				for i := 0; i < k; i++ {
					p := cells[i]
					// The tile on p may move into any cell of the region beside it.
					for to := geo.nbr[p] & reach; to != 0; to &= to - 1 {
						q := uint8(bits.TrailingZeros64(to))
						nr := m.moved(i, q)
						nfree := free&^(1<<q) | 1<<p
						reg := geo.region(int(p), nfree)
						v := nr*regs + bits.OnesCount64(nfree&(1<<reg-1))
						if visited[v>>6]&(1<<(v&63)) == 0 {
							visited[v>>6] |= 1 << (v & 63)
							ns := s&^(63<<(6*i)|63<<(6*k)) | uint64(q)<<(6*i) | uint64(reg)<<(6*k)
							if len(tail) == cap(tail) {
								next, tail = append(next, tail), chunks.chunk()
							}
							tail = append(tail, ns)
							if table[nr] == unknown {
								table[nr] = uint8(level + 1)
								valued++
							}
						}
					}
				}
				if expanded++; expanded == checkEvery {
					expanded = 0
					done.Add(valued)
					valued = 0
					yield.Point()
					if err := ctx.Err(); err != nil {
						return nil, err
					}
				}
			}
		}
		if len(tail) > 0 {
			next, tail = append(next, tail), chunks.chunk()
		}
		chunks.free(cur)
		cur, next = next, cur[:0]
	}
	done.Add(valued)
	// Placements no state reaches (with all tiles but one in the group, the half of the wrong
	// parity) belong to no solvable state; 0 keeps any sum they enter admissible.
	for i, v := range table {
		if v == unknown {
			table[i] = 0
		}
	}
	return table, nil
}

// maxChunk is the most states a chunk of a level's queue holds: 8 MB. The first chunks are
// smaller, each twice the last, so that a small search takes little memory.
const maxChunk = 1 << 20

// levelQueue hands out the chunks the breadth-first search's levels are kept in, reusing those
// of the level before.
type levelQueue struct {
	spare [][]uint64
	size  int // the capacity of the last chunk made
}

// chunk is an empty chunk, a spare one when there is one.
func (q *levelQueue) chunk() []uint64 {
	if n := len(q.spare); n > 0 {
		c := q.spare[n-1]
		q.spare = q.spare[:n-1]
		return c[:0]
	}
	q.size = min(max(2*q.size, 1024), maxChunk)
	return make([]uint64, 0, q.size)
}

// free takes back the chunks of a level that has been expanded.
func (q *levelQueue) free(chunks [][]uint64) { q.spare = append(q.spare, chunks...) }
