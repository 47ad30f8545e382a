package session

import (
	"testing"

	"tilesolve/board"
	"tilesolve/session/sessiontest"
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
