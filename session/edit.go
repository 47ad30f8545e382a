package session

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// MinEditN is the smallest side the editor offers.
const MinEditN = 2

// MaxEditN is the largest side the editor offers for kind k: what the kind supports (16 for 2048,
// 127 for a sliding puzzle).
func MaxEditN(k board.Kind) int {
	_, hi := k.Sizes()
	return hi
}

// Edit is Solve mode's board being edited, without its widgets: the kind, the cells as typed, the
// 2048 settings (goal, spawn rule, the p of a random start), the search chosen for each kind, and
// the board those make or the error that says why there is none. Every change checks the cells
// again, so Board always answers for what is shown; the app's editor shows an Edit and sends it
// what the user types and picks.
type Edit struct {
	kind  board.Kind
	n     int
	cells []string // row-major, as typed; "" is a blank
	// target is a sliding puzzle's goal arrangement as typed, like cells; nil: the usual goal.
	// onTarget says the board shows it, to be edited the way the start is (editgoal.go).
	target   []string
	onTarget bool
	goal     int
	spawn    board.SpawnRule
	p        float64
	search   map[board.Kind]string // the key chosen for each kind; none: the kind's default
	// improve is how long a fast sliding solve goes on shortening its first answer.
	improve time.Duration
	rng     *rand.Rand

	board board.Board // nil when err says why
	err   error
	// errOnTarget says err is about the goal's cells, not the start's.
	errOnTarget bool
}

