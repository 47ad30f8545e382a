package main

import (
	"flag"
	"fmt"
	"runtime"
	"time"
)

// clockFlag registers -clock, the clock the fast solver's budgets are counted on, and returns
// a function that gives the chosen clock for solver.Config.Clock (nil: the wall clock) or an error.
func clockFlag(fs *flag.FlagSet) func() (func() time.Time, error) {
	name := fs.String("clock", "wall", "the clock the fast solver's budgets (its first answer's second, -improve) count: wall, or cpu, the process's CPU time over GOMAXPROCS, so that a machine busy with other work gives about the answers of an idle one (it takes longer)")
	return func() (func() time.Time, error) {
		switch *name {
		case "wall":
			return nil, nil
		case "cpu":
			return cpuClock()
		}
		return nil, fmt.Errorf("-clock %q: want wall or cpu", *name)
	}
}

// cpuClock is a clock that runs as the process's CPU time over GOMAXPROCS: on an idle machine
// whose cores the search keeps busy, as fast as the wall clock; on a busy one, slower, as the
// process gets less of the cores.
func cpuClock() (func() time.Time, error) {
	cpu0, err := processCPU()
	if err != nil {
		return nil, fmt.Errorf("-clock cpu: %w", err)
	}
	wall0, procs := time.Now(), time.Duration(runtime.GOMAXPROCS(0))
	return func() time.Time {
		cpu, err := processCPU()
		if err != nil { // not seen once the first reading worked
			return time.Now()
		}
		return wall0.Add((cpu - cpu0) / procs)
	}, nil
}
