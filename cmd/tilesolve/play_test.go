package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// withoutSpeed drops the lines that time the run, which differ between runs.
func withoutSpeed(out string) string {
	var keep []string
	for _, line := range strings.Split(out, "\n") {
		if !strings.HasPrefix(line, "moves/s:") && !strings.HasPrefix(line, "search:") {
			keep = append(keep, line)
		}
	}
	return strings.Join(keep, "\n")
}

// TestPlayOutput checks the lines play prints: one per game in order, then the tiles reached
// from 2048 up, the means and the speed.
func TestPlayOutput(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want []string // patterns, one per line
	}{
		{"random bottom-row", []string{"play", "-player", "random", "-rules", "bottom-row", "-games", "3", "-seed", "7"}, []string{
			`game 1: max \d+ score -?\d+ moves \d+`,
			`game 2: max \d+ score -?\d+ moves \d+`,
			`game 3: max \d+ score -?\d+ moves \d+`,
			`reached 2048: 0/3`,
			`mean: score -?\d+\.\d moves \d+\.\d`,
			`moves/s: \d+`,
		}},
		{"expectimax from a file", []string{"play", "-depth", "1", "-ms", "100000", "-stop-at", "2048", "testdata/board10.txt"}, []string{
			`game 1: max 2048 score \d+ moves \d+`,
			`reached 2048: 1/1`,
			`mean: score \d+\.\d moves \d+\.\d`,
			`moves/s: \d+`,
			`search: mean depth 1\.00, \d+\.\d\d M nodes/s a game`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, out, errOut := cli(tt.args...)
			if status != 0 || errOut != "" {
				t.Fatalf("status %d, stderr %q", status, errOut)
			}
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(lines) != len(tt.want) {
				t.Fatalf("printed\n%s\nwant %d lines", out, len(tt.want))
			}
			for i, p := range tt.want {
				if !regexp.MustCompile("^" + p + "$").MatchString(lines[i]) {
					t.Errorf("line %d %q does not match %q", i+1, lines[i], p)
				}
			}
		})
	}
}

// TestPlaySameSeedSameGames: the games depend on -seed alone, not on how many run at once; a
// capped expectimax with time to spare plays the same moves too.
func TestPlaySameSeedSameGames(t *testing.T) {
	for _, args := range [][]string{
		{"play", "-player", "random", "-rules", "bottom-row", "-p", "0.3", "-games", "6"},
		{"play", "-player", "random", "-rules", "classic", "-games", "6"},
		{"play", "-depth", "1", "-ms", "100000", "-stop-at", "256", "-games", "4"},
	} {
		var outs []string
		for _, extra := range [][]string{{"-seed", "5", "-j", "1"}, {"-seed", "5", "-j", "3"}, {"-seed", "6", "-j", "2"}} {
			status, out, errOut := cli(append(args, extra...)...)
			if status != 0 {
				t.Fatalf("%v %v: status %d, %s", args, extra, status, errOut)
			}
			outs = append(outs, withoutSpeed(out))
		}
		if outs[0] != outs[1] {
			t.Errorf("%v: -j 1 printed\n%s\n-j 3\n%s", args, outs[0], outs[1])
		}
		if outs[0] == outs[2] {
			t.Errorf("%v: seeds 5 and 6 printed the same\n%s", args, outs[0])
		}
	}
}

// TestPlayInParts: -first plays the later games of a seed's set, numbered as in the whole set,
// so a set played in parts gives the lines of the set played at once.
func TestPlayInParts(t *testing.T) {
	args := []string{"play", "-player", "random", "-rules", "classic", "-seed", "9"}
	gameLines := func(out string) []string {
		var lines []string
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(l, "game ") {
				lines = append(lines, l)
			}
		}
		return lines
	}
	var parts []string
	for _, extra := range [][]string{{"-games", "5"}, {"-games", "2"}, {"-first", "2", "-games", "3"}} {
		status, out, errOut := cli(append(args, extra...)...)
		if status != 0 {
			t.Fatalf("%v: status %d, %s", extra, status, errOut)
		}
		parts = append(parts, strings.Join(gameLines(out), "\n"))
	}
	if whole, split := parts[0], parts[1]+"\n"+parts[2]; whole != split || !strings.Contains(split, "game 5: ") {
		t.Errorf("5 games printed\n%s\nin two parts\n%s", whole, split)
	}
}

// TestPlayStopAt: every game ends at the tile asked for.
func TestPlayStopAt(t *testing.T) {
	status, out, _ := cli("play", "-depth", "1", "-ms", "100000", "-stop-at", "128", "-games", "3", "-seed", "2")
	if status != 0 || strings.Count(out, "max 128 ") != 3 {
		t.Errorf("status %d, printed\n%s\nwant three games ending at 128", status, out)
	}
}

// TestPlayBoards: -boards writes each game's last board, which play reads back and plays on from.
func TestPlayBoards(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "boards") // made by play
	status, out, errOut := cli("play", "-depth", "1", "-ms", "100000", "-stop-at", "256", "-games", "2", "-seed", "4", "-boards", dir)
	if status != 0 {
		t.Fatalf("status %d, %s", status, errOut)
	}
	for k := 1; k <= 2; k++ {
		path := filepath.Join(dir, fmt.Sprintf("game-%d.txt", k))
		g, err := board.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if top := slices.Max(g.Tiles); top != 256 || !strings.Contains(out, fmt.Sprintf("game %d: max 256 ", k)) {
			t.Errorf("game %d: the file's largest tile %d, play printed\n%s", k, top, out)
		}
	}
	status, out, errOut = cli("play", "-depth", "1", "-ms", "100000", "-stop-at", "512", filepath.Join(dir, "game-1.txt"))
	if status != 0 || !strings.Contains(out, "game 1: max 512 ") {
		t.Errorf("playing on from game 1's board: status %d, printed\n%s%s", status, out, errOut)
	}
}

// TestPlayBadFlags: flags that mean nothing exit 2 with a message naming them.
func TestPlayBadFlags(t *testing.T) {
	var tests [][2]string // the arguments, and what the message must hold
	for flag, values := range map[string][]string{
		"-rules": {"sideways"}, "-player": {"oracle"}, "-ms": {"-1"}, "-depth": {"-2"},
		"-games": {"0", "x"}, "-j": {"0"}, "-n": {"1", "17"}, "-stop-at": {"100"}, "-handoff": {"100", "-2"}, "-downgrade": {"100", "-2"}, "-first": {"-1"}, "-p": {"0", "1.5", "NaN"},
	} {
		for _, v := range values {
			tests = append(tests, [2]string{flag + " " + v, flag})
		}
	}
	tests = append(tests,
		[2]string{"-ms 0", "-ms 0"},
		[2]string{"-p 0.5 testdata/board10.txt", "not both"},
		[2]string{"-boards testdata/board10.txt/x", "-boards"},
		[2]string{"testdata/board10.txt testdata/lone-two.txt", "one board FILE"},
		[2]string{"testdata/puzzle04.txt", "puzzle04.txt"},
		[2]string{"testdata/missing.txt", "missing.txt"})
	for _, tt := range tests {
		args, want := strings.Fields(tt[0]), tt[1]
		status, out, errOut := cli(append([]string{"play"}, args...)...)
		if status != exitBadInput || out != "" || !strings.Contains(errOut, want) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want %d and a message with %q",
				args, status, out, errOut, exitBadInput, want)
		}
	}
	if status, _, _ := cli("play", "-h"); status != 0 {
		t.Errorf("play -h: status %d", status)
	}
}
