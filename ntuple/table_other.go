//go:build !linux

package ntuple

// adviseHuge does nothing where huge pages are not asked for by madvise.
func adviseHuge([]byte) {}
