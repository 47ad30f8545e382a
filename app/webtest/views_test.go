//go:build !js

package webtest

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tilesolve/tilesolve/board"
)

// On a phone (390x844) Explore the Search and Compare Searches fit the screen's width, on Board10
// (a 2048 board) and on an 8-puzzle: the view asks to be no wider than the page (the app's own
// layout sizes, viewOverflow), while Compare runs and once it is done, and once the explorer has
// its recording, so nobody scrolls the page sideways; their headings, bar names and help text
// wrap, and only Compare's table scrolls sideways, inside the view. Nor do they name Esc, which
// a phone lacks. Before, Compare asked for 58 points more than the phone's 390 (its heading and bar
// names on one line) and the explorer for 92 (Board10) and 157 (the 8-puzzle) more, its board
// beside its figures.
func TestPhoneViewsFit(t *testing.T) {
	p := openPhone(t)
	time.Sleep(time.Second)
	eight := writeBoard(t, "eight.txt", board.NewGrid(3, []int{8, 6, 7, 2, 5, 4, 3, 0, 1}))
	for _, file := range []string{"", eight} {
		name := "board10"
		if file != "" {
			p.openVia(file)
			name = "eight"
		}
		p.key("m", chromedp.KeyModifiers(chromedp.ModifierCtrl))
		p.waitView("Compare searches")
		p.fitsWhile(name+"-compare", regexp.MustCompile(`(?m)^\d+ searches on `), 2*time.Minute)
		p.goBack()
		p.key("l", chromedp.KeyModifiers(chromedp.ModifierCtrl))
		p.waitView("Explore the search")
		p.fitsWhile(name+"-explore", regexp.MustCompile(`Path from the start to this board`), time.Minute)
		p.goBack()
	}
}

// waitView waits for the view titled title to show over the page.
func (p *page) waitView(title string) {
	p.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for p.controls().View != title {
		if time.Now().After(deadline) {
			p.t.Fatalf("no %q view showed: %+v", title, p.controls())
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// fitsWhile checks, until the view's labels match done or limit passes, that the view over the
// page asks to be no wider than the page and names no Esc; then it takes a screenshot.
func (p *page) fitsWhile(name string, done *regexp.Regexp, limit time.Duration) {
	p.t.Helper()
	deadline := time.Now().Add(limit)
	for checks := 0; ; checks++ {
		c := p.controls()
		if c.ViewOverflow > 0.5 {
			p.t.Errorf("%s: the view asks for %.0f points more than the page's %.0f:\n%s", name, c.ViewOverflow, c.Width, c.ViewText)
			break
		}
		if strings.Contains(c.ViewText, "Esc") {
			p.t.Errorf("%s: on a phone the view names Esc:\n%s", name, c.ViewText)
		}
		if done.MatchString(c.ViewText) && !strings.Contains(c.ViewText, "Recording") {
			p.t.Logf("%s: fits (%.0f points to spare of %.0f) after %d checks", name, -c.ViewOverflow, c.Width, checks)
			break
		}
		if time.Now().After(deadline) {
			p.t.Errorf("%s: not done after %v:\n%s", name, limit, c.ViewText)
			break
		}
		time.Sleep(300 * time.Millisecond)
	}
	time.Sleep(time.Second)
	p.screenshot("fit-" + name)
}

// goBack taps the view's Back and waits for the page to come back.
func (p *page) goBack() {
	p.t.Helper()
	p.reach("Back")
	deadline := time.Now().Add(10 * time.Second)
	for p.controls().View != "" {
		if time.Now().After(deadline) {
			p.t.Fatalf("Back left %q showing", p.controls().View)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
