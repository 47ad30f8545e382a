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

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/resources"
	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
)

func hard8(t *testing.T) board.Board {
	t.Helper()
	p, err := board.NewPuzzle(board.NewGrid(3, []int{8, 6, 7, 2, 5, 4, 3, 0, 1})) // 31 moves
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestExploreReplaysTheSolve records each search the menu offers on an 8-puzzle and checks the
// recording against the same solve run apart: one step per board it expanded and the goal, the
// answer's boards among the steps in order, and the figures consistent step by step.
func TestExploreReplaysTheSolve(t *testing.T) {
	b := hard8(t)
	explored := 0
	for _, ch := range SearchChoices(board.KindSliding) {
		x, err := engine{}.explore(context.Background(), b, ch, solver.Config{}, Recording{})
		if a, _ := solver.Pick(b, ch.config.Algorithm); a.Heard == solver.HeardNothing {
			if !errors.Is(err, ErrNotExplorable) {
				t.Errorf("%s: err %v, want ErrNotExplorable", ch.Key, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", ch.Key, err)
		}
		sol, err := solver.Solve(context.Background(), b, ch.config)
		if err != nil {
			t.Fatal(err)
		}
		if x.algorithm.Heard == solver.HeardIterations {
			sum := 0
			for _, it := range x.iterations {
				sum += it.Expanded
			}
			last := x.iterations[len(x.iterations)-1]
			if sum != sol.Stats.Expanded || !last.Found || last.Bound != 31 || len(NewExplorer(x).IterationRows()) != len(x.iterations)+1 {
				t.Errorf("%s: iterations %+v, the solve expanded %d", ch.Key, x.iterations, sol.Stats.Expanded)
			}
			explored++
			continue
		}
		explored++
		if len(x.Steps) != sol.Stats.Expanded+1 || len(x.Solution) != sol.Moves+1 || x.Full || x.stop != nil {
			t.Fatalf("%s: %d steps for %d expanded; answer of %d boards for %d moves", ch.Key, len(x.Steps), sol.Stats.Expanded, len(x.Solution), sol.Moves)
		}
		for k, i := range x.Solution {
			if !x.Steps[i].Board.(*board.Puzzle).Equal(sol.Step(k).Board.(*board.Puzzle)) || !x.OnAnswer(i) {
				t.Fatalf("%s: answer board %d differs", ch.Key, k)
			}
		}
		for i, st := range x.Steps {
			if st.F != st.G+st.H || st.Closed != i || st.Parent >= i || (st.Frontier > 0) != (len(st.Waiting) > 0) ||
				len(st.Waiting) > 0 && st.Waiting[0].F != st.Next {
				t.Fatalf("%s: step %d: %+v", ch.Key, i, st)
			}
		}
		if ExploreLimit(b) < 181440 {
			t.Errorf("the limit %d cannot hold every 8-puzzle's search", ExploreLimit(b))
		}
	}
	if explored < 4 { // three A* estimates and IDA*
		t.Errorf("%d searches explored", explored)
	}
}

// TestExploreBestFirst records best-first with each priority on a 2048 board.
func TestExploreBestFirst(t *testing.T) {
	g, err := board.NewGame2048(board.LoneTwo(4), 256, board.RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"left", "distance"} {
		ch := Search(board.Kind2048, key)
		x, err := engine{}.explore(context.Background(), g, ch, solver.Config{}, Recording{})
		if err != nil {
			t.Fatal(err)
		}
		sol, _ := solver.Solve(context.Background(), g, ch.config)
		if !x.ByScore() || len(x.Steps) != sol.Stats.Expanded+1 || x.Solution == nil || len(x.Solution) != sol.SearchMoves+1 {
			t.Errorf("%s: %d steps, %d expanded, answer %d boards, %d moves", key, len(x.Steps), sol.Stats.Expanded, len(x.Solution), sol.SearchMoves)
		}
		for i, st := range x.Steps {
			if st.Frontier > 0 && st.Next > st.F { // best-first takes the highest score first
				t.Errorf("%s: step %d scores %d, below the best still waiting, %d", key, i, st.F, st.Next)
			}
		}
		facts := NewExplorer(x).Facts()
		if facts[2].Label != "score (best first)" {
			t.Errorf("%s: facts %v", key, facts)
		}
	}
}

// TestExploreLimit: a search longer than the limit stops there and says so.
func TestExploreLimit(t *testing.T) {
	x, err := engine{}.explore(context.Background(), hard8(t), Search(board.KindSliding, "hamming"), solver.Config{}, Recording{Steps: 50})
	if err != nil {
		t.Fatal(err)
	}
	e := NewExplorer(x)
	if !x.Full || len(x.Steps) != 50 || x.Solution != nil || !strings.Contains(e.Summary(), "records at most 50") {
		t.Errorf("full %v, %d steps, summary %q", x.Full, len(x.Steps), e.Summary())
	}
}

// TestExplorerSteps: stepping, seeking, playing and the words shown.
func TestExplorerSteps(t *testing.T) {
	x, err := engine{}.explore(context.Background(), hard8(t), Search(board.KindSliding, "manhattan"), solver.Config{}, Recording{})
	if err != nil {
		t.Fatal(err)
	}
	e := NewExplorer(x)
	if e.At() != 0 || e.Prev() || !e.Next() || e.At() != 1 {
		t.Fatal("first steps")
	}
	e.Seek(1 << 30)
	if e.At() != e.Len()-1 || e.Next() || !e.Step().Goal || !strings.HasPrefix(e.Status(), "The goal, 31 moves") {
		t.Errorf("at %d of %d, status %q", e.At(), e.Len(), e.Status())
	}
	e.SetPlaying(true)
	if !e.Playing() || e.At() != 0 {
		t.Errorf("playing from the end starts again: at %d", e.At())
	}
	for e.Next() {
	}
	if e.Playing() {
		t.Error("still playing at the end")
	}
	var labels []string
	for _, f := range e.Facts() {
		labels = append(labels, f.Label)
		if f.Value == "" {
			t.Errorf("fact %+v", f)
		}
	}
	want := "step|moves made|estimate of moves left|moves made + estimate|still to look at|already looked at|lowest moves + estimate still to look at"
	if strings.Join(labels, "|") != want {
		t.Errorf("labels %q", labels)
	}
	if s := e.Summary(); !strings.Contains(s, "the answer has 31 moves (shortest)") {
		t.Errorf("summary %q", s)
	}
	lo, hi := x.Range(0, e.Len())
	if lo != x.Steps[0].F || hi != 31 {
		t.Errorf("range %d..%d", lo, hi)
	}
}

func TestMiniBoard(t *testing.T) {
	if got := MiniBoard(hard8(t)); got != "8 6 7\n2 5 4\n3 · 1" {
		t.Errorf("%q", got)
	}
	g, _ := board.NewGame2048(board.NewGrid(2, []int{1024, 0, 2, 4}), 2048, board.RightColumn)
	if got := MiniBoard(g); got != "1024    ·\n   2    4" {
		t.Errorf("%q", got)
	}
	// A large board shows its top-left corner: 8 rows of 8 tiles, then a row of ⋮.
	p, _ := board.NewPuzzle(board.Scramble(127, rand.New(rand.NewPCG(1, 1))))
	got := MiniBoard(p)
	lines := strings.Split(got, "\n")
	if len(lines) != 9 || len(got) > 600 || !strings.HasSuffix(lines[0], " …") || strings.TrimSpace(lines[8]) != "⋮" ||
		len(strings.Fields(lines[0])) != 9 || strings.Fields(lines[0])[0] != fmt.Sprint(p.Grid().Tiles[0]) {
		t.Errorf("127x127: %q", got)
	}
}

func TestConcrete(t *testing.T) {
	if c := Concrete(hard8(t), Search(board.KindSliding, "auto")); c.Key != "manhattan" {
		t.Errorf("auto on 3x3 is %q", c.Key)
	}
	if c := Concrete(hard8(t), Search(board.KindSliding, "hamming")); c.Key != "hamming" {
		t.Errorf("hamming became %q", c.Key)
	}
}

// TestExploreTimeout: IDA* on a 5x5 it cannot finish in time stops at the timeout with the
// iterations it finished, and says so.
func TestExploreTimeout(t *testing.T) {
	p, err := board.NewPuzzle(board.NewGrid(5, []int{3, 15, 0, 19, 12, 1, 4, 13, 10, 9, 21, 23, 7, 24, 2, 8, 22, 20, 6, 11, 17, 5, 16, 18, 14}))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	x, err := engine{}.explore(ctx, p, Search(board.KindSliding, "ida"), solver.Config{}, Recording{})
	if err != nil {
		t.Fatal(err)
	}
	if x.stop == nil || x.stop.Limit != solver.LimitTime || len(x.iterations) == 0 || x.Solution != nil {
		t.Fatalf("stop %v, %d iterations", x.stop, len(x.iterations))
	}
	if s := NewExplorer(x).Summary(); !strings.Contains(s, "stopped at its timeout") {
		t.Errorf("summary %q", s)
	}
}

// TestLookedAtAgreesWithCompare: the explorer and Compare Searches count boards looked at the
// same way (LookedAt), for every search both run, on the boards where they were one apart (an
// 8-puzzle with A* and Hamming, Board10 with best-first).
func TestLookedAtAgreesWithCompare(t *testing.T) {
	g, err := board.Read(strings.NewReader(string(resources.Board10)))
	if err != nil {
		t.Fatal(err)
	}
	board10, err := board.NewGame2048(g, 2048, board.RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string]board.Board{"8-puzzle": hard8(t), "Board10": board10} {
		rows, err := Limits{}.Compare(context.Background(), b, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		checked := 0
		for _, r := range rows {
			x, err := Limits{}.Explore(context.Background(), b, r.Choice, nil)
			if errors.Is(err, ErrNotExplorable) {
				continue
			}
			if err != nil || x.Full || x.stop != nil {
				t.Fatalf("%s, %s: %v, full %v, stop %v", name, r.Choice.Key, err, x.Full, x.stop)
			}
			checked++
			if x.Looked() != r.Expanded || !strings.Contains(NewExplorer(x).Summary(), "looked at "+words.Group(r.Expanded)+" boards") {
				t.Errorf("%s, %s: the explorer looked at %d boards (%q), Compare %d", name, r.Choice.Key, x.Looked(),
					NewExplorer(x).Summary(), r.Expanded)
			}
		}
		if checked < 2 {
			t.Errorf("%s: %d searches both ran", name, checked)
		}
	}
}

// TestExploreMemoryBudget: the recording counts the boards it keeps against its budget, stops
// there and says so.
func TestExploreMemoryBudget(t *testing.T) {
	b, err := board.NewPuzzle(board.Scramble(30, rand.New(rand.NewPCG(3, 8))))
	if err != nil {
		t.Fatal(err)
	}
	const budget = 400_000 // about 50 steps of a 30x30 (1.8 KB a board, up to 5 a step)
	x, err := engine{}.explore(context.Background(), b, Search(board.KindSliding, "manhattan"), solver.Config{}, Recording{Memory: budget})
	if err != nil {
		t.Fatal(err)
	}
	var kept int64
	for i := range x.Steps {
		kept += stepBytes(&x.Steps[i])
	}
	summary := NewExplorer(x).Summary()
	if !x.Full || !x.OverBudget || len(x.Steps) < 10 || kept != x.Memory || x.Memory > budget ||
		x.Memory+stepBytes(&x.Steps[0]) < budget/2 || !strings.Contains(summary, "memory budget") {
		t.Errorf("full %v, over budget %v, %d steps, %d bytes kept (%d counted) of %d; %q", x.Full, x.OverBudget, len(x.Steps), kept, x.Memory, budget, summary)
	}
}

// TestExplorerGroupsThousands: a large board's figures are written with thousands separators,
// as the rest of the app writes them ("1,372,858", not "1372858").
func TestExplorerGroupsThousands(t *testing.T) {
	p, err := board.NewPuzzle(board.Scramble(40, rand.New(rand.NewPCG(1, 2))))
	if err != nil {
		t.Fatal(err)
	}
	x, err := engine{}.explore(context.Background(), p, Search(board.KindSliding, "manhattan"), solver.Config{}, Recording{Steps: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range NewExplorer(x).Facts() {
		if f.Label == "estimate of moves left" || f.Label == "moves made + estimate" {
			if !regexp.MustCompile(`^\d{1,3}(,\d{3})+$`).MatchString(f.Value) {
				t.Errorf("%s: %q, want thousands separated", f.Label, f.Value)
			}
		}
	}
}
