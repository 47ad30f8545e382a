package pdb

import (
	"cmp"
	"context"
	"runtime"
	"slices"
	"sync/atomic"
	"time"

	"github.com/tilesolve/tilesolve/internal/catch"
)

// The phases a BuildProgress reports.
const (
	PhaseLoading  = "loading"
	PhaseBuilding = "building"
	PhaseSaving   = "saving"
)

// BuildProgress is how far LoadOrBuild or Build has got with a database's tables: the share of
// placements valued, or of bytes loaded or saved. It is not a search's figures (those are
// astar.Stats): a build counts towards a known total, a search does not.
type BuildProgress struct {
	Phase string // PhaseLoading, PhaseBuilding or PhaseSaving
	// Group is the index in Partition.Groups of the group whose table Done and Total describe,
	// or -1 when the report is about the whole database (loading and saving).
	Group int
	// Done and Total count the group's placements given a value so far and in all: the one
	// fraction of a build that grows steadily to 1. When loading and saving (Group -1) they
	// count bytes.
	Done, Total int64
	// AllDone and AllTotal are the same over every group.
	AllDone, AllTotal int64
}

// progressEvery is how often a build reports.
const progressEvery = 100 * time.Millisecond

// BuildBytes bounds the memory Build takes for p beside its tables (Placements bytes) with
// workers groups built at once, as Build does with GOMAXPROCS: on boards up to 4x4 a table of
// regions (1 MB), and for each of the workers largest groups its visited bits (one per
// placement and region) and its level queues: two levels of 8-byte states in chunks that double,
// measured at 16.4 bytes a placement on 5-tile groups of 4x4, 6.8 on 6-tile ones (39 MB), 2-5 on
// the 4-tile groups of 6x6 and 1.4-3 on those of 7x7, bounded here by queueBytes a placement.
func (p Partition) BuildBytes(workers int) int64 {
	c := p.N * p.N
	sizes := make([]int64, len(p.Groups))
	for i, g := range p.Groups {
		places := int64(placements(c, len(g)))
		sizes[i] = places*int64(c-len(g))/8 + queueBytes*places + 16<<10 // the first two chunks hold 16 KB
	}
	slices.SortFunc(sizes, func(a, b int64) int { return cmp.Compare(b, a) })
	var all int64
	if c <= 16 {
		all = 1 << c << 4 // the geometry's table of regions
	}
	for _, n := range sizes[:min(max(workers, 1), len(sizes))] {
		all += n
	}
	return all
}

// queueBytes bounds a group's level queues at their largest, in bytes a placement (BuildBytes).
const queueBytes = 20

// Build computes the tables of partition p, the groups side by side, as many at once as there
// are processors (the groups are independent, so on two cores 6-6-3's two big groups take the
// time of one). It calls progress,
// when not nil, from the calling goroutine: about every 100 ms once for each group still being
// built, and once for each group when it is done. When ctx is done it stops within a few
// milliseconds and returns ctx.Err().
//
// A group of k tiles on c cells needs c!/(c-k)! bytes of table and, while building, a bit for
// each of the c!/(c-k)! * (c-k) (placement, region) states plus queues of 8 bytes per state of
// a level: 6 tiles on 4x4 take 5.8 MB of table and about 100 MB to build, 7 tiles 58 MB and
// about 0.8 GB. Check refuses groups larger than that (8 tiles on 4x4).
func Build(ctx context.Context, p Partition, progress func(BuildProgress)) (*DB, error) {
	if err := p.Check(); err != nil {
		return nil, err
	}
	p = p.clone()
	geo := newGeometry(p.N)
	ng := len(p.Groups)
	done := make([]atomic.Int64, ng)
	totals := make([]int64, ng)
	var allTotal int64
	for g, tiles := range p.Groups {
		totals[g] = Partition{N: p.N, Groups: [][]int{tiles}}.Placements()
		allTotal += totals[g]
	}
	tables := make([][]uint8, ng)
	errs := make([]error, ng)
	finished := make(chan int, ng)
	// Stop the other groups as soon as one fails.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// At most one group per processor at a time, largest first: more would not finish sooner
	// and would hold more search memory at once.
	order := make([]int, ng)
	for g := range order {
		order[g] = g
	}
	slices.SortStableFunc(order, func(a, b int) int { return len(p.Groups[b]) - len(p.Groups[a]) })
	slots := make(chan struct{}, runtime.GOMAXPROCS(0))
	var crew catch.Crew // a group's panic, a bug, is raised again on this goroutine
	go func() {
		for _, g := range order {
			slots <- struct{}{}
			crew.Go(func() {
				errs[g] = context.Canceled // until the group returns: a panic stops the others
				defer func() {
					if errs[g] != nil {
						cancel()
					}
					<-slots
					finished <- g
				}()
				tables[g], errs[g] = buildGroup(ctx, geo, p.Groups[g], p.Goal, &done[g])
			})
		}
	}()
	report := func(g int) {
		if progress == nil {
			return
		}
		var all int64
		for i := range done {
			all += min(done[i].Load(), totals[i])
		}
		progress(BuildProgress{Phase: PhaseBuilding, Group: g, Done: min(done[g].Load(), totals[g]),
			Total: totals[g], AllDone: all, AllTotal: allTotal})
	}
	tick := time.NewTicker(progressEvery)
	defer tick.Stop()
	over := make([]bool, ng)
	for left := ng; left > 0; {
		select {
		case <-tick.C:
			for g := range over {
				if !over[g] {
					report(g)
				}
			}
		case g := <-finished:
			left--
			over[g] = true
			if errs[g] == nil {
				done[g].Store(totals[g]) // unreachable placements are settled too
				report(g)
			}
		}
	}
	crew.Wait() // every group has finished: crew.Go ran for each before its finished

	for _, err := range errs {
		if err != nil && err != context.Canceled {
			return nil, err
		}
	}
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return newDB(p, tables), nil
}
