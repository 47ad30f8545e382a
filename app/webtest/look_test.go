//go:build !js

package webtest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/device"
	"github.com/chromedp/chromedp/kb"
)

// TestLook takes the screenshots a person looks at before a release, at 1280x800, 800x600 and
// phones' 390x844 (an iPhone 12) and 360x640 (a Galaxy S5, a short phone): the first screen, a solve, the timeline at its end, Play, a file from the
// picker, and Explore the Search and Compare Searches over the page. It runs when -web-shots names a folder for them.
func TestLook(t *testing.T) {
	if *shotsFlag == "" {
		t.Skip("screenshots for a person to look at: go test ./app/webtest -run Look -web-shots DIR")
	}
	if chromium() == "" {
		t.Skip("no Chromium installed")
	}
	dir := site(t)
	puzzle := filepath.Join(t.TempDir(), "fifteen.txt")
	if err := os.WriteFile(puzzle, []byte("4\n 1  2  3  4\n 5  6  0  8\n 9 10  7 11\n13 14 15 12\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, size := range []struct {
		w, h  int
		phone device.Info // none on a laptop
	}{{1280, 800, device.Info{}}, {800, 600, device.Info{}}, {390, 844, device.IPhone12.Device()}, {360, 640, device.GalaxyS5.Device()}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			p := openBrowser(t, dir, size.w, size.h)
			if size.phone.Width > 0 {
				p.run(chromedp.Emulate(size.phone))
			}
			name := func(s string) string { return fmt.Sprintf("look-%dx%d-%s", size.w, size.h, s) }
			p.run(chromedp.Navigate(p.url))
			p.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
			time.Sleep(time.Second)
			p.screenshot(name("1-first"))
			p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
			p.waitStatus(regexp.MustCompile(`^Solved`), time.Minute)
			time.Sleep(time.Second)
			p.screenshot(name("2-solved"))
			p.key(kb.End)
			time.Sleep(1500 * time.Millisecond)
			p.screenshot(name("3-timeline-end"))

			chosen := make(chan error, 1)
			if err := chromedp.Listen(p.ctx, func(ev any) {
				if e, ok := ev.(*cdppage.EventFileChooserOpened); ok {
					go func() { chosen <- setFile(p, puzzle, e) }()
				}
			}); err != nil {
				t.Fatal(err)
			}
			if _, err := chromedp.Call(p.ctx, cdppage.SetInterceptFileChooserDialog, cdppage.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
				t.Fatal(err)
			}
			p.key("o", chromedp.KeyModifiers(chromedp.ModifierCtrl))
			if err := <-chosen; err != nil {
				t.Fatal(err)
			}
			p.waitStatus(regexp.MustCompile(`^Opened fifteen`), 30*time.Second)
			time.Sleep(time.Second)
			p.screenshot(name("4-file-picker"))
			p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
			p.waitStatus(regexp.MustCompile(`^Solved`), 5*time.Minute)
			p.key(" ") // the timeline plays
			time.Sleep(700 * time.Millisecond)
			p.screenshot(name("5-timeline-playing"))
			p.key("2", chromedp.KeyModifiers(chromedp.ModifierCtrl|chromedp.ModifierAlt)) // Play mode
			time.Sleep(1500 * time.Millisecond)
			p.screenshot(name("6-play"))
			p.key("l", chromedp.KeyModifiers(chromedp.ModifierCtrl)) // Explore the Search, over the page
			time.Sleep(3 * time.Second)
			p.screenshot(name("7-explore"))
			p.key(kb.Escape) // closes it
			time.Sleep(time.Second)
			p.key("m", chromedp.KeyModifiers(chromedp.ModifierCtrl)) // Compare Searches, over the page
			time.Sleep(5 * time.Second)
			p.screenshot(name("8-compare"))
		})
	}
}
