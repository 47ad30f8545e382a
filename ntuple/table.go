package ntuple

import "unsafe"

// newTable is a table of n zeros for a network's weights (float32s, or a compact table's int16s)
// or a learner's sums. A 4x6 network's tables are 268 MB as float32s, read at random: with the
// 4 KB pages a program gets by default nearly every read also misses the processor's page cache
// (TLB), so where the system can, a large table asks for huge pages (2 MB), which the kernel
// gives before the table is first written (greedy play on a 4x6 network: 1.47-1.62 M moves/s,
// against 1.37-1.47 M without).
func newTable[T int16 | float32 | [2]float32](n int) []T {
	t := make([]T, n)
	if size := n * int(unsafe.Sizeof(t[0])); size >= hugePage {
		adviseHuge(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(t))), size))
	}
	return t
}

// hugePage is the size of a huge page on the systems that have them.
const hugePage = 2 << 20
