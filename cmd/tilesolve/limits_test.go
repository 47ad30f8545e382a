package main

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/internal/testfiles"
)

// Nonsense budgets are refused with exit 2 and a line naming the flag, never quietly replaced.
func TestFlagValidation(t *testing.T) {
	tests := []struct {
		flag, value, msg string
	}{
		{"-max-nodes", "-1", "-max-nodes -1: want a number of states of at least 1"},
		{"-max-nodes", "0", "-max-nodes 0: want"},
		{"-max-memory", "-5", "-max-memory -5: want megabytes, at least 1"},
		{"-max-memory", "0", "-max-memory 0: want"},
		{"-max-memory", "9007199254740993", "-max-memory 9007199254740993: more than 16777216 MB"},
		{"-max-memory", "16777217", "more than 16777216 MB"},
		{"-timeout", "-1s", "-timeout -1s: want a duration of 0 (no limit) or more"},
		{"-proof-nodes", "0", "-proof-nodes 0: want -1 (skip the minimality check)"},
		{"-proof-nodes", "-7", "-proof-nodes -7: want -1"},
	}
	for _, tt := range tests {
		t.Run(tt.flag+"="+tt.value, func(t *testing.T) {
			status, out, errOut := cli("solve", tt.flag, tt.value, "testdata/puzzle04.txt")
			if status != exitBadInput || out != "" || !strings.Contains(errOut, tt.msg) {
				t.Errorf("status %d, stdout %q, stderr %q; want 2 and %q", status, out, errOut, tt.msg)
			}
		})
	}
	// The edges of the valid ranges are taken.
	for _, args := range [][]string{
		{"-max-memory", "16777216"}, {"-max-memory", "1"}, {"-max-nodes", "1000"}, {"-timeout", "0"}, {"-proof-nodes", "-1"},
	} {
		status, out, errOut := cli(append(append([]string{"solve"}, args...), "testdata/puzzle04.txt")...)
		if status != 0 || !strings.HasPrefix(out, "Minimum number of moves = 4") {
			t.Errorf("%v: status %d, stderr %q", args, status, errOut)
		}
	}
}

