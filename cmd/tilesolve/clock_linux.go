package main

import (
	"syscall"
	"time"
	"unsafe"
)

// processCPU is the CPU time the process's threads have used (CLOCK_PROCESS_CPUTIME_ID).
func processCPU() (time.Duration, error) {
	const clockProcessCPUTime = 2
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockProcessCPUTime, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return 0, e
	}
	return time.Duration(ts.Nano()), nil
}
