//go:build !js

package webtest

import (
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/tilesolve/tilesolve/board"
)

// solvedDetails is the details line of a solve: "IDA* (optimal) · 70,533 boards searched · 15 ms".
var solvedDetails = regexp.MustCompile(`· ([\d,]+) boards? searched · (\d+ ms|[\d.]+ s|[\dhms]+)`)

// benchRow is a row of tilesolve bench sliding: the board's number, moves, nodes and seconds.
var benchRow = regexp.MustCompile(`(?m)^(\d+)\s+(\d+)\s+\d+\s+\S+\s+\S+\s+(\d+)\s+([\d.]+)`)

// TestMeasureSolves prints the engine's speed in the app's own page against the native command
// line: the 100 boards of `tilesolve bench sliding -n 4 -count 100 -seed 1`, each opened through
// the file picker and, once the page has painted it (settle), solved with Ctrl+Enter. Each solve
// is timed three ways: the search alone on its own clock (the UI taking its turns meanwhile), the
// app's whole solve (the details line's time, from the Solve to the answer handed to the window)
// and from the key to the status line. Natively: the same command with GOMAXPROCS=1, before and
// after the page's run. Each board's count of boards searched must be the command line's.
func TestMeasureSolves(t *testing.T) {
	if !*measureFlag {
		t.Skip("figures for docs/web.md: go test ./app/webtest -run Measure -web-measure -v")
	}
	if chromium() == "" {
		t.Skip("no Chromium installed")
	}
	const count = 100
	native := filepath.Join(t.TempDir(), "tilesolve")
	build := exec.Command("go", "build", "-trimpath", "-o", native, "./cmd/tilesolve")
	build.Dir = "../.."
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	cache := t.TempDir()
	bench := func() (mean float64, nodes map[int]int) {
		cmd := exec.Command(native, "bench", "sliding", "-n", "4", "-count", strconv.Itoa(count), "-seed", "1")
		cmd.Env = append(os.Environ(), "GOMAXPROCS=1", "XDG_CACHE_HOME="+cache)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		nodes = map[int]int{}
		var sum float64
		for _, m := range benchRow.FindAllStringSubmatch(string(out), -1) {
			i, _ := strconv.Atoi(m[1])
			n, _ := strconv.Atoi(m[3])
			s, _ := strconv.ParseFloat(m[4], 64)
			nodes[i] = n
			if i > 1 { // as in the page, where the first board's solve builds the databases
				sum += s
			}
		}
		if len(nodes) != count {
			t.Fatalf("%d rows in\n%s", len(nodes), out)
		}
		return sum / (count - 1), nodes
	}
	before, nodes := bench()
	t.Logf("native, GOMAXPROCS=1 (before): boards 2-%d, mean %.4f s a board", count, before)

	p := openBrowser(t, site(t), 1280, 800)
	if _, err := chromedp.Call(p.ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: pageProbe}); err != nil {
		t.Fatal(err)
	}
	p.run(chromedp.Navigate(p.url))
	p.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
	rng := rand.New(rand.NewPCG(1, 1))
	var searchSum, appSum, keySum, appMax float64
	for i := 1; i <= count; i++ {
		p.openVia(writeBoard(t, fmt.Sprintf("bench-%03d.txt", i), board.Scramble(4, rng)))
		p.settle()
		p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
		limit := time.Minute
		if i == 1 {
			limit = 20 * time.Minute // the databases are built first
		}
		key := p.waitSinceKey("Enter", `^Solved in`, limit)
		st := p.state()
		m := solvedDetails.FindStringSubmatch(st.Details)
		if m == nil {
			t.Fatalf("board %d: details %q", i, st.Details)
		}
		searched, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
		if searched != nodes[i] {
			t.Errorf("board %d: %d boards searched in the page, %d natively", i, searched, nodes[i])
		}
		if i == 1 {
			t.Logf("board 1 with the databases' build: %s", m[2])
			continue // timed apart, as the command line's preparing is
		}
		ms, err := strconv.ParseFloat(st.Search, 64)
		if err != nil {
			t.Fatalf("board %d: search time %q", i, st.Search)
		}
		sec := seconds(m[2])
		searchSum, appSum, keySum, appMax = searchSum+ms/1000, appSum+sec, keySum+key.Seconds(), max(appMax, sec)
	}
	after, _ := bench()
	t.Logf("native, GOMAXPROCS=1 (after): boards 2-%d, mean %.4f s a board", count, after)
	n := float64(count - 1)
	nat := (before + after) / 2
	t.Logf("in the app's page, boards 2-%d: the search mean %.4f s, %.1fx native; the app's whole solve mean %.4f s (max %.3f s), %.1fx; Ctrl+Enter to the status line mean %.4f s, %.1fx",
		count, searchSum/n, searchSum/n/nat, appSum/n, appMax, appSum/n/nat, keySum/n, keySum/n/nat)
}

// seconds reads a duration as words.Duration writes it under a minute: "15 ms", "1.2 s".
func seconds(s string) float64 {
	if v, ok := strings.CutSuffix(s, " ms"); ok {
		ms, _ := strconv.ParseFloat(v, 64)
		return ms / 1000
	}
	v, _ := strconv.ParseFloat(strings.TrimSuffix(s, " s"), 64)
	return v
}
