// Package solver solves a board of either kind with the astar package and describes the solution
// the same way for both: the command-line tool prints it and the app scrubs through it. Each
// algorithm registers itself in its own file (algorithm.go); the -algo help, the app's search menu
// (Choices) and the give-up advice read the registry instead of naming algorithms.
package solver

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/catch"
	"github.com/tilesolve/tilesolve/pdb"
	"github.com/tilesolve/tilesolve/words"
)

// Priority is the score best-first search maximises on 2048 boards.
type Priority string

const (
	PriorityLeft     Priority = "left"     // LeftWeightedScore, the default
	PriorityDistance Priority = "distance" // DistanceWeightedScore
)

// check refuses an unknown priority.
func (p Priority) check() error {
	if p != "" && p != PriorityLeft && p != PriorityDistance {
		return fmt.Errorf("unknown priority %q (want left or distance)", p)
	}
	return nil
}

// Heuristic is the estimate A* adds to the moves made on sliding puzzles.
type Heuristic string

const (
	HeuristicManhattan Heuristic = "manhattan" // the default; consistent, so each board is expanded once
	HeuristicHamming   Heuristic = "hamming"
	// HeuristicLinearConflict is Manhattan distance plus linear conflicts: IDA*'s estimate off the
	// databases, offered to A* so that the three estimates can be compared on one search.
	HeuristicLinearConflict Heuristic = "linear-conflict"
)

// DefaultMaxNodes caps the states a search stores unless the caller says otherwise. On boards of 3
// by 3 and up DefaultMaxMemory is the tighter cap; this one bounds the search when a caller raises
// the memory.
const DefaultMaxNodes = 5_000_000

// DefaultMaxMemory caps the memory a search's stored states may take, as estimated by
// bytesPerState, so that large boards stop with a message long before the machine runs out.
const DefaultMaxMemory = 1 << 30

// DefaultProofNodes caps the exhaustive search that checks a 2048 solution is minimal.
const DefaultProofNodes = 100_000 // about 0.3 s, enough for solutions up to about 15 moves on 4x4

// Config chooses the search and bounds it. The zero value is valid: the defaults above.
type Config struct {
	Algorithm string    // a registered algorithm's Name, or "auto" ("" means auto)
	Priority  Priority  // 2048 boards; "" means left
	Heuristic Heuristic // sliding puzzles; "" means manhattan
	MaxNodes  int       // 0: DefaultMaxNodes
	MaxMemory int64     // bytes; 0: DefaultMaxMemory. The node cap is the lower of the two.
	// DatabaseDir is the folder of the pattern database files ("": pdb.DefaultDir()).
	DatabaseDir string
	// DatabaseStore, when set, keeps the pattern databases instead of DatabaseDir's files (the
	// web page's browser storage).
	DatabaseStore pdb.Store
	// BuildAhead says the process goes on after this solve (the app): a database the solve would
	// rank by but does not wait for starts building for the solves after it. Off (the command
	// line), no build starts that the solve will not use.
	BuildAhead bool
	// NoDatabase makes IDA* estimate with Manhattan distance plus linear conflicts even where a
	// pattern database exists: an independent check, and a baseline.
	NoDatabase bool
	// MaxExpanded caps the states IDA* expands, its work: IDA* stores only its path, so the
	// node and memory caps do not bind it. 0: no cap (ctx still stops it).
	MaxExpanded int
	ProofNodes  int // 0: DefaultProofNodes; < 0: no minimality check beyond the bound
	BeamWidth   int // the beam's first width on 2048 boards; 0: DefaultBeamWidth
	// Improve is how long a fast sliding solve may take when it goes on shortening its first
	// answer, counted from its start so that a board takes about this long however long the first
	// answer took (0: the first answer only); it stops sooner when it can shorten no more.
	Improve time.Duration
	// Clock tells the time that fastBudget and Improve are counted on, and the beams within
	// them, and the wait for pattern databases (Solution.Databases) (nil: time.Now). A benchmark
	// gives the process's CPU time so that the fast solver's answers do not lengthen with the
	// machine's load; a test gives a clock it moves.
	Clock func() time.Time
	// Progress, when set, is called about every ProgressEvery (default 100 ms) from the searching
	// goroutine.
	Progress      func(Progress)
	ProgressEvery time.Duration
	// Observer, when set, hears each board the main search takes off its frontier (A* and
	// best-first; astar.Observer), and Iterated each iteration of IDA*: the explorer and compare
	// listen to the searches that solve.
	Observer astar.Observer[board.Board]
	Iterated func(astar.Iteration)
	// Interim, when set, hears the fast solver's answer (not proven shortest, with its lower
	// bound) at once when "auto" chose a search that would first wait for pattern databases to
	// be built: a 15-puzzle's first solve. The build goes on, reported by Progress; Solve's
	// answer then replaces the interim one, or is the interim one again with ProofStop set when a
	// limit (Cancel) stopped the proven search. Called at most once, from a solving goroutine.
	Interim func(*Solution)
}

