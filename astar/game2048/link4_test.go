package game2048

import (
	"context"
	"errors"
	"testing"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
)

// TestLinkCapStops: with the compact store's cap lowered to 1000 states, BestFirst from a lone 2
// towards 65536 stops with ErrIndexFull at the cap (where a 30-bit index would overflow into a
// wrong parent), with no moves.
func TestLinkCapStops(t *testing.T) {
	lowerLinkCap(t, 1000)
	s4 := loneTwoTo65536(t)
	res, err := BestFirst(context.Background(), s4, board.Board4.LeftWeightedScore, astar.Options[*board.Game2048]{})
	moves, stats := res.Moves, res.Stats
	if !errors.Is(err, ErrIndexFull) || moves != nil || stats.Generated > linkCap+4 {
		t.Fatalf("moves %d, %+v, err %v", len(moves), stats, err)
	}
}

// rules4 are Beam's rules on a Board4, ranked by the left-weighted score.
type rules4 struct{ Game4 }

func (r rules4) Move(b board.Board4, d board.Direction) (board.Board4, bool, bool) {
	next, _, ok, big := b.Move(d, r.Spawn())
	return next, ok, ok && r.Won(next, big)
}
func (rules4) Score(b board.Board4) int64 { return int64(b.LeftWeightedScore()) }
func (rules4) Largest(b board.Board4) int { return 1 << b.MaxExp() }
func (rules4) Hash(b board.Board4) uint64 { return uint64(b) }

// TestLinkCapStopsTheBeam: Beam keeps 8 bytes a state, so a -max-memory of 8 GiB lets it
// store 2^30 states, past the 30-bit index; with the cap lowered to 1000 states, a beam 100 wide
// from a lone 2 towards 65536 stops with ErrIndexFull within a layer of the cap, with no moves.
func TestLinkCapStopsTheBeam(t *testing.T) {
	if got := (8 << 30) / BeamBytes; got < linkCap {
		t.Fatalf("8 GiB holds %d beam states, under the cap %d: the check would not be needed", got, linkCap)
	}
	lowerLinkCap(t, 1000)
	s4 := loneTwoTo65536(t)
	const width = 100
	res, err := Beam(context.Background(), rules4{s4}, s4.Board(), BeamOptions{Goal: 65536, Width: width})
	if !errors.Is(err, ErrIndexFull) || res.Moves != nil || res.Stats.Generated < linkCap || res.Stats.Generated > linkCap+width {
		t.Fatalf("moves %d, %+v, err %v", len(res.Moves), res.Stats, err)
	}
}

// lowerLinkCap sets the compact store's cap for the rest of the test.
func lowerLinkCap(t *testing.T, states int) {
	saved := linkCap
	t.Cleanup(func() { linkCap = saved })
	linkCap = states
}

// loneTwoTo65536 is a lone 2 on 4x4 towards 65536 under the right-column rule: a search that
// stores states until a budget or the cap stops it.
func loneTwoTo65536(t *testing.T) Game4 {
	t.Helper()
	g, err := board.NewGame2048(board.LoneTwo(4), 65536, board.RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	s4, ok := NewGame4(g)
	if !ok {
		t.Fatal("not a 4x4 board")
	}
	return s4
}
