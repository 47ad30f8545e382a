package session

import (
	"strings"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
)

// A give-up message says which limit stopped the search, with its figures, and advice that fits
// the kind of board and the search: no goal or Hamming for sliding puzzles, and never a smaller
// board for 2048 (it makes a big goal harder).
func TestGiveUpText(t *testing.T) {
	slide, err := board.NewPuzzle(board.NewGrid(4, []int{0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1}))
	if err != nil {
		t.Fatal(err)
	}
	lone, _ := board.NewGame2048(board.LoneTwo(4), 65536, board.RightColumn)
	best, _ := board.NewGame2048(board.NewGrid(4, []int{0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 4096, 0, 0, 0}), 65536, board.RightColumn)
	stats := astar.Stats{Generated: 4_329_604, Expanded: 2_437_957, Elapsed: 30 * time.Second}
	memory := &solver.StopError{Phase: "search", Limit: solver.LimitMemory, Cap: 1 << 30, Stats: stats}
	nodes := &solver.StopError{Phase: "search", Limit: solver.LimitNodes, Cap: 500, Stats: stats}
	tests := []struct {
		name      string
		stop      *solver.StopError
		start     board.Board
		best      board.Board
		algorithm string
		heuristic solver.Heuristic
		want      []string
		not       []string
	}{
		{"sliding A*, memory", memory, slide, slide, "astar", solver.HeuristicManhattan,
			[]string{"Gave up after 30.0 s: the search filled its memory budget (1 GB, 4,329,604 boards) without reaching the goal.", "IDA*", "Fast"},
			[]string{"goal tile", "lower goal", "Hamming", "smaller board"}},
		{"sliding A* Hamming, memory", memory, slide, slide, "astar", solver.HeuristicHamming,
			[]string{"Hamming distance guides A* weakly", "Manhattan distance or IDA*"}, []string{"lower goal", "smaller board"}},
		{"sliding IDA*, work", &solver.StopError{Phase: "search", Limit: solver.LimitWork, Cap: 1000, Stats: stats}, slide, slide, "ida", "",
			[]string{"expanded its limit of 1,000 boards", "Fast"}, []string{"IDA* (Search by)", "lower goal"}},
		{"2048, memory", memory, lone, best, "best-first", "",
			[]string{"filled its memory budget (1 GB", "its best board holds 4096, the goal is 65536", "Beam (Search by)", "A lower goal"},
			[]string{"smaller board", "without reaching the goal."}},
		{"2048, nodes", nodes, lone, best, "best-first", "", []string{"stored its limit of 500 boards", "Beam (Search by)"}, []string{"memory budget"}},
		{"2048 beam, time", &solver.StopError{Phase: "search", Limit: solver.LimitTime, Stats: stats}, lone, best, "beam", "",
			[]string{"ran out of time", "A lower goal", "a larger board"}, []string{"Beam (Search by)", "smaller board"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := giveUpText(tt.stop, tt.start, tt.best, tt.algorithm, tt.heuristic)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("%q lacks %q", got, w)
				}
			}
			for _, n := range tt.not {
				if strings.Contains(got, n) {
					t.Errorf("%q says %q", got, n)
				}
			}
		})
	}
}

// The app's give-up text ends with the solver's advice, the one the command line words in flags.
func TestGiveUpTextIsTheSolversAdvice(t *testing.T) {
	lone, _ := board.NewGame2048(board.LoneTwo(4), 65536, board.RightColumn)
	stop := &solver.StopError{Phase: solver.PhaseSearch, Limit: solver.LimitNodes, Cap: 500}
	want := words.Controls(solver.Advise(stop, lone, solver.Config{Algorithm: "best-first"}))
	if got := giveUpText(stop, lone, lone, "best-first", ""); !strings.HasSuffix(got, ". "+want) {
		t.Errorf("%q does not end with the solver's advice %q", got, want)
	}
}
