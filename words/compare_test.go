package words

import (
	"slices"
	"testing"
	"time"
)

func TestCompareCells(t *testing.T) {
	for _, tc := range []struct {
		name string
		c    Comparison
		want []string
	}{
		{"proven", Comparison{Label: "A*", Expanded: 6754, Stored: 10407, PeakHeap: 3 << 20, Elapsed: 10500 * time.Microsecond,
			Solved: true, Proven: true, Moves: 31, BStar: 1.2641},
			[]string{"A*", "6,754", "10,407", "3.0 MB", "10.5 ms", "31", "yes", "1.264", ""}},
		{"not proven, seconds", Comparison{Label: "Fast", Expanded: 1, Stored: 2, Elapsed: 2500 * time.Millisecond, Solved: true, Moves: 90},
			[]string{"Fast", "1", "2", "0.0 MB", "2.50 s", "90", "not proven", "-", ""}},
		{"large figures grouped", Comparison{Label: "Fast", Expanded: 1, Stored: 2, PeakHeap: 1400 << 20, Elapsed: time.Second, Solved: true, Moves: 67217},
			[]string{"Fast", "1", "2", "1,400.0 MB", "1.00 s", "67,217", "not proven", "-", ""}},
		{"stopped", Comparison{Label: "A*", Expanded: 1234567, Stop: "node budget"},
			[]string{"A*", "1,234,567", "0", "0.0 MB", "0.0 ms", "-", "-", "-", "node budget"}},
	} {
		if got := CompareCells(tc.c, "yes", "not proven"); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}
