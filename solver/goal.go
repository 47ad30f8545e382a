package solver

import (
	"context"
	"fmt"
	"slices"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
)

// A sliding puzzle whose goal is not the usual one is solved in a frame: one of the square's eight
// symmetries that takes the goal's blank to the bottom-right corner, and tiles renamed so that the
// goal reads 1, 2, ... in order there. The framed puzzle has the usual goal, so every search, its
// databases and its fast paths run as they are; its moves, turned back through the symmetry, solve
// the puzzle, and a move in the frame is a move of the puzzle, so a shortest answer stays shortest.
// A goal whose blank no symmetry takes to a corner (the middle of a 3x3, the spiral's) is searched
// for as it is by the searches that ask the puzzle (A*, breadth-first, IDA*: AnyGoal; on 4x4 IDA*
// over databases built for that goal, turned in a frame: sliding_goal.go), and by the others
// through a goal whose blank is in a corner, the moves that take the blank from there to the
// goal's cell added after.

// frame is a symmetry of the n-by-n square and a renaming of the tiles.
type frame struct {
	n      int
	to     []int // to[c] is the cell the puzzle's cell c becomes
	from   []int // the inverse
	label  []int // label[t] is tile t's name in the frame (label[0] = 0, the blank)
	unname []int // the inverse
	goal   []int // the puzzle's goal, which framed boards are given back with
	framed []int // the goal in the frame
}

// symmetries are the square's eight: (row, column) to (row', column') on an n-by-n board.
var symmetries = []func(n, r, c int) (int, int){
	func(n, r, c int) (int, int) { return r, c },
	func(n, r, c int) (int, int) { return n - 1 - r, n - 1 - c }, // half a turn
	func(n, r, c int) (int, int) { return c, r },                 // the main diagonal
	func(n, r, c int) (int, int) { return n - 1 - c, n - 1 - r }, // the other diagonal
	func(n, r, c int) (int, int) { return r, n - 1 - c },         // left for right
	func(n, r, c int) (int, int) { return n - 1 - r, c },         // top for bottom
	func(n, r, c int) (int, int) { return c, n - 1 - r },         // a quarter turn
	func(n, r, c int) (int, int) { return n - 1 - c, r },         // three quarters
}

// newFrame is the frame that gives p the usual goal; ok is false when no symmetry takes the goal's
// blank to the bottom-right corner (it is not in a corner).
func newFrame(p *board.Puzzle) (f *frame, ok bool) {
	n := p.Size()
	return frameTo(p, func(cell int) bool { return cell == n*n-1 })
}

// newTurn is a frame that takes p's goal's blank to the main diagonal, where the pattern
// databases built for a goal need it; ok is false when none does (the blank in the middle of an
// edge).
func newTurn(p *board.Puzzle) (f *frame, ok bool) {
	n := p.Size()
	return frameTo(p, func(cell int) bool { return cell/n == cell%n })
}

// frameTo is the first symmetry that takes p's goal's blank to a cell at wants, with the tiles
// renamed so that the goal reads 1, 2, 3... in order around its blank: the usual goal when the
// blank is in the bottom-right corner. Elsewhere such a goal may be of the other parity than the
// usual one; then its first two tiles swap names, so that the usual parity rule holds for it
// (the databases' search asks that rule).
func frameTo(p *board.Puzzle, at func(cell int) bool) (f *frame, ok bool) {
	n := p.Size()
	gb := p.GoalCell(0)
	for _, sym := range symmetries {
		if r, c := sym(n, gb/n, gb%n); !at(r*n + c) {
			continue
		}
		f = &frame{n: n, to: make([]int, n*n), from: make([]int, n*n), label: make([]int, n*n), unname: make([]int, n*n),
			goal: p.Goal().Tiles, framed: make([]int, n*n)}
		for cell := range f.to {
			r, c := sym(n, cell/n, cell%n)
			f.to[cell] = r*n + c
			f.from[r*n+c] = cell
		}
		blank := f.to[gb]
		for cell, t := range f.goal {
			if at := f.to[cell]; t != 0 {
				f.label[t] = at + 1
				if at > blank {
					f.label[t] = at
				}
			}
		}
		for cell, t := range f.goal {
			f.framed[f.to[cell]] = f.label[t]
		}
		if g, _ := board.NewPuzzle(board.NewGrid(n, f.framed)); !g.Solvable() {
			a, b := 0, 1 // the first two cells that hold a tile
			if f.framed[a] == 0 {
				a, b = 1, 2
			} else if f.framed[b] == 0 {
				b = 2
			}
			ta, tb := f.unnamed(f.framed[a]), f.unnamed(f.framed[b])
			f.label[ta], f.label[tb] = f.label[tb], f.label[ta]
			f.framed[a], f.framed[b] = f.framed[b], f.framed[a]
		}
		for t, l := range f.label {
			f.unname[l] = t
		}
		return f, true
	}
	return nil, false
}

// unnamed is the tile named l in the frame, found by search: for building the frame only.
func (f *frame) unnamed(l int) int { return slices.Index(f.label, l) }

// puzzle is p in the frame, towards the goal in the frame (the usual one when its blank is in
// the bottom-right corner).
func (f *frame) puzzle(p *board.Puzzle) *board.Puzzle {
	g := p.Grid()
	tiles := make([]int, len(g.Tiles))
	for cell, t := range g.Tiles {
		tiles[f.to[cell]] = f.label[t]
	}
	q, err := board.NewPuzzle(board.Grid{N: f.n, Tiles: tiles, Goal: f.framed})
	if err != nil {
		panic(fmt.Sprintf("solver: a framed puzzle is no puzzle: %v", err)) // a permutation renamed stays one
	}
	return q
}

