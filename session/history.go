package session

import (
	"slices"

	"github.com/tilesolve/tilesolve/board"
)

// History is the game's steps for the timeline, from the start board on, and the step shown. It
// keeps the steps after the one shown that Redo would play again, so that the timeline can be
// scrubbed back and forth; the next move drops them.
func (s *Session) History() (steps []board.Step, at int) {
	if s.game == nil {
		return nil, 0
	}
	now := s.game.Steps()
	at = len(now) - 1
	if len(s.hist) < len(now) { // a move was made (apply dropped the old history) or redone
		s.hist = slices.Clone(now)
	}
	return s.hist, at
}

// Seek shows step k of the history: the game goes back there (or forward again, replaying what
// was taken back), to be resumed from there. It stops autoplay.
func (s *Session) Seek(k int) {
	steps, at := s.History()
	if s.game == nil || k == at {
		return
	}
	s.StopAutoplay()
	k = max(0, min(k, len(steps)-1))
	s.game.Seek(k)
	for len(s.game.Steps())-1 < k && s.game.Redo() { // in case Seek only goes back
	}
	s.hints.clear()
	s.note = ""
}
