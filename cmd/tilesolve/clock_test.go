package main

import (
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestBenchClockFlag: -clock takes wall or cpu (on Linux) and refuses anything else, saying so.
func TestBenchClockFlag(t *testing.T) {
	status, _, errOut := cli("bench", "sliding", "-n", "3", "-count", "1", "-clock", "moon")
	if status != exitBadInput || !strings.Contains(errOut, "-clock") {
		t.Errorf("-clock moon: status %d, stderr %q", status, errOut)
	}
	if runtime.GOOS != "linux" {
		return
	}
	if status, out, errOut := cli("bench", "sliding", "-n", "5", "-count", "1", "-improve", "200ms", "-clock", "cpu"); status != 0 {
		t.Errorf("-clock cpu: status %d, stdout %q, stderr %q", status, out, errOut)
	}
}

// TestCPUClockFollowsWork: the CPU clock moves while the process works and stands still while
// it sleeps.
func TestCPUClockFollowsWork(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the CPU clock is read on Linux only")
	}
	clk, err := cpuClock()
	if err != nil {
		t.Fatal(err)
	}
	t0 := clk()
	time.Sleep(50 * time.Millisecond)
	if slept := clk().Sub(t0); slept > 20*time.Millisecond {
		t.Errorf("the CPU clock moved %v while the process slept 50 ms", slept)
	}
	t1, x := clk(), 0
	for clk().Sub(t1) < 5*time.Millisecond { // ends only if the clock moves with work
		x++
	}
	if x == 0 {
		t.Error("no work counted")
	}
}
