//go:build !js

package webtest

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/input"
	cdplog "github.com/chromedp/cdproto/log"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/device"
	"github.com/chromedp/chromedp/kb"

	"github.com/tilesolve/tilesolve/board"
)

// The keys Fyne's web driver loses reach the app (app/pagekeys_js.go): in Play W A S D move as
// the arrows do and Z / Y undo and redo; End, Home and Page Down move the timeline, and the page's
// status element follows the step shown; Ctrl+Alt+2 and Ctrl+Alt+1 switch to Play and back,
// Ctrl+Alt+R randomizes and Ctrl+Alt+N starts a new board (the browser keeps Ctrl+2, Ctrl+1,
// Ctrl+R and Ctrl+N). The console stays clean meanwhile, a wheel scroll
// included.
func TestPageKeys(t *testing.T) {
	p := openSite(t, 1280, 800)
	console := p.watchConsole()
	p.run(chromedp.Navigate(p.url))
	s := p.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
	if !strings.Contains(s.Status, "Solve (Ctrl+Enter)") {
		t.Errorf("on a laptop the status names Solve's key: %q", s.Status)
	}
	board10, err := board.ReadFile("../../resources/board10.txt")
	if err != nil {
		t.Fatal(err)
	}
	p.waitPainted("keys-first", board10, false, 30*time.Second)
	for range 3 { // Fyne's web driver scrolls on the wheel; Chromium warned on each
		p.run(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseWheel, 640, 400, func(m *input.DispatchMouseEventParams) { m.DeltaX, m.DeltaY = 1, 120 }))
	}

	// The timeline: End shows the last step, Home the first, Page Down a tenth on (one step of 3).
	p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	p.waitStatus(regexp.MustCompile(`^Solved in 3 moves`), 60*time.Second)
	p.key(kb.End)
	last := p.waitStep(regexp.MustCompile(`^step 3 of 3`))
	if g, err := board.Read(strings.NewReader(last.Board)); err != nil || !strings.Contains(last.Board, "2048") || len(g.Tiles) != len(board10.Tiles) {
		t.Errorf("at the last step the page's board is %q (%v), no 2048", last.Board, err)
	}
	p.key(kb.Home)
	if first := p.waitStep(regexp.MustCompile(`^step 0 of 3`)); lines(first.Board) != lines(board10.String()) {
		t.Errorf("at step 0 the page's board is\n%s\nnot Board10", first.Board)
	}
	p.key(kb.PageDown)
	p.waitStep(regexp.MustCompile(`^step 1 of 3`))

	// Play: each letter moves as its arrow does, Z takes the move back and Y brings it again. Play's
	// new tiles may come at random: a move is checked by its slide, the new tile apart.
	p.key("2", chromedp.KeyModifiers(chromedp.ModifierCtrl|chromedp.ModifierAlt)) // Play: Chrome keeps Ctrl+2 (its second tab)
	p.waitStatus(regexp.MustCompile(`^Playing`), 10*time.Second)
	checked := map[string]bool{}
	for round := 0; round < 6 && len(checked) < 4; round++ {
		for _, k := range []struct {
			letter, arrow string
			d             board.Direction
		}{{"w", kb.ArrowUp, board.Up}, {"a", kb.ArrowLeft, board.Left}, {"s", kb.ArrowDown, board.Down}, {"d", kb.ArrowRight, board.Right}} {
			before := p.state().Board
			slid, ok := slide(t, before, k.d)
			if !ok {
				continue
			}
			if checked[k.letter] { // move on, so that the letters not tried yet may move
				p.key(k.arrow)
				p.waitBoard(func(s string) bool { return s != before }, k.arrow+" moved the game")
				continue
			}
			checked[k.letter] = true
			p.key(k.letter)
			moved := p.waitBoard(func(s string) bool { return s != before }, k.letter+" moved the game")
			if err := spawnedOn(slid, moved); err != nil {
				t.Errorf("%s moved the game to\n%s\nnot a slide %v: %v", k.letter, moved, k.d, err)
			}
			p.key("z")
			p.waitBoard(func(s string) bool { return s == before }, "z took back "+k.letter)
			p.key("y")
			p.waitBoard(func(s string) bool { return s == moved }, "y brought back "+k.letter)
			p.key("z")
			p.waitBoard(func(s string) bool { return s == before }, "z took back "+k.letter+" again")
			p.key(k.arrow)
			if arrowed := p.waitBoard(func(s string) bool { return s != before }, k.arrow+" moved the game"); spawnedOn(slid, arrowed) != nil {
				t.Errorf("%s moved the game to\n%s\nnot as %s did", k.arrow, arrowed, k.letter)
			}
		}
	}
	if len(checked) < 4 {
		t.Errorf("only %v could be tried: the game did not move the other ways", checked)
	}

	// Solve mode, New and Randomize by the page's keys.
	p.key("1", chromedp.KeyModifiers(chromedp.ModifierCtrl|chromedp.ModifierAlt))
	p.waitStatus(regexp.MustCompile(`^Solve mode`), 10*time.Second)
	p.key("r", chromedp.KeyModifiers(chromedp.ModifierCtrl|chromedp.ModifierAlt))
	p.waitStatus(regexp.MustCompile(`^New board: “random board”`), 10*time.Second)
	p.key("n", chromedp.KeyModifiers(chromedp.ModifierCtrl|chromedp.ModifierAlt))
	p.waitStatus(regexp.MustCompile(`^New board: “untitled”`), 10*time.Second)

	if msgs := console(); len(msgs) > 0 {
		t.Errorf("the console has %d complaints:\n%s", len(msgs), strings.Join(msgs, "\n"))
	}
}

