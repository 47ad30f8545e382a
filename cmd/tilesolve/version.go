package main

import (
	"fmt"
	"io"
	"runtime"

	"github.com/tilesolve/tilesolve/version"
)

// printVersion answers `tilesolve version`: the version and commit (see package version), then
// the Go toolchain and platform, which a bug report needs too, and the licence.
func printVersion(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintln(stderr, "usage: tilesolve version")
		return exitBadInput
	}
	fmt.Fprintf(stdout, "tilesolve %s\n%s %s/%s\n%s\n", version.Get(), runtime.Version(), runtime.GOOS, runtime.GOARCH, version.LicenseLine)
	return 0
}
