package main

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"strings"
)

// peakMemory is the process's peak resident memory (VmHWM) where the system tells it, else the
// memory the Go runtime has obtained.
func peakMemory() string {
	if f, err := os.Open("/proc/self/status"); err == nil {
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if rest, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
				var kb int
				if _, err := fmt.Sscan(rest, &kb); err == nil {
					return fmt.Sprintf("%d MB", kb>>10)
				}
			}
		}
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return fmt.Sprintf("%d MB (Go runtime)", m.Sys>>20)
}
