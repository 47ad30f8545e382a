package board

// SlideLine is the one slide-and-merge rule of the 2048 variant, on one line of tile exponents (0
// blank, k the tile 2^k): it writes into dst (len(src) cells, overwritten) the tiles of src slid
// toward index 0, each pair of equal tiles merged once, the pair nearest index 0 first. changed
// says dst differs from src; bit i of merged is set when dst[i] holds a tile made by a merge. The
// n-by-n board and Board4's row tables are both built on it. Lines are at most 32 cells.
func SlideLine(dst, src []byte) (changed bool, merged uint32) {
	out, pending := 0, byte(0) // pending: the last tile read, still free to merge
	for _, e := range src {
		switch {
		case e == 0:
		case e == pending:
			dst[out] = e + 1
			merged |= 1 << out
			out, pending = out+1, 0
		default:
			if pending != 0 {
				dst[out] = pending
				out++
			}
			pending = e
		}
	}
	if pending != 0 {
		dst[out] = pending
		out++
	}
	for i := out; i < len(dst); i++ {
		dst[i] = 0
	}
	for i := range src {
		if dst[i] != src[i] {
			return true, merged
		}
	}
	return false, merged
}

// SlideCells writes into dst the n-by-n board of exponents src (row-major) slid toward d, with no
// spawn, and says whether anything changed: the n-by-n board's slide, for searches that keep boards
// as plain arrays.
func SlideCells(dst, src []byte, n int, d Direction) bool { return slide(src, n, d, dst, nil) }
