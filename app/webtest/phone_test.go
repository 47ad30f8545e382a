//go:build !js

package webtest

import (
	"context"
	"image"
	"regexp"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/device"

	"github.com/tilesolve/tilesolve/board"
)

// On a phone (an iPhone 12's 390x844 viewport, touch, emulated over the DevTools protocol) the
// board is painted, a tap switches to Play and a swipe down the board plays a move (loader.js
// turns touches into the mouse events Fyne's web driver listens to). The layout's column itself
// is checked by the app's TestColumnAtPhoneWidth.
func TestPhone(t *testing.T) {
	p := openPhone(t)
	g, err := board.ReadFile("../../resources/board10.txt")
	if err != nil {
		t.Fatal(err)
	}
	p.waitPainted("phone-first", g, false, 30*time.Second)

	// A tap on the Play tab, then a swipe down the board plays a move.
	p.run(chromedp.TapXY(289, 632))
	time.Sleep(time.Second)
	before := p.waitStatus(regexp.MustCompile(`^Playing`), 10*time.Second) // the tap switched modes
	shotBefore := p.screenshot("phone-play")
	p.run(swipe(195, 160, 195, 330))
	deadline := time.Now().Add(10 * time.Second)
	for {
		after := p.state()
		shot := p.screenshot("phone-swiped")
		if changed := differingPixels(shotBefore, shot); after != before || changed > 5000 {
			t.Logf("after the swipe: %q (%d pixels changed)", after.Status, changed)
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the swipe changed nothing: status %q", after.Status)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// phone is a phone the page is tried on, with where its Play tab and the middle of Board10 lie in
// the page's CSS pixels.
type phone struct {
	name    string
	device  device.Info
	playTab [2]float64
	board   [2]float64
}

// iPhone12 is a 390x844 phone; galaxyS5 a 360x640 one, narrow and short (no chart: the column's
// shortBelow).
var (
	iPhone12 = phone{"iPhone 12", device.IPhone12.Device(), [2]float64{289, 632}, [2]float64{195, 245}}
	galaxyS5 = phone{"Galaxy S5", device.GalaxyS5.Device(), [2]float64{267, 488}, [2]float64{180, 237}}
)

// swipes are four swipes across the phone's board: down, up, right and left.
func (ph phone) swipes() [][4]float64 {
	x, y := ph.board[0], ph.board[1]
	return [][4]float64{{x, y - 85, x, y + 85}, {x, y + 85, x, y - 85}, {x - 80, y, x + 80, y}, {x + 80, y, x - 80, y}}
}

// openPhone opens the page on an emulated iPhone 12 (390x844, touch) and waits for Board10's
// status line; it skips the test where no Chromium is installed.
func openPhone(t *testing.T) *page { return openPhoneOf(t, iPhone12) }

// openPhoneOf opens the page on the phone ph, emulated, as openPhone does.
func openPhoneOf(t *testing.T, ph phone) *page {
	t.Helper()
	if chromium() == "" {
		t.Skip("web page not tested: no Chromium installed (scripts/install-deps.sh installs Debian's chromium)")
	}
	p := openBrowser(t, site(t), int(ph.device.Width), int(ph.device.Height))
	p.run(chromedp.Emulate(ph.device))
	p.run(chromedp.Navigate(p.url))
	p.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
	return p
}

// swipe drags one finger from (x0, y0) to (x1, y1) in steps.
func swipe(x0, y0, x1, y1 float64) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		point := func(x, y float64) []*input.TouchPoint {
			return []*input.TouchPoint{{X: x, Y: y, ID: ptr(0.0), RadiusX: ptr(1.0), RadiusY: ptr(1.0), Force: ptr(1.0)}}
		}
		if _, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: point(x0, y0)}); err != nil {
			return err
		}
		for i := 1; i <= 8; i++ {
			f := float64(i) / 8
			if _, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchMove, TouchPoints: point(x0+(x1-x0)*f, y0+(y1-y0)*f)}); err != nil {
				return err
			}
			time.Sleep(16 * time.Millisecond)
		}
		_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
		return err
	})
}

// differingPixels counts the pixels that differ between two screenshots of one size.
func differingPixels(a, b image.Image) int {
	n := 0
	r := a.Bounds().Intersect(b.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				n++
			}
		}
	}
	return n
}

func ptr[T any](v T) *T { return &v }
