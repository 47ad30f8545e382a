package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/ntuple"
)

// TestTrainWritesTheNetwork: train prints a line per -report games and a last line, writes a
// network that reads back, gives the same file from the same seed, and goes on from it with
// -resume; the file then plays with play -eval learned.
func TestTrainWritesTheNetwork(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.net"), filepath.Join(dir, "b.net")
	var outs [2]string
	for i, path := range []string{a, b} {
		status, out, errOut := cli("train", "-shape", "tiny", "-games", "40", "-report", "20", "-seed", "3", "-o", path)
		if status != 0 || errOut != "" {
			t.Fatalf("status %d, stderr %q", status, errOut)
		}
		outs[i] = out
	}
	lines := strings.Split(strings.TrimSuffix(outs[0], "\n"), "\n")
	want := []string{
		`training 196608 weights, seed 3; Ctrl-C stops and writes .*a\.net`,
		`\s+games\s+moves\s+minutes\s+moves/s\s+mean\s+reached 2048 4096 8192 16384 32768`,
		`\s+20\s+[\d,]+\s+[\d.]+\s+\d+\s+\d+(\s+[\d.]+%){5}`,
		`\s+40\s+[\d,]+\s+[\d.]+\s+\d+\s+\d+(\s+[\d.]+%){5}`,
		`done after 40 games: wrote .*a\.net, .*a\.net\.rates`,
	}
	if len(lines) != len(want) {
		t.Fatalf("printed\n%s\nwant %d lines", outs[0], len(want))
	}
	for i, p := range want {
		if !regexp.MustCompile("^" + p + "$").MatchString(lines[i]) {
			t.Errorf("line %d %q does not match %q", i+1, lines[i], p)
		}
	}
	fa, _ := os.ReadFile(a)
	fb, _ := os.ReadFile(b)
	if len(fa) == 0 || !bytes.Equal(fa, fb) {
		t.Fatalf("the same seed wrote different files (%d and %d bytes)", len(fa), len(fb))
	}
	if _, err := ntuple.Read(bytes.NewReader(fa)); err != nil {
		t.Fatal(err)
	}
	if status, out, errOut := cli("train", "-resume", "-games", "10", "-o", b); status != 0 || !strings.Contains(out, "with its temporal-coherence rates") {
		t.Fatalf("-resume: status %d, %q %q", status, out, errOut)
	}
	if fb2, _ := os.ReadFile(b); bytes.Equal(fb2, fa) {
		t.Error("-resume trained on and wrote the same network")
	}
	// -convert writes the shipping file from -o without training: at 12 bits, smaller than the
	// 32-bit file, the same network within the rounding, and -o left as it was.
	ship := filepath.Join(dir, "a.ntuple")
	if status, out, errOut := cli("train", "-resume", "-convert", "-o", a, "-ship", ship); status != 0 || !strings.Contains(out, "at 12 bits") {
		t.Fatalf("-convert: status %d, %q %q", status, out, errOut)
	}
	fs, _ := os.ReadFile(ship)
	if fa2, _ := os.ReadFile(a); !bytes.Equal(fa2, fa) {
		t.Error("-convert changed -o")
	}
	if len(fs) == 0 || len(fs) >= len(fa) {
		t.Errorf("-convert wrote %d bytes from a 32-bit file of %d", len(fs), len(fa))
	}
	full, _ := ntuple.Read(bytes.NewReader(fa))
	small, err := ntuple.Read(bytes.NewReader(fs))
	if err != nil {
		t.Fatal(err)
	}
	if x, y := full.Value(0x1234_0012_0001_0000), small.Value(0x1234_0012_0001_0000); x == 0 || (x-y)/x > 0.01 || (y-x)/x > 0.01 {
		t.Errorf("a board's value %v at 32 bits, %v at 12", x, y)
	}
	// -ship-keep keeps the weights training moved most: a smaller file still, and the count said.
	pruned := filepath.Join(dir, "pruned.ntuple")
	status, out, errOut := cli("train", "-resume", "-convert", "-o", a, "-ship", pruned, "-ship-keep", "100")
	fp, _ := os.ReadFile(pruned)
	if status != 0 || regexp.MustCompile(`, 0 weights pruned`).MatchString(out) || len(fp) >= len(fs) {
		t.Errorf("-ship-keep 100: status %d, %q %q, %d bytes against %d", status, out, errOut, len(fp), len(fs))
	}
	if kept, err := ntuple.Read(bytes.NewReader(fp)); err != nil || kept.Learned() == 0 || kept.Learned() > 100 || !strings.Contains(out, ", 100 kept") {
		t.Errorf("-ship-keep 100 said %q and wrote a file of %v weights not 0 (%v)", out, kept.Learned(), err)
	}
	status, out, errOut = cli("play", "-eval", "learned", "-weights", a, "-depth", "1", "-ms", "100000", "-stop-at", "64", "-seed", "2")
	if status != 0 || !strings.Contains(out, "game 1: max 64") {
		t.Errorf("play -eval learned: status %d, %q %q", status, out, errOut)
	}
}

