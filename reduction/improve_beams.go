package reduction

import (
	"context"
	"fmt"
	"math"
	"sync"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/catch"
	"github.com/tilesolve/tilesolve/pdb"
)

// improveWidths are the beam's first width in the improvement, by the side of the region it
// solves (ImproveRegion); each next beam is as wide as the time left allows, judged by the last
// one's time, since a beam's time grows about as its width.
var improveWidths = map[int]int{5: 20_000, 6: 5000, 7: 1000, 8: 500, 9: 400}

// ImproveRegion is the side of the region the improvement's beams solve on an n-by-n board: the
// whole board up to 8x8; on larger boards the bottom-right region left once the first answer has
// placed the rows and columns around it, 8x8, or 9x9 from 12x12. A bigger region gives shorter
// answers than the block databases of 7x7 give, as long as the beam can be wide enough in the
// time; past these sides it cannot (docs/performance.md has the figures).
func ImproveRegion(n int) int {
	switch {
	case n <= 8:
		return n
	case n < 12:
		return 8
	}
	return 9
}

// improver is one improvement: the best answer so far, shared by the beam and the shortener.
type improver struct {
	ctx    context.Context
	n      int
	start  []uint8
	dbs    func() []*pdb.DB // the beams' block databases, asked before each beam (nil: none)
	until  time.Time        // on clock
	clock  clock
	memory int64
	mu     sync.Mutex
	best   []board.Direction
	better func(int)
	fresh  chan []board.Direction // a beam's answer for the shortener; holds at most one
	// memoryStop says the memory budget kept a wider beam from running.
	memoryStop bool
	// err is what kept the beams from starting (a bug: the windows go on alone).
	err error
}

// offer takes moves as the best answer if they are shorter and, from a beam, passes them to the
// shortener.
func (im *improver) offer(moves []board.Direction, fromBeam bool) bool {
	im.mu.Lock()
	defer im.mu.Unlock()
	if len(moves) >= len(im.best) {
		return false
	}
	im.best = append([]board.Direction(nil), moves...)
	im.better(len(moves))
	if !fromBeam {
		return true
	}
	select {
	case <-im.fresh: // an older answer the shortener has not taken: this one is shorter
	default:
	}
	im.fresh <- im.best // room for it: only offer sends, under mu, and only one beam runs
	return true
}

// improveMoves shortens moves, a solution of the n-by-n cells start, until until or ctx, on two
// goroutines: one solves the board again with wider beams, each on every core, ranking by the
// block databases dbs gives when it gives some (asked before each beam, so that databases built
// meanwhile serve the beams after; on boards over 8x8, the bottom-right region left once the first answer
// has placed the rows and columns around it: ImproveRegion); the other shortens the best answer so far by windows
// (segment.shorten), taking up each shorter answer of the beam. better is called, one call at a time, with each shorter
// length. It returns the shortest answer, never longer than moves, whether it stopped at until or
// ctx rather than because neither could do more, whether the memory budget kept a wider beam
// from running, and what kept the beams from starting, if anything did.
func improveMoves(ctx context.Context, n int, start []uint8, moves []board.Direction, dbs func() []*pdb.DB, until time.Time, k clock, memory int64, better func(int)) ([]board.Direction, bool, bool, error) {
	im := &improver{ctx: ctx, n: n, start: start, dbs: dbs, until: until, clock: k, memory: memory,
		best: moves, better: better, fresh: make(chan []board.Direction, 1)}
	beamDone := make(chan struct{})
	var crew catch.Crew
	crew.Go(func() {
		defer close(beamDone)
		im.beams(moves)
	})
	defer crew.Wait() // every return comes after beamDone; a panic of the beams is passed on here
	seg := newSegment(n, start, moves)
	if seg.dropCycles() {
		im.offer(seg.moves, false)
	}
	w := newWindowSearch(ctx, n, until, k)
	over, stop := k.at(until)
	defer stop()
	// take switches the shortener to the beam's newest answer, if one is waiting and shorter.
	take := func(m []board.Direction) {
		if len(m) < len(seg.moves) {
			seg.reset(start, m)
		}
	}
	for {
		seg.shorten(ctx, until, w, func() { im.offer(seg.moves, false) }, func() bool { return len(im.fresh) > 0 })
		select {
		case m := <-im.fresh:
			take(m)
			continue
		case <-ctx.Done():
		case <-over:
		case <-beamDone:
			select {
			case m := <-im.fresh:
				take(m)
				continue
			default:
			}
			// Neither the beam nor the windows can do more before until.
			im.mu.Lock()
			defer im.mu.Unlock()
			return im.best, false, im.memoryStop, im.err
		}
		<-beamDone // the beam checks ctx and until every layer
		im.mu.Lock()
		defer im.mu.Unlock()
		return im.best, true, im.memoryStop, im.err
	}
}

