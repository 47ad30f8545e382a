package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"strings"
	"testing"
)

// run runs the command in args as main does, never cancelled.
func run(args []string, stdout, stderr io.Writer) int {
	return runContext(context.Background(), args, stdout, stderr)
}

// cli runs the command as a user would and returns its exit status and output.
func cli(args ...string) (status int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	status = run(args, &out, &errOut)
	return status, out.String(), errOut.String()
}

func golden(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestSolvePrintsWhatTheSeedsPrint(t *testing.T) {
	tests := []struct {
		args   []string
		golden string
	}{
		{[]string{"solve", "-goal", "2048", "testdata/board10.txt"}, "testdata/board10.golden"},
		{[]string{"solve", "testdata/puzzle04.txt"}, "testdata/puzzle04.golden"},
	}
	for _, tt := range tests {
		status, out, errOut := cli(tt.args...)
		if status != 0 || errOut != "" {
			t.Fatalf("%v: status %d, stderr %q", tt.args, status, errOut)
		}
		if want := golden(t, tt.golden); out != want {
			t.Errorf("%v printed\n%s\nwant\n%s", tt.args, out, want)
		}
	}
}

func TestSolveBatchQuiet(t *testing.T) {
	status, out, _ := cli("solve", "-quiet", "testdata/board10.txt", "testdata/puzzle04.txt", "testdata/puzzle3x3-unsolvable.txt")
	want := "Minimum number of moves: 3\nMinimum number of moves = 4\nUnsolvable puzzle\n"
	if status != 0 || out != want {
		t.Errorf("status %d, output\n%s\nwant\n%s", status, out, want)
	}
}

// An unsolvable puzzle is answered with the classic "Unsolvable puzzle" on stdout, and why, with
// the two tiles whose swap fixes it, on stderr.
func TestSolveUnsolvableSaysWhy(t *testing.T) {
	for _, quiet := range []bool{false, true} {
		args := []string{"solve", "testdata/puzzle3x3-unsolvable.txt"}
		if quiet {
			args = []string{"solve", "-quiet", "testdata/puzzle3x3-unsolvable.txt"}
		}
		status, out, errOut := cli(args...)
		want := "tilesolve: testdata/puzzle3x3-unsolvable.txt: No sequence of slides can solve this puzzle. Read row by row, its tiles have 1 pair out of order"
		if status != 0 || out != "Unsolvable puzzle\n" || !strings.HasPrefix(errOut, want) ||
			!strings.HasSuffix(errOut, "Swapping tiles 1 and 2 (the first two in reading order) makes it solvable.\n") {
			t.Errorf("%v: status %d, stdout %q, stderr %q", args, status, out, errOut)
		}
	}
}

func TestInfo(t *testing.T) {
	status, out, _ := cli("info", "testdata/board10.txt")
	want := golden(t, "testdata/board10.txt") + "largestTile: 1024\ndistanceWeightedScore: 10586\nleftWeightedScore: 20736\nhasWon: false\n"
	if status != 0 || out != want {
		t.Errorf("status %d, output\n%s\nwant\n%s", status, out, want)
	}
	status, out, _ = cli("info", "testdata/puzzle3x3-unsolvable.txt")
	if status != 0 || !strings.HasSuffix(out, "hamming: 2\nmanhattan: 2\nsolvable: false\n") {
		t.Errorf("status %d, output\n%s", status, out)
	}
}

// TestBadInput: exit status 2 and one clear line naming the problem; a later good file in the
// same batch is still answered.
func TestBadInput(t *testing.T) {
	// A missing file is named with the system's own words ("no such file or directory" on Unix).
	_, missing := os.Stat("testdata/missing.txt")
	if missing == nil {
		t.Fatal("testdata/missing.txt exists")
	}
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{"solve", "testdata/nonsquare.txt"}, "testdata/nonsquare.txt: line 3: row has 4 tiles, but n = 3 needs 3 per row"},
		{[]string{"solve", "testdata/not-power.txt"}, "line 3 (row 2, column 2): tile 6 is not 0 or a power of two"},
		{[]string{"solve", "testdata/duplicate.txt"}, "line 3 (row 2, column 3): tile 5 appears twice (also at row 2, column 2)"},
		{[]string{"solve", "-kind", "sliding", "testdata/board10.txt"}, "tile 256 is out of range 0..15"},
		{[]string{"solve", "testdata/missing.txt"}, "testdata/missing.txt: " + missing.Error()},
		{[]string{"solve", "-goal", "1000", "testdata/board10.txt"}, "goal 1000 is not a power of two"},
		{[]string{"solve", "-spawn", "middle", "testdata/board10.txt"}, `unknown spawn rule "middle"`},
		{[]string{"solve", "-priority", "up", "testdata/board10.txt"}, `unknown priority "up"`},
		{[]string{"solve", "-kind", "chess", "testdata/board10.txt"}, `unknown kind "chess"`},
		{[]string{"solve"}, "usage: tilesolve solve"},
		{[]string{"info", "a", "b"}, "usage: tilesolve info"},
		{[]string{"dance"}, `unknown command "dance"`},
		{[]string{"solve", "-max-nodes", "x", "testdata/board10.txt"}, "invalid value"},
	}
	for _, tt := range tests {
		status, _, errOut := cli(tt.args...)
		if status != exitBadInput || !strings.Contains(errOut, tt.msg) || strings.Contains(errOut, "goroutine") {
			t.Errorf("%v: status %d, stderr %q; want 2 and %q", tt.args, status, errOut, tt.msg)
		}
	}
	status, out, _ := cli("solve", "-quiet", "testdata/nonsquare.txt", "testdata/puzzle04.txt")
	if status != exitBadInput || out != "testdata/nonsquare.txt: failed (exit status 2; see stderr)\nMinimum number of moves = 4\n" {
		t.Errorf("batch with a bad file: status %d, output %q", status, out)
	}
}

