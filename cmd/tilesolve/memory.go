package main

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/tilesolve/tilesolve/solver"
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

// limitMemory tells the Go runtime to keep the process within the search's memory budget: the
// garbage collector then works harder as the heap nears it, instead of letting the heap double
// before each collection. The limit leaves out what the runtime does not count (the program's
// code and data, about 3 MB resident) and a little more, so that the peak resident memory stays
// within the budget; the node cap (solver's bytesPerState) keeps the live states at about 70% of
// it.
// It returns a function that puts the previous limit back.
func limitMemory(budget int64) (restore func()) {
	if budget <= 0 {
		budget = solver.DefaultMaxMemory
	}
	old := debug.SetMemoryLimit(budget - min(budget/4, runtimeOverhead))
	return func() { debug.SetMemoryLimit(old) }
}

// runtimeOverhead is resident memory the Go memory limit does not see: the binary's code and data
// (3.0 MB for a solve of a 2-by-2 puzzle) with margin for the heap's fragmentation.
const runtimeOverhead = 8 << 20
