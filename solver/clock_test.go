package solver

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/internal/testfiles"
)

// lateClock is a clock on which every reading after the first is d late: a solve that reads its
// start on it finds that much of its time gone at once, whatever the machine's load.
func lateClock(d time.Duration) func() time.Time {
	var read atomic.Bool
	return func() time.Time {
		if read.Swap(true) {
			return time.Now().Add(d)
		}
		return time.Now()
	}
}

// TestFastSolveCountsOnItsClock: the fast solver's budgets are counted on Config.Clock, not the
// wall's. On a clock that is past the improvement's budget at its first reading after the start
// the first answer stands (its beam had no time either: the reduction finished it), stopped by
// the improve budget, where the wall clock's 5 s would shorten it.
func TestFastSolveCountsOnItsClock(t *testing.T) {
	p := randomPuzzles(t, 6, 1, 66)[0]
	late, err := Solve(context.Background(), p, Config{Algorithm: "fast", DatabaseDir: testfiles.Databases,
		Improve: 5 * time.Second, Clock: lateClock(10 * time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	if late.Moves != late.SearchMoves || late.ImproveStop == nil || late.ImproveStop.Limit != LimitImprove {
		t.Errorf("on a late clock: %d moves from a first answer of %d, stop %v; want the first answer, stopped by the improve budget", late.Moves, late.SearchMoves, late.ImproveStop)
	}

}
