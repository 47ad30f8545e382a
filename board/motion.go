package board

import "fmt"

// TileMotion is one tile's way through a step, for animating it: where it starts and ends, and
// what it shows at the end.
type TileMotion struct {
	From, To int // row-major cells; equal when the tile stays where it is
	Value    int // the tile's value before the step
	// Becomes is the value the tile shows at To once the step is done: Value when it only
	// slides; twice Value when it is the one of a merged pair that stays (it pops); 0 when it
	// merged into that one and vanishes on arrival.
	Becomes int
}

// Merged says the tile is one of a pair that merged.
func (m TileMotion) Merged() bool { return m.Becomes != m.Value }

// Motion is how a board's tiles go to the next board: every tile of the board before (in cell
// order), and the new tile that grows in after a 2048 swipe.
type Motion struct {
	Tiles      []TileMotion
	Spawn      int // the new tile's cell; -1 when none appeared (sliding puzzles)
	SpawnValue int // the new tile's value (2, or 4 under the classic rule)
}

// StepMotion is how before's tiles go to after, a move in direction d later: for a 2048 board
// each line slid by SlideLine, then the tile spawned (the cell where after holds a tile the slide
// left blank); for a sliding puzzle the one tile that moves. It is an error when after is not
// before moved toward d (and spawned).
func StepMotion(before, after Board, d Direction) (Motion, error) {
	m, ok := before.(interface {
		motion(after Board, d Direction) (Motion, error)
	})
	if !ok || before.Kind() != after.Kind() || before.Size() != after.Size() {
		return Motion{}, fmt.Errorf("no motion from %s %v board to %s %v board",
			SizeName(before.Size()), before.Kind(), SizeName(after.Size()), after.Kind())
	}
	return m.motion(after, d)
}

// motion is the sliding puzzle's step: the tile beside the blank moves into it, the rest stay.
func (p *Puzzle) motion(after Board, d Direction) (Motion, error) {
	q, ok := p.Move(d)
	if !ok || q.Grid().String() != after.Grid().String() {
		return Motion{}, fmt.Errorf("the board after is not the puzzle with a tile moved %v", d)
	}
	m := Motion{Spawn: -1}
	for i := range p.n * p.n {
		if t := p.tile(i); t != 0 {
			to := i
			if i == q.blank {
				to = p.blank
			}
			m.Tiles = append(m.Tiles, TileMotion{From: i, To: to, Value: t, Becomes: t})
		}
	}
	return m, nil
}

// motion is the 2048 swipe: SlideMotion, and the spawned tile read off the board after.
func (b *Game2048) motion(after Board, d Direction) (Motion, error) {
	tiles, slid, ok := b.SlideMotion(d)
	if !ok {
		return Motion{}, fmt.Errorf("swiping %v moves no tile", d)
	}
	m := Motion{Tiles: tiles, Spawn: -1}
	want, got := slid.Grid().Tiles, after.Grid().Tiles
	for i := range want {
		switch {
		case want[i] == got[i]:
		case want[i] == 0 && m.Spawn < 0:
			m.Spawn, m.SpawnValue = i, got[i]
		default:
			return Motion{}, fmt.Errorf("the board after is not this one swiped %v: row %d, column %d holds %d, not %d",
				d, i/b.n+1, i%b.n+1, got[i], want[i])
		}
	}
	return m, nil
}

// SlideMotion is the deterministic half of a swipe toward d (Slide) told tile by tile, and the
// board it leaves. ok is false when nothing moves. Each line goes through SlideLine, the one rule;
// where its tiles went is read off the result, as the rule keeps their order: each tile of the
// line's result is the next tile of the line, or the next two when the rule marks it merged (the
// first of the two, nearer the edge, stays and pops; the second vanishes into it).
func (b *Game2048) SlideMotion(d Direction) (tiles []TileMotion, slid *Game2048, ok bool) {
	var src, dst [Max2048N]byte
	var cells [Max2048N]int
	dstCells := make([]byte, len(b.cells))
	to := make([]TileMotion, len(b.cells)) // by From; Value 0 for a blank
	for line := range b.n {
		start, step := lineStart(b.n, d, line)
		for p := range b.n {
			cells[p] = start + p*step
			src[p] = b.cells[cells[p]]
		}
		changed, merged := SlideLine(dst[:b.n], src[:b.n])
		ok = ok || changed
		next := 0 // the next tile of src not yet placed
		take := func() int {
			for src[next] == 0 {
				next++
			}
			next++
			return next - 1
		}
		for p := range b.n {
			dstCells[cells[p]] = dst[p]
			if dst[p] == 0 {
				continue
			}
			first := take()
			if merged&(1<<p) == 0 {
				to[cells[first]] = TileMotion{From: cells[first], To: cells[p], Value: 1 << src[first], Becomes: 1 << dst[p]}
				continue
			}
			second := take()
			to[cells[first]] = TileMotion{From: cells[first], To: cells[p], Value: 1 << src[first], Becomes: 1 << dst[p]}
			to[cells[second]] = TileMotion{From: cells[second], To: cells[p], Value: 1 << src[second], Becomes: 0}
		}
	}
	if !ok {
		return nil, nil, false
	}
	for _, m := range to {
		if m.Value != 0 {
			tiles = append(tiles, m)
		}
	}
	return tiles, newGame2048(b.n, dstCells, b.goal, b.spawn), true
}
