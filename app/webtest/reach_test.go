//go:build !js

package webtest

import (
	"fmt"
	"regexp"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// controlsState is what the page's window.tilesolveControls() tells (app/controls_js.go): the
// canvas in Fyne's units, each button's place and whether it shows whole, and Play's readouts.
type controlsState struct {
	Width, Height float64
	Controls      map[string]struct {
		X, Y, W, H float64
		Whole      bool
		Clip       [4]float64
	}
	Moves, Hint, View string
	ViewText          string  // the labels of the view over the page, one a line
	ViewOverflow      float64 // how much wider than the page that view asks to be
}

func (p *page) controls() controlsState {
	p.t.Helper()
	return get(p, chromedp.Evaluate[controlsState](`tilesolveControls()`, chromedp.EvalAwaitPromise))
}

// css is a point in Fyne's units on the canvas as the page's CSS pixels.
func (p *page) css(c controlsState, x, y float64) (float64, float64) {
	p.t.Helper()
	r := get(p, chromedp.Evaluate[[4]float64](`(function(){const r=document.querySelector("canvas").getBoundingClientRect();return [r.left,r.top,r.width,r.height]})()`))
	return r[0] + x*r[2]/c.Width, r[1] + y*r[3]/c.Height
}

// reach drags the panel name is in, with a finger, until the button shows whole, then taps it.
// It gives up when three drags in a row leave the button where it was (the panel does not
// scroll), or after 40 drags (each by half the panel: a short phone's panel is short).
func (p *page) reach(name string) {
	p.t.Helper()
	was, stalled := -1.0, 0 // where the button was before the last drag; drags since it moved
	for range 40 {
		c := p.controls()
		b, ok := c.Controls[name]
		if !ok {
			p.t.Fatalf("%s is not on the page's panel shown", name)
		}
		if b.Whole {
			x, y := p.css(c, b.X+b.W/2, b.Y+b.H/2)
			p.run(chromedp.TapXY(x, y))
			p.t.Logf("tapped %s at (%.0f, %.0f)", name, x, y)
			return
		}
		if stalled++; b.Y != was {
			was, stalled = b.Y, 0
		}
		if stalled == 3 {
			p.t.Fatalf("three drags left %s where it was, not whole: %+v", name, b)
		}
		// A drag in the panel, at its left (the settings' names, not a control that drags itself),
		// by up to half the panel towards the button.
		clip := b.Clip
		x := clip[0] + 8
		from, to := clip[1]+clip[3]*0.75, clip[1]+clip[3]*0.25
		if b.Y < clip[1] {
			from, to = to, from
		}
		x0, y0 := p.css(c, x, from)
		_, y1 := p.css(c, x, to)
		p.run(swipe(x0, y0, x0, y1))
		time.Sleep(300 * time.Millisecond)
	}
	p.t.Fatalf("after 40 drags %s still does not show whole: %+v", name, p.controls().Controls[name])
}

// Every control a phone needs is reachable by touch (an iPhone 12's 390x844 and a Galaxy S5's
// 360x640, emulated): dragging the Solve panel with a finger brings Randomize into view, and a tap
// on it makes a new board; in Play, Hint (dragged to and tapped) shows a hint, and New game starts
// the game again after a move. Before the panels scrolled by dragging, Randomize, Hint and New
// game could not be reached; the canvas is no wider than the phone (on a 360x640 phone it was 387
// points wide, and no drag reached Randomize).
func TestPhoneReachesEveryControl(t *testing.T) {
	for _, ph := range []phone{iPhone12, galaxyS5} {
		t.Run(ph.name, func(t *testing.T) { reachEveryControl(t, ph) })
	}
}

func reachEveryControl(t *testing.T, ph phone) {
	p := openPhoneOf(t, ph)
	// The content laid out no wider than the phone: where it asked for more, the canvas grew past
	// the page's edge with it.
	c := p.controls()
	if c.Width > float64(ph.device.Width)+0.5 {
		t.Errorf("the canvas is %.0f points wide on a %d-point wide phone", c.Width, ph.device.Width)
	}
	for name, b := range c.Controls {
		if b.X+b.W > c.Width+0.5 {
			t.Errorf("%s ends at %.0f, past the %.0f-point wide canvas", name, b.X+b.W, c.Width)
		}
	}
	first := p.state()
	time.Sleep(time.Second)
	if c := p.controls(); c.Controls["Randomize"].Whole {
		t.Fatalf("Randomize shows at first: the test would not show that dragging reaches it (%+v)", c.Controls["Randomize"])
	}
	p.reach("Randomize")
	deadline := time.Now().Add(10 * time.Second)
	for p.state().Board == first.Board {
		if time.Now().After(deadline) {
			t.Fatalf("tapping Randomize left the board: status %q", p.state().Status)
		}
		time.Sleep(100 * time.Millisecond)
	}
	shot := func(name string) {
		p.screenshot(fmt.Sprintf("reach-%dx%d-%s", ph.device.Width, ph.device.Height, name))
	}
	shot("randomized")

	p.run(chromedp.TapXY(ph.playTab[0], ph.playTab[1])) // the Play tab
	p.waitStatus(regexp.MustCompile(`^Playing`), 10*time.Second)
	time.Sleep(500 * time.Millisecond)
	p.reach("Hint")
	deadline = time.Now().Add(30 * time.Second)
	for p.controls().Hint == "" {
		if time.Now().After(deadline) {
			t.Fatalf("tapping Hint showed no hint: status %q", p.state().Status)
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Logf("hint: %q", p.controls().Hint)
	shot("hint")

	// A move (a swipe on the board, each way until one moves), then New game starts again.
	for _, s := range ph.swipes() {
		if p.controls().Moves != "0" {
			break
		}
		p.run(swipe(s[0], s[1], s[2], s[3]))
		time.Sleep(500 * time.Millisecond)
	}
	if m := p.controls().Moves; m == "0" {
		t.Fatalf("no swipe played a move")
	}
	p.reach("New game")
	deadline = time.Now().Add(10 * time.Second)
	for p.controls().Moves != "0" {
		if time.Now().After(deadline) {
			t.Fatalf("tapping New game left %s moves: status %q", p.controls().Moves, p.state().Status)
		}
		time.Sleep(200 * time.Millisecond)
	}
	shot("new-game")
}

// On a phone, Explore the Search and Compare Searches show as the whole page with a Back button
// (a second window was cut off at the page's edges and left the page ignoring taps): each opens
// over the page, Back (tapped) brings the puzzle back, and the page then takes taps again.
func TestPhoneViewsGoBack(t *testing.T) {
	p := openPhone(t)
	time.Sleep(time.Second)
	for _, view := range []struct{ key, title string }{{"m", "Compare searches"}, {"l", "Explore the search"}} {
		p.key(view.key, chromedp.KeyModifiers(chromedp.ModifierCtrl))
		deadline := time.Now().Add(20 * time.Second)
		for p.controls().View != view.title {
			if time.Now().After(deadline) {
				t.Fatalf("Ctrl+%s showed no %q view: %+v", view.key, view.title, p.controls())
			}
			time.Sleep(200 * time.Millisecond)
		}
		time.Sleep(2 * time.Second)
		p.screenshot("view-" + view.key)
		if b := p.controls().Controls["Back"]; !b.Whole {
			t.Fatalf("%s: Back does not show whole: %+v", view.title, b)
		}
		p.reach("Back")
		deadline = time.Now().Add(10 * time.Second)
		for p.controls().View != "" {
			if time.Now().After(deadline) {
				t.Fatalf("Back left %q showing", p.controls().View)
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
	time.Sleep(500 * time.Millisecond)
	p.run(chromedp.TapXY(289, 632)) // the Play tab: the page takes taps again
	p.waitStatus(regexp.MustCompile(`^Playing`), 10*time.Second)
}
