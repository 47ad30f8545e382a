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

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/network"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/board"
)

// The page as a user meets it at 1280x800: it loads and paints Board10, Ctrl+Enter solves it in
// 3 moves, a puzzle file goes in through the browser's file picker and shows, Save As downloads
// that board's bytes, a file dropped on the page opens, and nothing comes from beyond the site.
func TestPage(t *testing.T) {
	if chromium() == "" {
		t.Skip("web page not tested: no Chromium installed (scripts/install-deps.sh installs Debian's chromium)")
	}
	dir := site(t)
	p := openBrowser(t, dir, 1280, 800)

	var mu sync.Mutex
	var elsewhere []string // requests to anywhere but the site: a CDN, a font, an update check
	if err := chromedp.Listen(p.ctx, func(ev any) {
		if e, ok := ev.(*network.EventRequestWillBeSent); ok && !strings.HasPrefix(e.Request.URL, p.url) &&
			!strings.HasPrefix(e.Request.URL, "blob:") && !strings.HasPrefix(e.Request.URL, "data:") {
			mu.Lock()
			elsewhere = append(elsewhere, e.Request.URL)
			mu.Unlock()
		}
	}); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	p.run(chromedp.Navigate(p.url))
	// Never a blank page: the loader shows until the app draws.
	loading := get(p, chromedp.Evaluate[string](`(function(){const l=document.getElementById("loading");
		return l && getComputedStyle(l).display !== "none" ? document.getElementById("action").textContent : ""})()`))
	if loading == "" && p.state().Status == "" {
		t.Fatal("the page shows neither the loader nor the app")
	}
	t.Logf("loader says %q", loading)
	p.screenshot("loading")
	s := p.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
	g, err := board.ReadFile("../../resources/board10.txt")
	if err != nil {
		t.Fatal(err)
	}
	if lines(s.Board) != lines(g.String()) {
		t.Fatalf("the page shows\n%s\nnot Board10\n%s", s.Board, g)
	}
	p.waitPainted("first-screen", g, false, 30*time.Second)
	t.Logf("cold load to a painted Board10: %.1f s", time.Since(start).Seconds())

	start = time.Now()
	p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	p.waitStatus(regexp.MustCompile(`^Solved in 3 moves`), 60*time.Second)
	t.Logf("Board10 solved (Ctrl+Enter to the status line): %.2f s", time.Since(start).Seconds())
	p.screenshot("solved")

	// File > Open through the browser's picker, which the test answers over the DevTools protocol.
	puzzle := filepath.Join(t.TempDir(), "eight.txt")
	const eight = "3\n1 2 3\n4 0 6\n7 5 8\n"
	if err := os.WriteFile(puzzle, []byte(eight), 0o644); err != nil {
		t.Fatal(err)
	}
	chosen := make(chan error, 1)
	if err := chromedp.Listen(p.ctx, func(ev any) {
		if e, ok := ev.(*cdppage.EventFileChooserOpened); ok {
			go func() { // no command from inside a listener
				_, err := chromedp.Call(p.ctx, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: []string{puzzle}, BackendNodeID: e.BackendNodeID})
				chosen <- err
			}()
		}
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(p.ctx, cdppage.SetInterceptFileChooserDialog, cdppage.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
		t.Fatal(err)
	}
	p.key("o", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	select {
	case err := <-chosen:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("Ctrl+O opened no file chooser")
	}
	s = p.waitStatus(regexp.MustCompile(`^Opened eight\.txt`), 30*time.Second)
	want, err := board.ReadFile(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	if lines(s.Board) != lines(want.String()) || !strings.Contains(s.Title, "eight.txt") {
		t.Fatalf("after opening eight.txt the page shows %q titled %q", s.Board, s.Title)
	}
	p.waitPainted("file-picker", want, true, 10*time.Second)

	// Save As downloads the board.
	downloads := t.TempDir()
	if _, err := chromedp.CallBrowser(p.ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads}); err != nil {
		t.Fatal(err)
	}
	p.key("s", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	p.waitStatus(regexp.MustCompile(`^Downloaded eight\.txt`), 30*time.Second)
	data := waitDownload(t, filepath.Join(downloads, "eight.txt"), 30*time.Second)
	if string(data) != want.String() {
		t.Fatalf("Save As downloaded %q, want %q", data, want.String())
	}
	// A file dropped on the page opens (Fyne's web driver takes no drops; platform/files_js.go listens).
	const dropped = "2\n2 0\n0 4\n"
	p.run(chromedp.Evaluate[chromedp.Void](`(function(){
		const dt = new DataTransfer();
		dt.items.add(new File([` + quote(dropped) + `], "dropped.txt", {type: "text/plain"}));
		document.dispatchEvent(new DragEvent("dragover", {dataTransfer: dt, bubbles: true, cancelable: true}));
		document.dispatchEvent(new DragEvent("drop", {dataTransfer: dt, bubbles: true, cancelable: true}));
	})()`))
	s = p.waitStatus(regexp.MustCompile(`^Opened dropped\.txt`), 30*time.Second)
	if lines(s.Board) != lines(dropped) {
		t.Errorf("after the drop the page shows %q, want %q", s.Board, dropped)
	}

	mu.Lock()
	defer mu.Unlock()
	if len(elsewhere) > 0 {
		t.Errorf("the page reached beyond its site: %q", elsewhere)
	}
}

// waitPainted waits until a screenshot shows the colours of g's tiles (and the empty cells') over
// at least a tenth of a cell's area each: the board is on the canvas, not only in the DOM.
func (p *page) waitPainted(name string, g board.Grid, sliding bool, limit time.Duration) {
	p.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		img := p.screenshot(name)
		missing := ""
		for i, v := range g.Tiles {
			fill, _ := boardview.CellColors(v, i, sliding, nil)
			if n := countColor(img, fill); n < 200 {
				missing = describeColor(fill)
				break
			}
		}
		if missing == "" {
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("after %s the screenshot %s has no %s tile colour", limit, name, missing)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// waitDownload waits for the browser to finish writing path, and returns its bytes.
func waitDownload(t *testing.T, path string, limit time.Duration) []byte {
	t.Helper()
	deadline := time.Now().Add(limit)
	for {
		if data, err := os.ReadFile(path); err == nil {
			if _, err := os.Stat(path + ".crdownload"); err != nil {
				return data
			}
		}
		if time.Now().After(deadline) {
			entries, _ := os.ReadDir(filepath.Dir(path))
			t.Fatalf("no download %s after %s (the folder holds %v)", filepath.Base(path), limit, entries)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
