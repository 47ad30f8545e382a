package boardview

import (
	"fmt"

	"github.com/tilesolve/tilesolve/board"
)

// tileMotion is one tile's way through a step, for animating it: where it starts and ends, and
// what it shows at the end.
type tileMotion struct {
	From, To int // row-major cells; equal when the tile stays where it is
	Value    int // the tile's value before the step
	// Becomes is the value the tile shows at To once the step is done: Value when it only
	// slides; twice Value when it is the one of a merged pair that stays (it pops); 0 when it
	// merged into that one and vanishes on arrival.
	Becomes int
}

// Merged says the tile is one of a pair that merged.
func (m tileMotion) Merged() bool { return m.Becomes != m.Value }

// motion is how a board's tiles go to the next board: every tile of the board before (in cell
// order), and the new tile that grows in after a 2048 swipe.
type motion struct {
	Tiles      []tileMotion
	Spawn      int // the new tile's cell; -1 when none appeared (sliding puzzles)
	SpawnValue int // the new tile's value (2, or 4 under the classic rule)
}

// boardMotion is how before's tiles go to after, a move in direction d later: for a 2048 board
// the swipe (Game2048.Slide) told tile by tile, then the tile spawned (the cell where after holds
// a tile the slide left blank); for a sliding puzzle the one tile that moves. It is an error when
// after is not before moved toward d (and spawned). The view draws the two kinds the board
// package has; it asks the rules (Slide, Move) what a move does and only tells where tiles went.
func boardMotion(before, after board.Board, d board.Direction) (motion, error) {
	if before.Kind() != after.Kind() || before.Size() != after.Size() {
		return motion{}, fmt.Errorf("no motion from %s %v board to %s %v board",
			board.SizeName(before.Size()), before.Kind(), board.SizeName(after.Size()), after.Kind())
	}
	switch b := before.(type) {
	case *board.Puzzle:
		return puzzleMotion(b, after, d)
	case *board.Game2048:
		return swipeMotion(b, after, d)
	}
	return motion{}, fmt.Errorf("no motion for a %T", before)
}

// puzzleMotion is the sliding puzzle's step: the tile beside the blank moves into it, the rest stay.
func puzzleMotion(p *board.Puzzle, after board.Board, d board.Direction) (motion, error) {
	q, ok := p.Move(d)
	if !ok || q.Grid().String() != after.Grid().String() {
		return motion{}, fmt.Errorf("the board after is not the puzzle with a tile moved %v", d)
	}
	m := motion{Spawn: -1}
	for i, t := range p.Grid().Tiles {
		if t != 0 {
			to := i
			if i == q.Blank() {
				to = p.Blank()
			}
			m.Tiles = append(m.Tiles, tileMotion{From: i, To: to, Value: t, Becomes: t})
		}
	}
	return m, nil
}

// swipeMotion is the 2048 swipe: slideMotion, and the spawned tile read off the board after.
func swipeMotion(b *board.Game2048, after board.Board, d board.Direction) (motion, error) {
	tiles, slid, ok := slideMotion(b, d)
	if !ok {
		return motion{}, fmt.Errorf("swiping %v moves no tile", d)
	}
	m := motion{Tiles: tiles, Spawn: -1}
	want, got := slid.Grid().Tiles, after.Grid().Tiles
	for i := range want {
		switch {
		case want[i] == got[i]:
		case want[i] == 0 && m.Spawn < 0:
			m.Spawn, m.SpawnValue = i, got[i]
		default:
			return motion{}, fmt.Errorf("the board after is not this one swiped %v: row %d, column %d holds %d, not %d",
				d, i/b.Size()+1, i%b.Size()+1, got[i], want[i])
		}
	}
	return m, nil
}

// slideMotion is the swipe toward d without its new tile (Game2048.Slide, the one swipe) told tile
// by tile, and the board it leaves. ok is false when nothing moves. Where each tile went is read
// off the slide's result line by line, as the rule keeps the tiles' order: each tile of a line
// after is the next tile of that line before, or the next two where the slide marks a merge (the
// first of the two, nearer the edge, stays and pops; the second vanishes into it).
func slideMotion(b *board.Game2048, d board.Direction) (tiles []tileMotion, slid *board.Game2048, ok bool) {
	slid, merged, ok := b.Slide(d)
	if !ok {
		return nil, nil, false
	}
	n, src, dst := b.Size(), b.Exps(), slid.Exps()
	pair := make([]bool, n*n) // the cells after that hold a merged tile
	for _, c := range merged {
		pair[c] = true
	}
	byFrom := make([]tileMotion, n*n) // Value 0 where before holds no tile
	for line := range n {
		start, step := board.LineStart(n, d, line)
		next := start // the next cell of the line before whose tile is not yet placed
		take := func() int {
			for src[next] == 0 {
				next += step
			}
			next += step
			return next - step
		}
		for p, to := 0, start; p < n && dst[to] != 0; p, to = p+1, to+step {
			first := take()
			byFrom[first] = tileMotion{From: first, To: to, Value: 1 << src[first], Becomes: 1 << dst[to]}
			if pair[to] {
				second := take()
				byFrom[second] = tileMotion{From: second, To: to, Value: 1 << src[second], Becomes: 0}
			}
		}
	}
	for _, m := range byFrom {
		if m.Value != 0 {
			tiles = append(tiles, m)
		}
	}
	return tiles, slid, true
}
