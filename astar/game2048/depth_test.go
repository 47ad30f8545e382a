package game2048

import (
	"context"
	"slices"
	"testing"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
)

// TestMaxDepth: both fast paths honour Options.MaxDepth like the generic searches: from a lone 2
// towards 65536 (tens of thousands of moves), a search held to 20 moves ends with no goal and no
// Stop, having expanded nothing deeper; held to the length of an answer, best-first finds the same
// answer, and held below the fewest moves the goal needs, neither finds one.
func TestMaxDepth(t *testing.T) {
	s4 := loneTwoTo65536(t)
	opt := astar.Options[*board.Game2048]{MaxDepth: 20}
	bf, err := BestFirst(context.Background(), s4, board.Board4.LeftWeightedScore, opt)
	if err != nil || bf.Found || bf.Stop != astar.NotStopped || bf.Stats.Depth > 20 {
		t.Fatalf("best-first to depth 20: found %v, stop %v, depth %d, %v", bf.Found, bf.Stop, bf.Stats.Depth, err)
	}
	bm, err := Beam(context.Background(), rules4{s4}, s4.Board(), BeamOptions{Goal: 65536, Options: opt})
	if err != nil || bm.Found || bm.Stop != astar.NotStopped || bm.Stats.Depth > 20 {
		t.Fatalf("beam to depth 20: found %v, stop %v, depth %d, %v", bm.Found, bm.Stop, bm.Stats.Depth, err)
	}
	g, err := board.NewGame2048(board.LoneTwo(4), 16, board.RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	to16, _ := NewGame4(g)
	// A move adds 2 to the sum, which a 16 with a fresh 2 beside it needs to reach 18: 8 moves.
	free, err := BestFirst(context.Background(), to16, board.Board4.LeftWeightedScore, astar.Options[*board.Game2048]{})
	if err != nil || !free.Found || len(free.Moves) < 8 {
		t.Fatalf("lone 2 to 16: %v, %d moves, %v", free.Found, len(free.Moves), err)
	}
	for _, depth := range []int{7, len(free.Moves)} {
		opt.MaxDepth = depth
		bf, err := BestFirst(context.Background(), to16, board.Board4.LeftWeightedScore, opt)
		bm, err2 := Beam(context.Background(), rules4{to16}, to16.Board(), BeamOptions{Goal: 16, Options: opt})
		within := depth >= 8
		if err != nil || err2 != nil || bf.Found != within || (within && !slices.Equal(bf.Moves, free.Moves)) || (!within && bm.Found) {
			t.Fatalf("lone 2 to 16 within %d moves: best-first %v (%d moves), beam %v; %v %v", depth, bf.Found, len(bf.Moves), bm.Found, err, err2)
		}
	}
}
