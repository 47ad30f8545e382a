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
// shown again once solved or after 30 s: when the search ended (data-ended, noted by the search's
// goroutine) and when the page showed the answer, with 3 s of Chromium's profile of each from 8 s
// after Solve (where the thread went once the search should be done).
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
		pressed := get(p, chromedp.Evaluate[float64](`performance.now()`))
		p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
		what := "in front"
		if hidden {
			setState(browser.WindowStateMinimized)
			what = "hidden (" + get(p, chromedp.Evaluate[string](`document.visibilityState`)) + ")"
		}
		time.Sleep(8 * time.Second) // past the search's time in front (about 5 s)
		profile(what)
		for hidden && time.Since(start) < 30*time.Second && !solved.MatchString(p.state().Status) {
			time.Sleep(500 * time.Millisecond)
		}
		answered := time.Since(start)
		ended := get(p, chromedp.Evaluate[float64](`Number(document.getElementById("tilesolve-status").dataset.ended || 0)`))
		seen := p.state().Status
		setState(browser.WindowStateNormal)
		s := p.waitStatus(solved, 5*time.Minute)
		t.Logf("%s: the search ended %.1f s after Ctrl+Enter; %.1f s after it (the profile's time included) the status said %q; shown, %q; details %q",
			what, (ended-pressed)/1000, answered.Seconds(), seen, s.Status, s.Details)
		if ended < pressed {
			t.Errorf("%s: the search had not ended %.1f s after Ctrl+Enter", what, answered.Seconds())
		}
	}
}
