package session

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/play"
	"github.com/tilesolve/tilesolve/words"
)

// SetPlayer chooses the player that autoplays, by one of PlayerNames; a running autoplay keeps
// its player until it is stopped.
func (s *Session) SetPlayer(name string) error {
	if _, ok := players[name]; !ok {
		return fmt.Errorf("unknown player %q", name)
	}
	s.player = name
	return nil
}

// Player is the name of the player that autoplays.
func (s *Session) Player() string { return s.player }

// SetPace sets autoplay's pace: at least every from one move to the next (a player that thinks
// longer sets a slower pace). It applies from the next move on.
func (s *Session) SetPace(every time.Duration) { s.every = max(0, every) }

// Autoplaying says whether a player is playing the game.
func (s *Session) Autoplaying() bool { return s.auto != nil }

// StartAutoplay lets the chosen player play, one move per pace, until StopAutoplay, a move of
// the person's, or the end of the game. Each move is chosen on a goroutine of its own, on a copy
// of the game, and played on the owner's goroutine.
func (s *Session) StartAutoplay() {
	if s.game == nil || s.auto != nil {
		return
	}
	if s.game.Over() {
		s.note = words.AutoplayOver
		return
	}
	if full := s.historyFull(); full != "" {
		s.note = words.AutoplayCannotStart(full)
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	name := s.player
	if fits := PlayersFor(s.game.Board().Kind()); !slices.Contains(fits, name) {
		name = fits[len(fits)-1] // the kind's default: the app lists only the players that fit
	}
	r := &run{cancel: cancel, name: name}
	s.auto, s.note = r, ""
	p := s.engine.player(name, s.nextSeed(), s.hints.config)
	if l, ok := p.(*learnedPlayer); ok {
		l.weights = s.weights
	}
	s.autoMove(ctx, r, p)
}

// StopAutoplay stops the player; a move it is choosing is dropped.
func (s *Session) StopAutoplay() {
	if s.auto != nil {
		s.auto.cancel()
		s.auto = nil
		if s.note != "" && s.note == s.thinking { // it was about the choice now dropped
			s.note = ""
		}
	}
}

// thinkingAfter is how long a player may choose a move before the note says it is at work (the
// solver's first answer on a 127-by-127 puzzle takes seconds), and how often the note tells the
// time again.
const thinkingAfter = time.Second

// tellThinking notes, from thinkingAfter after began until stop is called or ctx ends, that r's
// player is still choosing its move (the move-th), with the time so far and how to stop it.
func (s *Session) tellThinking(ctx context.Context, r *run, move int, began time.Time) (stop func()) {
	done := make(chan struct{})
	go func() {
		tick := time.NewTicker(thinkingAfter)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-tick.C:
				s.do(func() {
					if s.auto == r && r.moves == move {
						s.note = autoThinkingText(r.name, time.Since(began))
						s.thinking = s.note
						s.changed()
					}
				})
			}
		}
	}()
	return func() { close(done) }
}

// autoThinkingText says that the player named name has been choosing its move for so long.
func autoThinkingText(name string, took time.Duration) string {
	return words.AutoplayThinking(name, name == Solver, took)
}

// autoMove has p choose the next move off the owner's goroutine and plays it on the owner's,
// then schedules the one after.
func (s *Session) autoMove(ctx context.Context, r *run, p play.Player) {
	g, every, move := s.game.Clone(), s.every, r.moves
	go func() {
		began := time.Now()
		stopTelling := s.tellThinking(ctx, r, move, began)
		var d board.Direction
		var err error
		if bug := catch(func() { d, err = p.Move(ctx, g) }); bug != nil {
			err = bug
		}
		stopTelling()
		if wait := every - time.Since(began); wait > 0 && err == nil {
			t := time.NewTimer(wait)
			select {
			case <-ctx.Done():
			case <-t.C:
			}
			t.Stop()
		}
		s.do(func() {
			if s.auto != r { // stopped, or another autoplay began, meanwhile
				return
			}
			switch {
			case err != nil:
				s.StopAutoplay()
				s.note = words.AutoplayCouldNotMove(p.Name(), err)
			default:
				r.moves++
				s.apply(d, true)
				s.note = fallback(p) // a random player's move that changes nothing is part of its game, not news
				if s.game.Over() {
					s.StopAutoplay()
				} else if full := s.historyFull(); full != "" {
					s.StopAutoplay()
					s.note = words.AutoplayStopped(full)
				} else {
					s.autoMove(ctx, r, p)
				}
			}
			s.changed()
		})
	}()
}

// historyFull says, when the game's history has reached the memory budget, which limit that is
// and how to play on; "" while there is room. Every step keeps its board for Undo and the
// timeline, 32 KB a move on a 127-by-127 puzzle, so an autoplay left running would otherwise
// take all the memory there is and lose the game.
func (s *Session) historyFull() string {
	held := s.game.Bytes()
	s.keepEarlierWithin(s.memory - held) // the game played comes first: Undo's replaced games make room
	if held < s.memory {
		return ""
	}
	return words.HistoryFull(s.game.Moves(), held, s.memory)
}
