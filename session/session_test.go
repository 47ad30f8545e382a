package session

import (
	"slices"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// game2048 builds a 2048 board from row-major tiles, goal 2048.
func game2048(t *testing.T, n int, tiles ...int) board.Board {
	t.Helper()
	b, err := board.NewGame2048(board.NewGrid(n, tiles), 2048, board.RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func puzzle(t *testing.T, n int, tiles ...int) board.Board {
	t.Helper()
	b, err := board.NewPuzzle(board.NewGrid(n, tiles))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func started(t *testing.T, start board.Board, rules board.SpawnRule) (*Session, *sessiontest.Queue) {
	t.Helper()
	q := sessiontest.NewQueue()
	s := New(q.Do, nil, 1)
	if err := s.Start(start, rules); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s, q
}

// A move the person makes changes the board as the engine says; Undo brings back the board before
// it and Redo the one after, on both kinds of puzzle.
func TestMoveUndoRedo(t *testing.T) {
	for _, tc := range []struct {
		name  string
		start board.Board
		d     board.Direction
	}{
		{"2048 right-column", game2048(t, 4, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), board.Left},
		{"2048 bottom-row", game2048(t, 4, 0, 0, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0), board.Up},
		{"sliding", puzzle(t, 3, 1, 2, 3, 4, 5, 6, 7, 0, 8), board.Left},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := started(t, tc.start, board.RightColumn)
			before := s.Game().Board().Grid()
			if !s.Move(tc.d) {
				t.Fatalf("Move(%v) refused: %s", tc.d, s.Note())
			}
			after := s.Game().Board().Grid()
			if slices.Equal(after.Tiles, before.Tiles) {
				t.Fatalf("Move(%v) left the board as it was", tc.d)
			}
			if steps, at := s.History(); len(steps) != 2 || at != 1 || steps[1].Dir != tc.d {
				t.Fatalf("history has %d steps, at %d, want 2 at 1 ending with %v", len(steps), at, tc.d)
			}
			if !s.Undo() || !slices.Equal(s.Game().Board().Grid().Tiles, before.Tiles) {
				t.Errorf("Undo shows %v, want %v", s.Game().Board().Grid(), before)
			}
			if steps, at := s.History(); len(steps) != 2 || at != 0 {
				t.Errorf("after Undo the timeline has %d steps at %d, want 2 at 0 (the move kept for Redo)", len(steps), at)
			}
			if !s.Redo() || !slices.Equal(s.Game().Board().Grid().Tiles, after.Tiles) {
				t.Errorf("Redo shows %v, want %v", s.Game().Board().Grid(), after)
			}
		})
	}
}

// A game scrubbed back on the timeline is resumed from there: the next move drops the steps after
// it, and scrubbing forward again before that move replays them.
func TestSeekAndResume(t *testing.T) {
	s, _ := started(t, game2048(t, 4, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), board.RightColumn)
	var boards []board.Grid
	for range 4 {
		boards = append(boards, s.Game().Board().Grid())
		if d := board.Legal(s.Game().Board())[0]; !s.Move(d) {
			t.Fatalf("the legal Move(%v) was refused on\n%v", d, s.Game().Board())
		}
	}
	s.Seek(1)
	if _, at := s.History(); at != 1 || !slices.Equal(s.Game().Board().Grid().Tiles, boards[1].Tiles) {
		t.Fatalf("Seek(1): at %d showing\n%v, want step 1\n%v", at, s.Game().Board(), boards[1])
	}
	s.Seek(3)
	if steps, at := s.History(); at != 3 || len(steps) != 5 || !slices.Equal(s.Game().Board().Grid().Tiles, boards[3].Tiles) {
		t.Fatalf("Seek(3) after Seek(1): at %d of %d showing\n%v", at, len(steps), s.Game().Board())
	}
	s.Seek(1)
	legal := board.Legal(s.Game().Board())
	d := legal[len(legal)-1]
	if !s.Move(d) {
		t.Fatalf("the legal Move(%v) was refused at step 1:\n%v", d, s.Game().Board())
	}
	if steps, at := s.History(); len(steps) != 3 || at != 2 || steps[2].Dir != d {
		t.Errorf("after resuming from step 1: %d steps at %d, want 3 at 2 ending with %v", len(steps), at, d)
	}
	if s.Redo() {
		t.Error("Redo still replays a step the new move replaced")
	}
}

// A new game started while the timeline shows an earlier step of the game under way puts that
// game aside whole: Undo at the new game's start brings it back at that step, with the steps after
// it on the timeline.
func TestNewGameKeepsTheStepsAfterTheOneShown(t *testing.T) {
	s, _ := started(t, game2048(t, 4, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), board.RightColumn)
	for range 4 {
		if d := board.Legal(s.Game().Board())[0]; !s.Move(d) {
			t.Fatalf("the legal Move(%v) was refused", d)
		}
	}
	s.Seek(1)
	if err := s.Start(game2048(t, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), board.RightColumn); err != nil {
		t.Fatal(err)
	}
	if !s.Undo() {
		t.Fatal("Undo at the new game's start brought nothing back")
	}
	if steps, at := s.History(); len(steps) != 5 || at != 1 {
		t.Errorf("the game brought back has %d steps at %d, want 5 at 1", len(steps), at)
	}
}

// A board with no move left ends the game: Over says so, and a further key is refused with a note
// instead of changing the board.
func TestGameOver(t *testing.T) {
	// Under the classic rule every move adds a 2 or a 4 to the tiles' sum and a 2-by-2 board holds
	// little, so playing any legal move ends the game within a few dozen moves. (Under the
	// deterministic rules a slide that leaves the rule no cell is a move with no new tile, so a
	// game can go on for ever.)
	s, _ := started(t, game2048(t, 2, 2, 4, 4, 0), board.Classic)
	for i := 0; i < 200 && !s.Game().Over(); i++ {
		legal := board.Legal(s.Game().Board())
		if len(legal) == 0 {
			t.Fatalf("no legal move but not over:\n%v", s.Game().Board())
		}
		s.Move(legal[0])
	}
	if !s.Game().Over() {
		t.Fatalf("a 2-by-2 game is not over after 200 moves:\n%v", s.Game().Board())
	}
	before := s.Game().Board().Grid()
	if s.Move(board.Left) || !slices.Equal(before.Tiles, s.Game().Board().Grid().Tiles) {
		t.Error("a move was played after game over")
	}
	if s.Note() == "" {
		t.Error("no note says why the key did nothing after game over")
	}
}
