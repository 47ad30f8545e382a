//go:build !linux

package main

import (
	"errors"
	"time"
)

// processCPU is not read off Linux: -clock cpu is refused there.
func processCPU() (time.Duration, error) {
	return 0, errors.New("the process's CPU time is read on Linux only")
}
