package session

import (
	"context"
	"errors"
	"testing"
	"time"

	"tilesolve/board"
	"tilesolve/session/sessiontest"
	"tilesolve/solver"
)

// A solve runs off the owner's goroutine: progress and the answer come through do, the answer
// once, and the run is over after it.
func TestSolveRunAnswers(t *testing.T) {
	q := sessiontest.NewQueue()
	r := NewSolveRun(q.Do)
	start := game2048(t, 4, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
	var sol *solver.Solution
	var err error
	answers := 0
	if !r.Start(start, solver.Config{Algorithm: "best-first", ProgressEvery: time.Millisecond}, func(solver.Progress) {},
		func(s *solver.Solution, e error) { sol, err, answers = s, e, answers+1 }, nil) {
		t.Fatal("did not start")
	}
	if !r.Running() || r.Last().Best != board.Board(start) {
		t.Fatal("not running, or the last progress is not the start board")
	}
	if r.Start(start, solver.Config{}, nil, nil, nil) {
		t.Fatal("a second solve started while one runs")
	}
	q.Until(t, "the answer", func() bool { return !r.Running() })
	if err != nil || answers != 1 || len(sol.Steps) != sol.Moves+1 || sol.Steps[sol.Moves].Board.(*board.Game2048).LargestTile() != 2048 {
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
	r.Start(long, cfg, func(solver.Progress) {}, func(_ *solver.Solution, e error) { got = e }, nil)
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
	r.Start(long, cfg, func(solver.Progress) {}, func(*solver.Solution, error) { heard = true }, func() { close(answered) })
	r.Abandon()
	<-answered // the search has returned and handed its answer to do
	q.Drain()
	if heard || r.Running() {
		t.Fatal("an abandoned run's answer was heard")
	}
}
