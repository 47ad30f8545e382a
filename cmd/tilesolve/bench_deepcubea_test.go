package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/internal/testfiles"
)

// TestBenchDeepCubeA runs the bench on the first two 35-puzzle states of the shared data, when it
// is there, with a short improvement: each row and the means are printed, and no answer is worse
// than the first.
func TestBenchDeepCubeA(t *testing.T) {
	path := filepath.Join("..", "..", "..", "shared", "data", "deepcubea", "dev35.txt")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("no DeepCubeA states at %s: %v", path, err)
	}
	status, out, errOut := cli("bench", "deepcubea", "-count", "2", "-improve", "300ms", path)
	if status != 0 || errOut != "" {
		t.Fatalf("status %d, stderr %q\n%s", status, errOut, out)
	}
	if !strings.Contains(out, "mean over 2 states: first ") {
		t.Errorf("no means line:\n%s", out)
	}
	rows := 0
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) != 9 || f[0] == "id" || f[0] == "#" {
			continue
		}
		rows++
		first, err1 := strconv.ParseFloat(f[5], 64)
		best, err2 := strconv.ParseFloat(f[6], 64)
		if err1 != nil || err2 != nil || best > first {
			t.Errorf("improved ratio %s above the first %s: %s", f[6], f[5], line)
		}
	}
	if rows != 2 {
		t.Errorf("%d rows, want 2:\n%s", rows, out)
	}
}

func TestBenchDeepCubeARejectsBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := testfiles.Write(t, dir, "bad.txt", "400 1 2 3\n")
	for _, args := range [][]string{
		{"bench", "deepcubea"},
		{"bench", "deepcubea", filepath.Join(dir, "missing.txt")},
		{"bench", "deepcubea", bad},
		{"bench", "deepcubea", "-improve", "-1s", bad},
	} {
		if status, _, errOut := cli(args...); status != exitBadInput || errOut == "" {
			t.Errorf("%v: status %d, stderr %q", args, status, errOut)
		}
	}
}
