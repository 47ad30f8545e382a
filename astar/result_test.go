package astar

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestResultSaysWhichLimitStopped runs every generic search into each of its limits and checks
// that the Result names the one that stopped it, with the error that says the same, and that a
// search that ends on its own says no limit.
func TestResultSaysWhichLimitStopped(t *testing.T) {
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
			res, err := IDA(ctx, &counter{}, IDAOptions[*counter]{Options: Options[*counter]{MaxNodes: opt.MaxNodes, MaxDepth: opt.MaxDepth, Deadline: opt.Deadline}})
			return Result[int, int]{Found: res.Found, Moves: res.Moves, Stats: res.Stats, Stop: res.Stop}, err
		},
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	timedOut, cancel2 := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel2()
	for name, run := range searches {
		memory := LimitStored
		if name == "ida" {
			memory = LimitExpanded // IDA*'s MaxNodes is its work
		}
		for _, tc := range []struct {
			limit string
			ctx   context.Context
			opt   Options[int]
			want  Limit
			err   error
		}{
			{"nodes", context.Background(), Options[int]{MaxNodes: 2000}, memory, ErrBudget},
			{"deadline", context.Background(), Options[int]{Deadline: time.Now().Add(-time.Second)}, LimitTime, ErrDeadline},
			{"context deadline", timedOut, Options[int]{}, LimitTime, context.DeadlineExceeded},
			{"cancel", cancelled, Options[int]{}, LimitContext, context.Canceled},
			{"depth", context.Background(), Options[int]{MaxDepth: 6}, NoLimit, nil},
		} {
			res, err := run(tc.ctx, tc.opt)
			if res.Stop != tc.want || !errors.Is(err, tc.err) || (tc.err == nil) != (err == nil) || res.Found {
				t.Errorf("%s, %s: stop %v, err %v, found %v; want stop %v, err %v", name, tc.limit, res.Stop, err, res.Found, tc.want, tc.err)
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
	if err != nil || res.Stop != DiedOut || res.Found {
		t.Errorf("beam on a dead end: stop %v, err %v", res.Stop, err)
	}
	res, err = BreadthFirst(context.Background(), dead, Options[int]{})
	if err != nil || res.Stop != NoLimit || res.Found {
		t.Errorf("breadth-first on a dead end: stop %v, err %v", res.Stop, err)
	}
	dead.IsGoal = func(i int) bool { return i == 3 }
	res, err = AStar(context.Background(), dead, Options[int]{})
	if err != nil || res.Stop != NoLimit || !res.Found || len(res.Moves) != 3 || len(res.Path) != 4 {
		t.Errorf("A* to the end of the line: %+v, err %v", res, err)
	}
}