// NewEdit returns the 2048 searches' starting board, a lone 2 on 4-by-4 with goal 2048 and the
// right column's spawns; seed starts the random boards Randomize draws.
func NewEdit(seed uint64) *Edit {
	e := &Edit{kind: board.Kind2048, goal: 2048, spawn: board.RightColumn, p: 0.25, improve: solver.DefaultImprove,
		search: map[board.Kind]string{}, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	e.SetGrid(board.Kind2048, board.LoneTwo(4))
	return e
}

// Kind is the puzzle kind being edited.
func (e *Edit) Kind() board.Kind { return e.kind }

// Size is the board's side length.
func (e *Edit) Size() int { return e.n }

// Cell is cell i's text as typed (row-major), of the board shown: the start, or the goal when
// EditingGoal.
func (e *Edit) Cell(i int) string { return e.shown()[i] }

// Goal is the 2048 goal tile.
func (e *Edit) Goal() int { return e.goal }

// Spawn is where a 2048 board's new 2 goes.
func (e *Edit) Spawn() board.SpawnRule { return e.spawn }

// P is the chance that a cell of a random 2048 start holds a 2.
func (e *Edit) P() float64 { return e.p }

// Search is the key of the search chosen for kind k (its default when none was chosen).
func (e *Edit) Search(k board.Kind) string { return Search(k, e.search[k]).Key }

// config is the solver configuration of the search chosen for the kind being edited, with the
// improvement time.
func (e *Edit) config() solver.Config {
	c := Search(e.kind, e.search[e.kind]).config
	c.Improve = e.improve
	return c
}

// Improve is how long a fast sliding solve goes on shortening its first answer.
func (e *Edit) Improve() time.Duration { return e.improve }

// SetImprove sets how long a fast sliding solve goes on shortening its first answer: 0 to
// MaxImprove (0: the first answer only). It reports whether d was taken.
func (e *Edit) SetImprove(d time.Duration) bool {
	if d < 0 || d > MaxImprove {
		return false
	}
	e.improve = d
	return true
}

// Board is the board the cells and settings make, or nil and why there is none.
func (e *Edit) Board() (board.Board, error) { return e.board, e.err }

// BadCell is the index of the cell the error is about, -1 when there is none.
func (e *Edit) BadCell() int {
	var ie *board.InputError
	if errors.As(e.err, &ie) && ie.Row > 0 && e.errOnTarget == e.EditingGoal() {
		return (ie.Row-1)*e.n + ie.Col - 1
	}
	return -1
}

// BadCells are the cells of the board shown (the start, or the goal) to outline as invalid, each
// with its reason: every cell that is not a whole number and every tile that keeps the cells from
// being a board of the kind (board.CellErrors), not only the first that Board's error names.
// Empty when the board is valid or its error is about no cell of the board shown (nil when valid).
func (e *Edit) BadCells() map[int]string {
	if e.err == nil {
		return nil
	}
	out := map[int]string{}
	cells := e.shown()
	tiles := make([]int, len(cells))
	for i := range cells {
		v, err := cellValue(cells, i, e.n)
		if err != nil {
			out[i] = err.Error()
			continue
		}
		tiles[i] = v
	}
	for _, ie := range board.CellErrors(board.NewGrid(e.n, tiles), e.kind) {
		if cell := (ie.Row-1)*e.n + ie.Col - 1; out[cell] == "" {
			out[cell] = ie.Error()
		}
	}
	return out
}

// Grid reads the cells: blank is 0; anything but a whole number is an error naming the cell. A
// sliding puzzle's grid carries its goal (Grid.Goal) when that is not the usual one: what Save
// writes and Copy copies.
func (e *Edit) Grid() (board.Grid, error) {
	g, err := readCells(e.cells, e.n)
	if err != nil || e.target == nil || e.kind != board.KindSliding {
		return g, err
	}
	goal, err := readCells(e.target, e.n)
	if err != nil {
		return board.Grid{}, err
	}
	g.Goal = goal.Tiles
	return g, nil
}

// readCells reads cells as typed into an n-by-n grid.
func readCells(cells []string, n int) (board.Grid, error) {
	tiles := make([]int, len(cells))
	for i := range cells {
		v, err := cellValue(cells, i, n)
		if err != nil {
			return board.Grid{}, err
		}
		tiles[i] = v
	}
	return board.NewGrid(n, tiles), nil
}

// cellValue reads cell i of cells: a blank is 0; anything but a whole number is an error naming
// the cell.
func cellValue(cells []string, i, n int) (int, error) {
	s := strings.TrimSpace(cells[i])
	if s == "" {
		return 0, nil
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		return 0, &board.InputError{Row: i/n + 1, Col: i%n + 1, Msg: fmt.Sprintf("%q is not a whole number", s)}
	}
	return v, nil
}

// Snapshot is the board as typed: its size and each cell's text, and a sliding puzzle's goal when
// it is not the usual one, so that two snapshots differ exactly when there are edits to save.
// Settings a puzzle file does not hold (the 2048 goal tile, spawn rule, search) are not part of it.
func (e *Edit) Snapshot() string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(e.n))
	cells := e.cells
	if e.target != nil && e.kind == board.KindSliding {
		cells = append(slices.Clone(cells), e.target...)
	}
	for _, c := range cells {
		b.WriteByte(' ')
		if t := strings.TrimSpace(c); t != "" {
			b.WriteString(t)
		} else {
			b.WriteByte('0')
		}
	}
	return b.String()
}

// SetGrid puts g in the cells as a board of kind k, and g's goal (none: the usual one) in the
// goal's; the board shows the start.
func (e *Edit) SetGrid(k board.Kind, g board.Grid) {
	e.kind, e.n = k, g.N
	e.cells = typedCells(g.Tiles)
	e.target, e.onTarget = nil, false
	if k == board.KindSliding && g.Goal != nil && !slices.Equal(g.Goal, board.Solved(g.N).Tiles) {
		e.target = typedCells(g.Goal)
	}
	e.check()
}

// typedCells are tiles as the editor holds them: 0 is a blank.
func typedCells(tiles []int) []string {
	cells := make([]string, len(tiles))
	for i, t := range tiles {
		if t != 0 {
			cells[i] = strconv.Itoa(t)
		}
	}
	return cells
}

// SetCell sets cell i's text, of the board shown (the start, or the goal when EditingGoal).
func (e *Edit) SetCell(i int, text string) {
	if e.EditingGoal() {
		e.ownTarget()
		e.target[i] = text
	} else {
		e.cells[i] = text
	}
	e.check()
}

// SetKind makes the cells a board of kind k when they are one, and reports whether they are: a
// 2048 board is never a sliding puzzle (it has no 1), nor the reverse, so a change of kind
// usually needs a NewBoard.
func (e *Edit) SetKind(k board.Kind) bool {
	g, err := e.Grid()
	if err != nil || board.Check(g, k) != nil {
		return false
	}
	e.kind = k
	if k != board.KindSliding {
		e.target, e.onTarget = nil, false
	}
	e.check()
	return true
}

