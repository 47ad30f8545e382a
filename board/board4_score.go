package board

// The left-column and far-from-corner scores on a Board4, for 4x4 searches; tested against
// Game2048's on random boards. A cell that made a 65536 reads blank and counts 0.

// Tile is the tile at cell i (0 blank).
func (b Board4) Tile(i int) int {
	if e := b.Exp(i); e != 0 {
		return 1 << e
	}
	return 0
}

// Sum is the sum of the tiles.
func (b Board4) Sum() int {
	s := 0
	for x := uint64(b); x != 0; x >>= 4 {
		if e := x & 0xF; e != 0 {
			s += 1 << e
		}
	}
	return s
}

// LeftWeightedScore is Game2048.LeftWeightedScore on b.
func (b Board4) LeftWeightedScore() int {
	s := -b.Tile(15)
	for r := range 4 {
		first, second := b.Tile(4*r), b.Tile(4*r+1)
		s += first * leftWeight(r)
		if second != 0 && (second == first || 2*second == first) {
			s += second
		}
	}
	return s
}

// DistanceWeightedScore is Game2048.DistanceWeightedScore on b.
func (b Board4) DistanceWeightedScore() int {
	s := 0
	for i := range 16 {
		s += b.Tile(i) * (i/4 + 3 - i%4)
	}
	return s
}

// HasExp says whether some cell holds exponent e or more (1 <= e <= 15), with no loop: each
// nibble plus 16-e carries into bit 4 exactly when it is at least e.
func (b Board4) HasExp(e int) bool {
	const lanes = 0x0F0F_0F0F_0F0F_0F0F
	add := uint64(16-e) * 0x0101_0101_0101_0101
	x := uint64(b)
	return ((x&lanes+add)|(x>>4&lanes+add))&0x1010_1010_1010_1010 != 0
}