// A named pipe is refused at once with a message, where reading it would wait for ever.
func TestFIFORefused(t *testing.T) {
	fifo := testfiles.FIFO(t, t.TempDir(), "pipe.txt")
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

// A file saved by Notepad, with a UTF-8 byte-order mark and CRLF lines, solves.
func TestBOMAccepted(t *testing.T) {
	path := testfiles.Write(t, t.TempDir(), "notepad.txt", "\uFEFF3\r\n1 2 3\r\n4 5 6\r\n7 0 8\r\n")
	status, out, errOut := cli("solve", "-quiet", path)
	if status != 0 || out != "Minimum number of moves = 1\n" {
		t.Errorf("status %d, stdout %q, stderr %q", status, out, errOut)
	}
}

// interruptOnWrite cancels a context when the first answer is printed: Ctrl-C pressed while the
// second file of a batch is being solved.
type interruptOnWrite struct {
	strings.Builder
	once   sync.Once
	cancel context.CancelFunc
}

func (w *interruptOnWrite) Write(p []byte) (int, error) {
	w.once.Do(w.cancel)
	return w.Builder.Write(p)
}

// Ctrl-C during a batch: the answers already printed stay, the interrupted file and the files not
// started are named, and the exit status is 130.
func TestInterruptedBatch(t *testing.T) {
	for _, quiet := range []bool{false, true} {
		ctx, cancel := context.WithCancel(context.Background())
		out := &interruptOnWrite{cancel: cancel}
		var errOut strings.Builder
		args := []string{"solve", "-goal", "65536", "testdata/puzzle04.txt", "testdata/lone-two.txt", "testdata/board10.txt"}
		if quiet {
			args = append([]string{"solve", "-quiet"}, args[1:]...)
		}
		status := runContext(ctx, args, out, &errOut)
		if status != exitInterrupted {
			t.Errorf("quiet %v: status %d, want 130; stderr %q", quiet, status, errOut.String())
		}
		if !strings.HasPrefix(out.String(), "Minimum number of moves = 4\n") {
			t.Errorf("quiet %v: the first answer is not kept: %q", quiet, out.String())
		}
		if quiet && !strings.HasSuffix(out.String(), "testdata/lone-two.txt: interrupted\n") {
			t.Errorf("quiet: stdout %q does not end with the interrupted file", out.String())
		}
		for _, w := range []string{"testdata/lone-two.txt: interrupted (Ctrl-C): search cancelled:", "states stored",
			"interrupted: 1 of 3 files done before testdata/lone-two.txt; 1 not started"} {
			if !strings.Contains(errOut.String(), w) {
				t.Errorf("quiet %v: stderr %q lacks %q", quiet, errOut.String(), w)
			}
		}
		if strings.Contains(out.String()+errOut.String(), "moves: 3") {
			t.Errorf("quiet %v: board10.txt was solved after the interrupt", quiet)
		}
	}
}

// The 2048 minimality check stays within -max-memory; the answer is printed, and stderr names the
// phase, the limit and its figures. A lone 2 to 32 on 4x4 needs 16 moves at least, which the check
// gets past in about 60,000 states: 20 MB stops it short of the answer.
func TestProofWithinMemory(t *testing.T) {
	status, out, errOut := cli("solve", "-quiet", "-goal", "32", "-proof-nodes", "20000000", "-max-memory", "20", "testdata/lone-two.txt")
	if status != 0 || !strings.HasPrefix(out, "Number of moves: ") || !strings.Contains(out, "(lower bound ") {
		t.Errorf("status %d, stdout %q", status, out)
	}
	for _, w := range []string{"the answer is not proven shortest: proof stopped by the memory budget of 20 MB", "states stored",
		"every move sequence up to", "Raise -max-memory (now 20 MB)"} {
		if !strings.Contains(errOut, w) {
			t.Errorf("stderr %q lacks %q", errOut, w)
		}
	}
}

// When the check cannot get past the lower bound, it gives up, and stderr advises only a budget
// that could help, with about how large it must be; none at all when no machine could hold it.
func TestProofAdvisesOnlyWhatHelps(t *testing.T) {
	six := testfiles.Write(t, t.TempDir(), "lone6.txt", "6\n0 0 0 0 0 2\n"+strings.Repeat("0 0 0 0 0 0\n", 5))
	for _, tc := range []struct {
		args     []string
		advice   string // "" for none
		headline string
	}{
		{[]string{"-goal", "16384", "testdata/lone-two.txt"}, "", "Number of moves: 8209 (lower bound 8192)"},
		{[]string{"-goal", "256", "-proof-nodes", "20000000", "-max-memory", "4", six}, "", "(lower bound 128)"},
		{[]string{"-goal", "64", "testdata/lone-two.txt"}, "Raise -max-memory to at least about ", "(lower bound 32)"},
		{[]string{"-goal", "64", "-proof-nodes", "1000", "-max-memory", "100000", "testdata/lone-two.txt"}, "Raise -proof-nodes to at least about ", "(lower bound 32)"},
	} {
		status, out, errOut := cli(append([]string{"solve", "-quiet"}, tc.args...)...)
		if status != 0 || !strings.Contains(out, tc.headline) || !strings.Contains(errOut, "the answer is not proven shortest: proof given up: getting past the lower bound") {
			t.Errorf("%v: status %d, stdout %q, stderr %q", tc.args, status, out, errOut)
		}
		if tc.advice == "" && (strings.Contains(errOut, "-proof-nodes") || strings.Contains(errOut, "-max-memory") || strings.Contains(errOut, "Raise")) {
			t.Errorf("%v: stderr %q advises what cannot help", tc.args, errOut)
		}
		if tc.advice != "" && !strings.Contains(errOut, tc.advice) {
			t.Errorf("%v: stderr %q lacks %q", tc.args, errOut, tc.advice)
		}
	}
}
