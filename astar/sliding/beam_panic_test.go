package sliding

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/internal/catch"
	"github.com/tilesolve/tilesolve/internal/testproblems"
)

// panickyRank is manhattanRank that panics once it has ranked after children: a bug in a rank.
type panickyRank struct {
	manhattanRank
	after *int
}

func (r panickyRank) Delta(cells []uint8, t, from, to int) int {
	if *r.after--; *r.after < 0 {
		panic("rank bug")
	}
	return r.manhattanRank.Delta(cells, t, from, to)
}

// TestPanicOnAWorkerReachesTheCaller: a rank that panics on one of the beam's extra goroutines
// does not end the program; the panic comes to the goroutine that called Solve, where
// catch.Run returns it as a *PanicError with its value and the stack of the goroutine that
// panicked.
func TestPanicOnAWorkerReachesTheCaller(t *testing.T) {
	cells := testproblems.Scrambled(rand.New(rand.NewPCG(1, 2)), 6, 300)
	calm, worker := 1<<30, 0 // only the worker's rank panics, at its first child
	b := NewBeam(6, panickyRank{manhattanRank{6}, &calm})
	b.Parallel(panickyRank{manhattanRank{6}, &worker})
	err := catch.Run(func() {
		b.Solve(context.Background(), cells, 800, astar.Options[[]uint8]{})
	})
	var pe *catch.PanicError
	if !errors.As(err, &pe) || pe.Value != "rank bug" || !strings.Contains(string(pe.Stack), "panickyRank") {
		t.Fatalf("catch.Run gave %v", err)
	}
}
