package solver

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/goroutines"
)

// replaySolution replays sol's moves from start with the board's own rules and checks that each
// step shows the board its move makes and the last is the goal.
func replaySolution(t *testing.T, start *board.Puzzle, sol *Solution) {
	t.Helper()
	if sol.Steps() != sol.Moves+1 {
		t.Fatalf("%d steps for %d moves", sol.Steps(), sol.Moves)
	}
	p := start
	for i := 1; i < sol.Steps(); i++ {
		st := sol.Step(i)
		next, ok := p.Move(st.Dir)
		if !ok {
			t.Fatalf("move %d (%v) is not legal", i, st.Dir)
		}
		p = next
		if p.String() != st.Board.String() {
			t.Fatalf("step %d shows another board than move %v makes", i, st.Dir)
		}
	}
	if !p.IsGoal() {
		t.Fatalf("the %d moves do not end at the goal", sol.Moves)
	}
}

// solveImproving solves p with the fast solver and an improvement budget, and returns the answer
// and every length progress reported, the first answer's first, each once.
func solveImproving(t *testing.T, ctx context.Context, p *board.Puzzle, c Config) (*Solution, []int) {
	t.Helper()
	var lengths []int
	c.Algorithm = "fast"
	outer := c.Progress
	c.Progress = func(pr Progress) {
		if pr.BestLength > 0 {
			if pr.Phase != "improve" || pr.Bound != ManhattanLinearConflict(p) {
				t.Errorf("an improvement report in phase %q with bound %d", pr.Phase, pr.Bound)
			}
			// The best is told again while no shorter answer comes: keep each change.
			switch last := len(lengths) - 1; {
			case last >= 0 && pr.BestLength > lengths[last]:
				t.Errorf("the best length rose from %d to %d", lengths[last], pr.BestLength)
			case last < 0 || pr.BestLength < lengths[last]:
				lengths = append(lengths, pr.BestLength)
			}
		}
		if outer != nil {
			outer(pr)
		}
	}
	sol, err := Solve(ctx, p, c)
	if err != nil {
		t.Fatal(err)
	}
	return sol, lengths
}

// TestImproveReplaysAndNeverLengthens: on boards up to 8x8 the beams solve the whole board, on
// 10x10 and 12x12 the region the first answer leaves (improveRegion).
func TestImproveReplaysAndNeverLengthens(t *testing.T) {
	for _, n := range []int{5, 6, 7, 8, 10, 12} {
		p := randomPuzzles(t, n, 1, 180+uint64(n))[0]
		budget := 300 * time.Millisecond
		if n >= 10 {
			budget = 2 * time.Second // the first answer takes a good part of a second
		}
		sol, lengths := solveImproving(t, context.Background(), p, Config{Improve: budget})
		replaySolution(t, p, sol)
		if len(lengths) == 0 {
			t.Fatalf("%dx%d: no length reported", n, n)
		}
		for i := 1; i < len(lengths); i++ {
			if lengths[i] >= lengths[i-1] {
				t.Errorf("%dx%d: reported %d after %d", n, n, lengths[i], lengths[i-1])
			}
		}
		if sol.Moves != lengths[len(lengths)-1] || sol.Moves > lengths[0] {
			t.Errorf("%dx%d: answer of %d moves, reports %v", n, n, sol.Moves, lengths)
		}
		if sol.Moves < sol.LowerBound || sol.Proven != (sol.Moves == sol.LowerBound) {
			t.Errorf("%dx%d: %d moves, bound %d, proven %v", n, n, sol.Moves, sol.LowerBound, sol.Proven)
		}
		t.Logf("%dx%d: first %d, improved %d, bound %d, stop %v", n, n, lengths[0], sol.Moves, sol.LowerBound, sol.ImproveStop)
	}
}

// TestImproveCancelKeepsBest cancels during the improvement: the answer is the best found by then,
// labelled not proven unless it meets the bound, and says cancel stopped it.
func TestImproveCancelKeepsBest(t *testing.T) {
	p := randomPuzzles(t, 7, 1, 186)[0]
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sol, lengths := solveImproving(t, ctx, p, Config{Improve: time.Minute, Progress: func(pr Progress) {
		if pr.BestLength > 0 {
			cancel()
		}
	}})
	replaySolution(t, p, sol)
	if sol.Moves > lengths[0] || sol.Moves != lengths[len(lengths)-1] {
		t.Errorf("answer of %d moves, reports %v", sol.Moves, lengths)
	}
	if sol.ImproveStop == nil || sol.ImproveStop.Limit != LimitCancel || !errors.Is(sol.ImproveStop, context.Canceled) {
		t.Errorf("ImproveStop %v, want cancel", sol.ImproveStop)
	}
	if sol.Proven {
		t.Errorf("%d moves against the bound %d called proven", sol.Moves, sol.LowerBound)
	}
}

