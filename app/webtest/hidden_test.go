//go:build !js

package webtest

import (
	"math/rand/v2"
	"regexp"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"

	"github.com/tilesolve/tilesolve/board"
)

// A 10x10 solved with the page in front, then another solved with the page hidden (its window
// minimized right after Ctrl+Enter, the browser's background throttling on as in a real Chrome),
// shown again once solved or after 60 s: how long each took by the details line, with 3 s of
// Chromium's profile of each (where the thread went).
func TestMeasureHiddenTab(t *testing.T) {
	if !*measureFlag {
		t.Skip("figures for docs/web.md: go test ./app/webtest -run Measure -web-measure -v")
	}
	if chromium() == "" {
		t.Skip("no Chromium installed")
	}
	p := openBrowser(t, site(t), 1280, 800,
		chromedp.Flag("disable-background-timer-throttling", false), chromedp.Flag("disable-renderer-backgrounding", false))
	p.run(chromedp.Navigate(p.url))
	p.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
	if err := call(p, profiler.Enable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	profile := func(what string) {
		if err := call(p, profiler.Start, cdp.Empty{}); err != nil {
			t.Fatal(err)
		}
		time.Sleep(3 * time.Second)
		res, err := chromedp.Call(p.ctx, profiler.Stop, cdp.Empty{})
		if err != nil {
			t.Fatal(err)
		}
		var sm samples
		sm.add(res.Profile)
		t.Logf("profile %s (build with WEB_NAMES=1 for the functions' names):", what)
		sm.print(t)
	}
	win, err := chromedp.CallBrowser(p.ctx, browser.GetWindowForTarget, browser.GetWindowForTargetParams{TargetID: chromedp.FromContext(p.ctx).Target.TargetID})
	if err != nil {
		t.Fatal(err)
	}
	setState := func(st browser.WindowState) {
		if _, err := chromedp.CallBrowser(p.ctx, browser.SetWindowBounds, browser.SetWindowBoundsParams{WindowID: win.WindowID, Bounds: &browser.Bounds{WindowState: st}}); err != nil {
			t.Fatal(err)
		}
	}
	solved := regexp.MustCompile(`^Solved`)
	rng := rand.New(rand.NewPCG(1, 2))
	for _, hidden := range []bool{false, true} {
		p.openVia(writeBoard(t, "ten.txt", board.Scramble(10, rng)))
		time.Sleep(2 * time.Second) // the new board's first paint is not the search's
		start := time.Now()
		p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
		what := "in front"
		if hidden {
			setState(browser.WindowStateMinimized)
			what = "hidden (" + get(p, chromedp.Evaluate[string](`document.visibilityState`)) + ")"
		}
		time.Sleep(1500 * time.Millisecond)
		profile(what)
		for hidden && time.Since(start) < time.Minute && !solved.MatchString(p.state().Status) {
			time.Sleep(500 * time.Millisecond)
		}
		answered := time.Since(start)
		setState(browser.WindowStateNormal)
		s := p.waitStatus(solved, 5*time.Minute)
		t.Logf("%s: %q after %.1f s (shown after %.1f s); details %q", what, s.Status, answered.Seconds(), time.Since(start).Seconds(), s.Details)
	}
}