// TestTrainAndPlayRefuseBadFlags: each bad flag or file is refused with exit 2 and a message.
func TestTrainAndPlayRefuseBadFlags(t *testing.T) {
	dir := t.TempDir()
	cut := filepath.Join(dir, "cut.net")
	os.WriteFile(cut, []byte("tilesolve n-tuple network\n\x1f\x8b"), 0o644)
	good := filepath.Join(dir, "good.net") // a network whose rates file is not one
	if status, _, errOut := cli("train", "-shape", "tiny", "-games", "1", "-o", good); status != 0 {
		t.Fatal(errOut)
	}
	os.WriteFile(good+".rates", []byte("3\n1 2 3\n"), 0o644)
	norates := filepath.Join(dir, "norates.net")
	if status, _, errOut := cli("train", "-shape", "tiny", "-games", "1", "-tc=false", "-o", norates); status != 0 {
		t.Fatal(errOut)
	}
	foreign := filepath.Join(dir, "board.txt")
	os.WriteFile(foreign, []byte("2\n1 2\n3 0\n"), 0o644)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"train"}, "-o FILE"},
		{[]string{"train", "-o", filepath.Join(dir, "x"), "-shape", "9x9"}, `-shape "9x9"`},
		{[]string{"train", "-o", filepath.Join(dir, "x"), "-alpha", "0"}, "-alpha 0"},
		{[]string{"train", "-o", cut, "-resume"}, "cut short"},
		{[]string{"train", "-o", good, "-resume"}, "good.net.rates: not a Tilesolve rates file"},
		{[]string{"train", "-o", filepath.Join(dir, "x"), "-ship-bits", "20"}, "-ship-bits 20"},
		{[]string{"train", "-o", filepath.Join(dir, "x"), "-convert"}, "-convert"},
		{[]string{"train", "-o", filepath.Join(dir, "x"), "-ship-keep", "-1"}, "-ship-keep -1"},
		{[]string{"train", "-o", filepath.Join(dir, "x"), "-ship-keep", "9", "-tc=false"}, "needs -tc"},
		{[]string{"train", "-o", norates, "-resume", "-convert", "-ship", filepath.Join(dir, "y"), "-ship-keep", "9"}, "norates.net.rates is missing"},
		{[]string{"train", "-o", filepath.Join(dir, "x"), "-stage-from", cut}, "-stage-from: " + cut + ": network file is damaged or cut short"},
		{[]string{"train", "-o", filepath.Join(dir, "x"), "-stage-from", good, "-stage-tile", "3"}, "-stage-tile 3"},
		{[]string{"train", "-o", filepath.Join(dir, "x"), "-stage-from", good, "-stage-starts", "0"}, "-stage-starts 0"},
		{[]string{"train", "-o", filepath.Join(dir, "x"), "-stage-from", good, "-stage-tile", "32768", "-stage-starts", "2"}, "too few to draw starts from"},
		{[]string{"play", "-eval", "learned"}, "needs -weights"},
		{[]string{"play", "-eval", "deep"}, `-eval "deep"`},
		{[]string{"play", "-weights", cut}, "goes with -eval learned"},
		{[]string{"play", "-eval", "learned", "-weights", cut}, "cut short"},
		{[]string{"play", "-eval", "learned", "-weights", foreign}, "not a Tilesolve n-tuple network file"},
	}
	for _, tt := range tests {
		status, _, errOut := cli(tt.args...)
		if status != exitBadInput || !strings.Contains(errOut, tt.want) {
			t.Errorf("%q: status %d, stderr %q, want 2 and %q", tt.args, status, errOut, tt.want)
		}
	}
}

