package board

// Board is what every kind of board answers, so that printing, play, the CLI's info command and
// the app's board view need not know which kind they show. What only some kinds do is asked for
// by a type assertion on a capability (Spawner, Clickable, Explainer), so that no kind carries a
// method that does nothing.
type Board interface {
	Kind() Kind
	Size() int
	// Tile is the tile on cell (row-major: row*Size()+col), 0 for a blank. cell must be on the
	// board, as a slice index must be in range: a cell off it panics.
	Tile(cell int) int
	Grid() Grid
	String() string
	Metrics() []Metric

	// Settings is what New needs besides the grid and kind to make the board again.
	Settings() Settings
	// Shift plays d without its spawn: the 2048 swipe's slide and merges, or the sliding
	// puzzle's tile moving into the blank. changed lists the cells to mark; ok is false when d
	// changes nothing. A Spawner's new tile is its SpawnTile, after.
	Shift(d Direction) (next Board, changed []int, ok bool)
	// Done says the board is finished: the goal tile reached, or the puzzle solved.
	Done() bool
	// Measure is the board's headline figure and its name: the largest tile, or the Manhattan
	// distance.
	Measure() (label string, value int)
	// Describe names the board in a phrase: "a 4-by-4 2048 board for 65536".
	Describe() string
	// Bytes is the memory the board holds, its tiles and its fields: what keeping many boards (a
	// game's history) is budgeted by.
	Bytes() int64
}

// Spawner is a board that places a new tile after each move (the 2048 variant): ask
// b.(Spawner) after Shift.
type Spawner interface {
	Board
	// SpawnTile is the board after the new tile its spawn rule places, and that tile's cell (-1,
	// and the board unchanged, when the rule finds no cell). draw gives a number uniform in
	// [0, 1) when the rule must choose.
	SpawnTile(draw func() float64) (next Board, cell int)
}

// Clickable is a board whose tiles move one at a time, so a click on a tile and a hint drawn on
// one mean something (the sliding puzzle; a 2048 board is swiped as a whole).
type Clickable interface {
	Board
	// ClickMoves is what a click on the tile at cell plays; nil where a click plays nothing.
	ClickMoves(cell int) []Direction
	// Mover is the cell of the tile that d moves, for a hint drawn on that tile; -1 when d is
	// no move.
	Mover(d Direction) int
}

// Explainer is a board whose rules alone can show it unsolvable, and say why (the sliding
// puzzle's parity; whether a 2048 goal tile can be made is for a search to find out).
type Explainer interface {
	Board
	// WhyUnsolvable explains why no sequence of moves finishes the board, and which swap fixes
	// it; ok is false when the board is solvable.
	WhyUnsolvable() (u Unsolvability, ok bool)
}

// WhyUnsolvable asks b whether its rules alone show it unsolvable (an Explainer's
// WhyUnsolvable), for the callers that hold any board; ok is false when they do not, or b's kind
// cannot tell.
func WhyUnsolvable(b Board) (u Unsolvability, ok bool) {
	if e, ok := b.(Explainer); ok {
		return e.WhyUnsolvable()
	}
	return Unsolvability{}, false
}

// Metric is one named measure of a board, by the names `tilesolve info` prints (largestTile,
// manhattan, ...).
type Metric struct {
	Name, Value string
}

// Each kind is a Board with the capabilities its rules have, and only those (TestCapabilities
// checks the ones it lacks).
var (
	_ Spawner   = (*Game2048)(nil)
	_ Clickable = (*Puzzle)(nil)
	_ Explainer = (*Puzzle)(nil)
)
