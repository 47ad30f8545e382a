package patterndb

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// Progress is a report from building or loading a database.
type Progress struct {
	Phase       string // "loading", "building" or "saving"
	Done, Total int64  // states of all groups searched so far, and in all
}

// unknown marks a placement no search has reached yet.
const unknown = 0xff

// build makes every group's table, the groups side by side on their own goroutines, reporting
// progress about every 100 ms and stopping with ctx's error when ctx is done.
func build(ctx context.Context, p Partition, progress func(Progress)) (*DB, error) {
	if err := p.check(); err != nil {
		return nil, err
	}
	c := p.N * p.N
	var done, total atomic.Int64
	for _, g := range p.Groups {
		total.Add(int64(placements(c, len(g)) * (c - len(g))))
	}
	tables := make([][]uint8, len(p.Groups))
	errs := make([]error, len(p.Groups))
	var wg sync.WaitGroup
	for i, g := range p.Groups {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tables[i], errs[i] = buildGroup(ctx, p.N, g, &done)
		}()
	}
	finished := make(chan struct{})
	go func() { wg.Wait(); close(finished) }()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
			if progress != nil {
				progress(Progress{Phase: "building", Done: done.Load(), Total: total.Load()})
			}
			continue
		case <-finished:
		}
		break
	}
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	if progress != nil {
		progress(Progress{Phase: "building", Done: total.Load(), Total: total.Load()})
	}
	return newDB(p, tables), nil
}

// buildGroup searches backwards from the goal over the group's abstract states: where its tiles
// and the blank are (the other tiles are alike). Moving a group tile costs 1; the blank moving
// through other tiles costs 0. It goes level by level: a level's states are first closed under the
// free blank moves (a flood fill), and each costly move proposes a state for the next level. A
// placement's value is the level at which any blank position first reached it.
func buildGroup(ctx context.Context, n int, group []int, done *atomic.Int64) ([]uint8, error) {
	c, k := n*n, len(group)
	ranks := placements(c, k)
	states := ranks * c // (rank, blank) pairs, some with the blank on a tile: never reached
	table := make([]uint8, ranks)
	for i := range table {
		table[i] = unknown
	}
	visited := newBitset(states)
	queued := newBitset(states) // proposed for the next level
	cells := make([]uint8, k)
	for i, t := range group {
		cells[i] = uint8(t - 1)
	}
	goal := uint32(rank(cells, c)*c + c - 1)
	cur, next := []uint32{goal}, []uint32(nil)
	visited.set(int(goal))
	neighbors := cellNeighbors(n)
	moved := make([]uint8, k)
	var counted int64
	for level := 0; len(cur) > 0; level++ {
		if level > 254 {
			panic("patterndb: more than 254 levels")
		}
		for head := 0; head < len(cur); head++ {
			s := int(cur[head])
			r, blank := s/c, s%c
			used := unrank(r, cells, c)
			if table[r] == unknown {
				table[r] = uint8(level)
			}
			for _, nb := range neighbors[blank] {
				if used&(1<<nb) == 0 { // a free move: the blank passes another tile
					t := r*c + int(nb)
					if !visited.get(t) {
						visited.set(t)
						cur = append(cur, uint32(t))
					}
					continue
				}
				copy(moved, cells)
				for i := range moved {
					if moved[i] == nb {
						moved[i] = uint8(blank)
					}
				}
				t := rank(moved, c)*c + int(nb)
				if !visited.get(t) && !queued.get(t) {
					queued.set(t)
					next = append(next, uint32(t))
				}
			}
			if counted++; counted%4096 == 0 {
				done.Add(4096)
				if err := ctx.Err(); err != nil {
					return nil, err
				}
			}
		}
		// The proposals not reached at this level are the next level.
		cur = cur[:0]
		for _, s := range next {
			queued.clear(int(s))
			if !visited.get(int(s)) {
				visited.set(int(s))
				cur = append(cur, s)
			}
		}
		next = next[:0]
	}
	done.Add(counted % 4096)
	return table, nil
}

// cellNeighbors lists each cell's orthogonal neighbours on an n-by-n board.
func cellNeighbors(n int) [][]uint8 {
	out := make([][]uint8, n*n)
	for i := range out {
		r, col := i/n, i%n
		if r > 0 {
			out[i] = append(out[i], uint8(i-n))
		}
		if r < n-1 {
			out[i] = append(out[i], uint8(i+n))
		}
		if col > 0 {
			out[i] = append(out[i], uint8(i-1))
		}
		if col < n-1 {
			out[i] = append(out[i], uint8(i+1))
		}
	}
	return out
}

// bitset is a fixed-size set of bits.
type bitset []uint64

func newBitset(n int) bitset    { return make(bitset, (n+63)/64) }
func (b bitset) get(i int) bool { return b[i>>6]&(1<<(i&63)) != 0 }
func (b bitset) set(i int)      { b[i>>6] |= 1 << (i & 63) }
func (b bitset) clear(i int)    { b[i>>6] &^= 1 << (i & 63) }
