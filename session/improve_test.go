package session

import (
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// The improvement time starts at the CLI's default, goes into every solve's configuration, takes
// 0 (first answer only) and refuses what the app never offered; each label names its choice.
func TestEditImprove(t *testing.T) {
	e := NewEdit(1)
	if e.Improve() != solver.DefaultImprove || e.config().Improve != solver.DefaultImprove {
		t.Fatalf("default improvement %v, config %v, want %v", e.Improve(), e.config().Improve, solver.DefaultImprove)
	}
	for _, tc := range []struct {
		d    time.Duration
		ok   bool
		want time.Duration
	}{
		{10 * time.Second, true, 10 * time.Second},
		{-time.Second, false, 10 * time.Second},
		{MaxImprove + time.Second, false, 10 * time.Second},
		{0, true, 0},
	} {
		if got := e.SetImprove(tc.d); got != tc.ok || e.Improve() != tc.want {
			t.Errorf("SetImprove(%v) = %v, improvement %v; want %v, %v", tc.d, got, e.Improve(), tc.ok, tc.want)
		}
	}
	e.NewBoard(board.KindSliding)
	e.SetSearch(board.KindSliding, "fast")
	if c := e.config(); c.Algorithm != "fast" || c.Improve != 0 {
		t.Errorf("fast search with no improvement: config %+v", c)
	}

	labels := ImproveLabels()
	if len(labels) != len(ImproveChoices) || labels[0] != "0 s (first answer only)" || ImproveLabel(solver.DefaultImprove) != "4.5 s" {
		t.Fatalf("labels %q", labels)
	}
	for i, l := range labels {
		if d, ok := ImproveNamed(l); !ok || d != ImproveChoices[i] {
			t.Errorf("ImproveNamed(%q) = %v, %v; want %v", l, d, ok, ImproveChoices[i])
		}
	}
	if _, ok := ImproveNamed("5 minutes"); ok {
		t.Error("a label the setting never shows was taken")
	}
}
