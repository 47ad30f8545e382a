package session

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
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
		s.hints.hint = Hint{Left: -1, Text: "No hint: the game is over."}
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	job := &run{cancel: cancel}
	s.hints.job = job
	s.hints.hint = Hint{Left: -1, Text: "Hint: thinking…"}
	g, cfg, timeout := s.game.Clone(), s.hints.config, s.hints.timeout
	var learned *learnedPlayer // the learned player's hint asks for its network (see hint)
	if s.player == Learned {
		learned = &learnedPlayer{weights: s.weights}
	}
	go func() {
		var h Hint
		if bug := catch(func() { h = s.engine.hint(ctx, g, cfg, timeout, learned) }); bug != nil {
			h = Hint{Left: -1, Text: "No hint: " + bug.Error() + "."}
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
		return Hint{Left: -1, Text: "No hint: " + err.Error()}
	}
	text := thinkingText(th)
	if fellBack != "" {
		text = fellBack + " " + text
	}
	return Hint{Ready: true, Dir: th.Dir, Left: -1, thinking: th, Text: text}
}

// thinkingText says the expectimax player's choice and why: "Hint: Left, the highest expected
// score 3 new tiles ahead: Left 1,234,567 · Up 1,230,001 · Right: no move · Down 1,100,000",
// and, when it went one deeper before its time ran out, what that deeper search found.
func thinkingText(th play.Thinking) string {
	scores := func(vals [4]float64) string {
		var parts []string
		for i, d := range board.Directions {
			switch v := vals[i]; {
			case math.IsInf(v, -1):
				parts = append(parts, fmt.Sprintf("%s: no move", d))
			case math.IsNaN(v): // a swipe the deeper search had no time for
			default:
				parts = append(parts, fmt.Sprintf("%s %s", d, words.Group(int(math.Round(v)))))
			}
		}
		return strings.Join(parts, " · ")
	}
	what := "Expected score (expectimax)"
	if th.Learned {
		what = "Score to come (expectimax, learned)"
	}
	text := fmt.Sprintf("Hint: %s. %s, %s: %s", th.Dir, what, tilesAhead(th.Depth), scores(th.Values))
	if th.DeeperDepth > 0 {
		text += fmt.Sprintf(". %s, the moves time allowed: %s", tilesAhead(th.DeeperDepth), scores(th.Deeper))
	}
	return text
}

// tilesAhead is a depth of the expectimax search in words.
func tilesAhead(n int) string {
	if n == 1 {
		return "1 new tile ahead"
	}
	return fmt.Sprintf("%d new tiles ahead", n)
}

func (e engine) slidingHint(ctx context.Context, b board.Board, cfg solver.Config) Hint {
	cfg.Algorithm = solver.AlgoAuto
	sol, err := e.solve(ctx, b, cfg)
	switch {
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled):
		return Hint{Left: -1, Text: "No hint: the shortest solution takes too long to find on this board."}
	case err != nil:
		return Hint{Left: -1, Text: "No hint: " + err.Error()}
	case sol.Unsolvable:
		return Hint{Left: -1, Text: "No hint: this puzzle cannot be solved."}
	case sol.Steps() < 2:
		return Hint{Left: 0, Text: "Solved: no move needed."}
	}
	if !sol.Proven {
		return Hint{Ready: true, Dir: sol.Step(1).Dir, Left: -1,
			Text: fmt.Sprintf("Hint: %s — solved in %d moves this way, maybe fewer", sol.Step(1).Dir, sol.Moves)}
	}
	return Hint{Ready: true, Dir: sol.Step(1).Dir, Left: sol.Moves,
		Text: fmt.Sprintf("Hint: %s — %d moves from solved", sol.Step(1).Dir, sol.Moves)}
}
