//go:build !js

package webtest

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"

	"github.com/tilesolve/tilesolve/board"
)

var profileFlag = flag.Int("web-profile", 0, "profile this many 15-puzzle solves in the page with Chromium's profiler and print where the page's thread went")

// TestProfileSolves shows where the page's one thread goes while the app solves 15-puzzles: the
// bench command's boards 2 to N+1 (board 1 builds the databases first, unprofiled), each opened
// through the file picker and solved with Ctrl+Enter, with Chromium's sampling profiler running
// from each Ctrl+Enter to its answer on the status line. It prints the share of the samples by
// part (the search, Fyne's drawing, the app's widgets, the garbage collector, idle) and the
// functions with the most samples of their own.
//
//	go test ./app/webtest -run TestProfileSolves -web-profile 20 -v -timeout 30m
func TestProfileSolves(t *testing.T) {
	if *profileFlag <= 0 {
		t.Skip("profile the page: go test ./app/webtest -run TestProfileSolves -web-profile 20 -v")
	}
	t.Setenv("WEB_NAMES", "1") // scripts/web.sh keeps the functions' names for the profile
	p := openBrowser(t, site(t), 1280, 800)
	if _, err := chromedp.Call(p.ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: pageProbe}); err != nil {
		t.Fatal(err)
	}
	p.run(chromedp.Navigate(p.url))
	p.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
	for _, c := range []error{
		call(p, profiler.Enable, cdp.Empty{}),
		call(p, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 100}),
	} {
		if c != nil {
			t.Fatal(c)
		}
	}
	rng := rand.New(rand.NewPCG(1, 1))
	var total samples
	for i := 1; i <= *profileFlag+1; i++ {
		p.openVia(writeBoard(t, fmt.Sprintf("profile-%03d.txt", i), board.Scramble(4, rng)))
		p.settle()
		if i > 1 {
			if err := call(p, profiler.Start, cdp.Empty{}); err != nil {
				t.Fatal(err)
			}
		}
		p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
		limit := time.Minute
		if i == 1 {
			limit = 20 * time.Minute
		}
		p.waitSinceKey("Enter", `^Solved in`, limit)
		if i == 1 {
			continue
		}
		res, err := chromedp.Call(p.ctx, profiler.Stop, cdp.Empty{})
		if err != nil {
			t.Fatal(err)
		}
		total.add(res.Profile)
	}
	total.print(t)
}

func call[P any](p *page, cmd cdp.Command[P, cdp.Empty], params P) error {
	_, err := chromedp.Call(p.ctx, cmd, params)
	return err
}

// samples sums profiles: microseconds by part, by function on top of the stack, and by function
// anywhere on it.
type samples struct {
	all                 int64
	parts, self, within map[string]int64
}

// parts names where a sample's time went, by the frames on its stack (the first match, looking
// from the top of the stack down).
var parts = []struct{ name, match string }{
	{"the search (astar, pdb, solver)", "tilesolve/astar|tilesolve/pdb|tilesolve/solver"},
	{"the app's widgets (tilesolve/app, session)", "tilesolve/app|tilesolve/session"},
	{"Fyne's painting (gl, painter)", "painter|gl-js|/gl\\.|WebGL|drawElements|texImage"},
	{"Fyne's widgets and layout", "fyne\\.io"},
	{"text (go-text, font)", "go-text|typesetting|font"},
	{"Go's garbage collector", "runtime\\.(gc|mark|scan|sweep|bgsweep)"},
	{"JavaScript glue (syscall/js, wasm_exec)", "syscall/js|wasm_exec|_makeFuncWrapper"},
	{"Go's scheduler", "runtime\\."},
}

func (s *samples) add(prof *profiler.Profile) {
	if s.parts == nil {
		s.parts, s.self, s.within = map[string]int64{}, map[string]int64{}, map[string]int64{}
	}
	node := map[int64]*profiler.ProfileNode{}
	parent := map[int64]int64{}
	for _, n := range prof.Nodes {
		node[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	res := make([]*regexp.Regexp, len(parts))
	for i, p := range parts {
		res[i] = regexp.MustCompile(p.match)
	}
	for i, id := range prof.Samples {
		if i+1 >= len(prof.TimeDeltas) {
			break
		}
		us := prof.TimeDeltas[i+1] // the time until the next sample
		s.all += us
		top := node[id].CallFrame.FunctionName
		if top == "" {
			top = "(anonymous) " + node[id].CallFrame.URL
		}
		s.self[top] += us
		var stack []string
		seen := map[string]bool{}
		for n, ok := id, true; ok; n, ok = parent[n] {
			f := node[n].CallFrame.FunctionName
			stack = append(stack, f)
			if !seen[f] {
				seen[f] = true
				s.within[f] += us
			}
		}
		part := "other: " + top
		switch top {
		case "(idle)", "(program)", "(garbage collector)":
			part = top
		default:
		find:
			for _, f := range stack {
				for j, re := range res {
					if re.MatchString(f) {
						part = parts[j].name
						break find
					}
				}
			}
		}
		s.parts[part] += us
	}
}

func (s *samples) print(t *testing.T) {
	t.Logf("%.3f s sampled", float64(s.all)/1e6)
	top := func(title string, m map[string]int64, n int) {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return m[keys[i]] > m[keys[j]] })
		var b strings.Builder
		for i, k := range keys {
			if i == n {
				break
			}
			fmt.Fprintf(&b, "\n%6.1f%% %8.1f ms  %s", 100*float64(m[k])/float64(s.all), float64(m[k])/1e3, k)
		}
		t.Logf("%s:%s", title, b.String())
	}
	top("by part", s.parts, 30)
	top("by function, own time", s.self, 40)
	top("by function, on the stack", s.within, 120)
}

var profileLoadFlag = flag.Bool("web-profile-load", false, "profile the page's first visit with Chromium's profiler and print where the page's thread went")

// TestProfileLoad shows where the page's thread goes on a first visit (a fresh profile, the site
// on localhost, so the download takes next to nothing): Chromium's sampling profiler runs from
// the navigation to Board10's status line, through the wasm's compilation, Go's start and the
// app's first screen.
//
//	go test ./app/webtest -run TestProfileLoad -web-profile-load -v
func TestProfileLoad(t *testing.T) {
	if !*profileLoadFlag {
		t.Skip("profile the page's load: go test ./app/webtest -run TestProfileLoad -web-profile-load -v")
	}
	t.Setenv("WEB_NAMES", "1") // scripts/web.sh keeps the functions' names for the profile
	p := openBrowser(t, site(t), 1280, 800)
	for _, c := range []error{
		call(p, profiler.Enable, cdp.Empty{}),
		call(p, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 100}),
		call(p, profiler.Start, cdp.Empty{}),
	} {
		if c != nil {
			t.Fatal(c)
		}
	}
	start := time.Now()
	p.run(chromedp.Navigate(p.url))
	p.waitStatus(regexp.MustCompile(`Reach 2048`), 5*time.Minute)
	t.Logf("ready after %.1f s; the loader's notes %+v", time.Since(start).Seconds(), p.load())
	res, err := chromedp.Call(p.ctx, profiler.Stop, cdp.Empty{})
	if err != nil {
		t.Fatal(err)
	}
	var total samples
	total.add(res.Profile)
	total.print(t)
}