// TestTrainShipsSmaller: -ship also writes the network at -ship-bits (12) a weight, a file that reads
// back, is smaller than -o's, and is named on the last line with -o and its rates.
func TestTrainShipsSmaller(t *testing.T) {
	dir := t.TempDir()
	full, ship := filepath.Join(dir, "full.net"), filepath.Join(dir, "ship.net")
	status, out, errOut := cli("train", "-shape", "tiny", "-games", "30", "-seed", "4", "-o", full, "-ship", ship)
	if status != 0 || errOut != "" {
		t.Fatalf("status %d, stderr %q", status, errOut)
	}
	if !strings.Contains(out, "wrote "+full+", "+full+".rates and "+ship) {
		t.Errorf("last line does not name both files:\n%s", out)
	}
	f32, _ := os.ReadFile(full)
	f16, err := os.ReadFile(ship)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ntuple.Read(bytes.NewReader(f16)); err != nil {
		t.Fatal(err)
	}
	if len(f16) >= len(f32) {
		t.Errorf("shipped file %d bytes, 32-bit %d", len(f16), len(f32))
	}
}

// TestTrainStage: -stage-from trains a later stage on games from the earlier network's boards
// with -stage-tile, the same seeds giving the same stage, and -ship writes both stages in one
// file; -convert does the same from the stage's file.
func TestTrainStage(t *testing.T) {
	dir := t.TempDir()
	early := filepath.Join(dir, "early.net")
	if status, _, errOut := cli("train", "-shape", "tiny", "-games", "300", "-seed", "11", "-o", early); status != 0 {
		t.Fatal(errOut)
	}
	var files [2][]byte
	for i := range files {
		later, ship := filepath.Join(dir, "later.net"), filepath.Join(dir, "ship.net")
		status, out, errOut := cli("train", "-shape", "tiny", "-games", "20", "-seed", "5", "-o", later, "-ship", ship,
			"-stage-from", early, "-stage-tile", "256", "-stage-starts", "10", "-stage-seed", "3")
		if status != 0 || errOut != "" {
			t.Fatalf("status %d, stderr %q", status, errOut)
		}
		if !strings.Contains(out, "drawing 10 start boards: greedy games on "+early+", seed 3, to their first 256") {
			t.Errorf("no line on the start boards:\n%s", out)
		}
		files[i], _ = os.ReadFile(later)
		shipped, err := os.ReadFile(ship)
		if err != nil {
			t.Fatal(err)
		}
		n, err := ntuple.Read(bytes.NewReader(shipped))
		if err != nil {
			t.Fatal(err)
		}
		if st := n.Stages(); len(st) != 2 || st[1].From() != 8 || st[1].Learned() == 0 {
			t.Fatalf("-ship holds %d stages", len(st))
		}
	}
	if len(files[0]) == 0 || !bytes.Equal(files[0], files[1]) {
		t.Error("the same seeds trained different stages")
	}
	ship := filepath.Join(dir, "converted.net")
	if status, _, errOut := cli("train", "-resume", "-convert", "-o", filepath.Join(dir, "later.net"), "-ship", ship,
		"-stage-from", early, "-stage-tile", "256"); status != 0 {
		t.Fatal(errOut)
	}
	data, _ := os.ReadFile(ship)
	if n, err := ntuple.Read(bytes.NewReader(data)); err != nil || len(n.Stages()) != 2 {
		t.Errorf("-convert with -stage-from: %v, want a file of two stages", err)
	}
}