// SetSize makes the board n-by-n (clamped to the sizes offered), keeping the cells of the
// top-left corner the two sizes share; new cells are blank.
func (e *Edit) SetSize(n int) {
	n = max(MinEditN, min(n, MaxEditN(e.kind)))
	cells := make([]string, n*n)
	for r := range min(n, e.n) {
		for c := range min(n, e.n) {
			cells[r*n+c] = e.cells[r*e.n+c]
		}
	}
	e.n, e.cells = n, cells
	e.target = nil // a goal of another size: the usual one
	e.check()
}

// SetGoal sets the 2048 goal tile.
func (e *Edit) SetGoal(goal int) {
	e.goal = goal
	e.check()
}

// SetSpawn sets where a 2048 board's new 2 goes.
func (e *Edit) SetSpawn(r board.SpawnRule) {
	e.spawn = r
	e.check()
}

// SetP sets the chance that a cell of a random 2048 start holds a 2.
func (e *Edit) SetP(p float64) { e.p = p }

// SetSearch chooses kind k's search by its key ("auto", "hamming", "left", ...); a key that is not
// one of k's is ignored. It reports whether it was k's.
func (e *Edit) SetSearch(k board.Kind, key string) bool {
	if SearchIndex(k, key) < 0 {
		return false
	}
	e.search[k] = key
	return true
}

// NewBoard is kind k's starting board at the size being edited: a lone 2 in the upper-right
// corner or the solved sliding puzzle (its goal, which it keeps when of that size).
func (e *Edit) NewBoard(k board.Kind) {
	e.n = min(e.n, MaxEditN(k)) // a large sliding board becomes the largest 2048 one
	if k == board.KindSliding {
		g := board.Solved(e.n)
		if goal, err := readCells(e.target, e.n); err == nil && e.kind == k && e.target != nil && len(e.target) == e.n*e.n {
			g = board.Grid{N: e.n, Tiles: goal.Tiles, Goal: goal.Tiles}
		}
		e.SetGrid(k, g)
	} else {
		e.SetGrid(k, board.LoneTwo(e.n))
	}
}

// Clear empties every cell of the board shown.
func (e *Edit) Clear() {
	if e.EditingGoal() {
		e.ownTarget()
		clear(e.target)
	} else {
		clear(e.cells)
	}
	e.check()
}

// Randomize puts RandomGrid in the cells; the board shows the start.
func (e *Edit) Randomize() { e.SetGrid(e.kind, e.RandomGrid()) }

// RandomGrid draws a random board of the kind and size being edited: the random 2048 start
// (each cell a 2 with probability P) or a uniformly random sliding puzzle that can reach the goal,
// with that goal.
func (e *Edit) RandomGrid() board.Grid {
	if e.kind != board.KindSliding {
		return board.Random2048(e.n, e.p, e.rng)
	}
	g := board.Scramble(e.n, e.rng)
	goal, err := readCells(e.target, e.n)
	if e.target == nil || err != nil {
		return g
	}
	p, err := board.NewPuzzle(board.Grid{N: e.n, Tiles: g.Tiles, Goal: goal.Tiles})
	if err != nil {
		return g // a goal being typed: the usual one
	}
	if !p.Solvable() {
		p = p.Twin()
	}
	return p.Grid()
}

// check works out the board the cells and settings make, or why there is none.
func (e *Edit) check() {
	e.board, e.err, e.errOnTarget = nil, nil, false
	g, err := readCells(e.cells, e.n)
	if err != nil {
		e.err = err
		return
	}
	// Keep a nil interface on error, never a typed nil pointer.
	if e.kind == board.KindSliding {
		p, err := board.NewPuzzle(g)
		if err == nil && e.target != nil {
			p, err = e.withTarget(p)
		}
		if err != nil {
			e.err = err
		} else {
			e.board = p
		}
		return
	}
	if b, err := board.NewGame2048(g, e.goal, e.spawn); err != nil {
		e.err = err
	} else {
		e.board = b
	}
}
