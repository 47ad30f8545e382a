package search

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

// TestMeterProgressCadence runs the meter on a clock of its own: a report comes at the first
// check at least Every after the last one, never between checks.
func TestMeterProgressCadence(t *testing.T) {
	clock := &fakeClock{t: time.Unix(0, 0)}
	reports := 0
	count := func(Stats) { reports++ }
	m := Meter{Every: 100 * time.Millisecond, Clock: clock.now, CheckEvery: 16, Progress: count}
	m.Start(context.Background())
	for i := 1; i <= 16*10; i++ {
		clock.t = clock.t.Add(15 * time.Millisecond) // 240 ms between checks
		if err := m.Tick(); err != nil {
			t.Fatal(err)
		}
		if want := i / 16; reports != want {
			t.Fatalf("after %d ticks: %d reports, want %d", i, reports, want)
		}
	}
	// Checks closer together than Every do not report.
	m2 := Meter{Every: time.Second, Clock: clock.now, CheckEvery: 1, Progress: count}
	reports = 0
	m2.Start(context.Background())
	for i := 0; i < 25; i++ {
		clock.t = clock.t.Add(100 * time.Millisecond)
		if err := m2.Tick(); err != nil {
			t.Fatal(err)
		}
	}
	if reports != 2 {
		t.Errorf("2.5 s at one report a second: %d reports", reports)
	}
	// Without Progress, Update is called only when a report is asked for.
	m3 := Meter{Clock: clock.now, CheckEvery: 1, Update: func(*Stats) { reports++ }}
	m3.Start(context.Background())
	before := reports
	for i := 0; i < 10; i++ {
		clock.t = clock.t.Add(time.Second)
		_ = m3.Tick()
	}
	if reports != before {
		t.Errorf("reports without progress: %d", reports-before)
	}
	if st := m3.Report(); st.Expanded != 10 || st.Elapsed != 10*time.Second || reports != before+1 {
		t.Errorf("final report %+v, %d calls", st, reports-before)
	}
}

