package board

import (
	"fmt"
	"testing"
)

// TestSlideLine is the rule on one line, with the cases that tell implementations apart: a merge
// once per swipe, the pair nearest the edge first, gaps, and a line that cannot move.
func TestSlideLine(t *testing.T) {
	for _, tc := range []struct {
		src, want   []byte
		changed     bool
		mergedCells uint32
	}{
		{[]byte{0, 0, 0, 0}, []byte{0, 0, 0, 0}, false, 0},
		{[]byte{1, 2, 3, 4}, []byte{1, 2, 3, 4}, false, 0},
		{[]byte{0, 0, 0, 1}, []byte{1, 0, 0, 0}, true, 0},
		{[]byte{1, 1, 1, 1}, []byte{2, 2, 0, 0}, true, 0b11},   // each tile merges once
		{[]byte{1, 1, 1, 0}, []byte{2, 1, 0, 0}, true, 0b1},    // the pair nearest the edge
		{[]byte{2, 1, 1, 0}, []byte{2, 2, 0, 0}, true, 0b10},   // no chain: 2,1,1 is 2,2 not 3
		{[]byte{1, 0, 0, 1}, []byte{2, 0, 0, 0}, true, 0b1},    // across gaps
		{[]byte{15, 15, 0, 0}, []byte{16, 0, 0, 0}, true, 0b1}, // 65536, beyond a nibble
		{[]byte{3, 0, 3, 2, 2}, []byte{4, 3, 0, 0, 0}, true, 0b11},
	} {
		dst := make([]byte, len(tc.src))
		changed, merged := SlideLine(dst, tc.src)
		if fmt.Sprint(dst) != fmt.Sprint(tc.want) || changed != tc.changed || merged != tc.mergedCells {
			t.Errorf("%v: got %v changed %v merged %b, want %v %v %b", tc.src, dst, changed, merged, tc.want, tc.changed, tc.mergedCells)
		}
	}
}
