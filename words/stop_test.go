package words

import (
	"errors"
	"testing"
	"time"
)

func TestStopped(t *testing.T) {
	tests := []struct {
		e    Stop
		want string
	}{
		{Stop{Phase: "search", Limit: BudgetNodes, LimitName: "node budget", Cap: 1000, Generated: 1000, Expanded: 412, Elapsed: 3 * time.Millisecond},
			"search stopped by the node budget of 1,000 stored states: 1,000 states stored, 412 expanded in 3ms"},
		{Stop{Phase: "search", Limit: BudgetMemory, LimitName: "memory budget", Cap: 20 << 20, StatesAllowed: 209715, BytesPerState: 100, Generated: 209715, Expanded: 90000, Bound: 40, Elapsed: 1500 * time.Millisecond},
			"search stopped by the memory budget of 20 MB (209,715 states at about 100 bytes each): 209,715 states stored, 90,000 expanded, no solution shorter than 40 moves in 1.5s"},
		{Stop{Phase: "search", Limit: BudgetWork, LimitName: "work budget", Cap: 5000000, Generated: 10, Expanded: 5000000, Elapsed: time.Second},
			"search stopped by the work budget of 5,000,000 expanded states: 10 states stored, 5,000,000 expanded in 1s"},
		{Stop{Phase: "improve", Limit: BudgetTime, LimitName: "timeout", Cap: int64(5 * time.Second), Elapsed: 5 * time.Second},
			"improve stopped by the timeout of 5s: 0 states stored, 0 expanded in 5s"},
		{Stop{Phase: "search", LimitName: "cancel", Cancelled: true, Generated: 1234, Expanded: 99, Elapsed: 40 * time.Millisecond},
			"search cancelled: 1,234 states stored, 99 expanded in 40ms"},
		{Stop{Phase: "proof", Limit: BudgetProof, LimitName: "proof budget", Cap: 1000, Generated: 1000, Expanded: 300, Depth: 12, SumBound: 128, Need: 3_700_000},
			"proof stopped by the proof budget of 1,000 stored states: 1,000 states stored, 300 expanded, every move sequence up to 12 moves checked (getting past the lower bound of 128 moves would store at least about 3.7 million states) in 0s"},
		{Stop{Phase: "proof", Limit: BudgetProof, LimitName: "proof budget", Cap: 1000, GaveUp: true, SumBound: 128, Need: 1e15, Generated: 50, Expanded: 20, Depth: 3},
			"proof given up: getting past the lower bound of 128 moves would store at least a thousand trillion states, more than the proof budget of 1,000 stored states allows: 50 states stored, 20 expanded, every move sequence up to 3 moves checked in 0s"},
		{Stop{Phase: "database", Cancelled: true, Done: 35, Total: 100, Elapsed: 2100 * time.Millisecond},
			"building the pattern databases: cancelled at 35% after 2.1 s"},
		{Stop{Phase: "database", Limit: BudgetTime, Cap: int64(3 * time.Second), Done: 1, Total: 3, Elapsed: 3 * time.Second},
			"building the pattern databases: stopped by the timeout of 3s at 33% after 3.0 s"},
		{Stop{Phase: "database", Limit: BudgetMemory, Cap: 256 << 20, Err: errors.New("the 7x7 pattern databases take 248 MB")},
			"the pattern databases were not built: the 7x7 pattern databases take 248 MB, more than the memory budget of 256 MB"},
	}
	for _, tt := range tests {
		if got := Stopped(tt.e); got != tt.want {
			t.Errorf("%q\nwant %q", got, tt.want)
		}
	}
}

func TestGaveUp(t *testing.T) {
	two := Advice{Goal: true, Search: true}
	tests := []struct {
		e          Stop
		goal, best int
		hasBest    bool
		a          Advice
		want       string
	}{
		{Stop{Limit: BudgetMemory, Cap: 1 << 30, Generated: 4194304, Elapsed: 5 * time.Second}, 0, 0, false, Advice{},
			"Gave up after 5.0 s: the search filled its memory budget (1 GB, 4,194,304 boards) without reaching the goal. A less scrambled board needs fewer moves."},
		{Stop{Limit: BudgetNodes, Cap: 2000000, Elapsed: 800 * time.Millisecond}, 65536, 512, true, two,
			"Gave up after 800 ms: the search stored its limit of 2,000,000 boards; its best board holds 512, the goal is 65536. A lower goal needs far fewer moves."},
		{Stop{Limit: BudgetTime, Elapsed: 3 * time.Second}, 2048, 0, false, two,
			"Gave up after 3.0 s: the search ran out of time. A lower goal needs far fewer moves."},
		{Stop{LimitName: "cancel", Cancelled: true, Elapsed: time.Second}, 0, 0, false, Advice{},
			"Gave up after 1.0 s: the search stopped (cancel) without reaching the goal. A less scrambled board needs fewer moves."},
	}
	for _, tt := range tests {
		if got := GaveUp(tt.e, tt.goal, tt.best, tt.hasBest, tt.a); got != tt.want {
			t.Errorf("%q\nwant %q", got, tt.want)
		}
	}
}
