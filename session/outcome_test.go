package session

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"

	"tilesolve/board"
	"tilesolve/solver"
)

// title is the registry's title for algorithm name of kind k.
func title(t *testing.T, k board.Kind, name string) string {
	t.Helper()
	for _, a := range solver.Algorithms(k) {
		if a.Name == name {
			return a.Title
		}
	}
	t.Fatalf("no algorithm %q for %v", name, k)
	return ""
}

// solve runs the real solver on b.
func solve(t *testing.T, b board.Board, cfg solver.Config) (*solver.Solution, error) {
	t.Helper()
	return solver.Solve(context.Background(), b, cfg)
}

// far is a 15-puzzle 80 moves from the goal, the longest there is.
func far(t *testing.T) board.Board {
	return puzzle(t, 4, 0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1)
}

// figures is the "N nodes" count and duration an outcome ends with.
var figures = regexp.MustCompile(`[0-9,]+ nodes( expanded)?( · |, | \()[0-9.]+ (ms|s)`)

func TestSolveOutcomeProvenAndNot(t *testing.T) {
	// Two moves from the goal: the blank went left twice.
	start := puzzle(t, 3, 1, 2, 3, 4, 5, 6, 0, 7, 8)
	noGiveUp := func(*solver.StopError) string { t.Fatal("giveUp called for a solution"); return "" }

	sol, err := solve(t, start, solver.Config{Algorithm: "astar"})
	if err != nil || sol.Moves != 2 || !sol.Proven {
		t.Fatalf("A*: %v, %v", sol, err)
	}
	o := SolveOutcome(sol, err, solver.Progress{}, noGiveUp)
	want := "Minimum number of moves = 2 · " + title(t, board.KindSliding, "astar") + ": proven shortest · "
	if o.Tone != Success || !strings.HasPrefix(o.Text, want) || !figures.MatchString(o.Text) {
		t.Errorf("A*: %+v, want it to start %q and end with the figures", o, want)
	}
	if n := fmt.Sprintf("%d nodes", sol.Stats.Expanded+sol.ProofStats.Expanded); !strings.Contains(o.Text, n) {
		t.Errorf("A*: %q does not count %s", o.Text, n)
	}

	// The fast solver's answer to a scrambled 6-by-6 board is longer than the bound it can prove.
	scrambled, err := board.NewPuzzle(board.Scramble(6, rand.New(rand.NewPCG(1, 2))))
	if err != nil {
		t.Fatal(err)
	}
	sol, err = solve(t, scrambled, solver.Config{Algorithm: "fast"})
	if err != nil || sol.Proven {
		t.Fatalf("fast: %v, %v", sol, err)
	}
	o = SolveOutcome(sol, err, solver.Progress{}, noGiveUp)
	want = title(t, board.KindSliding, "fast") + ": not proven shortest (no solution is shorter than the lower bound)"
	if o.Tone != Success || !strings.HasPrefix(o.Text, "Number of moves = ") || !strings.Contains(o.Text, want) {
		t.Errorf("fast: %+v, want %q", o, want)
	}
}

// A minimality check that stopped says at which limit and after how many boards.
func TestProvenTextProofStopped(t *testing.T) {
	sol := &solver.Solution{Kind: board.Kind2048, Algorithm: "best-first",
		ProofStop: &solver.StopError{Phase: "proof", Limit: solver.LimitNodes}}
	sol.ProofStop.Stats.Generated = 1234567
	got := ProvenText(sol)
	want := title(t, board.Kind2048, "best-first") + ": not proven shortest — the check for a shorter one stopped at its " +
		string(solver.LimitNodes) + " after 1,234,567 boards (no solution is shorter than the lower bound)"
	if got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
	sol.Algorithm = "gone" // an algorithm the registry no longer has is named as it was
	if got := ProvenText(sol); !strings.HasPrefix(got, "gone: not proven shortest") {
		t.Errorf("got %q", got)
	}
}

func TestSolveOutcomeNoSolution(t *testing.T) {
	// Two tiles swapped: half of all arrangements cannot reach the goal.
	swapped := puzzle(t, 3, 2, 1, 3, 4, 5, 6, 7, 8, 0)
	sol, err := solve(t, swapped, solver.Config{Algorithm: "astar"})
	if err != nil || !sol.Unsolvable {
		t.Fatalf("swapped tiles: %v, %v", sol, err)
	}
	o := SolveOutcome(sol, err, solver.Progress{}, nil)
	if o.Tone != Warning || !strings.HasPrefix(o.Text, "Unsolvable puzzle (") || !figures.MatchString(o.Text) {
		t.Errorf("unsolvable: %+v", o)
	}

	var last solver.Progress
	last.Expanded, last.Elapsed = 1234567, 2500*time.Millisecond
	o = SolveOutcome(nil, fmt.Errorf("search: %w", context.Canceled), last, nil)
	if o != (Outcome{"Cancelled after 1,234,567 nodes (2.5 s).", Warning}) {
		t.Errorf("cancelled: %+v", o)
	}

	o = SolveOutcome(nil, errors.New("the disk is gone"), last, nil)
	if o != (Outcome{"Solve failed: the disk is gone", Danger}) {
		t.Errorf("failed: %+v", o)
	}
}

// A budget that stops the search is worded by giveUp, which hears the solver's own StopError.
func TestSolveOutcomeStoppedByALimit(t *testing.T) {
	_, err := solve(t, far(t), solver.Config{Algorithm: "astar", MaxNodes: 500})
	var heard *solver.StopError
	o := SolveOutcome(nil, err, solver.Progress{}, func(s *solver.StopError) string {
		heard = s
		return "Gave up: " + string(s.Limit)
	})
	if heard == nil || !errors.As(err, &heard) || o != (Outcome{"Gave up: " + string(heard.Limit), Danger}) {
		t.Fatalf("err %v: outcome %+v, giveUp heard %v", err, o, heard)
	}
	if heard.Limit != solver.LimitNodes {
		t.Errorf("stopped by %q, want the node budget", heard.Limit)
	}
}

func TestDuration(t *testing.T) {
	for d, want := range map[time.Duration]string{
		850 * time.Millisecond: "850 ms", 3200 * time.Millisecond: "3.2 s", 125 * time.Second: "2m5s",
	} {
		if got := Duration(d); got != want {
			t.Errorf("Duration(%v) = %q, want %q", d, got, want)
		}
	}
}
