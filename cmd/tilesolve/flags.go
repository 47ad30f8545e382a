package main

import (
	"fmt"

	"github.com/tilesolve/tilesolve/solver"
)

// defaultSettings are the budgets' defaults, for the flags and for the messages that reject them.
var defaultSettings = settings{
	maxNodes: solver.DefaultMaxNodes,
	maxMB:    solver.DefaultMaxMemory >> 20,
	proof:    solver.DefaultProofNodes,
}

// maxMemoryMB is the largest -max-memory taken: 16 TB, far above any machine this runs on, and
// far below the 2^43 MB at which the byte count would wrap.
const maxMemoryMB = 16 << 20

// validate rejects flag values that mean nothing, instead of quietly taking a default: a negative
// or zero budget, a negative timeout, a memory budget too large to count in bytes.
func (s *settings) validate() error {
	switch {
	case s.maxNodes < 1:
		return fmt.Errorf("-max-nodes %d: want a number of states of at least 1 (default %d)", s.maxNodes, defaultSettings.maxNodes)
	case s.maxMB < 1:
		return fmt.Errorf("-max-memory %d: want megabytes, at least 1 (default %d)", s.maxMB, defaultSettings.maxMB)
	case s.maxMB > maxMemoryMB:
		return fmt.Errorf("-max-memory %d: more than %d MB (16 TB) is no budget; want megabytes, default %d", s.maxMB, maxMemoryMB, defaultSettings.maxMB)
	case s.improve < 0:
		return fmt.Errorf("-improve %v: want a duration of 0 (the first answer only) or more, such as 2s", s.improve)
	case s.timeout < 0:
		return fmt.Errorf("-timeout %v: want a duration of 0 (no limit) or more, such as 30s", s.timeout)
	case s.proof == 0 || s.proof < -1:
		return fmt.Errorf("-proof-nodes %d: want -1 (skip the minimality check) or a number of states of at least 1 (default %d)", s.proof, defaultSettings.proof)
	}
	return nil
}
