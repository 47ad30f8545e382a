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

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
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

// figures is the details line's count of boards and duration.
var figures = regexp.MustCompile(` · [0-9,]+ boards? searched · [0-9.]+ (ms|s)`)

func TestSolveOutcomeProvenAndNot(t *testing.T) {
	// Two moves from the goal: the blank went left twice.
	start := puzzle(t, 3, 1, 2, 3, 4, 5, 6, 0, 7, 8)
	noGiveUp := func(*solver.StopError) string { t.Fatal("giveUp called for a solution"); return "" }

	sol, err := solve(t, start, solver.Config{Algorithm: "astar"})
	if err != nil || sol.Moves != 2 || !sol.Proven {
		t.Fatalf("A*: %v, %v", sol, err)
	}
	o := solveOutcome(sol, err, Progress{}, noGiveUp)
	if o.Tone != Success || o.Text != "Solved in 2 moves, the shortest possible." {
		t.Errorf("A*: %+v", o)
	}
	if want := title(t, board.KindSliding, "astar") + " · "; !strings.HasPrefix(o.Details, want) || !figures.MatchString(o.Details) {
		t.Errorf("A* details %q, want it to start %q and end with the figures", o.Details, want)
	}
	if n := fmt.Sprintf(" %d boards", sol.Stats.Expanded); !strings.Contains(o.Details, n) {
		t.Errorf("A*: %q does not count%s", o.Details, n)
	}

	// The fast solver's answer to a scrambled 6-by-6 board is longer than the bound it can prove.
	scrambled, err := board.NewPuzzle(board.Scramble(6, rand.New(rand.NewPCG(1, 2))))
	if err != nil {
		t.Fatal(err)
	}
	sol, err = solve(t, scrambled, solver.Config{Algorithm: "fast"})
	if err != nil || sol.Proven || sol.LowerBound <= 0 {
		t.Fatalf("fast: %v, %v", sol, err)
	}
	o = solveOutcome(sol, err, Progress{}, noGiveUp)
	want := fmt.Sprintf("Solved in %s moves; none can be shorter than %s.", words.Group(sol.Moves), words.Group(sol.LowerBound))
	if o.Tone != Success || o.Text != want || !strings.HasPrefix(o.Details, title(t, board.KindSliding, "fast")) {
		t.Errorf("fast: %+v, want %q", o, want)
	}

	// A 2048 board: the same words.
	g, err := board.NewGame2048(board.NewGrid(2, []int{2, 2, 0, 0}), 4, board.RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	sol, err = solve(t, g, solver.Config{})
	if err != nil || !sol.Proven || sol.Moves != 1 {
		t.Fatalf("2048: %v, %v", sol, err)
	}
	if o := solveOutcome(sol, err, Progress{}, noGiveUp); o.Text != "Solved in 1 move, the shortest possible." {
		t.Errorf("2048: %+v", o)
	}
	sol.Proven, sol.LowerBound = false, 1
	if o := solveOutcome(sol, err, Progress{}, noGiveUp); o.Text != "Solved in 1 move; none can be shorter than 1." {
		t.Errorf("2048 not proven: %+v", o)
	}
}

func TestSolveOutcomeNoSolution(t *testing.T) {
	// Two tiles swapped: half of all arrangements cannot reach the goal.
	swapped := puzzle(t, 3, 2, 1, 3, 4, 5, 6, 7, 8, 0)
	sol, err := solve(t, swapped, solver.Config{Algorithm: "astar"})
	if err != nil || !sol.Unsolvable {
		t.Fatalf("swapped tiles: %v, %v", sol, err)
	}
	o := solveOutcome(sol, err, Progress{}, nil)
	if o.Tone != Warning || !o.Unsolvable || o.Text != "Unsolvable: no sequence of slides solves this puzzle; swapping tiles 2 and 1 makes it solvable." ||
		o.Details != "Known from the order of the tiles, without a search" {
		t.Errorf("unsolvable: %+v", o)
	}

	var last Progress
	last.Expanded, last.Elapsed, last.Phase = 1234567, 2500*time.Millisecond, PhaseSearch
	o = solveOutcome(nil, fmt.Errorf("search: %w", context.Canceled), last, nil)
	if o != (Outcome{Text: "Cancelled the search after 1,234,567 boards in 2.5 s.", Tone: Warning}) {
		t.Errorf("cancelled: %+v", o)
	}
	db := Progress{Phase: PhaseDatabase, Done: 37, Total: 100}
	db.Elapsed = 2100 * time.Millisecond
	o = solveOutcome(nil, context.Canceled, db, nil) // the progress report's figures
	if want := "Cancelled while building the pattern databases the search needs: 37% built in 2.1 s. The search had not started."; o.Text != want {
		t.Errorf("cancelled in the databases: %q\nwant %q", o.Text, want)
	}
	stop := &solver.StopError{Phase: solver.PhaseDatabase, Limit: solver.LimitCancel, Done: 37, Total: 100, Err: context.Canceled}
	stop.Stats.Elapsed = 2100 * time.Millisecond
	o = solveOutcome(nil, stop, Progress{}, nil) // the solver's stop's figures, when no report came
	if want := "Cancelled while building the pattern databases the search needs: 37% built in 2.1 s. The search had not started."; o.Text != want {
		t.Errorf("cancelled in the databases: %q\nwant %q", o.Text, want)
	}

	o = solveOutcome(nil, errors.New("the disk is gone"), last, nil)
	if o != (Outcome{Text: "Solve failed: the disk is gone", Tone: Danger}) {
		t.Errorf("failed: %+v", o)
	}
}

// A budget that stops the search is worded by giveUp, which hears the solver's own StopError.
func TestSolveOutcomeStoppedByALimit(t *testing.T) {
	_, err := solve(t, far(t), solver.Config{Algorithm: "astar", MaxNodes: 500})
	var heard *solver.StopError
	o := solveOutcome(nil, err, Progress{}, func(s *solver.StopError) string {
		heard = s
		return "Gave up: " + string(s.Limit)
	})
	if heard == nil || !errors.As(err, &heard) || o != (Outcome{Text: "Gave up: " + string(heard.Limit), Tone: Danger}) {
		t.Fatalf("err %v: outcome %+v, giveUp heard %v", err, o, heard)
	}
	if heard.Limit != solver.LimitNodes {
		t.Errorf("stopped by %q, want the node budget", heard.Limit)
	}
}

func TestDurationWords(t *testing.T) {
	for d, want := range map[time.Duration]string{
		850 * time.Millisecond: "850 ms", 3200 * time.Millisecond: "3.2 s", 125 * time.Second: "2m5s",
	} {
		if got := words.Duration(d); got != want {
			t.Errorf("Duration(%v) = %q, want %q", d, got, want)
		}
	}
}

// A stop during the shortening says the answer is the best found, unless it met the lower bound:
// then it is the shortest possible, and the outcome says only that.
func TestSolveOutcomeImproveStopped(t *testing.T) {
	start := puzzle(t, 3, 1, 2, 3, 4, 5, 6, 0, 7, 8)
	sol, err := solve(t, start, solver.Config{Algorithm: "astar"})
	if err != nil {
		t.Fatal(err)
	}
	stop := &solver.StopError{Phase: solver.PhaseImprove, Limit: solver.LimitCancel, Err: context.Canceled}
	for _, proven := range []bool{false, true} {
		s := *sol
		s.Algorithm, s.Proven, s.LowerBound, s.SearchMoves, s.ImproveStop = "fast", proven, 2, 6, stop
		o := solveOutcome(&s, nil, Progress{}, nil)
		if got := strings.HasSuffix(o.Text, " Stopped shortening: this is the best answer found."); got == proven || o.Tone != Success ||
			!strings.HasSuffix(o.Details, " · shortened from 6 moves") {
			t.Errorf("proven %v: %+v", proven, o)
		}
	}
}

// The details give the whole solve's time; the first answer's, when the answer was shortened
// after it, follows in its own words.
func TestWholeTimeDetails(t *testing.T) {
	start, err := board.NewPuzzle(board.Solved(3))
	if err != nil {
		t.Fatal(err)
	}
	steps := board.Steps{{Board: start}, {Board: start}}
	first, whole := 262*time.Millisecond, 5010*time.Millisecond
	for _, tc := range []struct {
		name      string
		sol       solver.Solution
		wantFirst bool
	}{
		{"shortened", solver.Solution{Algorithm: "fast", Path: steps, Moves: 80, SearchMoves: 100}, true},
		{"improvement ran out of time", solver.Solution{Algorithm: "fast", Path: steps, Moves: 80, SearchMoves: 80,
			ImproveStop: &solver.StopError{Limit: solver.LimitImprove}}, true},
		{"one search", solver.Solution{Algorithm: "astar", Path: steps, Moves: 80, SearchMoves: 80}, false},
	} {
		tc.sol.Stats.Elapsed = first
		got := wholeTimeDetails(&tc.sol, whole)
		if !strings.Contains(got, " · "+words.Duration(whole)) {
			t.Errorf("%s: %q has not the whole time %s", tc.name, got, words.Duration(whole))
		}
		if has := strings.Contains(got, "first answer in "+words.Duration(first)); has != tc.wantFirst {
			t.Errorf("%s: %q says the first answer's time: %v, want %v", tc.name, got, has, tc.wantFirst)
		}
		if strings.Contains(strings.ReplaceAll(got, "first answer in "+words.Duration(first), ""), words.Duration(first)) {
			t.Errorf("%s: %q gives the first answer's time as the solve's", tc.name, got)
		}
	}
}

// A proven answer that waited for its pattern databases gives the whole time once, with the wait
// told apart: "11.3 s (databases 11.2 s)".
func TestWholeTimeDetailsWithDatabases(t *testing.T) {
	start, err := board.NewPuzzle(board.Solved(4))
	if err != nil {
		t.Fatal(err)
	}
	sol := solver.Solution{Algorithm: "ida", Path: board.Steps{{Board: start}, {Board: start}}, Moves: 52, SearchMoves: 52, Proven: true,
		Stats: astar.Stats{Elapsed: 90 * time.Millisecond}, Databases: 11200 * time.Millisecond}
	got := wholeTimeDetails(&sol, 11300*time.Millisecond)
	if !strings.Contains(got, " · 11.3 s (databases 11.2 s)") || strings.Contains(got, "90 ms") {
		t.Errorf("details %q, want the whole 11.3 s with the databases' 11.2 s", got)
	}
}

// A board whose new tile is random is refused by the engine as a fact (solver.RandomRuleError);
// the app's words say where to play it.
func TestSolveOutcomeRandomRule(t *testing.T) {
	b, err := board.NewGame2048(board.LoneTwo(4), 64, board.Classic)
	if err != nil {
		t.Fatal(err)
	}
	_, err = solver.Solve(context.Background(), b, solver.Config{})
	o := solveOutcome(nil, err, Progress{}, func(*solver.StopError) string { t.Fatal("not a stop"); return "" })
	if !strings.Contains(o.Text, "play it instead (Play mode)") || o.Tone != Danger || strings.Contains(err.Error(), "Play mode") {
		t.Errorf("outcome %q for %v", o.Text, err)
	}
}
