package session

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/play"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// Autoplay plays moves until Stop, and the move being chosen when it stops is dropped: the board
// stays as it was at Stop. Each player is checked.
func TestAutoplayStopsOnStop(t *testing.T) {
	for _, name := range PlayerNames {
		t.Run(name, func(t *testing.T) {
			cq := sessiontest.NewQueue()
			s := New(cq.Do, nil, 7)
			defer s.Close()
			if err := s.StartRandom2048(4, board.RightColumn, 0.25); err != nil {
				t.Fatal(err)
			}
			if err := s.SetPlayer(name); err != nil {
				t.Fatal(err)
			}
			s.SetPace(0)
			s.StartAutoplay()
			if !s.Autoplaying() {
				t.Fatal("not autoplaying after StartAutoplay")
			}
			cq.Until(t, "three autoplayed steps", func() bool { _, at := s.History(); return at >= 3 || s.Game().Over() })
			s.StopAutoplay()
			if s.Autoplaying() {
				t.Fatal("still autoplaying after StopAutoplay")
			}
			at := s.Game().Board().Grid()
			// Exactly one choice was in flight: its answer is the one do call not yet run.
			cq.RunOne(t, "the stopped choice to answer")
			cq.Drain()
			if got := s.Game().Board().Grid(); got.String() != at.String() {
				t.Errorf("the board changed after Stop:\n%v\nwas\n%v", got, at)
			}
		})
	}
}

// A key pressed during autoplay stops it: the person takes over.
func TestMoveStopsAutoplay(t *testing.T) {
	s, q := started(t, game2048(t, 4, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), board.RightColumn)
	s.SetPace(0)
	s.StartAutoplay()
	s.Move(board.Down)
	if s.Autoplaying() {
		t.Error("autoplay goes on after the person's move")
	}
	q.Drain()
}

// Autoplay on a small board runs to the end of the game and then stops by itself.
func TestAutoplayEndsWithTheGame(t *testing.T) {
	s, q := started(t, game2048(t, 2, 2, 0, 0, 0), board.BottomRow)
	if err := s.SetPlayer(Random); err != nil {
		t.Fatal(err)
	}
	s.SetPace(0)
	s.StartAutoplay()
	q.Until(t, "the game to end", func() bool { return !s.Autoplaying() })
	if !s.Game().Over() {
		t.Errorf("autoplay stopped before the end: %q\n%v", s.Note(), s.Game().Board())
	}
}

// On a sliding puzzle the players offered are Random and the solver's answer, which autoplay
// plays to the goal in the fewest moves.
func TestAutoplaySolverPlaysShortestSolution(t *testing.T) {
	if got := PlayersFor(board.KindSliding); !slices.Equal(got, []string{Random, Solver}) {
		t.Fatalf("sliding players %v", got)
	}
	if got := PlayersFor(board.Kind2048); !slices.Equal(got, []string{Random, Learned, Expectimax}) {
		t.Fatalf("2048 players %v", got)
	}
	cq := sessiontest.NewQueue()
	s := New(cq.Do, nil, 7)
	defer s.Close()
	start := puzzle(t, 3, 8, 6, 7, 2, 5, 4, 3, 0, 1) // 31 moves: one of the two 3x3 boards farthest from the goal
	if err := s.Start(start, board.Classic); err != nil {
		t.Fatal(err)
	}
	if err := s.SetPlayer(Expectimax); err != nil { // chosen on a 2048 board before: the kind's default plays
		t.Fatal(err)
	}
	s.SetPace(0)
	s.StartAutoplay()
	cq.Until(t, "autoplay to solve the puzzle", func() bool { return !s.Autoplaying() })
	p, ok := s.Game().Board().(*board.Puzzle)
	if !ok || !p.IsGoal() || s.Game().Moves() != 31 {
		t.Errorf("autoplay ended after %d moves, at the goal %v; want the goal in 31", s.Game().Moves(), ok && p.IsGoal())
	}
}