// A stopped search says which limit bound, in which phase, with its figures, and advice that
// changes that limit.
func TestStopped(t *testing.T) {
	tests := []struct {
		name      string
		args      []string
		want      []string
		forbidden string
	}{
		{"node budget", []string{"-algo", "best-first", "-max-nodes", "2000"},
			[]string{"search stopped by the node budget of 2,000 stored states: 2,000 states stored", "Raise -max-nodes (now 2000)", "-algo beam (", "-priority distance"}, "-max-memory ("},
		{"memory budget", []string{"-max-memory", "1"},
			[]string{"search stopped by the memory budget of 1 MB (", " states at about ", " bytes each): ",
				"Raise -max-memory (now 1 MB)", "raising -max-nodes would not help"}, "Raise -max-nodes"},
		{"timeout", []string{"-timeout", "50ms"}, []string{"search stopped by the timeout of 50ms", "Raise -timeout"}, "-max-nodes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append(append([]string{"solve", "-goal", "65536"}, tt.args...), "testdata/lone-two.txt")
			status, out, errOut := cli(args...)
			if status != exitStopped || out != "" {
				t.Errorf("status %d, stdout %q; want 3 and nothing", status, out)
			}
			for _, w := range tt.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr %q lacks %q", errOut, w)
				}
			}
			if strings.Contains(errOut, tt.forbidden) {
				t.Errorf("stderr %q advises %q, which would not help", errOut, tt.forbidden)
			}
		})
	}
}

func TestHelp(t *testing.T) {
	status, _, errOut := cli("solve", "-h")
	for _, flag := range []string{"-goal", "-kind", "-spawn", "-priority", "-heuristic", "-max-nodes", "-max-memory", "-timeout", "-quiet", "-proof-nodes"} {
		if !strings.Contains(errOut, flag) {
			t.Errorf("solve -h does not document %s", flag)
		}
	}
	if status != 0 {
		t.Errorf("status %d", status)
	}
}

// A rule whose new tile is random is refused by the engine as a fact; the command line says
// where to play it.
func TestSolveRandomRuleSaysPlay(t *testing.T) {
	status, _, errOut := cli("solve", "-spawn", "classic", "testdata/lone-two.txt")
	if status != exitBadInput || !strings.Contains(errOut, "play it instead (tilesolve play -rules classic)") {
		t.Errorf("status %d, stderr %q", status, errOut)
	}
}
