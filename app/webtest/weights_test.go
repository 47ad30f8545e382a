//go:build !js

package webtest

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/tilesolve/tilesolve/resources"
)

// The learned player's weights are beside the page, and the page fetches them only when that
// player first needs them: the first load, and Play with the heuristic's hint, ask nothing for
// them; choosing Expectimax, learned and asking a hint fetches them once and the hint is the
// learned evaluation's.
func TestLearnedWeightsFetchedWhenNeeded(t *testing.T) {
	dir := site(t)
	if _, err := os.Stat(filepath.Join(dir, resources.WeightsFile)); err != nil {
		t.Fatalf("the site has no weights: %v", err)
	}
	p := openBrowser(t, dir, 1280, 800)
	var mu sync.Mutex
	fetched := 0
	if err := chromedp.Listen(p.ctx, func(ev any) {
		if e, ok := ev.(*network.EventRequestWillBeSent); ok && strings.Contains(e.Request.URL, resources.WeightsFile) {
			mu.Lock()
			fetched++
			mu.Unlock()
		}
	}); err != nil {
		t.Fatal(err)
	}
	count := func() int { mu.Lock(); defer mu.Unlock(); return fetched }
	p.run(chromedp.Navigate(p.url))
	p.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
	p.key("2", chromedp.KeyModifiers(chromedp.ModifierCtrl|chromedp.ModifierAlt)) // Play: the page's key (Chrome keeps Ctrl+2)
	p.waitStatus(regexp.MustCompile(`^Playing`), 10*time.Second)
	hint := func(want string) string {
		p.key("h")
		deadline := time.Now().Add(60 * time.Second)
		for {
			if h := p.controls().Hint; strings.Contains(h, want) {
				return h
			}
			if time.Now().After(deadline) {
				t.Fatalf("no hint saying %q: hint %q, status %q", want, p.controls().Hint, p.state().Status)
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
	hint("Expected score (expectimax)")
	if n := count(); n != 0 {
		t.Fatalf("the weights were fetched %d times before the learned player was chosen", n)
	}

	// The Player select sits above Autoplay's row, its list opening under it: Random, then
	// Expectimax, learned (the layout of docs/app.md's Play panel at 1280x800).
	c := p.controls()
	auto, ok := c.Controls["Autoplay"]
	if !ok {
		t.Fatalf("no Autoplay button in %+v", c.Controls)
	}
	click := func(x, y float64) { // Fyne's web driver clicks where the last move left the pointer
		x, y = p.css(c, x, y)
		p.run(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y), chromedp.MouseClickXY(x, y))
	}
	click(auto.X, auto.Y-auto.H*1.5)
	time.Sleep(time.Second)
	p.screenshot("weights-player-list")
	click(auto.X, auto.Y-auto.H*1.5+2*auto.H)
	time.Sleep(500 * time.Millisecond)
	p.screenshot("weights-learned-chosen")
	h := hint("(expectimax, learned)")
	memory := get(p, chromedp.Evaluate[float64](`tilesolveMemory()`)) / (1 << 20)
	t.Logf("learned hint: %q; the wasm memory with the weights read: %.0f MB", h, memory)
	p.screenshot("weights-learned-hint")
	if n := count(); n != 1 {
		t.Errorf("the weights were fetched %d times for the learned hint, want 1", n)
	}
}
