//go:build !js

package webtest

import (
	"context"
	"encoding/json"
	"flag"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/dom"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/tilesolve/tilesolve/board"
)

var measureFlag = flag.Bool("web-measure", false, "measure the page in Chromium (minutes; docs/web.md gives the commands)")

// pageProbe, run in the page before its own scripts, records what the figures need on the page's
// clock: every animation frame (the longest gap is the longest the page froze), every WebGL
// clear (one a frame Fyne paints), when a key went down and when the status line changed.
const pageProbe = `(function(){
  const p = window.probe = {gaps: [], maxGap: 0, clears: 0, keys: [], statuses: []};
  let last = performance.now();
  function frame(t) { const g = t - last; last = t; if (g > p.maxGap) p.maxGap = g; requestAnimationFrame(frame); }
  requestAnimationFrame(frame);
  for (const C of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
    if (!C) continue;
    const clear = C.prototype.clear;
    C.prototype.clear = function (m) { p.clears++; return clear.call(this, m); };
  }
  // e.timeStamp is when the key reached the page, before it waited for the thread.
  document.addEventListener("keydown", function (e) { p.keys.push({key: e.key, t: e.timeStamp}); }, true);
  let watched = null; // the status element, watched once it exists
  function watch() {
    const e = document.getElementById("tilesolve-status");
    if (e && e !== watched) {
      watched = e;
      new MutationObserver(function () { p.statuses.push({text: e.textContent, t: performance.now()}); })
        .observe(e, {subtree: true, childList: true, characterData: true, attributes: true});
    }
  }
  document.addEventListener("DOMContentLoaded", watch);
  setInterval(watch, 100);
})();`

type probeState struct {
	MaxGap float64
	Clears int
}

func (p *page) probe() probeState {
	return get(p, chromedp.Evaluate[probeState](`({MaxGap: probe.maxGap, Clears: probe.clears})`))
}

func (p *page) resetGap() { p.run(chromedp.Evaluate[chromedp.Void](`probe.maxGap = 0`)) }

// sinceKey is the time on the page's clock from the last press of key to the first status line
// after it that matches re; -1 when none yet.
func (p *page) sinceKey(key, re string) float64 {
	return get(p, chromedp.Evaluate[float64](`(function(){
	  const k = probe.keys.filter(e => e.key === `+quote(key)+`).pop(); if (!k) return -1;
	  const re = new RegExp(`+quote(re)+`);
	  const s = probe.statuses.find(e => e.t >= k.t && re.test(e.text)); return s ? s.t - k.t : -1; })()`))
}

func quote(s string) string {
	b, _ := json.Marshal(s) // a JSON string is a JavaScript string literal
	return string(b)
}

