package board

import "math/bits"

// Board4 is a 4x4 2048 board: 16 cells of 4-bit exponents, cell i (row-major) at bits 4*i. It is
// the fast path for 4x4 searches: a swipe is four lookups in row tables built from SlideLine, so
// the rule still exists once. A nibble holds exponents up to 15 (32768); a swipe that merges two
// 32768s makes 65536, the largest tile a 4x4 can hold, which SwipeBig reports.
type Board4 uint64

// Big4 is the exponent of the tile a Board4 cannot hold: 65536.
const Big4 = 16

// rowEntry is a row table entry: the row after the slide in the low 16 bits, and in bits 16..19
// the cells (by column) that made a 65536 and are blank in the row.
type rowEntry uint32

// rowLeft and rowRight map every 16-bit row to the row slid left or right. Up and Down use them on
// the transposed board.
var rowLeft, rowRight = rowTables()

func rowTables() (left, right *[1 << 16]rowEntry) {
	left, right = new([1 << 16]rowEntry), new([1 << 16]rowEntry)
	var src, dst [4]byte
	for row := range 1 << 16 {
		for c := range 4 {
			src[c] = byte(row >> (4 * c) & 0xF)
		}
		left[row] = packRow(dst[:], src, false)
		src[0], src[1], src[2], src[3] = src[3], src[2], src[1], src[0]
		right[row] = packRow(dst[:], src, true)
	}
	return left, right
}

// packRow slides src toward index 0 and packs the result; reversed means src runs from column 3.
func packRow(dst []byte, src [4]byte, reversed bool) rowEntry {
	SlideLine(dst, src[:])
	var e rowEntry
	for p, x := range dst {
		c := p
		if reversed {
			c = 3 - p
		}
		if x == Big4 {
			e |= 1 << (16 + c)
		} else {
			e |= rowEntry(x) << (4 * c)
		}
	}
	return e
}

// NewBoard4 packs g. It is false when g is not 4x4 or holds a tile above 32768.
func NewBoard4(g *Game2048) (Board4, bool) {
	if g.n != 4 {
		return 0, false
	}
	var b Board4
	for i := range 16 {
		e := g.cells[i]
		if e > 15 {
			return 0, false
		}
		b |= Board4(e) << (4 * i)
	}
	return b, true
}

// Game2048 is b as an n-by-n board with a goal and a spawn rule.
func (b Board4) Game2048(goal int, spawn SpawnRule) *Game2048 {
	cells := make([]byte, 16)
	for i := range cells {
		cells[i] = byte(b.Exp(i))
	}
	return newGame2048(4, cells, goal, spawn)
}

// Exp is the exponent at cell i (0 blank).
func (b Board4) Exp(i int) int { return int(b >> (4 * i) & 0xF) }

// With is b with cell i set to exponent exp (0..15).
func (b Board4) With(i, exp int) Board4 {
	return b&^(0xF<<(4*i)) | Board4(exp&0xF)<<(4*i)
}

// EmptyMask has bit i set for each blank cell i.
func (b Board4) EmptyMask() uint16 {
	x := uint64(b)
	x |= x >> 1
	x |= x >> 2
	x = ^x & 0x1111_1111_1111_1111 // bit 4i set when cell i is blank
	// Gather bits 0, 4, 8... into 0, 1, 2...
	x = (x | x>>3) & 0x0303_0303_0303_0303
	x = (x | x>>6) & 0x000F_000F_000F_000F
	x = (x | x>>12) & 0x0000_00FF_0000_00FF
	return uint16(x | x>>24)
}

// Empty is the number of blank cells.
func (b Board4) Empty() int {
	x := uint64(b)
	x |= x >> 1
	x |= x >> 2
	return bits.OnesCount64(^x & 0x1111_1111_1111_1111)
}

// MaxExp is the largest exponent on the board (0 when it is empty).
func (b Board4) MaxExp() int {
	m := 0
	for x := uint64(b); x != 0; x >>= 4 {
		m = max(m, int(x&0xF))
	}
	return m
}

// Swipe slides and merges toward d, with no spawn. ok says something moved or merged. A cell that
// made a 65536 is left blank in next: SwipeBig says which.
func (b Board4) Swipe(d Direction) (next Board4, ok bool) {
	next, ok, _ = b.SwipeBig(d)
	return next, ok
}

// SwipeBig is Swipe that also reports, as bit i of big, each cell i that made a 65536 (two 32768s
// merged): a nibble cannot hold it, so the cell is blank in next, and a search stops there.
func (b Board4) SwipeBig(d Direction) (next Board4, ok bool, big uint16) {
	switch d {
	case Left:
		next, big = b.rows(rowLeft)
	case Right:
		next, big = b.rows(rowRight)
	case Up:
		next, big = b.Transpose().rows(rowLeft)
		next, big = next.Transpose(), transposeMask(big)
	default:
		next, big = b.Transpose().rows(rowRight)
		next, big = next.Transpose(), transposeMask(big)
	}
	return next, next != b || big != 0, big
}

// rows looks each row up in tab.
func (b Board4) rows(tab *[1 << 16]rowEntry) (Board4, uint16) {
	e0, e1, e2, e3 := tab[uint16(b)], tab[uint16(b>>16)], tab[uint16(b>>32)], tab[uint16(b>>48)]
	next := Board4(uint16(e0)) | Board4(uint16(e1))<<16 | Board4(uint16(e2))<<32 | Board4(uint16(e3))<<48
	big := uint16(e0>>16) | uint16(e1>>16)<<4 | uint16(e2>>16)<<8 | uint16(e3>>16)<<12
	return next, big
}

// Transpose swaps rows and columns: cell (r, c) goes to (c, r), so columns can be read as rows.
func (b Board4) Transpose() Board4 {
	x := uint64(b)
	a := x&0xF0F0_0F0F_F0F0_0F0F | (x&0x0000_F0F0_0000_F0F0)<<12 | (x&0x0F0F_0000_0F0F_0000)>>12
	return Board4(a&0xFF00_FF00_00FF_00FF | (a&0x00FF_00FF_0000_0000)>>24 | (a&0x0000_0000_FF00_FF00)<<24)
}

// transposeMask is transpose on a 16-bit cell mask (rare: only for 65536s).
func transposeMask(m uint16) uint16 {
	var out uint16
	for ; m != 0; m &= m - 1 {
		i := bits.TrailingZeros16(m)
		out |= 1 << (i%4*4 + i/4)
	}
	return out
}
