package solver

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
	"github.com/tilesolve/tilesolve/search2048"
	"github.com/tilesolve/tilesolve/words"
)

// A lone 2 to 16384 needs 8192 moves at least; no breadth-first search gets anywhere near, so the
// check gives up within the first few layers, and the advice names no budget: none could help.
func TestProofGivesUpOutOfReach(t *testing.T) {
	for _, tc := range []struct {
		goal     int
		cfg      Config
		maxDepth int // the layer where the rule gives up, plus the checkEvery boards after it
	}{
		{16384, Config{}, 8},
		{2048, Config{ProofNodes: 1000}, 8},
		{2048, Config{ProofNodes: 20_000_000}, 17}, // the memory budget's 3.7 million boards are the cap
	} {
		b := testboards.Lone2048(t, 4, tc.goal)
		sol, err := bestFirst(context.Background(), b, tc.cfg)
		if err != nil {
			t.Fatal(err)
		}
		ps, st := sol.ProofStop, sol.ProofStats
		if sol.Proven || sol.LowerBound != tc.goal/2 || ps == nil || !ps.GaveUp || ps.SumBound != tc.goal/2 || ps.Need < 1e12 || ps.Stats != st {
			t.Fatalf("goal %d: %s, stop %+v", tc.goal, sol.Headline(), ps)
		}
		// The decision comes when a layer opens; the search notices within checkEvery boards.
		if st.Depth > tc.maxDepth || st.Generated > StatesWithin(b, 0)/50 {
			t.Errorf("goal %d: the check went on to %d moves, %d boards stored", tc.goal, st.Depth, st.Generated)
		}
		if msg := ps.Error(); !strings.HasPrefix(msg, "proof given up: getting past the lower bound of "+fmt.Sprint(tc.goal/2)+" moves would store at least") {
			t.Errorf("message %q", msg)
		}
		if flags := words.Flags(Advise(ps, b, tc.cfg)); flags != "" {
			t.Errorf("goal %d: advice %q, but no budget could help", tc.goal, flags)
		}
		check2048Path(t, sol)
	}
}

// Answers one or two moves over the sum bound are still proven by the check, as are answers the
// check shortens; a check that gets past the bound but not to the answer raises the bound.
func TestProofStillProvesNearTheBound(t *testing.T) {
	for _, tc := range []struct {
		name   string
		b      *board.Game2048
		proven bool
	}{
		{"Board10: 3 moves, 2 over", testboards.Game(t, 4, 2048, 256, 8, 0, 2, 256, 8, 16, 2, 512, 4, 0, 0, 1024, 0, 0, 0), true},
		{"lone 2 to 16 on 4x4: 10 moves, 2 over", testboards.Lone2048(t, 4, 16), true},
		{"lone 2 to 32 on 3x3: 19 moves, 3 over", testboards.Lone2048(t, 3, 32), true},
		{"3x3 to 64: 7 moves, 5 over, best-first's 9 shortened", testboards.Game(t, 3, 64, 32, 16, 0, 8, 0, 0, 4, 0, 2), true},
		{"lone 2 to 32 on 4x4: 19 moves, the check reaches 18", testboards.Lone2048(t, 4, 32), false},
	} {
		sum := search2048.LowerBound(tc.b)
		sol, err := bestFirst(context.Background(), tc.b, Config{})
		if err != nil {
			t.Fatal(err)
		}
		want := minimumMoves(tc.b, 40)
		if tc.proven && (!sol.Proven || sol.Moves != want || sol.ProofStop != nil) {
			t.Errorf("%s: %s (sum bound %d), breadth-first says %d", tc.name, sol.Headline(), sum, want)
		}
		if !tc.proven && (sol.Proven || sol.LowerBound <= sum || sol.ProofStop == nil || sol.ProofStop.GaveUp || sol.ProofStop.Need != 0) {
			t.Errorf("%s: %s (sum bound %d), stop %v", tc.name, sol.Headline(), sum, sol.ProofStop)
		}
		check2048Path(t, sol)
	}
}

// The advice for a check that proved nothing the tile sum had not names a budget only when one
// could take it past the bound, with about how large it must be.
func TestProofAdvice(t *testing.T) {
	b := testboards.Lone2048(t, 4, 64)
	per := bytesPerState(b)
	stop := func(limit Limit, need int) *StopError {
		return &StopError{Phase: PhaseProof, Limit: limit, Cap: 100_000, GaveUp: true, SumBound: 32, Need: need, BytesPerState: per,
			Stats: astar.Stats{Generated: 40_000}}
	}
	states := StatesWithin(b, 0)
	for _, tc := range []struct {
		stop *StopError
		want string
	}{
		{stop(LimitProof, 2_900_000), "Raise -proof-nodes to at least about 2.9 million (now 100,000) to check past the lower bound."},
		{stop(LimitProof, 29_000_000), "Raise -max-memory to at least about " + words.TwoFigures(math.Ceil(float64(29_000_000*per)/(1<<20))) +
			" MB and -proof-nodes to at least about 29 million to check past the lower bound, if the machine has that much memory free."},
		{stop(LimitMemory, 29_000_000), "Raise -max-memory to at least about "},
		{stop(LimitProof, 1e12), ""},
		{stop(LimitMemory, 1e15), ""}, // search2048 saturates its estimates there
	} {
		got := words.Flags(Advise(tc.stop, b, Config{}))
		if tc.want == "" && got != "" || !strings.HasPrefix(got, tc.want) {
			t.Errorf("need %d (memory allows %d): %q, want %q", tc.stop.Need, states, got, tc.want)
		}
	}
}
