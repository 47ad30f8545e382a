package board

// Opposite is the move that undoes d: Up and Down, Left and Right.
func (d Direction) Opposite() Direction { return d ^ 1 }

// BlankStep is how far the blank's cell moves on an n-wide sliding puzzle when a tile moves in
// direction d: the tile comes from the side of the blank it moves away from.
func BlankStep(n int, d Direction) int {
	switch d {
	case Up: // the tile below the blank moves up
		return n
	case Down:
		return -n
	case Left:
		return 1
	}
	return -1
}

// SlideSource is the cell of the tile that moves in direction d into the blank at cell blank of
// an n-wide sliding puzzle, or -1 when the blank is on that edge. With BlankStep and
// StepDirection it is the one place a direction becomes the blank's step.
func SlideSource(n, blank int, d Direction) int {
	r, c := blank/n, blank%n
	switch d {
	case Up:
		r++
	case Down:
		r--
	case Left:
		c++
	case Right:
		c--
	default:
		return -1
	}
	if r < 0 || r >= n || c < 0 || c >= n {
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
