// Package play is playing the puzzles, beside the searches of solver/: a board
// played one move at a time under a spawn rule, with a seeded random source, a score, and a
// history that can be undone, redone and scrubbed; and the players that choose moves (random,
// expectimax, the person at the keyboard). It imports no Fyne, so the CLI, tests and the app's
// Play mode share it.
package play

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"unsafe"

	"github.com/tilesolve/tilesolve/board"
)

// Game is one game: a 2048 board under a spawn rule, or a sliding puzzle. Its random source is
// seeded, so the same seed and the same moves give the same game. It is used from one goroutine;
// players work on a Clone.
type Game struct {
	src   *rand.PCG // the spawn's random source; copied by Clone
	rng   *rand.Rand
	steps []board.Step // every step played, including those undone that Redo plays again
	at    int          // the step shown: steps[at] is the game now
}

// New starts a game on start. A 2048 board is played under rules (nil keeps the board's own
// rule); a sliding puzzle has no spawn and ignores rules. A board with no tile cannot start, as
// the bottom-row rules say.
func New(start board.Board, rules board.SpawnRule, seed uint64) (*Game, error) {
	if start == nil {
		return nil, errors.New("no board to play")
	}
	if start.Grid().Empty() {
		return nil, errors.New("the board has no tile: a game needs at least one to start")
	}
	if s := start.Settings(); s.Spawn != nil && rules != nil {
		s.Spawn = rules
		b, err := board.New(start.Grid(), start.Kind(), s)
		if err != nil {
			return nil, err
		}
		start = b
	}
	return newGame(start, seed), nil
}

func newGame(start board.Board, seed uint64) *Game {
	src := rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
	return &Game{src: src, rng: rand.New(src), steps: []board.Step{{Board: start, Spawned: -1}}}
}

// ErrEmptyStart is NewRandom2048's error for a draw that left every cell empty: the rules refuse
// such a start, and a player starting again draws anew.
var ErrEmptyStart = errors.New("the random start came out with every cell empty")

// NewRandom2048 starts a random game: an n-by-n board on which each cell independently
// holds a 2 with probability p. A draw that leaves every cell empty is an error, as its rules say.
func NewRandom2048(n int, rules board.SpawnRule, p float64, seed uint64) (*Game, error) {
	if !(p > 0 && p <= 1) { // also refuses NaN
		return nil, fmt.Errorf("p = %v: the chance of a 2 in each cell must be above 0 and at most 1", p)
	}
	if err := checkSize(n); err != nil {
		return nil, err
	}
	g := newGame(nil, seed)
	grid, empty := board.Draw2048(n, p, g.rng)
	if empty {
		return nil, fmt.Errorf("%w (each cell a 2 with p = %v): start again or raise p", ErrEmptyStart, p)
	}
	b, err := board.New(grid, board.Kind2048, board.Settings{Goal: board.MaxTile, Spawn: rules})
	if err != nil {
		return nil, err
	}
	g.steps[0].Board = b
	return g, nil
}

// checkSize says whether n is a side a 2048 board may have.
func checkSize(n int) error {
	if lo, hi := board.Kind2048.Sizes(); n < lo || n > hi {
		return fmt.Errorf("a 2048 board is %d to %d tiles on a side, not %d", lo, hi, n)
	}
	return nil
}

// NewStandard2048 starts the classic game's way: an empty n-by-n board and two tiles placed by
// the rules (under classic, two random tiles).
func NewStandard2048(n int, rules board.SpawnRule, seed uint64) (*Game, error) {
	if err := checkSize(n); err != nil {
		return nil, err
	}
	b, err := board.NewGame2048(board.NewGrid(n, make([]int, n*n)), board.MaxTile, rules)
	if err != nil {
		return nil, err
	}
	g := newGame(nil, seed)
	var next board.Board = b
	for range 2 {
		next, _ = next.(board.Spawner).SpawnTile(g.rng.Float64)
	}
	g.steps[0].Board = next
	return g, nil
}

// Board is the board now.
func (g *Game) Board() board.Board { return g.steps[g.at].Board }

// Rules is the spawn rule of a 2048 game; nil for a sliding puzzle.
func (g *Game) Rules() board.SpawnRule { return g.Board().Settings().Spawn }

// Score is the score now: under classic rules the sum of the tiles made by merges (the classic
// game's score); under the deterministic rules +1 for each move and -1 for each
// attempt that changed nothing; for a sliding puzzle the moves made.
func (g *Game) Score() int { return g.steps[g.at].Score }

// Moves is the number of moves from the start to the board now (attempts that changed nothing
// are not moves).
func (g *Game) Moves() int { return g.at }