// beams solves the region again with ever wider beams while the time allows, offering every
// shorter whole answer; first is the first answer, whose placed rows and columns it keeps. A
// narrow beam of the plain rank first measures the speed; the next, by the ordered rank, is as
// wide as the time left allows at that speed (nextShare), and paceBeam narrows it as it goes
// should it fall behind; once no wider one fits, the time left goes to narrower beams, the rank
// switching each time, so that each gives another answer.
func (im *improver) beams(first []board.Direction) {
	seg := newSegment(im.n, im.start, first)
	k := im.n - ImproveRegion(im.n)
	at := regionStart(seg, k)
	if at < 0 {
		im.fail(fmt.Errorf("the first answer does not end with the %d rows and columns around the region placed", k))
		return
	}
	start, err := seg.puzzleAt(at)
	if err != nil {
		im.fail(err)
		return
	}
	p, err := newReduceBoard(start).region(k)
	if err != nil {
		im.fail(err)
		return
	}
	cells, m := cellsOf(p), p.Size()
	prefix := seg.moves[:at]
	// A narrow beam of the plain rank measures the speed; the wider ones take the ordered rank,
	// and what time is left after the widest goes to narrower ones, the rank switching each time.
	order, pilot := false, true
	for width := improveWidths[m]; ; {
		if most := int(im.memory / improveBeamBytes(m, 1, len(seg.moves)-at)); width > most {
			im.mu.Lock()
			im.memoryStop = true
			im.mu.Unlock()
			if width = most; width < improveWidths[m] {
				return
			}
		}
		began := im.clock.now()
		var dbs []*pdb.DB
		if im.dbs != nil {
			dbs = im.dbs()
		}
		beam := newRankedBeam(m, width, firstWorkers(), order, dbs)
		deadline := im.until
		if pilot { // a narrow beam can lose its way on a 7x7 for good: it gets a quarter of the time
			deadline = began.Add(im.clock.until(im.until) / 4)
		} else {
			paceBeam(beam, rankOf(m, cells, order, dbs), improveWidths[m]/2, deadline, im.clock)
		}
		moves := beam.solve(im.ctx, cells, deadline, im.clock).Moves
		if moves == nil && (im.ctx.Err() != nil || im.clock.passed(im.until)) {
			return
		}
		if moves != nil {
			im.offer(append(append([]board.Direction(nil), prefix...), moves...), true)
		} // else the beam died out: a wider one may not
		// The next beam takes what is left; paceBeam keeps it within the time should the load
		// change or its time grow faster than its width.
		next := int(float64(width) * nextShare * im.clock.until(im.until).Seconds() / max(im.clock.since(began), time.Microsecond).Seconds())
		im.mu.Lock()
		memoryStop := im.memoryStop
		im.mu.Unlock()
		switch {
		case memoryStop || next < improveWidths[m]:
			return
		case pilot:
			order = true
		case next < width*3/2: // too little time for a wider beam: another answer, by the other rank
			order = !order
		}
		pilot = false
		width = min(next, maxImproveWidth)
	}
}

// nextShare is the share of the time left that the next beam's width is reckoned on, by the
// last beam's time a board. A narrow beam takes longer a board than a wide one, which shares out
// its layers' work better, so the widest beam takes less than this share; should it take more,
// paceBeam narrows it before its deadline.
const nextShare = 1.1

// paceBeam narrows beam, once it has gone paceFrom layers, so that it ends by deadline but not
// below floor (see paceWidth), reckoning the time a board takes since layer paceFrom/2: the
// first layers are narrower and slower a board.
func paceBeam(beam slidingBeam, h0, floor int, deadline time.Time, k clock) {
	var since time.Time
	var expanded int
	beam.Pace(func(layer, least int) int {
		if layer == paceFrom/2 {
			since, expanded = k.now(), beam.Stats().Expanded
		}
		boards := beam.Stats().Expanded - expanded
		if layer < paceFrom || boards <= 0 {
			return math.MaxInt
		}
		return paceWidth(layer, least, h0, floor, k.since(since).Seconds()/float64(boards), k.until(deadline).Seconds())
	})
}

// paceFrom is the layer from which paceBeam narrows a beam.
const paceFrom = 20

// paceWidth is the width at which a beam that has gone layer layers, its least rank down from h0
// to least, ends in 90% of left seconds at perBoard seconds a board, but not below floor. It
// reckons the layers left by the rank falling on as it has (a beam's least rank falls about
// evenly), with a 10% margin.
func paceWidth(layer, least, h0, floor int, perBoard, left float64) int {
	if least >= h0 || perBoard <= 0 {
		return math.MaxInt
	}
	layersLeft := 1.1 * float64(layer) * float64(least) / float64(h0-least)
	w := 0.9 * left / (perBoard * layersLeft)
	if w >= math.MaxInt32 {
		return math.MaxInt
	}
	return max(floor, int(w))
}

// maxImproveWidth caps the improvement's beam: past it one layer takes over the 100 ms in which a
// cancel must be obeyed.
const maxImproveWidth = 150_000

// improveBeamBytes estimates the memory of a beam of width over an m-by-m region whose answer is about
// depth moves: every kept board's parent and move, two layers of boards and the candidates.
func improveBeamBytes(m, width, depth int) int64 {
	return int64(width) * int64(2*depth*5+2*(m*m+16)+4*32+8*8)
}

// regionStart is the first board of the segment from which the first k rows and columns stay
// placed, with the blank outside them, to the end; -1 when there is none (k = 0: the start).
func regionStart(seg *segment, k int) int {
	n := seg.n
	for i := len(seg.boards) - 1; i >= 0; i-- {
		for c, t := range seg.boards[i] {
			if (c/n < k || c%n < k) && int(t) != c+1 {
				if i == len(seg.boards)-1 {
					return -1
				}
				return i + 1
			}
		}
	}
	return 0
}

// puzzleAt is board i of the segment as a puzzle.
func (s *segment) puzzleAt(i int) (*board.Puzzle, error) {
	g := board.Grid{N: s.n, Tiles: make([]int, len(s.boards[i]))}
	for c, t := range s.boards[i] {
		g.Tiles[c] = int(t)
	}
	return board.NewPuzzle(g)
}

// fail notes what kept the beams from starting.
func (im *improver) fail(err error) {
	im.mu.Lock()
	defer im.mu.Unlock()
	im.err = fmt.Errorf("reduction: the improvement's beams: %w", err)
}
