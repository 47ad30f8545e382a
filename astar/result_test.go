package astar

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestResultSaysWhyItStopped runs every generic search into each of its limits and checks that
// the Result names the one that stopped it, with no error (a stop is an answer), that Result.Err
// says the same, and that a search that ends on its own says NotStopped.
func TestResultSaysWhyItStopped(t *testing.T) {
	type search func(ctx context.Context, opt Options[int]) (Result[int, int], error)
	searches := map[string]search{
		"astar": func(ctx context.Context, opt Options[int]) (Result[int, int], error) {
			return AStar(ctx, infinite, opt)
		},
		"best-first": func(ctx context.Context, opt Options[int]) (Result[int, int], error) {
			return BestFirst(ctx, infinite, func(i int) int { return i }, opt)
		},
		"breadth-first": func(ctx context.Context, opt Options[int]) (Result[int, int], error) {
			return BreadthFirst(ctx, infinite, opt)
		},
		"beam": func(ctx context.Context, opt Options[int]) (Result[int, int], error) {
			return Beam(ctx, infinite, func(i int) int { return i }, 16, opt)
		},
		"ida": func(ctx context.Context, opt Options[int]) (Result[int, int], error) {
			o := Options[*counter]{MaxNodes: opt.MaxNodes, MaxExpanded: opt.MaxExpanded, MaxDepth: opt.MaxDepth, Deadline: opt.Deadline}
			res := IDA(ctx, &counter{}, IDAOptions[*counter]{Options: o})
			return Result[int, int]{Found: res.Found, Moves: res.Moves, Stats: res.Stats, Stop: res.Stop}, nil
		},
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	timedOut, cancel2 := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel2()
	for name, run := range searches {
		for _, tc := range []struct {
			limit string
			ctx   context.Context
			opt   Options[int]
			want  Stop
			err   error
		}{
			{"nodes", context.Background(), Options[int]{MaxNodes: 2000}, StopNodes, ErrBudget},
			{"work", context.Background(), Options[int]{MaxExpanded: 2000}, StopWork, ErrBudget},
			{"deadline", context.Background(), Options[int]{Deadline: time.Now().Add(-time.Second)}, StopTime, ErrDeadline},
			{"context deadline", timedOut, Options[int]{}, StopTime, context.DeadlineExceeded},
			{"cancel", cancelled, Options[int]{}, StopCancelled, context.Canceled},
			{"depth", context.Background(), Options[int]{MaxDepth: 6}, NotStopped, nil},
		} {
			if name == "ida" && tc.limit == "nodes" {
				continue // IDA* stores only its path: it has no node budget
			}
			res, err := run(tc.ctx, tc.opt)
			if err != nil || res.Stop != tc.want || !errors.Is(res.Err(), tc.err) || (tc.err == nil) != (res.Err() == nil) || res.Found {
				t.Errorf("%s, %s: stop %v, Err %v, error %v, found %v; want stop %v, Err %v", name, tc.limit, res.Stop,
					res.Err(), err, res.Found, tc.want, tc.err)
			}
		}
	}

	// A beam whose every state is stuck dies out; the same space searched breadth-first is
	// exhausted, with no limit to blame.
	dead := Problem[int, int, int]{
		Successors: func(i int, visit func(int, int)) {
			if i < 3 {
				visit(1, i+1)
			}
		},
		Key:    func(i int) int { return i },
		IsGoal: func(int) bool { return false },
	}
	res, err := Beam(context.Background(), dead, func(i int) int { return i }, 1000, Options[int]{})
	if err != nil || res.Stop != StopDiedOut || res.Found {
		t.Errorf("beam on a dead end: stop %v, err %v", res.Stop, err)
	}
	res, err = BreadthFirst(context.Background(), dead, Options[int]{})
	if err != nil || res.Stop != NotStopped || res.Found {
		t.Errorf("breadth-first on a dead end: stop %v, err %v", res.Stop, err)
	}
	dead.IsGoal = func(i int) bool { return i == 3 }
	res, err = AStar(context.Background(), dead, Options[int]{})
	if err != nil || res.Stop != NotStopped || !res.Found || len(res.Moves) != 3 || len(res.Path) != 4 {
		t.Errorf("A* to the end of the line: %+v, err %v", res, err)
	}
}

// TestSearchCannotRun: a Problem without what every search calls, or a ranked search without
// its rank, is the one failure: an error and an empty Result, never a panic.
func TestSearchCannotRun(t *testing.T) {
	rank := func(i int) int { return i }
	for _, p := range []Problem[int, int, int]{
		{},
		{Successors: infinite.Successors, Key: infinite.Key},
		{Successors: infinite.Successors, IsGoal: infinite.IsGoal},
		{Key: infinite.Key, IsGoal: infinite.IsGoal},
	} {
		for name, run := range map[string]func() (Result[int, int], error){
			"astar":         func() (Result[int, int], error) { return AStar(context.Background(), p, Options[int]{}) },
			"best-first":    func() (Result[int, int], error) { return BestFirst(context.Background(), p, rank, Options[int]{}) },
			"breadth-first": func() (Result[int, int], error) { return BreadthFirst(context.Background(), p, Options[int]{}) },
			"beam":          func() (Result[int, int], error) { return Beam(context.Background(), p, rank, 4, Options[int]{}) },
		} {
			if res, err := run(); err == nil || res.Found || res.Stats != (Stats{}) {
				t.Errorf("%s on an incomplete Problem: %+v, %v", name, res, err)
			}
		}
	}
	if _, err := BestFirst(context.Background(), infinite, nil, Options[int]{}); err == nil {
		t.Error("best-first without a rank ran")
	}
	if _, err := Beam(context.Background(), infinite, nil, 4, Options[int]{}); err == nil {
		t.Error("beam without a rank ran")
	}
}
