//go:build !js

package webtest

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tilesolve/tilesolve/web"
)

var (
	siteFlag  = flag.String("web-site", "", "serve this built site (make web's dist/web) instead of building one")
	shotsFlag = flag.String("web-shots", "", "write the test's screenshots to this folder")
)

// chromium is the path of the browser, or "" when none is installed.
func chromium() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// site is the web page's folder: the -web-site flag's, or one scripts/web.sh builds once for the
// tests of this run, as make web writes it: with brotli at its best (a minute or two on a 35 MB
// wasm), which the browser is served like a visitor's and TestWireSize weighs.
func site(t *testing.T) string {
	t.Helper()
	if *siteFlag != "" {
		return *siteFlag
	}
	built.Do(func() {
		dir, err := os.MkdirTemp("", "tilesolve-web-site-")
		if err != nil {
			built.err = err
			return
		}
		cmd := exec.Command("scripts/web.sh", dir)
		cmd.Dir = "../.."
		out, err := cmd.CombinedOutput()
		if err != nil {
			built.err = fmt.Errorf("scripts/web.sh: %v\n%s", err, out)
			return
		}
		built.dir, built.log = dir, string(bytes.TrimSpace(out))
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	t.Logf("%s", built.log)
	return built.dir
}

// built is the site scripts/web.sh wrote for this run of the tests; TestMain removes it.
var built struct {
	sync.Once
	dir, log string
	err      error
}

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

// page is one browser tab on the served site.
type page struct {
	t   *testing.T
	ctx context.Context
	url string
}

// openBrowser starts headless Chromium with software WebGL (SwiftShader) and a fresh profile, and
// serves dir to it. The tab's viewport is width x height. extra options come after the usual ones.
func openBrowser(t *testing.T, dir string, width, height int, extra ...chromedp.ExecAllocatorOption) *page {
	t.Helper()
	return openBrowserOn(t, web.Handler(dir), width, height, extra...)
}

// openBrowserOn is openBrowser with the site served by h.
func openBrowserOn(t *testing.T, h http.Handler, width, height int, extra ...chromedp.ExecAllocatorOption) *page {
	t.Helper()
	path := chromium()
	if path == "" {
		t.Skip("web page not tested: no Chromium installed (scripts/install-deps.sh installs Debian's chromium)")
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Flag("headless", "new"),
		chromedp.NoSandbox,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.Flag("mute-audio", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(width, height),
	}
	opts = append(opts, extra...) // a Flag set false drops one of the above
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	t.Cleanup(func() {
		cancelTab()
		cancelAlloc()
	})
	// The first call starts the browser and ties it to the context it gets: the tab's own, not
	// one of run's deadlines.
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting the browser: %v", err)
	}
	p := &page{t: t, ctx: ctx, url: srv.URL + "/"}
	p.run(chromedp.EmulateViewport(int64(width), int64(height)))
	return p
}

// openSite is openBrowser on the site of this run (site), skipped before the site is built where
// no Chromium is installed.
func openSite(t *testing.T, width, height int) *page {
	t.Helper()
	if chromium() == "" {
		t.Skip("web page not tested: no Chromium installed (scripts/install-deps.sh installs Debian's chromium)")
	}
	return openBrowser(t, site(t), width, height)
}

// actionLimit bounds one call into the browser. Every wait for the app has its own shorter limit
// (waitStatus and the like poll); this one turns a browser that stops answering (once, a
// navigation that never committed) into a failure naming the call instead of the go test
// timeout's stack dump many minutes later.
const actionLimit = 3 * time.Minute

// run runs chromedp actions, failing the test on an error or after actionLimit.
func (p *page) run(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, actionLimit)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		p.t.Fatalf("the browser: %v", err)
	}
}

// get runs one action and returns its value, failing the test on an error or after actionLimit.
func get[T any](p *page, a chromedp.Action[T]) T {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, actionLimit)
	defer cancel()
	v, err := chromedp.Run(ctx, a)
	if err != nil {
		p.t.Fatalf("the browser: %v", err)
	}
	return v
}

// appState is what the app mirrors into the page's #tilesolve-status (app/platform/page_js.go).
type appState struct {
	Status, Title, Board string
	Details              string // the details line: a solve's search, figures and time
	Search               string // the last solve's search alone, in milliseconds
}

func (p *page) state() appState {
	p.t.Helper()
	return get(p, chromedp.Evaluate[appState](`(function(){const e=document.getElementById("tilesolve-status");
		return e ? {Status: e.textContent, Title: e.dataset.title || "", Board: e.dataset.board || "", Details: e.dataset.details || "", Search: e.dataset.search || ""} : {}})()`))
}

// waitStatus waits up to limit for the status line to match re, and returns the state then.
func (p *page) waitStatus(re *regexp.Regexp, limit time.Duration) appState {
	p.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		s := p.state()
		if re.MatchString(s.Status) {
			return s
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("after %s the status line says %q, not %q", limit, s.Status, re)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// screenshot is the viewport's pixels, written to the -web-shots folder as name.png when set.
func (p *page) screenshot(name string) image.Image {
	p.t.Helper()
	buf := get(p, chromedp.CaptureScreenshot())
	if *shotsFlag != "" {
		if err := os.MkdirAll(*shotsFlag, 0o755); err != nil {
			p.t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(*shotsFlag, name+".png"), buf, 0o644); err != nil {
			p.t.Fatal(err)
		}
	}
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		p.t.Fatal(err)
	}
	return img
}

// countColor counts the pixels within 3 of c on every channel.
func countColor(img image.Image, c color.Color) int {
	cr, cg, cb, _ := c.RGBA()
	near := func(a, b uint32) bool { d := int(a>>8) - int(b>>8); return d >= -3 && d <= 3 }
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if near(r, cr) && near(g, cg) && near(bl, cb) {
				n++
			}
		}
	}
	return n
}

func describeColor(c color.Color) string {
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("#%02x%02x%02x", r>>8, g>>8, b>>8)
}

// key presses a key with modifiers (input.Modifier values) on the page.
func (p *page) key(k string, mods ...chromedp.KeyOption) {
	p.t.Helper()
	p.run(chromedp.KeyEvent(k, mods...))
}

// lines normalises a board in the file format for comparing: trimmed lines, single spaces.
func lines(s string) string {
	var out []string
	for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
		out = append(out, strings.Join(strings.Fields(l), " "))
	}
	return strings.Join(out, "\n")
}