// now is the time on c's Clock.
func (c Config) now() time.Time {
	if c.Clock == nil {
		return time.Now()
	}
	return c.Clock()
}

// Progress is a snapshot of a running solve.
type Progress struct {
	astar.Stats
	// Phase is PhaseDatabase while a pattern database is built, PhaseSearch, then for 2048 boards
	// PhaseProof while checking minimality.
	Phase Phase
	// Done and Total count the database's states built so far and in all ("database" phase).
	Done, Total int64
	// Best is the board expanded so far with the largest tile (2048) or the smallest heuristic
	// (sliding); BestScore is that tile or heuristic.
	Best board.Board
	// BestLength is the length of the best answer so far ("improve" phase; Stats.Bound is then
	// the lower bound), 0 before the first.
	BestLength int
}

// Solution is a solved (or proven unsolvable) board.
type Solution struct {
	Kind board.Kind
	// Start is the board solved, set by Solve: Summary explains an unsolvable one from it.
	Start      board.Board
	Algorithm  string // the Name of the algorithm that ran
	Unsolvable bool
	// Path is the solution's steps, the start first; nil when Unsolvable. A sliding puzzle's
	// is a board.PuzzlePath, its moves with boards made on demand.
	Path  board.Path
	Moves int // the steps less one
	// Proven says Moves is the least possible: always for an optimal algorithm (A*, IDA*); for
	// 2048 boards when Moves meets LowerBound or an exhaustive search of all shorter move
	// sequences found none that wins.
	Proven     bool
	LowerBound int
	// SearchMoves is the length of the solution the main search found; the minimality check may
	// have found a shorter one since.
	SearchMoves int
	Stats       astar.Stats // the main search's work
	// Databases is how long the solve waited for the pattern databases its search needs (loaded,
	// or built on a first visit) before it searched; 0 when it needed none or found them ready.
	Databases  time.Duration
	ProofStats astar.Stats // the minimality check's work (2048 only)
	// ProofStop says which limit stopped the minimality check, when one did; the solution is
	// then not proven shortest.
	ProofStop *StopError
	// ImproveStop says which limit stopped the fast solver's improvement of its first answer
	// (Config.Improve, the memory budget, a timeout or cancel), when one did: the solution is the
	// best found by then.
	ImproveStop *StopError
	// ImproveErr is what kept the improvement from its whole work without stopping the solve:
	// its block databases could not be had (the store failed, the memory budget refused them;
	// it ranked by Manhattan distance instead), or it could not start or keep a shorter answer (a
	// bug; the first answer stands). The solution is right either way, perhaps longer.
	ImproveErr error
	// Unshortened is the largest side the fast solver's improvement holds, set when it was asked
	// for (Config.Improve) and the board is larger: the answer is the first one (see Shortens).
	Unshortened int
}

// Steps is the number of steps, the start among them: 0 when there is no solution.
func (s *Solution) Steps() int {
	if s.Path == nil {
		return 0
	}
	return s.Path.Len()
}

