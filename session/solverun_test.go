package session

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session/sessiontest"
	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
)

// A solve runs off the owner's goroutine: progress and the answer come through do, the answer
// once, and the run is over after it.
func TestSolveRunAnswers(t *testing.T) {
	q := sessiontest.NewQueue()
	r := NewSolveRun(q.Do)
	start := game2048(t, 4, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
	var sol *Solution
	var err error
	answers := 0
	if !r.start(start, solver.Config{Algorithm: "best-first", ProgressEvery: time.Millisecond}, func(Progress) {}, nil,
		func(s *Solution, e error) { sol, err, answers = s, e, answers+1 }, nil) {
		t.Fatal("did not start")
	}
	if !r.Running() || r.Last().Best != board.Board(start) {
		t.Fatal("not running, or the last progress is not the start board")
	}
	if r.start(start, solver.Config{}, nil, nil, nil, nil) {
		t.Fatal("a second solve started while one runs")
	}
	q.Until(t, "the answer", func() bool { return !r.Running() })
	if err != nil || answers != 1 || sol.Steps() != sol.Moves()+1 || sol.Step(sol.Moves()).Board.(*board.Game2048).LargestTile() != 2048 {
		t.Fatalf("answer %v, %v (%d answers)", sol, err, answers)
	}
}

// Cancel stops a long solve with context.Canceled through done; Abandon drops the answer.
func TestSolveRunCancelAndAbandon(t *testing.T) {
	long, err := board.NewGame2048(board.LoneTwo(4), 1<<16, board.RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	cfg := solver.Config{Algorithm: "best-first", ProgressEvery: time.Millisecond}
	q := sessiontest.NewQueue()
	r := NewSolveRun(q.Do)
	var got error
	r.start(long, cfg, func(Progress) {}, nil, func(_ *Solution, e error) { got = e }, nil)
	q.Until(t, "a progress report", func() bool { return r.Last().Expanded > 0 })
	if !r.Cancel() {
		t.Fatal("Cancel found nothing running")
	}
	q.Until(t, "the cancelled answer", func() bool { return !r.Running() })
	if !errors.Is(got, context.Canceled) || r.Cancel() {
		t.Fatalf("answer %v after Cancel", got)
	}

	answered := make(chan struct{})
	heard := false
	r.start(long, cfg, func(Progress) {}, nil, func(*Solution, error) { heard = true }, func() { close(answered) })
	r.Abandon()
	<-answered // the search has returned and handed its answer to do
	q.Drain()
	if heard || r.Running() {
		t.Fatal("an abandoned run's answer was heard")
	}
}

// While the fast solver shortens its answer on a 7x7, the run hears each shorter length with the
// lower bound; Cancel then keeps the best answer found (it replays to the goal and is as short as
// the last length heard), and the outcome says it was stopped.
func TestSolveRunCancelKeepsImprovedAnswer(t *testing.T) {
	e := NewEdit(7)
	e.NewBoard(board.KindSliding)
	e.SetSize(7)
	e.NewBoard(board.KindSliding)
	e.Randomize()
	start, err := e.Board()
	if err != nil {
		t.Fatal(err)
	}
	cfg := e.config()
	cfg.Improve = time.Minute // far longer than the test waits: only Cancel ends it
	q := sessiontest.NewQueue()
	r := NewSolveRun(q.Do)
	var lengths []int
	var sol *Solution
	r.start(start, cfg, func(p Progress) {
		if p.Phase == PhaseImprove {
			if p.Bound != solver.ManhattanLinearConflict(start.(*board.Puzzle)) {
				t.Errorf("lower bound %d reported", p.Bound)
			}
			if len(lengths) == 0 || p.BestLength != lengths[len(lengths)-1] { // the best is told again while it stays
				lengths = append(lengths, p.BestLength)
			}
		}
	}, nil, func(s *Solution, e error) { sol, err = s, e }, nil)
	q.Until(t, "two lengths while improving", func() bool { return len(lengths) >= 2 })
	r.Cancel()
	q.Until(t, "the kept answer", func() bool { return !r.Running() })
	for i := 1; i < len(lengths); i++ {
		if lengths[i] >= lengths[i-1] {
			t.Fatalf("lengths reported %v: not falling", lengths)
		}
	}
	if err != nil || sol == nil || sol.Moves() != lengths[len(lengths)-1] || sol.sol.SearchMoves != lengths[0] {
		t.Fatalf("answer %v, %v after lengths %v", sol, err, lengths)
	}
	if sol.sol.ImproveStop == nil || sol.sol.ImproveStop.Limit != solver.LimitCancel {
		t.Errorf("stopped by %v, want cancel", sol.sol.ImproveStop)
	}
	b := sessiontest.ReplaySteps(t, start, sol.sol.Path)
	if !b.Done() {
		t.Fatal("the kept answer does not reach the goal")
	}
	o := solveOutcome(sol.sol, err, r.Last(), nil)
	if o.Tone != Success || !strings.HasSuffix(o.Text, "Stopped shortening: this is the best answer found.") ||
		!strings.Contains(o.Details, " · shortened from "+words.Group(lengths[0])+" moves") {
		t.Errorf("outcome %+v", o)
	}
}

// A solver bug (a panic in the search, here its observer's) ends the run with an internal-error
// answer through done, not a crash; its outcome says so, keeps the board, says where to report
// it and carries the report.
func TestSolveRunBugIsAnOutcome(t *testing.T) {
	q := sessiontest.NewQueue()
	r := NewSolveRun(q.Do)
	start, err := board.NewPuzzle(board.Grid{N: 3, Tiles: []int{1, 2, 3, 4, 5, 6, 0, 7, 8}})
	if err != nil {
		t.Fatal(err)
	}
	var got error
	boom := func(*astar.Expansion[board.Board]) { panic("observer bug") }
	r.start(start, solver.Config{Algorithm: "astar", Observer: boom}, func(Progress) {}, nil,
		func(_ *Solution, e error) { got = e }, nil)
	q.Until(t, "the answer", func() bool { return !r.Running() })
	var bug *solver.InternalError
	if !errors.As(got, &bug) {
		t.Fatalf("done got %v", got)
	}
	o := solveOutcome(nil, got, r.Last(), nil)
	if o.Tone != Danger || !strings.HasPrefix(o.Text, "Internal error: the solver failed (observer bug). Your board is kept;") ||
		!strings.Contains(o.Text, "github.com/tilesolve/tilesolve/issues") || !strings.Contains(o.Report, "observer bug") ||
		!strings.Contains(o.Report, "goroutine") {
		t.Errorf("outcome %+v", o)
	}
}
