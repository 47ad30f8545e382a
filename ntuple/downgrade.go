package ntuple

import (
	"math/bits"

	"github.com/tilesolve/tilesolve/board"
)

// Downgrade is b as a network trained on the way to the tile of exponent from would know it
// (Yeh et al. 2016's tile-downgrading): on a board holding that tile or a larger one, every tile
// above the largest exponent missing below the board's largest tile is taken a step down. The
// endgame past 16384 is then read as the way to 16384, which a network's training games play
// many times where they reach 16384 itself seldom and 32768 never: a 16384 building its 8192
// reads as an 8192 building its 4096, and a 16384, 8192 and 4096 waiting for a 2048 read as the
// 8192, 4096 and 2048 that wait for one on the way to 16384. A board below from, or one with no
// exponent missing, is b.
func Downgrade(b board.Board4, from int) board.Board4 {
	var present uint32 // bit e: some cell holds exponent e (bit 0: an empty cell)
	for x := uint64(b); x != 0; x >>= 4 {
		present |= 1 << (x & 0xF)
	}
	present |= 1 // the loop stops at the last tile: empty cells above it are not seen
	top := 31 - bits.LeadingZeros32(present)
	if top < from {
		return b
	}
	gap := 31 - bits.LeadingZeros32(^present&(1<<top-1)) // the largest exponent below top on no cell
	if gap < 1 {
		return b
	}
	var out uint64
	for i := 0; i < 64; i += 4 {
		e := uint64(b) >> i & 0xF
		if int(e) > gap {
			e--
		}
		out |= e << i
	}
	return board.Board4(out)
}