// Step is step k, 0 <= k < Steps(); walking them in order makes each from the one before.
func (s *Solution) Step(k int) board.Step { return s.Path.Step(k) }

// The memory estimates below are the live heap of a stored state — the board value with its
// tiles, the search's node, frontier entry and map entry, measured with GODEBUG=gctrace=1 at the
// budget — times 1.45, so that the live states fill about 70% of the budget and the garbage
// collector, held to the budget by the program's memory limit (debug.SetMemoryLimit), has room.

// puzzleBytes is a stored sliding puzzle: about 136 + 2.1 bytes a tile (2 bytes a tile, and a copy
// made per move).
func puzzleBytes(p *board.Puzzle, _ Phase) int64 {
	tiles := int64(p.Size() * p.Size())
	return 200 + 3*tiles
}

// options turns c into the astar options for one phase of a solve. Reports carry the search's
// best board, or best when it is not nil (a phase that is not after a better board).
func options[S board.Board](c Config, phase Phase, maxNodes int, best board.Board) astar.Options[S] {
	opt := astar.Options[S]{MaxNodes: maxNodes, ProgressEvery: c.ProgressEvery}
	if c.Observer != nil && phase == PhaseSearch {
		opt.Observer = func(e *astar.Expansion[S]) { c.Observer(astar.Retype(e, func(s S) board.Board { return s })) }
	}
	if c.Progress != nil {
		opt.Progress = func(p astar.Progress[S]) {
			pr := Progress{Stats: p.Stats, Phase: phase, Best: best}
			if best == nil {
				pr.Best = p.Best
			}
			c.Progress(pr)
		}
	}
	return opt
}

// Solve solves b with the algorithm c names (see Pick). When a limit stops it (a budget or ctx's
// deadline), the error is a *StopError naming the limit and the phase it stopped, with that
// phase's figures: each algorithm makes it from its search's Result.Stop. The Solution, when not
// nil, holds what was done. A bug of the engine's that panics comes back as an *InternalError,
// not a crash.
func Solve(ctx context.Context, b board.Board, c Config) (sol *Solution, err error) {
	if bug := catch.Run(func() { sol, err = solve(ctx, b, c) }); bug != nil {
		return nil, bug
	}
	return sol, err
}

// solve is Solve without its catch.
func solve(ctx context.Context, b board.Board, c Config) (sol *Solution, err error) {
	a, err := Pick(b, c.Algorithm)
	if err != nil {
		return nil, err
	}
	if p, ok := b.(*board.Puzzle); ok && !p.UsualGoal() {
		if sol, err, handled := solveGoal(ctx, a, p, c); handled {
			return sol, err
		}
	}
	began := time.Now()
	c = c.withDefaults()
	var first *Solution // the interim answer, when one was given
	if building := c.interimBuild(a, b); building > 0 {
		first, sol, err = interimThenProven(ctx, a, b, c, building)
	} else {
		sol, err = a.solve(ctx, b, c)
	}
	if sol != nil && sol != first {
		sol.Algorithm, sol.Start = a.Name, b
	}
	if err == nil {
		return sol, nil
	}
	var se *StopError
	if !errors.As(err, &se) && ctx.Err() != nil {
		// The fast solver's steps between its searches check the context themselves: the
		// context says which of its limits ended them.
		se = &StopError{Phase: PhaseSearch, Limit: LimitCancel, Err: err}
		if sol != nil {
			se.Stats = sol.Stats
		}
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			se.Limit = LimitTime
		}
		err = se
	}
	if se != nil && se.Limit == LimitTime && se.Cap == 0 {
		if d, ok := ctx.Deadline(); ok {
			se.Cap = int64(d.Sub(began).Round(time.Millisecond))
		}
	}
	return keepInterim(first, sol, err)
}