// waitSinceKey waits up to limit for sinceKey to find the status line, and returns its time.
func (p *page) waitSinceKey(key, re string, limit time.Duration) time.Duration {
	p.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		if ms := p.sinceKey(key, re); ms >= 0 {
			return time.Duration(ms * float64(time.Millisecond))
		}
		if time.Now().After(deadline) {
			dump := get(p, chromedp.Evaluate[string](`JSON.stringify({keys: probe.keys.slice(-5), statuses: probe.statuses.slice(-5)})`))
			p.t.Fatalf("no status matching %q within %s of %s; it says %q; probe %s", re, limit, key, p.state().Status, dump)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// openVia puts a puzzle file in through the file picker (Ctrl+O) and waits for it to show.
func (p *page) openVia(path string) {
	p.t.Helper()
	chosen := make(chan error, 1)
	ctx, cancel := context.WithCancel(p.ctx)
	defer cancel()
	if err := chromedp.Listen(ctx, func(ev any) {
		if e, ok := ev.(*cdppage.EventFileChooserOpened); ok {
			go func() { chosen <- setFile(p, path, e) }()
		}
	}); err != nil {
		p.t.Fatal(err)
	}
	if _, err := chromedp.Call(p.ctx, cdppage.SetInterceptFileChooserDialog, cdppage.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
		p.t.Fatal(err)
	}
	p.key("o", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	select {
	case err := <-chosen:
		if err != nil {
			p.t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		p.t.Fatal("Ctrl+O opened no file chooser")
	}
	p.waitStatus(regexp.MustCompile(`^Opened `+regexp.QuoteMeta(filepath.Base(path))), 30*time.Second)
}

// settle waits until the page has painted what it had to (an opened board, its title) and is
// idle: three animation frames in a row without a frame of Fyne's, or two seconds. A solve timed
// after it is timed alone, as the command line's is, not with the open's painting.
func (p *page) settle() {
	p.t.Helper()
	p.run(chromedp.Evaluate[chromedp.Void](`new Promise(function (done) {
	  let clears = probe.clears, quiet = 0, frames = 0;
	  function frame() {
	    if (probe.clears === clears) { quiet++; } else { clears = probe.clears; quiet = 0; }
	    if (quiet >= 3 || ++frames >= 120) { done(); return; }
	    requestAnimationFrame(frame);
	  }
	  requestAnimationFrame(frame);
	})`, chromedp.EvalAwaitPromise))
}

func writeBoard(t *testing.T, name string, g board.Grid) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(g.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestMeasurePage prints the page's figures for docs/web.md: cold load, Board10, the 15-puzzle
// databases' build and a solve after it, Cancel's latency during the build and during a 10x10's
// improvement, the longest the page froze in each, and the timeline's frame rate.
func TestMeasurePage(t *testing.T) {
	if !*measureFlag {
		t.Skip("figures for docs/web.md: go test ./app/webtest -run Measure -web-measure -v")
	}
	if chromium() == "" {
		t.Skip("no Chromium installed")
	}
	p := openBrowser(t, site(t), 1280, 800)
	if _, err := chromedp.Call(p.ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: pageProbe}); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	p.run(chromedp.Navigate(p.url))
	g10, _ := board.ReadFile("../../resources/board10.txt")
	p.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
	p.waitPainted("measure-first", g10, false, 30*time.Second)
	t.Logf("cold load to a painted Board10: %.2f s", time.Since(start).Seconds())
	p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	t.Logf("Board10 solved: %.0f ms from Ctrl+Enter to the status line", p.waitSinceKey("Enter", `^Solved in 3 moves`, time.Minute).Seconds()*1000)

	rng := rand.New(rand.NewPCG(1, 1))
	fifteen := writeBoard(t, "fifteen.txt", board.Scramble(4, rng))
	p.openVia(fifteen)
	time.Sleep(time.Second)
	p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	time.Sleep(time.Second)
	p.resetGap()
	time.Sleep(2 * time.Second) // the databases are building
	t.Logf("longest frame gap while the databases build: %.0f ms", p.probe().MaxGap)
	p.key(kb.Escape)
	lat := p.waitSinceKey("Escape", `Cancelled`, 30*time.Second)
	t.Logf("Cancel while the 15-puzzle databases build: %.0f ms from Esc to the status line (%q); 'Cancelling…' after %.0f ms",
		lat.Seconds()*1000, p.state().Status, p.sinceKey("Escape", "^Cancelling"))

	p.resetGap()
	p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	built := p.waitSinceKey("Enter", `shortest possible`, 10*time.Minute)
	t.Logf("the 15-puzzle databases built in the page and the board solved: %.1f s (%q); longest frame gap meanwhile %.0f ms",
		built.Seconds(), p.state().Status, p.probe().MaxGap)

	for i := range 3 {
		p.openVia(writeBoard(t, "fifteen"+string(rune('a'+i))+".txt", board.Scramble(4, rng)))
		p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
		d := p.waitSinceKey("Enter", `^Solved in`, 5*time.Minute)
		t.Logf("a random 15-puzzle with the databases in memory: %.2f s (%q)", d.Seconds(), p.state().Status)
	}

	ten := writeBoard(t, "ten.txt", board.Scramble(10, rng))
	p.openVia(ten)
	time.Sleep(2 * time.Second) // the new board's first paint is not the search's
	p.resetGap()
	p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	time.Sleep(2500 * time.Millisecond)
	gap := p.probe().MaxGap
	p.key(kb.Escape)
	lat = p.waitSinceKey("Escape", `^(?!Cancelling)`, 30*time.Second)
	t.Logf("Cancel while a 10x10 is improved: %.0f ms from Esc to the status line (%q); 'Cancelling…' after %.0f ms; longest frame gap before it %.0f ms",
		lat.Seconds()*1000, p.state().Status, p.sinceKey("Escape", "^Cancelling"), gap)
	p.screenshot("measure-ten")

	// The timeline plays the 10x10's answer (Space from the board).
	before := p.probe().Clears
	p.key(" ")
	time.Sleep(5 * time.Second)
	after := p.probe().Clears
	p.key(" ")
	t.Logf("timeline playing under SwiftShader: %.1f frames/s painted", float64(after-before)/5)

	// A second visit (same profile) loads the databases from the browser's storage.
	p.run(chromedp.Navigate(p.url))
	p.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
	time.Sleep(time.Second)
	p.openVia(writeBoard(t, "again.txt", board.Scramble(4, rng)))
	p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	d := p.waitSinceKey("Enter", `^Solved in`, 5*time.Minute)
	t.Logf("second visit: a random 15-puzzle, the databases loaded from IndexedDB: %.2f s (%q)", d.Seconds(), p.state().Status)
}

// TestMeasureEngine prints the engine's figures in headless Chromium against the native CLI: the
// CLI built for js/wasm runs in a page (the app's engine on the browser's one thread), the same
// bench commands as natively with GOMAXPROCS=1.
func TestMeasureEngine(t *testing.T) {
	if !*measureFlag {
		t.Skip("figures for docs/web.md: go test ./app/webtest -run Measure -web-measure -v")
	}
	if chromium() == "" {
		t.Skip("no Chromium installed")
	}
	dir := t.TempDir()
	build := exec.Command("go", "build", "-trimpath", "-o", filepath.Join(dir, "cli.wasm"), "./cmd/tilesolve")
	build.Dir = "../.."
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	native := filepath.Join(dir, "tilesolve")
	build = exec.Command("go", "build", "-trimpath", "-o", native, "./cmd/tilesolve")
	build.Dir = "../.."
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	wasmExec := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js")
	data, err := os.ReadFile(wasmExec)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(benchPage), 0o644); err != nil {
		t.Fatal(err)
	}
	p := openBrowser(t, dir, 800, 600)
	for _, args := range [][]string{
		{"bench", "sliding", "-n", "4", "-count", "100", "-seed", "1"},
		{"bench", "sliding", "-n", "10", "-algo", "fast", "-improve", "0", "-count", "10", "-seed", "1"},
	} {
		q := ""
		for _, a := range args {
			q += "&a=" + a
		}
		start := time.Now()
		p.run(chromedp.Navigate(p.url + "?" + q[1:]))
		deadline := time.Now().Add(30 * time.Minute)
		var out string
		for {
			out = get(p, chromedp.Evaluate[string](`window.benchDone ? benchOut.join("\n") : ""`))
			if out != "" || time.Now().After(deadline) {
				break
			}
			time.Sleep(time.Second)
		}
		t.Logf("in Chromium (%.0f s): tilesolve %s\n%s", time.Since(start).Seconds(), strings.Join(args, " "), tail(out, 4))
		cmd := exec.Command(native, args...)
		cmd.Env = append(os.Environ(), "GOMAXPROCS=1", "XDG_CACHE_HOME="+t.TempDir())
		start = time.Now()
		nout, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v\n%s", err, nout)
		}
		t.Logf("native, GOMAXPROCS=1, fresh cache (%.0f s): tilesolve %s\n%s", time.Since(start).Seconds(), strings.Join(args, " "), tail(string(nout), 4))
	}
}

func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	head := lines[0]
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return head + "\n...\n" + strings.Join(lines, "\n")
}

// benchPage runs cli.wasm with the page's a= parameters as its arguments and keeps what it prints.
const benchPage = `<!DOCTYPE html><meta charset="utf-8"><script src="wasm_exec.js"></script><script>
window.benchOut = []; window.benchDone = false;
const log = console.log;
console.log = function (...a) { benchOut.push(a.join(" ")); log.apply(console, a); };
const go = new Go();
go.env = {HOME: "/home/tilesolve"};
go.argv = ["tilesolve", ...new URLSearchParams(location.search).getAll("a")];
WebAssembly.instantiateStreaming(fetch("cli.wasm"), go.importObject)
  .then(r => go.run(r.instance))
  .catch(e => benchOut.push("error: " + e))
  .finally(() => { benchDone = true; });
</script>`

// setFile answers the file chooser e opened with the file at path.
func setFile(p *page, path string, e *cdppage.EventFileChooserOpened) error {
	_, err := chromedp.Call(p.ctx, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: []string{path}, BackendNodeID: e.BackendNodeID})
	return err
}
