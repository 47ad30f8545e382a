//go:build !js

package webtest

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tilesolve/tilesolve/board"
)

// korf1 is Korf's first 15-puzzle with 13 and 14 swapped, for the blank-last goal (63 moves): the
// fast answer shows at once, the proven one waits for the pattern databases.
var korf1 = board.NewGrid(4, []int{13, 14, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3})

// building is the status while a page builds the databases itself, with its count.
var building = regexp.MustCompile(`Building the pattern databases to prove it: \d+%`)

// Two tabs of one browser share one build of the 15-puzzle's pattern databases: the second tab
// that wants them while the first builds says that another tab is building them, builds nothing
// (its status never shows a build's count), and solves once the first tab's build is stored, by
// loading it (Web Locks, app/platform/dbstore_js.go). Before, each tab built its own.
func TestTwoTabsShareOneBuild(t *testing.T) {
	a := openSite(t, 1280, 800)
	a.run(chromedp.Navigate(a.url))
	a.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
	puzzle := writeBoard(t, "korf1.txt", korf1)
	a.openVia(puzzle)
	a.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	a.waitStatus(building, 5*time.Minute)

	ctx, cancel := chromedp.NewContext(a.ctx) // a second tab of the same browser
	defer cancel()
	if err := chromedp.Do(ctx); err != nil { // opens it, tied to ctx (not one of run's deadlines)
		t.Fatalf("opening a second tab: %v", err)
	}
	b := &page{t: t, ctx: ctx, url: a.url}
	b.run(chromedp.Navigate(b.url))
	b.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
	b.openVia(puzzle)
	b.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	s := b.waitStatus(regexp.MustCompile(`Another tab is building the pattern databases|^Solved`), 2*time.Minute)
	if !strings.Contains(s.Status, "Another tab") {
		t.Fatalf("the second tab did not say it waits for the first: %q", s.Status)
	}
	t.Logf("second tab: %q", s.Status)
	deadline := time.Now().Add(10 * time.Minute)
	for !strings.HasPrefix(s.Status, "Solved") {
		if building.MatchString(s.Status) {
			t.Fatalf("the second tab builds the databases itself: %q", s.Status)
		}
		if time.Now().After(deadline) {
			t.Fatalf("the second tab did not solve: %q", s.Status)
		}
		time.Sleep(100 * time.Millisecond)
		s = b.state()
	}
	t.Logf("second tab: %q", s.Status)
	if !strings.Contains(s.Status, "63 moves") {
		t.Errorf("the second tab's answer: %q", s.Status)
	}
}

// A build the page cuts short (a reload here) is said on the next visit: the next solve that
// needs the databases builds it again. The first of the two databases, once stored, is kept: a
// reload after it starts the build again at 50%. A visit after a build that ended says nothing.
func TestCutBuildSaidOnReload(t *testing.T) {
	p := openSite(t, 1280, 800)
	p.run(chromedp.Navigate(p.url))
	p.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
	puzzle := writeBoard(t, "korf1.txt", korf1)
	cut := func(at int) int { // solves, reloads once the build has passed at%, and returns the first count seen
		p.openVia(puzzle)
		p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
		first := -1
		deadline := time.Now().Add(10 * time.Minute)
		for {
			s := p.state()
			if m := percent.FindStringSubmatch(s.Status); m != nil {
				n, _ := strconv.Atoi(m[1])
				if first < 0 {
					first = n
				}
				if n >= at {
					break
				}
			}
			if time.Now().After(deadline) {
				t.Fatalf("the build did not pass %d%%: %q", at, s.Status)
			}
			time.Sleep(100 * time.Millisecond)
		}
		p.run(chromedp.Reload())
		p.waitStatus(regexp.MustCompile(`A reload cut the last build|Reach 2048`), 90*time.Second)
		time.Sleep(2 * time.Second) // the line comes after the first status
		if s := p.state(); !strings.HasPrefix(s.Status, "A reload cut the last build of the pattern databases short") {
			t.Fatalf("after the reload: %q", s.Status)
		}
		return first
	}
	if first := cut(0); first >= 50 {
		t.Errorf("the first build began at %d%%", first)
	}
	if first := cut(55); first >= 50 {
		t.Errorf("the build cut at 1%% began again at %d%%", first)
	}
	if first := cut(0); first < 50 {
		t.Errorf("the build cut at 55%% began again at %d%%, not at 50%%: the first database was not kept", first)
	}
	p.run(chromedp.Reload())
	p.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
	time.Sleep(2 * time.Second)
	if s := p.state(); !strings.Contains(s.Status, "Reach 2048") {
		t.Errorf("the second reload says it again: %q", s.Status)
	}
}

// percent is a build's count on the status line.
var percent = regexp.MustCompile(`Building the pattern databases to prove it: (\d+)%`)
