// Package goroutines lets a test see which goroutines are left: that a producer has ended
// (nothing late can come from it) is then a fact to check, not a sleep long enough to hope for.
package goroutines

import (
	"bytes"
	"runtime/pprof"
	"strings"
)

// In are the stacks of the goroutines now running or waiting with a frame (or a creator) whose
// function name contains fn, such as "tilesolve/reduction.improve".
func In(fn string) []string {
	var buf bytes.Buffer
	if err := pprof.Lookup("goroutine").WriteTo(&buf, 2); err != nil {
		panic(err) // a bytes.Buffer takes every write
	}
	var in []string
	for g := range strings.SplitSeq(buf.String(), "\n\n") {
		if strings.Contains(g, fn) {
			in = append(in, g)
		}
	}
	return in
}
