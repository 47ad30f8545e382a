package astar

import (
	"context"
	"errors"
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// TestLinkCapStops: with the compact store's cap lowered to 1000 states, BestFirst4 from a lone 2
// towards 65536 stops with ErrIndexFull at the cap (where a 30-bit index would overflow into a
// wrong parent), with no moves.
func TestLinkCapStops(t *testing.T) {
	saved := linkCap
	t.Cleanup(func() { linkCap = saved })
	linkCap = 1000
	g, err := board.NewGame2048(board.LoneTwo(4), 65536, board.RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	s4, ok := NewGame4(g)
	if !ok {
		t.Fatal("not a 4x4 board")
	}
	res, err := s4.BestFirst4(context.Background(), board.Board4.LeftWeightedScore, Options[*board.Game2048]{})
	moves, stats := res.Moves, res.Stats
	if !errors.Is(err, ErrIndexFull) || moves != nil || stats.Generated > linkCap+4 {
		t.Fatalf("moves %d, %+v, err %v", len(moves), stats, err)
	}
}
