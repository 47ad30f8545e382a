package session

import (
	"context"
	"errors"
	"github.com/tilesolve/tilesolve/compare"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/play"
	"github.com/tilesolve/tilesolve/session/sessiontest"
	"github.com/tilesolve/tilesolve/solver"
)

// panicking is an engine whose entry points panic outside the engine's own recover, as a bug in
// the code between two searches would. Each test gives it to the one value it tests, so tests
// running side by side keep the real engine.
var panicking = engine{
	solveFunc:     func(context.Context, board.Board, solver.Config) (*solver.Solution, error) { panic("solve bug") },
	distancesFunc: func(context.Context, []board.Board, solver.Config) ([]int, error) { panic("coach bug") },
	compareFunc: func(_ context.Context, _ board.Board, _ compare.Budget, done func(compare.Result)) ([]compare.Result, error) {
		done(compare.Result{Choice: solver.Choice{Key: "astar"}})
		panic("compare bug")
	},
}

// isBug checks that err is the engine's panic v as an *solver.InternalError with its stack, and
// that its words say where to report it.
func isBug(t *testing.T, what string, err error, v string) {
	t.Helper()
	var bug *solver.InternalError
	if !errors.As(err, &bug) || bug.Value != v || !strings.Contains(string(bug.Stack), "goroutine") {
		t.Fatalf("%s: error %v, want the internal error %q", what, err, v)
	}
	if !strings.Contains(err.Error(), "internal error: "+v) || !strings.Contains(err.Error(), ReportHere) {
		t.Errorf("%s: %q does not say what failed and where to report it", what, err)
	}
}

// A bug of the engine's on each goroutine the session (or the app, through Limits) runs engine
// code on ends that piece of work with an internal error that says where to report it; the
// program goes on and the board stays as it was.
func TestEngineBugOnEachGoroutineIsAnError(t *testing.T) {
	oneMove := func(t *testing.T) board.Board { return puzzle(t, 3, 1, 2, 3, 4, 5, 6, 7, 0, 8) }
	t.Run("solve", func(t *testing.T) {
		q := sessiontest.NewQueue()
		r := NewSolveRun(q.Do)
		r.engine = panicking
		var got error
		r.start(oneMove(t), solver.Config{}, func(Progress) {}, nil, func(_ *Solution, e error) { got = e }, nil)
		q.Until(t, "the answer", func() bool { return !r.Running() })
		isBug(t, "solve", got, "solve bug")
		if o := solveOutcome(nil, got, r.Last(), nil); !strings.HasPrefix(o.Text, "Internal error: the solver failed (solve bug). Your board is kept;") {
			t.Errorf("outcome %+v", o)
		}
	})
	t.Run("hint", func(t *testing.T) {
		s, q := started(t, oneMove(t), nil)
		s.engine = panicking
		before := s.Game().Board().String()
		s.AskHint()
		q.Until(t, "the hint", func() bool { return !s.Hinting() })
		h := s.Hint()
		if h.Ready || !strings.HasPrefix(h.Text, "No hint: internal error: solve bug; "+ReportHere) {
			t.Errorf("hint %+v", h)
		}
		if s.Game().Board().String() != before {
			t.Error("the board changed")
		}
	})
	t.Run("autoplay", func(t *testing.T) {
		s, q := started(t, puzzle(t, 3, 1, 2, 3, 4, 5, 6, 0, 7, 8), nil)
		s.engine = panicking
		before := s.Game().Board().String()
		if err := s.SetPlayer(Solver); err != nil {
			t.Fatal(err)
		}
		s.SetPace(0)
		s.StartAutoplay()
		q.Until(t, "autoplay to stop", func() bool { return !s.Autoplaying() })
		if n := s.Note(); !strings.HasPrefix(n, "Autoplay stopped: the solver player could not move: internal error: solve bug; "+ReportHere) {
			t.Errorf("note %q", n)
		}
		if s.Game().Board().String() != before {
			t.Error("the board changed")
		}
	})
	t.Run("coach", func(t *testing.T) {
		s, q := started(t, oneMove(t), nil)
		s.engine = panicking
		if !s.Move(board.Left) || !s.Game().Over() {
			t.Fatal("the one move did not solve the puzzle")
		}
		var got error
		answered := false
		if !s.Coach(Limits{}, func(_ Verdict, err error) { got, answered = err, true }) {
			t.Fatal("the solved game is not coached")
		}
		q.Until(t, "the verdict", func() bool { return answered })
		isBug(t, "coach", got, "coach bug")
	})
	t.Run("compare", func(t *testing.T) {
		heard := 0
		rows, err := Limits{engine: panicking}.Compare(context.Background(), oneMove(t), nil, func(Compared) { heard++ })
		isBug(t, "compare", err, "compare bug")
		if len(rows) != 1 || heard != 1 {
			t.Errorf("%d rows, %d heard; want the one row before the bug", len(rows), heard)
		}
	})
	t.Run("explore", func(t *testing.T) {
		x, err := Limits{engine: panicking}.Explore(context.Background(), oneMove(t), Search(board.KindSliding, "astar"), nil)
		isBug(t, "explore", err, "solve bug")
		if x != nil {
			t.Errorf("exploration %+v with the error", x)
		}
	})
	// The 2048 players call no seam: a player of the test's own panics in its Move.
	t.Run("autoplay 2048", func(t *testing.T) {
		s, q := started(t, game2048(t, 4, 2, 2, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), board.RightColumn)
		before := s.Game().Board().String()
		r := &run{cancel: func() {}}
		s.auto = r
		s.autoMove(context.Background(), r, buggyPlayer{})
		q.Until(t, "autoplay to stop", func() bool { return s.auto == nil })
		if n := s.Note(); !strings.HasPrefix(n, "Autoplay stopped: the buggy player could not move: internal error: player bug; "+ReportHere) {
			t.Errorf("note %q", n)
		}
		if s.Game().Board().String() != before {
			t.Error("the board changed")
		}
	})
}

// buggyPlayer panics when asked for a move.
type buggyPlayer struct{}

func (buggyPlayer) Name() string                                              { return "buggy" }
func (buggyPlayer) Move(context.Context, *play.Game) (board.Direction, error) { panic("player bug") }
