package board

import (
	"fmt"
	"sync"
)

// Path is the steps of a solution or of a game's history, the start first: what the timeline
// scrubs, the chart plots and the exports write. A long sliding solution keeps only its moves
// (PuzzlePath) and makes each board when asked, so callers take steps one at a time.
type Path interface {
	Len() int        // the steps, the start among them: the moves plus one
	Step(k int) Step // step k, 0 <= k < Len()
}

// Steps is a Path that holds every step: a game's history (a replay could not repeat its random
// tiles) and 2048 solutions, which are a few thousand small boards at most.
type Steps []Step

// Len is the number of steps.
func (s Steps) Len() int { return len(s) }

// Step is step k.
func (s Steps) Step(k int) Step { return s[k] }

// PuzzlePath is a sliding puzzle's solution kept as its moves, two bits each, with the tiles kept
// every so many moves to replay from: under a byte a move, where a board a move takes two bytes a
// tile (175 GB for a 127-by-127 answer of 5.4 million moves). Step replays in place from the
// nearest kept tiles or from the step made last, whichever is nearer, so walking the steps in
// either direction costs one move each; it is safe for concurrent use.
type PuzzlePath struct {
	start *Puzzle
	moves []byte // four a byte, the first in the low bits
	count int    // moves
	every int    // moves between kept tiles
	marks []mark // the tiles before move i*every

	mu   sync.Mutex
	work []byte // the tiles at step at, changed in place
	at   int
	hole int // the blank's cell at step at
}

type mark struct {
	tiles string
	blank int
}

// NewPuzzlePath keeps moves from start, checking that each is a legal move: a search's bug comes
// back as an error rather than a wrong board later.
func NewPuzzlePath(start *Puzzle, moves []Direction) (*PuzzlePath, error) {
	tiles := start.n * start.n
	p := &PuzzlePath{start: start, count: len(moves), moves: make([]byte, (len(moves)+3)/4),
		// Kept tiles cost two bytes a tile: every 4 tiles' worth of moves, they add half a byte a move.
		every: max(256, 4*tiles),
		work:  []byte(start.tiles), hole: start.blank}
	for i, d := range moves {
		if d > Right {
			return nil, fmt.Errorf("move %d: %d is no direction", i+1, int(d))
		}
		if i%p.every == 0 {
			p.marks = append(p.marks, mark{string(p.work), p.hole})
		}
		if !p.slide(d) {
			return nil, fmt.Errorf("move %d: %s is not a move on that board", i+1, d)
		}
		p.moves[i/4] |= byte(d) << (2 * (i % 4))
		p.at++
	}
	return p, nil
}

// Len is the number of steps: the moves plus the start.
func (p *PuzzlePath) Len() int { return p.count + 1 }

// Moves is the number of moves.
func (p *PuzzlePath) Moves() int { return p.count }

// Dir is move i (0-based), the move from step i to step i+1.
func (p *PuzzlePath) Dir(i int) Direction { return Direction(p.moves[i/4] >> (2 * (i % 4)) & 3) }

// Bytes is the memory the path holds: its moves, its kept tiles and the board it works on.
func (p *PuzzlePath) Bytes() int64 {
	return int64(len(p.moves)) + int64(len(p.marks)+2)*int64(len(p.work)) + int64(len(p.marks))*32
}

// Step makes step k: its board, the move that led to it and the cell the moved tile went to.
func (p *PuzzlePath) Step(k int) Step {
	if k < 0 || k > p.count {
		panic(fmt.Sprintf("board: step %d of a path of %d steps", k, p.count+1))
	}
	if k == 0 {
		return Step{Board: p.start, Spawned: -1}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.seek(k)
	d := p.Dir(k - 1)
	// The tile that moved sits where the blank was before the move.
	changed := p.hole - BlankStep(p.start.n, d)
	return Step{Board: newPuzzle(p.start.n, p.work, p.start.goal), Dir: d, Spawned: -1, Changed: []int{changed}}
}

// Moved is move k's direction and the tile it slid (the move from step k-1 to step k, k >= 1),
// without making step k's board: naming a long solution's moves costs a move each.
func (p *PuzzlePath) Moved(k int) (d Direction, tile int) {
	if k < 1 || k > p.count {
		panic(fmt.Sprintf("board: move %d of a path of %d moves", k, p.count))
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.seek(k)
	d = p.Dir(k - 1)
	at := 2 * (p.hole - BlankStep(p.start.n, d))
	return d, int(p.work[at]) | int(p.work[at+1])<<8
}

// seek brings the working tiles to step k.
func (p *PuzzlePath) seek(k int) {
	if m := k / p.every; m < len(p.marks) && abs(k-p.at) > k-m*p.every {
		p.work = append(p.work[:0], p.marks[m].tiles...)
		p.at, p.hole = m*p.every, p.marks[m].blank
	}
	for ; p.at < k; p.at++ {
		p.slide(p.Dir(p.at))
	}
	for ; p.at > k; p.at-- {
		p.slide(p.Dir(p.at - 1).Opposite())
	}
}

// slide moves the tile that goes in direction d into the blank of the working tiles.
func (p *PuzzlePath) slide(d Direction) bool {
	from := SlideSource(p.start.n, p.hole, d)
	if from < 0 {
		return false
	}
	w, i, j := p.work, 2*from, 2*p.hole
	w[i], w[j] = w[j], w[i]
	w[i+1], w[j+1] = w[j+1], w[i+1]
	p.hole = from
	return true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
