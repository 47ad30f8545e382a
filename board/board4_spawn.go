package board

import "math/bits"

// Masks of the cells the two deterministic rules fill, in Board4's cell numbering.
const (
	rightColumn4 uint16 = 1<<3 | 1<<7 | 1<<11 | 1<<15
	bottomRow4   uint16 = 0xF000
)

// Place is where rule puts the 2 on b, among the cells of empty (bit i: cell i blank; pass
// b.EmptyMask() less any cell SwipeBig filled with a 65536). The right-column and bottom-row rules
// are a mask and a bit scan (their uppermost and leftmost blank are the lowest cell index); any
// other rule is asked on a cell slice.
func (b Board4) Place(rule SpawnRule, empty uint16) (at int, ok bool) {
	switch rule {
	case RightColumn:
		return lowest(empty & rightColumn4)
	case BottomRow:
		return lowest(empty & bottomRow4)
	}
	var cells [16]byte
	for i := range cells {
		if empty&(1<<i) == 0 {
			cells[i] = byte(max(1, b.Exp(i))) // a 65536 cell is not blank
		}
	}
	return rule.Place(cells[:], 4)
}

func lowest(m uint16) (int, bool) {
	if m == 0 {
		return 0, false
	}
	return bits.TrailingZeros16(m), true
}

// Move is a whole move of the 2048 variant on b: the swipe d, then the 2 placed by rule. ok is
// false when d is no move; big is SwipeBig's mask of cells that made a 65536.
func (b Board4) Move(d Direction, rule SpawnRule) (next Board4, spawned int, ok bool, big uint16) {
	next, ok, big = b.SwipeBig(d)
	if !ok {
		return b, -1, false, 0
	}
	spawned, ok = next.Place(rule, next.EmptyMask()&^big)
	if !ok {
		return b, -1, false, 0
	}
	return next | 1<<(4*spawned), spawned, true, big
}
