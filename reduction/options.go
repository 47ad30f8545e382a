package reduction

import (
	"context"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/linearconflict"
	"github.com/tilesolve/tilesolve/pdb"
)

// Options bound and inform one solve. MaxMemory and Finish are required.
type Options struct {
	// MaxMemory bounds the answer's moves and the improvement's boards, in bytes.
	MaxMemory int64
	// Clock tells the time that the first answer's budget and Improve are counted on, and the
	// beams within them (nil: time.Now): a benchmark gives the process's CPU time so that the
	// answers do not lengthen with the machine's load; a test gives a clock it moves.
	Clock func() time.Time
	// Improve is how long the solve may take when it goes on shortening its first answer,
	// counted from its start (0: the first answer only); it stops sooner when it can shorten no
	// more.
	Improve time.Duration
	// Progress, when set, hears the work about every ProgressEvery (0: 100 ms), from the solving
	// goroutine or, while improving, from one goroutine of the solve's.
	Progress      func(Report)
	ProgressEvery time.Duration
	// Last is the side of the bottom-right region left to Finish (at least 3; 4 by default).
	Last int
	// Finish solves the region left, a solvable puzzle of side Last or less, optimally.
	Finish func(ctx context.Context, p *board.Puzzle) ([]board.Direction, astar.Stats, error)
	// Blocks gives the improvement's beams block databases of m-by-m regions, or none, and the
	// error that kept them (the improvement then ranks by Manhattan distance); ReadyBlocks gives
	// them when they are at hand already, else nil, or the error that keeps them from being
	// asked (Result.ImproveErr says the first), and is asked before each beam. Both may be nil.
	Blocks      func(ctx context.Context, m int) ([]*pdb.DB, error)
	ReadyBlocks func(m int) ([]*pdb.DB, error)
	// Building is the memory taken beside the solve by database builds (nil: none).
	Building func() int64
}

// Report is a solve's progress: the reduction's work, or, Improving, the best length so far
// (Stats.Bound the lower bound, Stats.Elapsed the time since the solve began).
type Report struct {
	Stats      astar.Stats
	Improving  bool
	BestLength int
}

// Result is a solve's answer.
type Result struct {
	Moves      []board.Direction // the shortest answer found
	First      []board.Direction // the first answer, which Moves shortens
	LowerBound int               // Manhattan distance plus linear conflicts
	Stats      astar.Stats       // the first answer's work
	// ImproveStop says which limit stopped the improvement, when one did; ImproveErr what kept
	// it from its whole work (see solver.Solution). Unshortened is the largest side it holds, set
	// when the board is larger (and Improve was asked for).
	ImproveStop *StopError
	ImproveErr  error
	Unshortened int
}

// Stop says what stopped a solve or its improvement, as astar.Stop says it for one search (the
// memory and the improvement's time being the reduction's own budgets); StopError carries it with
// its figures.
type Stop uint8

const (
	StopMemory    Stop = iota + 1 // Options.MaxMemory
	StopImprove                   // Options.Improve
	StopCancelled                 // the context was cancelled
	StopTime                      // the context's deadline
)

// String is the stop in the words the solver's stops use for the same limits.
func (s Stop) String() string {
	return [...]string{"none", "memory budget", "improve budget", "cancel", "timeout"}[s]
}

// StopError is a stop of the solve (returned as its error) or of its improvement
// (Result.ImproveStop), with its figures.
type StopError struct {
	Stop Stop
	Cap  int64 // bytes for the memory budget, nanoseconds for Improve
	// BytesPerState is the memory one move (or one board of the improvement) takes against the
	// budget; StatesAllowed how many fit.
	BytesPerState int64
	StatesAllowed int
	Stats         astar.Stats
	Err           error
}

func (e *StopError) Error() string {
	if e.Err != nil {
		return "reduction: " + e.Err.Error()
	}
	return "reduction: stopped by the " + e.Stop.String()
}

func (e *StopError) Unwrap() error { return e.Err }

// MaxImproveN is the largest board whose first answer the improvement shortens: its windows and
// beams hold boards up to linearconflict.MaxN.
const MaxImproveN = linearconflict.MaxN