func init() {
	register(Algorithm{Name: "astar", Kind: board.KindSliding, Rank: 1, Optimal: true, AnyGoal: true,
		Auto:     func(b board.Board) bool { return b.Size() <= 3 },
		PerState: perStateAs(puzzleBytes),
		Options:  []Option{OptionHeuristic}, Vary: OptionHeuristic, Heard: HeardExpansions,
		solve: solveAs(solveAStar)})
}

// solveAStar finds a shortest solution of a sliding puzzle with A*, after checking by parity that
// one exists.
func solveAStar(ctx context.Context, start *board.Puzzle, c Config) (*Solution, error) {
	sol := &Solution{Kind: board.KindSliding}
	if !start.Solvable() {
		sol.Unsolvable = true
		return sol, nil
	}
	h := (*board.Puzzle).Manhattan
	switch c.Heuristic {
	case "", HeuristicManhattan:
	case HeuristicHamming:
		h = (*board.Puzzle).Hamming
	case HeuristicLinearConflict:
		h = ManhattanLinearConflict
	default:
		return nil, fmt.Errorf("unknown heuristic %q (want manhattan, hamming or linear-conflict)", c.Heuristic)
	}
	return solveSliding(ctx, start, c, h, astar.AStar[*board.Puzzle, string, board.Direction])
}

// solveSliding runs search (A* or breadth-first) on start, a solvable puzzle, estimating with h.
func solveSliding(ctx context.Context, start *board.Puzzle, c Config, h func(*board.Puzzle) int,
	search func(context.Context, astar.Problem[*board.Puzzle, string, board.Direction], astar.Options[*board.Puzzle]) (astar.Result[*board.Puzzle, board.Direction], error)) (*Solution, error) {
	sol := &Solution{Kind: board.KindSliding}
	per := puzzleBytes(start, PhaseSearch)
	maxNodes, _ := c.storeCap(PhaseSearch, per)
	res, err := search(ctx, astar.Problem[*board.Puzzle, string, board.Direction]{
		Start:      start,
		Successors: successors((*board.Puzzle).Neighbors),
		Key:        (*board.Puzzle).Key,
		IsGoal:     (*board.Puzzle).IsGoal,
		Heuristic:  h,
		Score:      h, // progress shows the closest board so far
	}, options[*board.Puzzle](c, PhaseSearch, maxNodes, nil))
	sol.Stats = res.Stats
	if err := c.stopped(PhaseSearch, per, res.Stop, res.Stats, err); err != nil {
		return sol, err
	}
	if !res.Found {
		// Parity said solvable, so an empty frontier would be a bug in the rules.
		return sol, errors.New("solver: search ended without reaching the goal of a solvable puzzle")
	}
	if err := sol.setMoves(start, res.Moves); err != nil {
		return sol, err
	}
	sol.SearchMoves = sol.Moves
	sol.Proven = true
	sol.LowerBound = sol.Moves
	return sol, nil
}

// successors adapts a board's Neighbors method to astar's Problem.Successors.
func successors[B any](neighbors func(B) []board.Neighbor[B]) func(B, func(board.Direction, B)) {
	return func(b B, visit func(board.Direction, B)) {
		for _, nb := range neighbors(b) {
			visit(nb.Dir, nb.Board)
		}
	}
}

// Write prints the solution as the original assignments' test clients do: its Headline
// ("Minimum number of moves = N" for a sliding puzzle, ": N" for 2048, "Number of moves ..." when not proven,
// "Unsolvable puzzle" when there is no solution), then every board with a blank line after each
// (made one at a time; past maxBoardsText of them, the first and the last).
func (s *Solution) Write(w io.Writer) error {
	if _, err := io.WriteString(w, s.Headline()+"\n"); err != nil {
		return err
	}
	return s.writeBoards(w)
}

// Headline is the first line Write prints (words.Headline).
func (s *Solution) Headline() string {
	return words.Headline(words.Answer{Unsolvable: s.Unsolvable, Proven: s.Proven, Moves: s.Moves, LowerBound: s.LowerBound,
		Sliding: s.Kind == board.KindSliding})
}
