package board

// ClickMoves is what a click on the tile at cell does, as in sgtpuzzles' Fifteen: when the tile is
// in the blank's row or column, it slides toward the blank with the tiles between, one move per
// tile, all in one direction; nil when it is not in line with the blank (or is the blank).
func (p *Puzzle) ClickMoves(cell int) []Direction {
	if cell < 0 || cell >= p.n*p.n || cell == p.blank {
		return nil
	}
	r, c := cell/p.n, cell%p.n
	br, bc := p.blank/p.n, p.blank%p.n
	var d Direction
	var count int
	switch {
	case r == br && c < bc:
		d, count = Right, bc-c
	case r == br:
		d, count = Left, c-bc
	case c == bc && r < br:
		d, count = Down, br-r
	case c == bc:
		d, count = Up, r-br
	default:
		return nil
	}
	moves := make([]Direction, count)
	for i := range moves {
		moves[i] = d
	}
	return moves
}
