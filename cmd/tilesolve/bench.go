package main

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// benches are the `tilesolve bench KIND` commands, each registered by its own file.
var benches = map[string]func(args []string, stdout, stderr io.Writer) int{}

func bench(args []string, stdout, stderr io.Writer) int {
	var kinds []string
	for k := range benches {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	if len(args) == 0 || benches[args[0]] == nil {
		fmt.Fprintf(stderr, "usage: tilesolve bench KIND [flags], KIND one of: %s\n", strings.Join(kinds, ", "))
		if len(args) > 0 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
			return 0
		}
		return exitBadInput
	}
	return benches[args[0]](args[1:], stdout, stderr)
}