// Largest is the largest tile on a 2048 board; 0 for a sliding puzzle.
func (g *Game) Largest() int {
	if g.Board().Kind() != board.Kind2048 {
		return 0 // a sliding puzzle's measure is a distance, not a tile
	}
	_, v := g.Board().Measure()
	return v
}

// next is the step d makes from the board now, and false when d changes nothing.
func (g *Game) next(d board.Direction) (board.Step, bool) {
	slid, changed, ok := g.Board().Shift(d)
	if !ok {
		return board.Step{}, false
	}
	score := g.Score() + 1
	if r := g.Rules(); r != nil && !r.Deterministic() {
		score = g.Score() // the classic game's score: the tiles its merges made
		for _, c := range changed {
			score += slid.Grid().Tiles[c]
		}
	}
	after, spawned := slid, -1
	if s, ok := slid.(board.Spawner); ok { // a 2048 board: the rule's new tile
		after, spawned = s.SpawnTile(g.rng.Float64)
	}
	return board.Step{Board: after, Dir: d, Spawned: spawned, Changed: changed, Score: score}, true
}

// Move plays d: the swipe (or the tile's slide into the blank), then the rule's new tile. It is
// false, and the board stays as it was, when d changes nothing; under the deterministic
// rules that attempt costs a point. A move drops the steps Redo would have played.
func (g *Game) Move(d board.Direction) bool {
	s, ok := g.next(d)
	if !ok {
		if r := g.Rules(); r != nil && r.Deterministic() {
			// A clone may share the steps (see Clone): change a copy.
			g.steps = slices.Clone(g.steps)
			g.steps[g.at].Score--
		}
		return false
	}
	kept := g.steps[:g.at+1]
	if len(kept) < len(g.steps) {
		// Clipped, the append copies rather than overwrite a step undone, which a clone may share.
		kept = slices.Clip(kept)
	}
	g.steps = append(kept, s)
	g.at++
	return true
}

// Legal lists the moves that change the board now, in board.Directions order.
func (g *Game) Legal() []board.Direction { return board.Legal(g.Board()) }

// Over says the game has ended: the sliding puzzle is solved, or no move changes the board. A
// 2048 game goes on past its goal tile.
func (g *Game) Over() bool {
	if g.Solved() {
		return true
	}
	b := g.Board()
	for _, d := range board.Directions {
		if _, _, ok := b.Shift(d); ok {
			return false
		}
	}
	return true
}

// Solved says the game has ended on its goal: the sliding puzzle is solved. A 2048 game goes on
// past its goal tile, so it ends only when no move is left, never solved.
func (g *Game) Solved() bool {
	b := g.Board()
	return b.Kind() == board.KindSliding && b.Done()
}

// Status is a line of news about the game now, "" when there is none: the largest tile once it
// reaches 2048.
func (g *Game) Status() string {
	if l := g.Largest(); l >= 2048 {
		return fmt.Sprintf("You made %d! Keep going for %d.", l, 2*l)
	}
	return ""
}

// Undo goes back one move; false at the start. Redo plays it again.
func (g *Game) Undo() bool {
	if g.at == 0 {
		return false
	}
	g.at--
	return true
}

// Redo plays again the move Undo (or Seek) took back, with the same new tile; false when there
// is none.
func (g *Game) Redo() bool {
	if g.at == len(g.steps)-1 {
		return false
	}
	g.at++
	return true
}

// Seek goes to step k of the history (0 is the start), back or forward again over undone moves,
// so the game can be resumed from there; k is clamped to the steps there are.
func (g *Game) Seek(k int) { g.at = max(0, min(k, len(g.steps)-1)) }

// Steps is the game from its start board to the board now. The caller must not change it.
func (g *Game) Steps() []board.Step { return g.steps[:g.at+1] }

// Bytes is the memory the history up to the board now holds, which stays when the next move drops
// the steps Redo would play: each step's board, as the board says, and the step itself. A game's
// boards all have its start's size, so this is the step count times one step's bytes: 32 KB a
// move on a 127-by-127 puzzle, which is why autoplay stops at a memory budget.
func (g *Game) Bytes() int64 {
	return int64(g.at+1) * (g.Board().Bytes() + int64(unsafe.Sizeof(board.Step{})))
}

// Clone is an independent copy of the game, random source included: what a player thinks on.
func (g *Game) Clone() *Game {
	src := *g.src
	c := *g
	c.src, c.rng = &src, rand.New(&src)
	c.steps = slices.Clip(g.steps) // shared until either appends (which then copies) or loses a point
	return &c
}
