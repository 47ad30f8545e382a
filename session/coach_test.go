package session

import (
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/play"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// bfsDistances is every 2-by-2 board's distance to the goal, by breadth-first search from it:
// the coach's answer checked against one of its own.
func bfsDistances(t *testing.T) map[string]int {
	t.Helper()
	goal, err := board.NewPuzzle(board.Solved(2))
	if err != nil {
		t.Fatal(err)
	}
	dist := map[string]int{goal.Grid().String(): 0}
	queue := []*board.Puzzle{goal}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, d := range board.Directions {
			if q, ok := p.Move(d); ok {
				if _, seen := dist[q.Grid().String()]; !seen {
					dist[q.Grid().String()] = dist[p.Grid().String()] + 1
					queue = append(queue, q)
				}
			}
		}
	}
	return dist
}

// The coach counts only the person's moves: Autoplay's moves are said apart, and a move of
// Autoplay's that went away from the goal is not held against the person.
func TestCoachCountsThePersonsMoves(t *testing.T) {
	dist := bfsDistances(t)
	q := sessiontest.NewQueue()
	s := New(q.Do, nil, 1)
	distOf := func(b board.Board) int { return dist[b.Grid().String()] }
	// A start three moves from the goal.
	var start board.Board
	for key, d := range dist {
		if d == 3 {
			g, err := board.Read(strings.NewReader(key))
			if err != nil {
				t.Fatal(err)
			}
			start, _ = board.NewPuzzle(g)
			break
		}
	}
	if err := s.Start(start, board.Classic); err != nil {
		t.Fatal(err)
	}
	step := func(away, auto bool) {
		t.Helper()
		for _, d := range board.Directions {
			next, ok := s.Game().Board().(*board.Puzzle).Move(d)
			if ok && (distOf(next) > distOf(s.Game().Board())) == away {
				if auto {
					s.apply(d, true)
				} else {
					s.Move(d)
				}
				return
			}
		}
		t.Fatalf("no move away=%v from %v", away, s.Game().Board().Grid())
	}
	step(true, false) // 1: the person, away
	step(true, true)  // 2: Autoplay, away
	for !s.Game().Over() {
		step(false, len(s.byPlayer) < 4) // 3, 4: Autoplay toward; then the person
	}
	var got *Verdict
	if !s.Coach(Limits{}, func(v Verdict, err error) {
		if err != nil {
			t.Fatal(err)
		}
		got = &v
	}) {
		t.Fatal("the solved game is not coached")
	}
	q.Until(t, "the verdict", func() bool { return got != nil })
	if got.Moves != 7 || got.ByPlayer != 3 || got.Shortest != 3 || len(got.Away) != 1 || got.Away[0] != 1 {
		t.Errorf("verdict %+v, want 7 moves, 3 by Autoplay, shortest 3, away [1]", *got)
	}
	want := "Coach: you made 4 moves and Autoplay 3; the fewest from the start is 3. Your move 1 went away from the goal (red on the chart)."
	if got.Text() != want {
		t.Errorf("text %q\nwant %q", got.Text(), want)
	}
	// Measured once: asked again, the verdict comes at once.
	again := false
	s.Coach(Limits{}, func(v Verdict, _ error) { again = v.Moves == got.Moves })
	if !again {
		t.Error("the second ask did not answer at once")
	}
}

// A new game does not lose the one before: Undo at the new game's start brings it back with its
// moves, and Undo then takes those back as before.
func TestUndoBringsBackTheGameBefore(t *testing.T) {
	s := New(func(f func()) { f() }, nil, 1)
	if err := s.StartStandard2048(4, board.Classic); err != nil {
		t.Fatal(err)
	}
	made := 0
	for _, d := range append(board.Directions[:], board.Directions[:]...) {
		if made < 2 && s.Move(d) {
			made++
		}
	}
	if made != 2 {
		t.Fatalf("made %d moves", made)
	}
	played := s.Game()
	if err := s.StartStandard2048(4, board.Classic); err != nil {
		t.Fatal(err)
	}
	if !s.CanUndo() || s.Game() == played {
		t.Fatal("the new game cannot undo back to the one before")
	}
	if !s.Undo() || s.Game() != played || s.Game().Moves() != 2 {
		t.Fatalf("Undo at the new game's start: game %p (want %p), %d moves", s.Game(), played, s.Game().Moves())
	}
	if !s.Undo() || s.Game().Moves() != 1 {
		t.Errorf("Undo in the game brought back: %d moves, want 1", s.Game().Moves())
	}
	s.Undo()
	if s.CanUndo() || s.Undo() {
		t.Error("Undo with nothing before still does something")
	}
}

// The games kept for Undo hold no more than the memory budget: a new game drops the oldest past
// it, so New game and Autoplay again and again cannot run out of memory.
func TestReplacedGamesKeptWithinTheBudget(t *testing.T) {
	s := New(func(f func()) { f() }, nil, 1)
	var played []*play.Game
	for range 4 {
		if err := s.StartStandard2048(4, board.Classic); err != nil {
			t.Fatal(err)
		}
		for moved := 0; moved < 3; {
			for _, d := range board.Directions {
				if moved < 3 && s.Move(d) {
					moved++
				}
			}
		}
		played = append(played, s.game)
	}
	s.memory = 2*played[0].Bytes() + 1 // room for two replaced games of 3 moves
	if err := s.StartStandard2048(4, board.Classic); err != nil {
		t.Fatal(err)
	}
	var back []*play.Game
	for s.CanUndo() {
		if s.Game().Moves() == 0 && !s.Undo() {
			break
		}
		back = append(back, s.game)
		for s.Game().Moves() > 0 {
			s.Undo()
		}
	}
	if len(back) != 2 || back[0] != played[3] || back[1] != played[2] {
		t.Errorf("Undo brought back %d games (want the last two of %d)", len(back), len(played))
	}
}

// The coach names the moves that went away from the goal in a sentence, not a list after a colon.
func TestVerdictNamesTheMovesAway(t *testing.T) {
	v := Verdict{Moves: 1300, Shortest: 40, Away: []int{3, 7, 1200}}
	want := "Coach: you took 1,300 moves; the fewest from the start is 40. Moves 3, 7 and 1,200 went away from the goal (red on the chart)."
	if got := v.Text(); got != want {
		t.Errorf("text %q\nwant %q", got, want)
	}
}
