package session

import (
	"context"
	"github.com/tilesolve/tilesolve/coach"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/play"
	"github.com/tilesolve/tilesolve/words"
)

// Verdict is the coach's measure of a solved sliding game: the person's moves against the fewest
// from the start, the moves the autoplaying player made (not the person's to answer for), and
// which of the person's moves went away from the goal.
type Verdict struct {
	Moves    int   // every move of the game
	ByPlayer int   // of them, the ones Autoplay's player made
	Shortest int   // the fewest moves from the start
	Away     []int // the person's moves (numbered from 1) that took the board further from the goal
}

// Text says how the game went, for the Play panel (words.CoachVerdict).
func (v Verdict) Text() string { return words.CoachVerdict(v.Moves, v.ByPlayer, v.Shortest, v.Away) }

// coached is the game the coach measured last and its verdict.
type coached struct {
	game    *play.Game
	moves   int
	verdict *Verdict // nil while it is measured
}

// Coachable says whether the game is one the coach measures: a sliding puzzle up to
// coach.MaxN on a side, solved, with a move made.
func (s *Session) Coachable() bool {
	g := s.game
	return g != nil && g.Over() && g.Moves() > 0 && g.Board().Kind() == board.KindSliding && g.Board().Size() <= coach.MaxN
}

// Coach measures the solved game (see Coachable) with the window's limits l, off the owner's
// goroutine, and hands done the verdict there, unless another game or move came first; a game
// measured before gets its verdict at once. It reports whether there was a game to measure.
func (s *Session) Coach(l Limits, done func(Verdict, error)) bool {
	cfg := l.hintConfig()
	if !s.Coachable() {
		return false
	}
	g, moves := s.game, s.game.Moves()
	if c := s.coached; c.game == g && c.moves == moves {
		if c.verdict != nil {
			done(*c.verdict, nil)
		}
		return true
	}
	s.coached = coached{game: g, moves: moves}
	steps := g.Steps()
	boards := make([]board.Board, len(steps))
	for i, st := range steps {
		boards[i] = st.Board
	}
	auto := append([]bool(nil), s.byPlayer[:min(moves, len(s.byPlayer))]...)
	go func() {
		var dist []int
		var err error
		if bug := catch(func() { dist, err = s.engine.distances(context.Background(), boards, cfg) }); bug != nil {
			err = bug
		}
		s.do(func() {
			if s.coached.game != g || s.coached.moves != moves {
				return // another game or move came first
			}
			if err != nil {
				s.coached = coached{}
				done(Verdict{}, err)
				return
			}
			v := Verdict{Moves: moves, Shortest: dist[0]}
			for _, m := range coach.AwayMoves(dist) {
				if m > len(auto) || !auto[m-1] {
					v.Away = append(v.Away, m)
				}
			}
			for _, a := range auto {
				if a {
					v.ByPlayer++
				}
			}
			s.coached.verdict = &v
			done(v, nil)
		})
	}()
	return true
}
