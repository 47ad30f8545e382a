package board

import "testing"

// TestDirectionGeometry: the tile's offset for each direction, and where the tile that slides
// into the blank comes from on a 3x3 (cells 0..8 row by row), written out by hand; the blank's
// step, the move between neighbours and the opposite follow the same geometry on every cell.
func TestDirectionGeometry(t *testing.T) {
	tests := []struct {
		d        Direction
		dr, dc   int
		opposite Direction
		// source[blank] for the blank on cells 0 (top left), 4 (centre) and 8 (bottom right)
		source [3]int
	}{
		{Up, -1, 0, Down, [3]int{3, 7, -1}},
		{Down, 1, 0, Up, [3]int{-1, 1, 5}},
		{Left, 0, -1, Right, [3]int{1, 5, -1}},
		{Right, 0, 1, Left, [3]int{-1, 3, 7}},
	}
	for _, tt := range tests {
		if dr, dc := tt.d.Offset(); dr != tt.dr || dc != tt.dc {
			t.Errorf("%v.Offset() = %d, %d, want %d, %d", tt.d, dr, dc, tt.dr, tt.dc)
		}
		if got := tt.d.Opposite(); got != tt.opposite {
			t.Errorf("%v.Opposite() = %v, want %v", tt.d, got, tt.opposite)
		}
		for i, blank := range []int{0, 4, 8} {
			if got := SlideSource(3, blank, tt.d); got != tt.source[i] {
				t.Errorf("SlideSource(3, %d, %v) = %d, want %d", blank, tt.d, got, tt.source[i])
			}
		}
	}
	if dr, dc := Direction(7).Offset(); dr != 0 || dc != 0 || SlideSource(3, 4, Direction(7)) != -1 {
		t.Errorf("no direction: offset %d, %d, source %d", dr, dc, SlideSource(3, 4, Direction(7)))
	}
	for n := 2; n <= 6; n++ {
		for blank := range n * n {
			for _, d := range Directions {
				src := SlideSource(n, blank, d)
				if src < 0 {
					continue
				}
				if src-blank != BlankStep(n, d) {
					t.Errorf("n=%d blank %d %v: source %d, but BlankStep %d", n, blank, d, src, BlankStep(n, d))
				}
				if got, ok := StepDirection(n, blank, src); !ok || got != d {
					t.Errorf("StepDirection(%d, %d, %d) = %v, %v, want %v", n, blank, src, got, ok, d)
				}
				if back := SlideSource(n, src, d.Opposite()); back != blank {
					t.Errorf("n=%d: %v from %d then %v from %d lands on %d", n, d, blank, d.Opposite(), src, back)
				}
			}
		}
	}
}
