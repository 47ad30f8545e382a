package board

// Opposite is the move that undoes d: Up and Down, Left and Right.
func (d Direction) Opposite() Direction { return d ^ 1 }

// SlideSource is the cell of the tile that moves in direction d into the blank at cell blank of
// an n-wide sliding puzzle (the tile sits on the side of the blank it moves away from), or -1
// when the blank is on that edge. It is the one place a direction becomes the blank's step.
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
