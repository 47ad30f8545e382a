package main

import (
	"runtime"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/version"
)

// `tilesolve version` prints the build's version line, the toolchain and the licence; extra words are refused.
func TestVersionCommand(t *testing.T) {
	status, out, errOut := cli("version")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if status != 0 || errOut != "" || len(lines) != 3 || !strings.HasPrefix(lines[0], "tilesolve ") ||
		lines[1] != runtime.Version()+" "+runtime.GOOS+"/"+runtime.GOARCH || lines[2] != version.LicenseLine {
		t.Errorf("status %d, stdout %q, stderr %q", status, out, errOut)
	}
	if status, _, errOut := cli("version", "-x"); status != exitBadInput || !strings.Contains(errOut, "usage: tilesolve version") {
		t.Errorf("version -x: status %d, stderr %q", status, errOut)
	}
}
