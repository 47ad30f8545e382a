package board

// Board is what the two puzzle kinds share, so that printing, the CLI's info command and the app's
// board view need not know which kind they show.
type Board interface {
	Kind() Kind
	Size() int
	TileAt(row, col int) (int, error)
	Grid() Grid
	String() string
	Metrics() []Metric
}

// Metric is one named measure of a board, by the seeds' names (largestTile, manhattan, ...).
type Metric struct {
	Name, Value string
}

var (
	_ Board = (*Game2048)(nil)
	_ Board = (*Puzzle)(nil)
)
