package board

// Board is what the two puzzle kinds share, so that printing, the CLI's info command and the app's
// board view need not know which kind they show.
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
	// changes nothing.
	Shift(d Direction) (next Board, changed []int, ok bool)
	// SpawnTile is the board after the new tile its spawn rule places, and that tile's cell (-1
	// when none appears). draw gives a number uniform in [0, 1) when the rule must choose.
	SpawnTile(draw func() float64) (next Board, cell int)
	// Done says the board is finished: the goal tile reached, or the puzzle solved.
	Done() bool
	// Measure is the board's headline figure and its name: the largest tile, or the Manhattan
	// distance.
	Measure() (label string, value int)
	// Describe names the board in a phrase: "a 4-by-4 2048 board for 65536".
	Describe() string
	// ClickMoves is what a click on the tile at cell plays: a sliding puzzle's tile in line with
	// the blank slides toward it with the tiles between; nil where a click plays nothing (a 2048
	// board is swiped, not clicked).
	ClickMoves(cell int) []Direction
	// Mover is the cell of the tile that d moves, for a hint drawn on that tile; -1 when d moves
	// the whole board (a 2048 swipe) or nothing.
	Mover(d Direction) int
	// WhyUnsolvable explains, when the rules alone show it, why no sequence of moves finishes
	// the board, and which swap fixes it (a sliding puzzle's parity); ok is false otherwise.
	WhyUnsolvable() (u Unsolvability, ok bool)
	// Bytes is the memory the board holds, its tiles and its fields: what keeping many boards (a
	// game's history) is budgeted by.
	Bytes() int64
}

// Metric is one named measure of a board, by the names `tilesolve info` prints (largestTile,
// manhattan, ...).
type Metric struct {
	Name, Value string
}

var (
	_ Board = (*Game2048)(nil)
	_ Board = (*Puzzle)(nil)
)
