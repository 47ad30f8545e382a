package search

import (
	"context"
	"errors"
	"time"

	"github.com/tilesolve/tilesolve/internal/yield"
)

// Meter is the one place every search of the family counts its work, checks its context and
// budgets, and reports progress: the hot loop calls Tick once per state expanded, an add and a
// mask test that the compiler inlines; every CheckEvery expansions Check looks at the context,
// the budgets and the clock. Set the budgets and the reports by name, then Start.
type Meter struct {
	Stats Stats // the search's figures, counted in place

	MaxNodes    int           // cap on the states stored (checked by Stored), the node budget; 0: none
	MaxExpanded int           // cap on the states expanded, the work budget; 0: none
	Deadline    time.Time     // zero: none
	Every       time.Duration // the time between progress reports; 0: 100 ms
	// Clock tells the time (nil: time.Now): astar's Options.Clock, or a test's clock.
	Clock func() time.Time
	// CheckEvery is how many expansions pass between checks, rounded up to a power of two
	// (0: the package's CheckEvery).
	CheckEvery int
	// Update, when set, brings the search's own figures (its frontier, the states it stores, its
	// best) into st before each report.
	Update func(st *Stats)
	// Progress, when set, hears the figures about every Every, and at each Report (a search
	// reports once as it ends). Nil: no report between checks, and Check reads no clock for
	// them.
	Progress func(Stats)

	ctx         context.Context
	mask        int
	began, last time.Time
	stopped     Stop
}

// Start begins the measure. (The Meter is a value, not a pointer, so that it can stay on its
// search's stack.)
func (m *Meter) Start(ctx context.Context) {
	if m.Clock == nil {
		m.Clock = time.Now
	}
	if m.Every <= 0 {
		m.Every = 100 * time.Millisecond
	}
	if m.CheckEvery <= 0 {
		m.CheckEvery = CheckEvery
	}
	every := 1
	for every < m.CheckEvery {
		every <<= 1
	}
	m.ctx, m.mask, m.stopped = ctx, every-1, NotStopped
	m.began = m.Clock()
	m.last = m.began
}

// Tick counts a state expanded and, every CheckEvery of them, checks; an error means stop.
func (m *Meter) Tick() error {
	m.Stats.Expanded++
	if m.Stats.Expanded&m.mask != 0 {
		return nil
	}
	return m.Check()
}

// Check looks at the context, the work budget and the clock, and reports progress when it is
// time; an error means stop, and Stopped says which bound.
func (m *Meter) Check() error {
	yield.Point() // on the web, the page's turn to paint and hear clicks
	if err := m.ctx.Err(); err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return m.stop(StopTime)
		}
		return m.stop(StopCancelled)
	}
	if m.MaxExpanded > 0 && m.Stats.Expanded >= m.MaxExpanded {
		m.Stats.Elapsed = m.Elapsed()
		return m.stop(StopWork)
	}
	if m.Progress == nil && m.Deadline.IsZero() {
		return nil
	}
	now := m.Clock()
	if !m.Deadline.IsZero() && !now.Before(m.Deadline) {
		return m.stop(StopTime)
	}
	if m.Progress != nil && now.Sub(m.last) >= m.Every {
		m.last = now
		m.Report()
	}
	return nil
}

// Stored checks the memory budget against n states kept: a test the compiler inlines, the
// hot loops call it once a node.
func (m *Meter) Stored(n int) error {
	if m.MaxNodes <= 0 || n < m.MaxNodes {
		return nil
	}
	return m.full(n)
}

// full stops the search on its node budget with n states kept.
func (m *Meter) full(n int) error {
	m.Stats.Generated = n
	m.Report()
	return m.stop(StopNodes)
}

// Report brings the figures up to date, passes them to Progress and returns them.
func (m *Meter) Report() Stats {
	m.Stats.Elapsed = m.Elapsed()
	if m.Update != nil {
		// Through a copy: &m.Stats passed to a func value would move every Meter, and the
		// search holding it, to the heap (play's search: an allocation a move).
		st := m.Stats
		m.Update(&st)
		m.Stats = st
	}
	if m.Progress != nil {
		m.Progress(m.Stats)
	}
	return m.Stats
}

// Elapsed is the time since Start.
func (m *Meter) Elapsed() time.Duration { return m.Clock().Sub(m.began) }

// Stopped is the bound that stopped the search, NotStopped while none has.
func (m *Meter) Stopped() Stop { return m.stopped }

// stop records that s stopped the search and returns the error that says so.
func (m *Meter) stop(s Stop) error {
	m.stopped = s
	return s.Err(m.Stats)
}
