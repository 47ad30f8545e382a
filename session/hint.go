package session

import (
	"context"
	"errors"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/play"
	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
)

// DefaultHintTimeout bounds the optimal solver behind a sliding puzzle's hint: an answer that
// takes longer is no hint (a 4-by-4 is answered in well under a second once its pattern database
// is on disk).
const DefaultHintTimeout = 3 * time.Second

// Hint is the move a hint suggests for the position shown, and what the user reads about it.
type Hint struct {
	Ready bool            // Dir is an answer for the position it was asked for
	Dir   board.Direction // the move: for a sliding puzzle, the way its tile goes (the key to press)
	Left  int             // sliding puzzles: moves left to solved when playing optimally; -1 otherwise
	Text  string          // "Hint: Up (expectimax…)", "Hint: Left — 14 moves from solved", "Thinking…"
	// thinking is the expectimax player's reasons on a 2048 board, which Text words: each
	// swipe's expected score and the depth reached; zero for a sliding puzzle.
	thinking play.Thinking
}

// hinter works out one hint at a time, off the owner's goroutine.
type hinter struct {
	hint    Hint
	job     *run
	timeout time.Duration
	config  solver.Config // the sliding solver's settings (DatabaseDir)
}

func (h *hinter) clear() {
	if h.job != nil {
		h.job.cancel()
		h.job = nil
	}
	h.hint = Hint{}
}

// Hint is the hint for the position shown: empty after any move, "Thinking…" while one is being
// worked out.
func (s *Session) Hint() Hint { return s.hints.hint }

// Hinting says whether a hint is being worked out.
func (s *Session) Hinting() bool { return s.hints.job != nil }

// SetHintSolver sets where the sliding hint's solver finds the pattern databases (the window's
// limits) and the hint's time limit.
func (s *Session) SetHintSolver(l Limits, timeout time.Duration) {
	s.hints.config, s.hints.timeout = l.hintConfig(), timeout
}

// AskHint works out the move to make now: the expectimax player's choice on a 2048 board, the
// first move of an optimal solution on a sliding puzzle (with the distance left) when the solver
// answers within the time limit. The answer comes through changed. A note about an earlier key
// goes: it no longer describes what the player does next.
func (s *Session) AskHint() {
	if s.game == nil || s.hints.job != nil {
		return
	}
	s.note = "" // what it said ("No move Up") was about an earlier key: the hint now speaks
	if s.game.Over() {
		s.hints.hint = Hint{Left: -1, Text: words.HintGameOver}
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	job := &run{cancel: cancel}
	s.hints.job = job
	s.hints.hint = Hint{Left: -1, Text: words.HintThinking}
	g, cfg, timeout := s.game.Clone(), s.hints.config, s.hints.timeout
	var learned *learnedPlayer // the learned player's hint asks for its network (see hint)
	if s.player == Learned {
		learned = &learnedPlayer{weights: s.weights}
	}
	go func() {
		var h Hint
		if bug := catch(func() { h = s.engine.hint(ctx, g, cfg, timeout, learned) }); bug != nil {
			h = Hint{Left: -1, Text: words.HintFailed(bug) + "."}
		}
		cancel()
		s.do(func() {
			if s.hints.job != job { // the game moved on meanwhile
				return
			}
			s.hints.job, s.hints.hint = nil, h
			s.changed()
		})
	}()
}

// hint finds the hint for g within timeout: on a sliding puzzle from the optimal solver, on a
// 2048 board from the expectimax player, learned's when it is set. The learned player's network
// is asked for first, outside the timeout (the page may be downloading it); without it the hint
// is the heuristic's and says why.
func (e engine) hint(ctx context.Context, g *play.Game, cfg solver.Config, timeout time.Duration, learned *learnedPlayer) Hint {
	b := g.Board()
	ex, fellBack := play.NewExpectimax(play.DefaultBudget), ""
	if b.Kind() != board.KindSliding && learned != nil {
		ex, fellBack = learnedExpectimax(learned.weights)
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	if b.Kind() == board.KindSliding {
		return e.slidingHint(ctx, b, cfg)
	}
	th, err := ex.Think(ctx, g)
	if err != nil {
		return Hint{Left: -1, Text: words.HintFailed(err)}
	}
	text := thinkingText(th)
	if fellBack != "" {
		text = fellBack + " " + text
	}
	return Hint{Ready: true, Dir: th.Dir, Left: -1, thinking: th, Text: text}
}

// thinkingText says the expectimax player's choice and why (words.Expectimax).
func thinkingText(th play.Thinking) string {
	x := words.Expectimax{Dir: th.Dir.String(), Learned: th.Learned, Handoff: th.Handoff, Stage: th.Stage, Depth: th.Depth,
		Values: th.Values, DeeperDepth: th.DeeperDepth, Deeper: th.Deeper}
	for i, d := range board.Directions {
		x.Names[i] = d.String()
	}
	return x.Hint()
}

func (e engine) slidingHint(ctx context.Context, b board.Board, cfg solver.Config) Hint {
	cfg.Algorithm = solver.AlgoAuto
	sol, err := e.solve(ctx, b, cfg)
	switch {
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled):
		return Hint{Left: -1, Text: words.HintTooLong}
	case err != nil:
		return Hint{Left: -1, Text: words.HintFailed(err)}
	case sol.Unsolvable:
		return Hint{Left: -1, Text: words.HintUnsolvable}
	case sol.Steps() < 2:
		return Hint{Left: 0, Text: words.HintSolved}
	}
	left := -1 // not proven: maybe fewer
	if sol.Proven {
		left = sol.Moves
	}
	return Hint{Ready: true, Dir: sol.Step(1).Dir, Left: left, Text: words.SlidingHint(sol.Step(1).Dir.String(), sol.Moves, sol.Proven)}
}