// Autoplay on a large sliding puzzle stops by itself at the memory budget of the game's history,
// saying which limit stopped it and how to play on; the game stays as it was and can be played:
// Undo gives room for autoplay to go on to the budget again, and a move of the person's plays.
// Each sliding player is checked, the shortest solution's as Autoplay with no pause plays it.
func TestAutoplayStopsAtTheHistorysMemoryBudget(t *testing.T) {
	for _, name := range PlayersFor(board.KindSliding) {
		t.Run(name, func(t *testing.T) {
			const n, budget = 20, 1 << 20 // about 1150 moves of 0.9 KB steps
			cq := sessiontest.NewQueue()
			s := New(cq.Do, nil, 7)
			defer s.Close()
			start, err := board.NewPuzzle(board.Scramble(n, rand.New(rand.NewPCG(3, 4))))
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Start(start, nil); err != nil {
				t.Fatal(err)
			}
			if err := s.SetPlayer(name); err != nil {
				t.Fatal(err)
			}
			s.memory = budget
			s.SetPace(0)
			perMove := s.game.Bytes() // the start's step: every step holds as much
			s.StartAutoplay()
			cq.Until(t, "autoplay to stop by itself", func() bool { return !s.Autoplaying() })
			g := s.game
			if g.Over() {
				t.Fatalf("the game ended after %d moves before the budget", g.Moves())
			}
			if held := g.Bytes(); held < budget || held >= budget+perMove {
				t.Errorf("autoplay stopped with %d bytes held, want the first step past the budget %d (a step is %d)", held, budget, perMove)
			}
			for _, want := range []string{"Autoplay stopped", "memory budget of 1 MB", "Undo", "new game"} {
				if !strings.Contains(s.Note(), want) {
					t.Errorf("the note %q does not say %q", s.Note(), want)
				}
			}
			moves, at := g.Moves(), g.Board().String()
			cq.Drain()
			if s.Game().Moves() != moves || s.Game().Board().String() != at {
				t.Errorf("the game changed after autoplay stopped: %d moves, was %d", s.Game().Moves(), moves)
			}

			s.StartAutoplay() // no room: it says so and plays nothing
			if s.Autoplaying() || !strings.Contains(s.Note(), "Autoplay cannot start") || !strings.Contains(s.Note(), "memory budget") {
				t.Errorf("autoplay at the budget: autoplaying %v, note %q", s.Autoplaying(), s.Note())
			}
			for range 10 {
				if !s.Undo() {
					t.Fatal("Undo failed at the budget")
				}
			}
			s.StartAutoplay()
			cq.Until(t, "autoplay to stop again", func() bool { return !s.Autoplaying() })
			if got := s.Game().Moves(); got != moves {
				t.Errorf("after 10 Undos autoplay stopped at move %d, want %d again", got, moves)
			}
			if legal := board.Legal(s.Game().Board()); len(legal) == 0 || !s.Move(legal[0]) || s.Game().Moves() != moves+1 {
				t.Errorf("the person's move at the budget did not play: %d moves", s.Game().Moves())
			}
		})
	}
}

// The game played comes before the games Undo could bring back: autoplay that needs their room
// drops them, oldest first, and stops only when its own history fills the memory budget.
func TestAutoplayMakesRoomFromReplacedGames(t *testing.T) {
	const n = 20
	cq := sessiontest.NewQueue()
	s := New(cq.Do, nil, 7)
	defer s.Close()
	start := func(seed uint64) {
		t.Helper()
		b, err := board.NewPuzzle(board.Scramble(n, rand.New(rand.NewPCG(seed, 4))))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Start(b, nil); err != nil {
			t.Fatal(err)
		}
	}
	start(3)
	for moved := 0; moved < 40; moved++ { // a game with moves made, which a new game keeps for Undo
		if legal := board.Legal(s.Game().Board()); len(legal) == 0 || !s.Move(legal[moved%len(legal)]) {
			t.Fatalf("move %d did not play", moved)
		}
	}
	first := s.game
	start(5)
	if err := s.SetPlayer(PlayersFor(board.KindSliding)[0]); err != nil {
		t.Fatal(err)
	}
	perMove := s.game.Bytes()
	s.memory = first.Bytes() + 30*perMove // room for 30 moves beside the game kept for Undo
	s.SetPace(0)
	s.StartAutoplay()
	cq.Until(t, "autoplay to stop by itself", func() bool { return !s.Autoplaying() })
	if held := s.game.Bytes(); held < s.memory || s.Game().Over() {
		t.Fatalf("autoplay stopped at %d moves holding %d bytes, under the budget %d (over %v)", s.Game().Moves(), held, s.memory, s.Game().Over())
	}
	for s.Game().Moves() > 0 {
		s.Undo()
	}
	if s.Undo() && s.game == first {
		t.Error("the replaced game is still kept beside a history that fills the budget")
	}
}

// slowPlayer thinks until it is stopped: a solver's first answer on a board too large to answer
// soon.
type slowPlayer struct{}

func (slowPlayer) Name() string { return "slow" }

func (slowPlayer) Move(ctx context.Context, _ *play.Game) (board.Direction, error) {
	<-ctx.Done()
	return 0, ctx.Err()
}

// A player that takes long over its move is not silent: the note says autoplay is at work and for
// how long, and how to stop it; Stop clears it.
func TestAutoplaySaysItIsThinking(t *testing.T) {
	s, q := started(t, game2048(t, 4, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), board.RightColumn)
	s.engine.playerFunc = func(string) play.Player { return slowPlayer{} }
	if err := s.SetPlayer(Expectimax); err != nil {
		t.Fatal(err)
	}
	s.StartAutoplay()
	q.Until(t, "a note that autoplay is at work", func() bool { return strings.Contains(s.Note(), "so far") })
	if n := s.Note(); !strings.Contains(n, "Expectimax") || !strings.Contains(n, "Stop") {
		t.Errorf("note %q", n)
	}
	s.StopAutoplay()
	if s.Note() != "" || s.Autoplaying() {
		t.Errorf("after Stop: note %q, autoplaying %v", s.Note(), s.Autoplaying())
	}
	q.Drain()
	if s.Note() != "" {
		t.Errorf("after Stop, once the player answered: note %q", s.Note())
	}
}

// TestStartRandom2048DrawsAgain: a random start that comes out empty, which the rules refuse, is
// drawn again, so New game on a small board with few cells filled always starts (a 2x2 at p 0.05
// comes out empty four times in five).
func TestStartRandom2048DrawsAgain(t *testing.T) {
	s := New(sessiontest.NewQueue().Do, nil, 3)
	defer s.Close()
	for range 50 {
		if err := s.StartRandom2048(2, board.RightColumn, 0.05); err != nil {
			t.Fatal(err)
		}
		if s.Game().Board().Grid().Empty() {
			t.Fatal("a game started on an empty board")
		}
	}
}