// TestImproveMemoryBudget gives too little memory for a wider beam: the improvement shortens by
// windows alone and says the memory budget held it.
func TestImproveMemoryBudget(t *testing.T) {
	p := randomPuzzles(t, 7, 1, 187)[0]
	sol, lengths := solveImproving(t, context.Background(), p, Config{Improve: 3 * time.Second, MaxMemory: 2 << 20})
	replaySolution(t, p, sol)
	if sol.Moves > lengths[0] {
		t.Errorf("answer of %d moves after a first of %d", sol.Moves, lengths[0])
	}
	if sol.ImproveStop == nil || sol.ImproveStop.Limit != LimitMemory {
		t.Errorf("ImproveStop %v, want the memory budget", sol.ImproveStop)
	}
}

// While no shorter answer comes, the improvement tells the best length again about every
// ProgressEvery, its time moving on, and tells nothing once the solve has returned. The test
// cancels after enough reports rather than giving a short budget, so that a busy machine (a slow
// first answer) cannot leave the improvement no time to report in.
func TestImproveReportsWhileWaiting(t *testing.T) {
	p := randomPuzzles(t, 6, 1, 191)[0]
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var mu sync.Mutex
	var times []time.Duration
	returned := false
	sol, _ := solveImproving(t, ctx, p, Config{Improve: time.Minute, ProgressEvery: 20 * time.Millisecond,
		Progress: func(pr Progress) {
			mu.Lock()
			defer mu.Unlock()
			if returned {
				t.Error("a report after the solve returned")
			}
			if pr.BestLength > 0 {
				times = append(times, pr.Elapsed)
				if len(times) == 8 {
					cancel()
				}
			}
		}})
	mu.Lock()
	returned = true
	mu.Unlock()
	replaySolution(t, p, sol)
	if len(times) < 5 || !slices.IsSorted(times) {
		t.Errorf("improvement reports at %v", times)
	}
	// A late report could only come from a goroutine of the improvement's still running: none
	// may be left once the solve has returned (a sleep here would only give one a chance to show).
	if left := goroutines.In("tilesolve/reduction.improve"); len(left) > 0 {
		t.Errorf("the improvement's goroutines outlive the solve:\n%s", strings.Join(left, "\n\n"))
	}
}

func TestImproveZeroIsFirstAnswer(t *testing.T) {
	p := randomPuzzles(t, 6, 1, 188)[0]
	sol, lengths := solveImproving(t, context.Background(), p, Config{})
	replaySolution(t, p, sol)
	if len(lengths) != 0 || sol.ImproveStop != nil {
		t.Errorf("no improvement asked for, yet reports %v, stop %v", lengths, sol.ImproveStop)
	}
}

// TestNoShorteningPastItsSize: a board larger than the shortening holds keeps its first answer and
// says why (Unshortened), where one it holds is shortened.
func TestNoShorteningPastItsSize(t *testing.T) {
	if !Shortens(MaxIDAN) || Shortens(MaxIDAN+1) {
		t.Fatalf("Shortens(%d) = %v, Shortens(%d) = %v", MaxIDAN, Shortens(MaxIDAN), MaxIDAN+1, Shortens(MaxIDAN+1))
	}
	p := randomPuzzles(t, MaxIDAN+1, 1, 191)[0]
	sol, err := solveFast(context.Background(), p, Config{Improve: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if sol.Unshortened != MaxIDAN || sol.Moves != sol.SearchMoves {
		t.Errorf("%d-by-%d: Unshortened %d, %d moves of the first %d", MaxIDAN+1, MaxIDAN+1, sol.Unshortened, sol.Moves, sol.SearchMoves)
	}
	if a := sol.Answer(); a.Unshortened != MaxIDAN {
		t.Errorf("the answer's facts say Unshortened %d", a.Unshortened)
	}
}
