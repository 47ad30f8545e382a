package ntuple

import "syscall"

// adviseHuge asks Linux to back b with huge pages where it can (transparent huge pages set to
// always or madvise). It is advice: refused, the table works as it is.
func adviseHuge(b []byte) { _ = syscall.Madvise(b, syscall.MADV_HUGEPAGE) }