// back is a framed board as the puzzle's, with its goal: what progress and the explorer show.
func (f *frame) back(b board.Board) board.Board {
	g := b.Grid()
	tiles := make([]int, len(g.Tiles))
	for cell, t := range g.Tiles {
		tiles[f.from[cell]] = f.unname[t]
	}
	p, err := board.NewPuzzle(board.Grid{N: f.n, Tiles: tiles, Goal: f.goal})
	if err != nil {
		panic(fmt.Sprintf("solver: a board out of the frame is no puzzle: %v", err))
	}
	return p
}

// moves turns the framed moves from the framed blank's cell blank into the puzzle's.
func (f *frame) moves(blank int, framed []board.Direction) ([]board.Direction, error) {
	out := make([]board.Direction, len(framed))
	for i, d := range framed {
		next := board.SlideSource(f.n, blank, d)
		back, ok := board.StepDirection(f.n, f.from[blank], f.from[max(next, 0)])
		if next < 0 || !ok {
			return nil, fmt.Errorf("solver: framed move %d (%s) is no move", i+1, d)
		}
		out[i], blank = back, next
	}
	return out, nil
}

// config is c with what it reports turned back out of the frame.
func (f *frame) config(c Config, p *board.Puzzle) Config {
	if progress := c.Progress; progress != nil {
		c.Progress = func(pr Progress) {
			if pr.Best != nil && pr.Best.Kind() == board.KindSliding {
				pr.Best = f.back(pr.Best)
			}
			progress(pr)
		}
	}
	if observe := c.Observer; observe != nil {
		c.Observer = func(e *astar.Expansion[board.Board]) { observe(astar.Retype(e, f.back)) }
	}
	if interim := c.Interim; interim != nil {
		c.Interim = func(s *Solution) {
			if s, err := f.solution(s, p); err == nil {
				interim(s)
			}
		}
	}
	return c
}

// solution is the framed puzzle's solution as p's.
func (f *frame) solution(s *Solution, p *board.Puzzle) (*Solution, error) {
	return retold(s, p, func(framed []board.Direction) ([]board.Direction, error) {
		return f.moves(f.to[p.Blank()], framed)
	})
}

// retold is s, another puzzle's solution, as p's: its moves made p's by moves. nil stays nil.
func retold(s *Solution, p *board.Puzzle, moves func([]board.Direction) ([]board.Direction, error)) (*Solution, error) {
	if s == nil {
		return nil, nil
	}
	out := *s
	out.Start = p
	if s.Path == nil {
		return &out, nil
	}
	m, err := moves(pathMoves(s.Path))
	if err != nil {
		return nil, err
	}
	if err := out.setMoves(p, m); err != nil {
		return nil, err
	}
	return &out, nil
}

// pathMoves lists a path's moves.
func pathMoves(path board.Path) []board.Direction {
	moves := make([]board.Direction, path.Len()-1)
	if pp, ok := path.(*board.PuzzlePath); ok {
		for i := range moves {
			moves[i] = pp.Dir(i)
		}
		return moves
	}
	for i := range moves {
		moves[i] = path.Step(i + 1).Dir
	}
	return moves
}

// solveGoal solves p, whose goal is not the usual one, with a, the algorithm c names: in a frame
// when one gives it the usual goal, else through a goal with the blank in a corner unless a asks
// the puzzle for its goal (AnyGoal). handled is false when a is to solve p as it is.
func solveGoal(ctx context.Context, a Algorithm, p *board.Puzzle, c Config) (sol *Solution, err error, handled bool) {
	if f, ok := newFrame(p); ok {
		sol, err := Solve(ctx, f.puzzle(p), f.config(c, p))
		out, ferr := f.solution(sol, p)
		if ferr != nil {
			return nil, ferr, true
		}
		return out, err, true
	}
	if a.AnyGoal {
		return nil, nil, false
	}
	sol, err = solveThroughCorner(ctx, p, c)
	return sol, err, true
}

// solveWith solves b with a, a puzzle's own goal framed or walked to as Solve does (solveGoal):
// how the fast solver, made for the usual goal, gives its interim answer towards any goal.
func solveWith(ctx context.Context, a Algorithm, b board.Board, c Config) (*Solution, error) {
	if p, ok := b.(*board.Puzzle); ok && !p.UsualGoal() {
		if sol, err, handled := solveGoal(ctx, a, p, c); handled {
			return sol, err
		}
	}
	return a.solve(ctx, b, c)
}

// solveThroughCorner solves p towards the goal with its blank walked to the bottom-right corner
// (tiles stepping back along the way), then walks it back: k more moves, and a lower bound k
// less than the corner goal's (or p's Manhattan distance, the larger).
func solveThroughCorner(ctx context.Context, p *board.Puzzle, c Config) (*Solution, error) {
	n := p.Size()
	goal, walk := walkBlank(p.Goal().Tiles, n, p.GoalCell(0), n*n-1)
	corner, err := p.WithGoal(goal)
	if err != nil {
		return nil, err
	}
	extend := func(s *Solution) (*Solution, error) {
		out, err := retold(s, p, func(m []board.Direction) ([]board.Direction, error) { return append(m, walk...), nil })
		if out != nil && out.Path != nil {
			out.Proven = false
			out.LowerBound = max(s.LowerBound-len(walk), p.Manhattan())
			out.SearchMoves = out.Moves
		}
		return out, err
	}
	if interim := c.Interim; interim != nil {
		c.Interim = func(s *Solution) {
			if s, err := extend(s); err == nil && s != nil {
				interim(s)
			}
		}
	}
	sol, err := Solve(ctx, corner, c)
	out, xerr := extend(sol)
	if xerr != nil {
		return nil, xerr
	}
	return out, err
}