// TestMeterLimits checks that each bound stops the search and that Limit names it.
func TestMeterLimits(t *testing.T) {
	clock := &fakeClock{t: time.Unix(0, 0)}
	run := func(m *Meter, ctx context.Context, stored int) (int, error) {
		m.Clock, m.CheckEvery = clock.now, 8
		m.Start(ctx)
		for i := 1; i <= 1000; i++ {
			clock.t = clock.t.Add(time.Millisecond)
			if err := m.Tick(); err != nil {
				return i, err
			}
			if err := m.Stored(stored * i); err != nil {
				return i, err
			}
		}
		return 1000, nil
	}
	m := Meter{}
	if n, err := run(&m, context.Background(), 1); err != nil || n != 1000 || m.Stopped() != NotStopped {
		t.Errorf("no limits: %d ticks, %v, %v", n, err, m.Stopped())
	}
	m = Meter{MaxExpanded: 100}
	if n, err := run(&m, context.Background(), 0); !errors.Is(err, ErrBudget) || n != 104 || m.Stopped() != StopWork {
		t.Errorf("work budget: %d ticks, %v, %v", n, err, m.Stopped()) // checked every 8: at 104
	}
	m = Meter{MaxNodes: 50}
	if n, err := run(&m, context.Background(), 2); !errors.Is(err, ErrBudget) || n != 25 ||
		m.Stopped() != StopNodes || m.Stats.Generated != 50 {
		t.Errorf("memory budget: %d ticks, %v, %v, %+v", n, err, m.Stopped(), m.Stats)
	}
	m = Meter{Deadline: clock.t.Add(200 * time.Millisecond)}
	if n, err := run(&m, context.Background(), 0); !errors.Is(err, ErrDeadline) || n != 200 || m.Stopped() != StopTime {
		t.Errorf("deadline: %d ticks, %v, %v", n, err, m.Stopped())
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	m = Meter{MaxExpanded: 4}
	if n, err := run(&m, ctx, 0); !errors.Is(err, context.Canceled) || n != 8 || m.Stopped() != StopCancelled {
		t.Errorf("cancelled: %d ticks, %v, %v", n, err, m.Stopped())
	}
}

// TestMeterTickAllocates nothing: the hot loops call it once a node.
func TestMeterTickAllocates(t *testing.T) {
	m := Meter{}
	m.Start(context.Background())
	if n := testing.AllocsPerRun(1000, func() { _ = m.Tick() }); n != 0 {
		t.Errorf("Tick allocates %v times", n)
	}
}

// TestSetAgainstMap adds random keys, with repeats, through growth and resets, and compares
// with a map.
func TestSetAgainstMap(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	s := NewSet(4, func(k uint64) uint64 { return k })
	for round := 0; round < 3; round++ {
		want := map[uint64]bool{}
		for i := 0; i < 5000; i++ {
			k := 1 + rng.Uint64N(3000)
			if got := s.Add(k, k); got != !want[k] {
				t.Fatalf("round %d: Add(%d) = %v, seen before %v", round, k, got, want[k])
			}
			want[k] = true
		}
		if s.n != len(want) {
			t.Fatalf("round %d: Len %d, want %d", round, s.n, len(want))
		}
		s.Reset(100)
		if s.n != 0 || !s.Add(1, 1) || s.Add(1, 1) {
			t.Fatal("Reset did not empty the set")
		}
		s.Reset(0)
	}
	// Array keys with a caller's hash, as the beams use them.
	a := NewSet(8, func(k [3]uint8) uint64 { return uint64(k[0]) | uint64(k[1])<<8 | uint64(k[2])<<16 })
	if !a.Add([3]uint8{1, 2, 3}, 0x030201) || a.Add([3]uint8{1, 2, 3}, 0x030201) || !a.Add([3]uint8{3, 2, 1}, 0x010203) {
		t.Error("array keys")
	}
}

// TestTrace builds paths over parent links with and without the root.
func TestTrace(t *testing.T) {
	parent := []int32{-1, 0, 1, 1, 3}
	name := []string{"a", "b", "c", "d", "e"}
	p := func(i int32) int32 { return parent[i] }
	v := func(i int32) string { return name[i] }
	if got := Trace(4, p, v, true); len(got) != 4 || got[0] != "a" || got[1] != "b" || got[2] != "d" || got[3] != "e" {
		t.Errorf("with root: %v", got)
	}
	if got := Trace(4, p, v, false); len(got) != 3 || got[0] != "b" || got[2] != "e" {
		t.Errorf("without root: %v", got)
	}
	if got := Trace(0, p, v, false); len(got) != 0 {
		t.Errorf("the root alone: %v", got)
	}
}

// Stats.Add totals a series of searches: counts and times add up, the depth and bound are the
// largest, the frontier and best score the last search's.
func TestStatsAdd(t *testing.T) {
	a := Stats{Expanded: 10, Generated: 20, Frontier: 3, Elapsed: time.Second, Depth: 7, Bound: 40, BestScore: 5}
	b := Stats{Expanded: 1, Generated: 2, Frontier: 1, Elapsed: time.Millisecond, Depth: 4, Bound: 50, BestScore: 9}
	want := Stats{Expanded: 11, Generated: 22, Frontier: 1, Elapsed: time.Second + time.Millisecond, Depth: 7, Bound: 50, BestScore: 9}
	if got := a.Add(b); got != want {
		t.Errorf("%+v.Add(%+v) = %+v, want %+v", a, b, got, want)
	}
	if got := (Stats{}).Add(a); got != a {
		t.Errorf("zero.Add(a) = %+v, want a", got)
	}
}

// TestMeterCheckEvery: a Meter checks every CheckEvery expansions, rounded up to a power of two,
// and every CheckEvery (the package's) when it is left 0.
func TestMeterCheckEvery(t *testing.T) {
	for _, c := range []struct{ every, want int }{{0, CheckEvery}, {5, 8}, {1, 1}, {64, 64}} {
		m := Meter{MaxExpanded: 1, CheckEvery: c.every}
		m.Start(context.Background())
		n := 1
		for m.Tick() == nil {
			n++
		}
		if n != c.want || m.Stopped() != StopWork {
			t.Errorf("CheckEvery %d: stopped at %d (%v), want %d", c.every, n, m.Stopped(), c.want)
		}
	}
}

// TestErr: the error of each stop names its budget in the solver's words and wraps what
// errors.Is looks for; a search that ran to its end, or whose beam died out, has none.
func TestErr(t *testing.T) {
	st := Stats{Expanded: 7, Generated: 9, Bound: 3}
	for _, c := range []struct {
		s    Stop
		is   error
		text string
	}{
		{StopNodes, ErrBudget, "node budget reached: 9 states stored, 7 expanded"},
		{StopWork, ErrBudget, "work budget reached: 7 states expanded in 0s, bound 3"},
		{StopTime, context.DeadlineExceeded, "search deadline passed"},
		{StopCancelled, context.Canceled, "context canceled"},
	} {
		err := c.s.Err(st)
		if !errors.Is(err, c.is) || !strings.Contains(err.Error(), c.text) {
			t.Errorf("%v: %v", c.s, err)
		}
	}
	if NotStopped.Err(st) != nil || StopDiedOut.Err(st) != nil {
		t.Error("an answer given as an error")
	}
	if StopNodes.String() != "node budget" || StopWork.String() != "work budget" {
		t.Errorf("%v, %v: not the solver's words for its budgets", StopNodes, StopWork)
	}
}
