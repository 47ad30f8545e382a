package board

// Opposite is the move that undoes d: Up and Down, Left and Right.
func (d Direction) Opposite() Direction { return d ^ 1 }

// Offset is where a tile moving in direction d goes: dr rows down and dc columns right, one of
// them 1 or -1 and the other 0 (both 0 for no direction). The blank goes the other way: BlankStep,
// SlideSource and StepDirection are read off it, and the board view's arrows are drawn by it.
func (d Direction) Offset() (dr, dc int) {
	switch d {
	case Up:
		return -1, 0
	case Down:
		return 1, 0
	case Left:
		return 0, -1
	case Right:
		return 0, 1
	}
	return 0, 0
}

// BlankStep is how far the blank's cell moves on an n-wide sliding puzzle when a tile moves in
// direction d: the tile comes from the side of the blank it moves away from.
func BlankStep(n int, d Direction) int {
	dr, dc := d.Offset()
	return -(dr*n + dc)
}

// SlideSource is the cell of the tile that moves in direction d into the blank at cell blank of
// an n-wide sliding puzzle, or -1 when the blank is on that edge. With BlankStep and
// StepDirection it is the one place a direction becomes the blank's step.
func SlideSource(n, blank int, d Direction) int {
	dr, dc := d.Offset()
	r, c := blank/n-dr, blank%n-dc
	if dr == dc || r < 0 || r >= n || c < 0 || c >= n {
		return -1
	}
	return r*n + c
}

// StepDirection is the move that takes the blank of an n-wide sliding puzzle from cell from to
// the neighbouring cell to; ok is false when to is not beside from.
func StepDirection(n, from, to int) (d Direction, ok bool) {
	for _, d := range Directions {
		if SlideSource(n, from, d) == to {
			return d, true
		}
	}
	return 0, false
}
