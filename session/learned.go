package session

import (
	"context"
	"errors"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/ntuple"
	"github.com/tilesolve/tilesolve/play"
	"github.com/tilesolve/tilesolve/words"
)

// Weights gives the learned evaluation's network: the app's shipped weights, read once (from the
// desktop binary, or fetched by the page the first time a player or a hint needs them). It is
// called off the owner's goroutine, when the learned player or its hint first needs it, and may
// take a while (a download); an error says why there is no network.
type Weights func() (*ntuple.Network, error)

// errNoWeights is the learned player's error when the app set no Weights.
var errNoWeights = errors.New("this build has no learned weights")

// SetWeights sets where the learned player's network comes from. Until it is set the learned
// player plays with the heuristic and says why.
func (s *Session) SetWeights(w Weights) { s.weights = w }

// learnedPlayer is expectimax over the learned evaluation. It asks for the network at its first
// move, not before (the page downloads it then); when there is none it plays expectimax with the
// heuristic, and fellBack says why, for the note.
type learnedPlayer struct {
	weights  Weights
	ex       *play.Expectimax // nil until the first move
	fellBack string
}

func (p *learnedPlayer) Name() string { return "learned expectimax" }

// Move is expectimax's move with the learned evaluation (the heuristic where the network cannot
// play: see play.Expectimax.Learned, or when there is none).
func (p *learnedPlayer) Move(ctx context.Context, g *play.Game) (board.Direction, error) {
	if p.ex == nil {
		p.ex, p.fellBack = learnedExpectimax(p.weights)
	}
	return p.ex.Move(ctx, g)
}

// learnedExpectimax is an expectimax player at the default budget over the network weights gives,
// or, when it gives none, over the heuristic with the sentence that says so.
func learnedExpectimax(weights Weights) (*play.Expectimax, string) {
	ex := play.NewExpectimax(play.DefaultBudget)
	if weights == nil {
		return ex, fallbackText(errNoWeights)
	}
	net, err := weights()
	if err != nil {
		return ex, fallbackText(err)
	}
	ex.Learned, ex.Handoff = net, play.DefaultHandoff
	return ex, ""
}

// fallbackText says that the learned player plays with the heuristic, and why.
func fallbackText(err error) string {
	return words.LearnedFallback(err)
}

// fallback is what a player says about playing other than chosen ("" when it plays as chosen).
func fallback(p play.Player) string {
	if l, ok := p.(*learnedPlayer); ok {
		return l.fellBack
	}
	return ""
}