// Leaving the page (here a reload) brings the browser's leave-page prompt while the app holds
// unsaved work, and only then; the board downloads under the name of the board.
func TestLeavePrompt(t *testing.T) {
	p := openSite(t, 1280, 800)
	var mu sync.Mutex
	var prompts []string
	closed := make(chan struct{}, 4)
	if err := chromedp.Listen(p.ctx, func(ev any) {
		switch e := ev.(type) {
		case *cdppage.EventJavascriptDialogOpening:
			mu.Lock()
			prompts = append(prompts, string(e.Type))
			mu.Unlock()
			go chromedp.Call(p.ctx, cdppage.HandleJavaScriptDialog, cdppage.HandleJavaScriptDialogParams{Accept: false}) // stay
		case *cdppage.EventJavascriptDialogClosed:
			closed <- struct{}{}
		}
	}); err != nil {
		t.Fatal(err)
	}
	promptCount := func() []string { mu.Lock(); defer mu.Unlock(); return append([]string(nil), prompts...) }
	load := func() {
		p.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
		p.run(chromedp.Evaluate[chromedp.Void](`window.tilesolveMarker = 1`))
	}
	// reload asks the page to reload itself, as a gesture of the user's, and reports whether it
	// did: the page it showed then is gone.
	reload := func() bool {
		asked := len(promptCount())
		go chromedp.Run(p.ctx, chromedp.Evaluate[chromedp.Void](`location.reload()`, func(ep *runtime.EvaluateParams) { ep.UserGesture = ptr(true) }))
		deadline := time.Now().Add(10 * time.Second)
		for time.Now().Before(deadline) {
			time.Sleep(200 * time.Millisecond)
			if len(promptCount()) > asked {
				select { // the page hears keys again once the prompt has gone
				case <-closed:
				case <-time.After(10 * time.Second):
					t.Fatal("the leave-page prompt did not close")
				}
				return false
			}
			if marked, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`window.tilesolveMarker === 1`)); err == nil && !marked {
				return true
			}
		}
		return false
	}
	p.run(chromedp.Navigate(p.url))
	load()
	p.key(kb.Shift) // the user has touched the page: a browser prompts only then
	if !reload() || len(promptCount()) > 0 {
		t.Fatalf("with nothing unsaved the reload: prompts %q", promptCount())
	}
	load()

	// Solve, go to the last step and solve it: that step becomes the edited board, unsaved.
	p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	p.waitStatus(regexp.MustCompile(`^Solved in 3 moves`), 60*time.Second)
	p.key(kb.End)
	p.waitStep(regexp.MustCompile(`^step 3 of 3`))
	p.key("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	p.waitStatus(regexp.MustCompile(`^Already solved`), 30*time.Second)
	deadline := time.Now().Add(20 * time.Second)
	for s := p.state(); !strings.Contains(s.Title, "*"); s = p.state() {
		if time.Now().After(deadline) {
			t.Fatalf("the solved last step is not unsaved: title %q, status %q", s.Title, s.Status)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if reload() {
		t.Fatal("with unsaved work the page reloaded at once")
	}
	if got := promptCount(); len(got) != 1 || got[0] != string(cdppage.DialogTypeBeforeunload) {
		t.Fatalf("with unsaved work the reload brought prompts %q, want one beforeunload", got)
	}

	// Downloaded, the board is saved: the page leaves without a word.
	downloads := t.TempDir()
	if _, err := chromedp.CallBrowser(p.ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads}); err != nil {
		t.Fatal(err)
	}
	p.key("s", chromedp.KeyModifiers(chromedp.ModifierCtrl))
	p.waitStatus(regexp.MustCompile(`^Downloaded sample-2048-board\.txt`), 30*time.Second)
	data := waitDownload(t, filepath.Join(downloads, "sample-2048-board.txt"), 30*time.Second)
	if !strings.Contains(string(data), "2048") {
		t.Errorf("the download holds %q, not the last step's board", data)
	}
	if !reload() {
		t.Fatalf("after the download the page did not reload: prompts %q", promptCount())
	}
	if got := promptCount(); len(got) != 1 {
		t.Errorf("after the download the reload prompted again: %q", got)
	}
}

// On a phone the status names commands without the keys a phone lacks, and the console stays
// clean through a swipe.
func TestPhoneWords(t *testing.T) {
	p := openSite(t, 390, 844)
	p.run(chromedp.Emulate(device.IPhone12))
	console := p.watchConsole()
	p.run(chromedp.Navigate(p.url))
	s := p.waitStatus(regexp.MustCompile(`Reach 2048`), 90*time.Second)
	if strings.Contains(s.Status, "Ctrl") {
		t.Errorf("on a phone the status names a key: %q", s.Status)
	}
	p.run(swipe(195, 300, 195, 200)) // a finger on the page: the touch shim's listeners
	if msgs := console(); len(msgs) > 0 {
		t.Errorf("the console has %d complaints:\n%s", len(msgs), strings.Join(msgs, "\n"))
	}
}

// slide is the 2048 board in the file format after a swipe d, before its new tile (the swipe's
// deterministic half, board.Game2048.Slide); ok is false when d moves nothing.
func slide(t *testing.T, text string, d board.Direction) (board.Grid, bool) {
	t.Helper()
	g, err := board.Read(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.NewGame2048(g, 2048, board.Classic)
	if err != nil {
		t.Fatal(err)
	}
	next, _, ok := b.Slide(d)
	if !ok {
		return board.Grid{}, false
	}
	return next.Grid(), true
}

// spawnedOn says how the board text differs from slid with one new tile (a 2 or a 4) in one of
// its empty cells.
func spawnedOn(slid board.Grid, text string) error {
	g, err := board.Read(strings.NewReader(text))
	if err != nil {
		return err
	}
	if len(g.Tiles) != len(slid.Tiles) {
		return fmt.Errorf("%d cells, want %d", len(g.Tiles), len(slid.Tiles))
	}
	var added []int
	for i, v := range g.Tiles {
		if v != slid.Tiles[i] {
			if slid.Tiles[i] != 0 || v != 2 && v != 4 {
				return fmt.Errorf("cell %d holds %d, want %d", i, v, slid.Tiles[i])
			}
			added = append(added, i)
		}
	}
	if len(added) != 1 {
		return fmt.Errorf("%d new tiles, want 1", len(added))
	}
	return nil
}

// stepState is the page's board (data-board) and its step region, #tilesolve-step.
type stepState struct{ Step, Board string }

// waitStep waits for the page's step region to match re, and returns it with the board shown.
func (p *page) waitStep(re *regexp.Regexp) stepState {
	p.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		s := get(p, chromedp.Evaluate[stepState](`(function(){const e=document.getElementById("tilesolve-step");
			return {Step: e ? e.textContent : "", Board: document.getElementById("tilesolve-status").dataset.board || ""}})()`))
		if re.MatchString(s.Step) {
			return s
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("the step region says %q, not %q", s.Step, re)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// waitBoard waits for the page's board (data-board) to satisfy ok, and returns it.
func (p *page) waitBoard(ok func(string) bool, what string) string {
	p.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		if b := p.state().Board; ok(b) {
			return b
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("%s: the page's board is\n%s", what, p.state().Board)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// watchConsole collects what the page writes to the console that is not ordinary: errors,
// warnings, exceptions, the browser's interventions and Go's log lines of an error.
func (p *page) watchConsole() func() []string {
	var mu sync.Mutex
	var got []string
	add := func(kind, text string) {
		mu.Lock()
		got = append(got, kind+": "+text)
		mu.Unlock()
	}
	if err := chromedp.Listen(p.ctx, func(ev any) {
		switch e := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			var parts []string
			for _, a := range e.Args {
				parts = append(parts, strings.Trim(string(a.Value), `"`)+a.Description)
			}
			text := strings.Join(parts, " ")
			if e.Type == runtime.ConsoleAPICalledTypeError || e.Type == runtime.ConsoleAPICalledTypeWarning || strings.Contains(text, "rror") {
				add(string(e.Type), text)
			}
		case *runtime.EventExceptionThrown:
			add("exception", e.ExceptionDetails.Text)
		case *cdplog.EventEntryAdded:
			if e.Entry.Level == cdplog.EntryLevelError || e.Entry.Level == cdplog.EntryLevelWarning {
				add(string(e.Entry.Source)+" "+string(e.Entry.Level), e.Entry.Text)
			}
		}
	}); err != nil {
		p.t.Fatal(err)
	}
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), got...)
	}
}
