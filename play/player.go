package play

import (
	"context"
	"math/rand/v2"

	"github.com/tilesolve/tilesolve/board"
)

// Player chooses moves, as andydotxyz/chess keeps its human, random and engine players behind
// one interface: the app's autoplay and the CLI's play command run any of them.
type Player interface {
	// Name is the player's name in the app and the CLI.
	Name() string
	// Move is the move to make now in g (the player may change g: it gets a Clone). It returns
	// ctx's error when ctx ends first.
	Move(ctx context.Context, g *Game) (board.Direction, error)
}

// Random is the random computer player: each attempted move uniformly random among the four,
// whether or not it changes the board (an attempt that does not costs a point).
type Random struct{ rng *rand.Rand }

// NewRandomPlayer returns a random player drawing from its own seeded source.
func NewRandomPlayer(seed uint64) Player {
	return &Random{rng: rand.New(rand.NewPCG(seed, 0x2545f4914f6cdd1d))}
}

// Name is "random".
func (*Random) Name() string { return "random" }

// Move draws one of the four directions.
func (r *Random) Move(ctx context.Context, _ *Game) (board.Direction, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	return board.Directions[r.rng.IntN(len(board.Directions))], nil
}
