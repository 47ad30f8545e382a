//go:build unix

package main

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A named pipe is refused at once with a message, where reading it would wait for ever.
func TestFIFORefused(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe.txt")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("mkfifo:", err)
	}
	done := make(chan [3]string, 1)
	go func() {
		status, out, errOut := cli("solve", "-quiet", fifo, "testdata/puzzle04.txt")
		done <- [3]string{strings.Repeat("x", status), out, errOut}
	}()
	select {
	case r := <-done:
		status, out, errOut := len(r[0]), r[1], r[2]
		if status != exitBadInput || !strings.Contains(errOut, fifo+" is a named pipe (FIFO), not a regular file") {
			t.Errorf("status %d, stderr %q", status, errOut)
		}
		if want := fifo + ": failed (exit status 2; see stderr)\nMinimum number of moves = 4\n"; out != want {
			t.Errorf("stdout %q, want %q", out, want)
		}
	case <-time.After(30 * time.Second): // a guard against the hang this test is about, not a timing
		t.Fatal("solving a FIFO hangs")
	}
}
