package session

import (
	"context"
	"fmt"
	"github.com/tilesolve/tilesolve/coach"
	"strings"

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

// Text says how the game went, for the Play panel.
func (v Verdict) Text() string {
	yours := v.Moves - v.ByPlayer
	if v.ByPlayer == 0 && v.Moves == v.Shortest {
		return fmt.Sprintf("Coach: %s, the fewest possible. Perfect.", words.Count(v.Moves, "move"))
	}
	s := fmt.Sprintf("Coach: you took %s; the fewest from the start is %s.", words.Count(yours, "move"), words.Group(v.Shortest))
	if v.ByPlayer > 0 {
		s = fmt.Sprintf("Coach: you made %s and Autoplay %s; the fewest from the start is %s.",
			words.Count(yours, "move"), words.Group(v.ByPlayer), words.Group(v.Shortest))
	}
	if len(v.Away) > 0 {
		list := make([]string, len(v.Away))
		for i, m := range v.Away {
			list[i] = words.Group(m)
		}
		named := "Move " + list[0]
		if len(list) > 1 {
			named = "Moves " + strings.Join(list[:len(list)-1], ", ") + " and " + list[len(list)-1]
		}
		if v.ByPlayer > 0 {
			named = "Your " + strings.ToLower(named[:1]) + named[1:]
		}
		s += fmt.Sprintf(" %s went away from the goal (red on the chart).", named)
	}
	return s
}

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
