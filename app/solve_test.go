package app

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testfiles"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/session/sessiontest"
	"github.com/tilesolve/tilesolve/words"
)

// Board10's solution as the CLI prints it: three swipes down.
var board10Steps = []string{board10, `
. . . 2
512 . . .
512 16 . .
1024 4 16 4`, `
. . . 2
. . . .
1024 16 . 2
1024 4 16 4`, `
. . . 2
. . . .
. 16 . 4
2048 4 16 4`}

func TestSolveBoard10AndStepThroughTimeline(t *testing.T) {
	u, picker, q := newTestUI(t)
	test.Tap(u.solveBtn)
	q.Until(t, "Board10 to be solved", func() bool { return !u.s.Solving() })

	if u.status.Text != "Solved in 3 moves, the shortest possible." || !strings.Contains(u.details.Text, " boards searched · ") {
		t.Fatalf("status %q, details %q", u.status.Text, u.details.Text)
	}
	if u.tl.slider.Max != 3 || u.tl.slider.Disabled() {
		t.Fatalf("slider max %v disabled %v, want 3 and enabled", u.tl.slider.Max, u.tl.slider.Disabled())
	}
	check := func(k int, how string) {
		t.Helper()
		if got, want := viewTiles(u.view), rows(board10Steps[k]); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: step %d shows %v, want %v", how, k, got, want)
		}
		want := "step 0 of 3 — start"
		if k > 0 {
			want = "step " + string(rune('0'+k)) + " of 3 — Down"
		}
		if u.tl.label.Text != want {
			t.Errorf("%s: label %q, want %q", how, u.tl.label.Text, want)
		}
	}
	check(0, "after solving")
	if !u.tl.prev.Disabled() || !u.tl.home.Disabled() {
		t.Error("Prev and Home enabled on step 0")
	}
	for k := 1; k <= 3; k++ {
		test.Tap(u.tl.next)
		check(k, "Next")
	}
	if got := viewTiles(u.view)[3][0]; got != "2048" {
		t.Errorf("last step has %q at row 3 col 0, want 2048", got)
	}
	if !u.tl.next.Disabled() {
		t.Error("Next enabled on the last step")
	}
	// The last swipe merged 1024+1024 into (3,0) and 2+2 into (2,3), and spawned the 2 at (0,3).
	// (boardview's golden TestBoardViewGolden2048 pins how this step's marks are drawn.)
	if spawned, changed := u.view.Marks(); spawned != 0*4+3 || !slices.Equal(slices.Sorted(slices.Values(changed)), []int{2*4 + 3, 3*4 + 0}) {
		t.Errorf("the last step marks the spawn at %d and the changes at %v, want 3 and [11 12]", spawned, changed)
	}

	key := func(k fyne.KeyName) { u.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k}) }
	key(fyne.KeyHome)
	check(0, "Home")
	key(fyne.KeyRight)
	check(1, "Right")
	key(fyne.KeyEnd)
	check(3, "End")
	key(fyne.KeyLeft)
	check(2, "Left")
	u.tl.slider.SetValue(1) // what dragging does
	check(1, "slider")
	test.Tap(u.tl.prev)
	check(0, "Prev")

	// Play runs to the end on its own ticker and stops there.
	test.Tap(u.tl.play)
	if u.tl.play.Text != "Pause" {
		t.Errorf("play button says %q while playing", u.tl.play.Text)
	}
	q.Until(t, "playback to reach the end", func() bool { return u.tl.playing == nil })
	check(3, "Play")

	// Export Solution lists the moves, then the boards the command-line tool prints.
	picker.path = writeFile(t, "solution.txt", "")
	u.exportItem.Action()
	data, err := os.ReadFile(picker.path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(data), "Minimum number of moves: 3\n\nMoves:\n1. ") ||
		!strings.Contains(string(data), "\n3. Down, a 2 at row 1, column 4\n\nBoards:\n4\n 256") || !strings.Contains(string(data), "2048") {
		t.Errorf("exported solution:\n%s", data)
	}

	// Editing the board, back at the start, drops the solution. A later step is the board shown,
	// and edited there (see TestTypingAtAStepEditsThatStep).
	if u.view.Mode() != boardview.Edit {
		t.Error("a later step of the solution cannot be edited")
	}
	test.Tap(u.tl.home)
	typeOnBoard(u, 2, "4")
	if u.s.Solution() != nil || !u.tl.slider.Disabled() {
		t.Error("the solution survived an edit of the board")
	}
}

func TestCancelLongSolveKeepsBoard(t *testing.T) {
	for _, how := range []string{"button", "Esc"} {
		t.Run(how, func(t *testing.T) {
			u, _, q := newTestUI(t)
			// A lone 2 on a 4x4 board with goal 65536 takes far longer than this test waits.
			u.ed.goal.SetSelected("65536")
			u.ed.search.SetSelected(session.Search(board.Kind2048, "left").Label) // the beam would answer in a second
			test.Tap(u.ed.newBtn)
			before := cellTexts(u.ed)
			test.Tap(u.solveBtn)
			// The window shows the solve running once it has run showRunningAfter.
			q.Until(t, "a progress report", func() bool { return u.s.Run.Last().Expanded > 0 })
			if !u.s.Solving() || u.view.Mode() == boardview.Edit || !u.solveBtn.Disabled() || !u.ed.kind.Disabled() {
				t.Fatal("the editor is not locked while solving")
			}
			if want := "Solving a 4-by-4 2048 board for 65536 with best-first, left-column score…"; u.status.Text != want {
				t.Errorf("status %q, want %q", u.status.Text, want)
			}
			if !u.progress.content.Visible() || u.progress.expanded.Text == "0" {
				t.Errorf("progress panel visible=%v expanded %q", u.progress.content.Visible(), u.progress.expanded.Text)
			}
			if !strings.Contains(u.progress.barText, "of goal 65536") {
				t.Errorf("progress bar says %q", u.progress.barText)
			}
			if how == "Esc" {
				u.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
			} else {
				test.Tap(u.cancelBtn)
			}
			q.Until(t, "the cancelled solve to stop", func() bool { return !u.s.Solving() })
			if !strings.HasPrefix(u.status.Text, "Cancelled the search after ") || !strings.Contains(u.status.Text, " boards in ") {
				t.Errorf("status %q", u.status.Text)
			}
			if u.status.Importance != widget.WarningImportance {
				t.Errorf("status importance %v", u.status.Importance)
			}
			if got := cellTexts(u.ed); !reflect.DeepEqual(got, before) {
				t.Errorf("cells %q after cancel, want %q", got, before)
			}
			if got := viewTiles(u.view); got[0][3] != "2" || got[0][0] != "" {
				t.Errorf("board view after cancel %v, want the lone 2", got)
			}
			if u.view.Mode() != boardview.Edit || u.solveBtn.Disabled() || u.progress.content.Visible() {
				t.Error("the editor stayed locked after cancel")
			}
		})
	}
}

// TestSolveRefusesChangesBeforeItShows: in a solve's first moments, before the window greys the
// editor (showRunningAfter), every change to the board or its settings is refused with the reason
// on the status line, and the controls go back to the board's values.
func TestSolveRefusesChangesBeforeItShows(t *testing.T) {
	u, _, q := newTestUI(t)
	u.ed.goal.SetSelected("65536")
	u.ed.search.SetSelected(session.Search(board.Kind2048, "left").Label) // runs far longer than the test
	test.Tap(u.ed.newBtn)
	before, cells := u.ed.edit.Snapshot(), cellTexts(u.ed)
	test.Tap(u.solveBtn)
	if !u.s.Solving() || u.running == nil || u.running.shown || u.ed.kind.Disabled() {
		t.Fatal("the solve shows itself running at once")
	}
	changes := []struct {
		name, status string
		change       func()
	}{
		{"kind", "Changing the puzzle kind waits", func() { u.ed.kind.SetSelected(kindLabel(board.KindSliding)) }},
		{"size", "Replacing the board waits", func() { u.ed.size.SetSelected("5") }},
		{"goal", "Changing the settings waits", func() { u.ed.goal.SetSelected("2048") }},
		{"search", "Changing the search waits", func() { u.ed.search.SetSelectedIndex(0) }},
		{"cells filled", "Changing the settings waits", func() { u.ed.p.SetValue(0.85) }},
		{"Clear", "Clear waits", func() { test.Tap(u.ed.clearBtn) }},
		{"Randomize", "Replacing the board waits", func() { test.Tap(u.ed.randBtn) }},
		{"typing", "Typing on the board waits", func() { typeOnBoard(u, 0, "8") }},
		{"paste", "Paste waits", func() { u.pasteItem.Action() }},
		{"undo", "Undo and Redo waits", func() { u.undoItem.Action() }},
	}
	for _, c := range changes {
		u.setStatus("", widget.MediumImportance)
		c.change()
		if !strings.HasPrefix(u.status.Text, c.status) {
			t.Errorf("%s during the solve: status %q, want %q…", c.name, u.status.Text, c.status)
		}
		if got := u.ed.edit.Snapshot(); got != before {
			t.Fatalf("%s during the solve changed the board:\n%s\nwas\n%s", c.name, got, before)
		}
	}
	if u.ed.kind.Selected != kindLabel(board.Kind2048) || u.ed.size.Selected != "4" || u.ed.goal.Selected != "65536" ||
		u.ed.search.Selected != session.Search(board.Kind2048, "left").Label || !reflect.DeepEqual(cellTexts(u.ed), cells) {
		t.Errorf("the controls show kind %q size %q goal %q search %q cells %q", u.ed.kind.Selected, u.ed.size.Selected,
			u.ed.goal.Selected, u.ed.search.Selected, cellTexts(u.ed))
	}
	waitRunningShown(t, u, q)
	if !u.ed.kind.Disabled() || !u.progress.content.Visible() || u.cancelBtn.Disabled() {
		t.Error("the editor is not greyed, or the progress panel not shown, once the solve shows")
	}
}

// waitRunningShown waits for the window to show the running solve (see showRunningAfter).
func waitRunningShown(t *testing.T, u *ui, q *sessiontest.Queue) {
	t.Helper()
	q.Until(t, "the window to show the solve running", func() bool { return u.running != nil && u.running.shown })
}

// TestShortSolveShowsOnlyItsAnswer: a solve that answers before showRunningAfter goes straight
// from the board to its answer: the editor is never greyed and the progress panel never shown.
func TestShortSolveShowsOnlyItsAnswer(t *testing.T) {
	u, _, q := newTestUI(t)
	u.showBoard10()
	status := u.status.Text
	test.Tap(u.solveBtn)
	run := u.running
	if run == nil || u.ed.kind.Disabled() || u.progress.content.Visible() || u.status.Text != status {
		t.Fatalf("the solve showed itself running at once, or is not running: status %q", u.status.Text)
	}
	q.Until(t, "the answer", func() bool { return !u.s.Solving() })
	if !strings.HasPrefix(u.status.Text, "Solved in 3 moves") || u.s.Solution() == nil {
		t.Fatalf("status %q", u.status.Text)
	}
	select { // the solve's timer has gone off: what it sent must find the solve over
	case <-run.timed:
	case <-time.After(time.Minute):
		t.Fatal("the solve's showRunningAfter timer never went off")
	}
	q.Drain()
	if u.ed.kind.Disabled() || u.progress.content.Visible() || !u.solutionArea.Visible() || !strings.HasPrefix(u.status.Text, "Solved in 3 moves") {
		t.Errorf("after the answer: editor greyed %v, progress panel %v, status %q", u.ed.kind.Disabled(), u.progress.content.Visible(), u.status.Text)
	}
}

func TestUnsolvableSlidingPuzzle(t *testing.T) {
	u, picker, q := newTestUI(t)
	openFile(t, u, picker, q, "unsolvable.txt", "2\n2 1\n3 0\n")
	test.Tap(u.solveBtn)
	q.Until(t, "the solve", func() bool { return !u.s.Solving() })
	if u.status.Text != "Unsolvable: no sequence of slides solves this puzzle; swapping tiles 2 and 1 makes it solvable." {
		t.Errorf("status %q", u.status.Text)
	}
	if u.s.Solution() != nil || !u.exportItem.Disabled {
		t.Error("an unsolvable puzzle left a solution to export")
	}
}

func TestSolveSlidingPuzzle(t *testing.T) {
	u, picker, q := newTestUI(t)
	openFile(t, u, picker, q, "p.txt", "3\n 0 1 3\n 4 2 5\n 7 8 6\n")
	u.ed.search.SetSelected(session.Search(board.KindSliding, "hamming").Label)
	test.Tap(u.solveBtn)
	q.Until(t, "the solve", func() bool { return !u.s.Solving() })
	if u.status.Text != "Solved in 4 moves, the shortest possible." {
		t.Fatalf("status %q", u.status.Text)
	}
	u.keys.typedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if got, want := viewTiles(u.view), rows("1 2 3\n4 5 6\n7 8 ."); !reflect.DeepEqual(got, want) {
		t.Errorf("last step %v, want the goal", got)
	}
	// The tile that moved last (6, up into the blank's old cell) is marked.
	if _, changed := u.view.Marks(); !slices.Contains(changed, 1*3+2) {
		t.Errorf("the moved tile is not marked: %v", changed)
	}
	if u.tl.label.Text != "step 4 of 4 — Up" {
		t.Errorf("label %q", u.tl.label.Text)
	}
}

func TestNodeBudgetMessage(t *testing.T) {
	u, _, q := newTestUI(t)
	u.s.Limits.MaxNodes = 500
	u.ed.goal.SetSelected("65536")
	u.ed.search.SetSelected(session.Search(board.Kind2048, "left").Label)
	test.Tap(u.ed.newBtn)
	test.Tap(u.solveBtn)
	q.Until(t, "the solve to give up", func() bool { return !u.s.Solving() })
	t.Log(u.status.Text)
	if !strings.HasPrefix(u.status.Text, "Gave up after ") || !strings.Contains(u.status.Text, "the search stored its limit of 500 boards") ||
		!strings.Contains(u.status.Text, "the goal is 65536") || strings.Contains(u.status.Text, "smaller board") {
		t.Errorf("status %q", u.status.Text)
	}
	if u.status.Importance != widget.DangerImportance || u.s.Solution() != nil {
		t.Errorf("importance %v, solution %v", u.status.Importance, u.s.Solution())
	}
}

// TestRandomizeAndSolveSliding is what a new user tries first: pick "Sliding puzzle", a size,
// Randomize, Solve. The 4x4 is solved optimally by IDA* with the pattern database, the 5x5 by the
// fast solver, labelled not proven shortest; each solution's last board is the goal.
func TestRandomizeAndSolveSliding(t *testing.T) {
	for _, tc := range []struct {
		size, headline, algorithm string
	}{
		{"4", ` moves, the shortest possible.`, "IDA*"},
		{"5", ` moves; none can be shorter than `, "Fast"},
	} {
		t.Run(tc.size, func(t *testing.T) {
			u, _, q := newTestUI(t)
			u.ed.kind.SetSelected(labelSliding)
			u.ed.search.SetSelected(session.Search(board.KindSliding, "auto").Label)
			u.ed.size.SetSelected(tc.size)
			test.Tap(u.ed.randBtn)
			start, _ := u.ed.edit.Board()
			if start == nil || strconv.Itoa(start.Size()) != tc.size {
				t.Fatalf("Randomize gave %v", start)
			}
			test.Tap(u.solveBtn)
			q.Until(t, "the solve", func() bool { return !u.s.Solving() })
			if !strings.HasPrefix(u.status.Text, "Solved in ") || !strings.Contains(u.status.Text, tc.headline) ||
				!strings.HasPrefix(u.details.Text, tc.algorithm) {
				t.Fatalf("status %q, details %q, want %q… by %s", u.status.Text, u.details.Text, tc.headline, tc.algorithm)
			}
			last := u.s.Solution().Step(u.s.Solution().Steps() - 1).Board.(*board.Puzzle)
			if !last.IsGoal() || u.s.Solution().Step(0).Board != start {
				t.Errorf("the solution does not run from the randomized board to the goal")
			}
		})
	}
}

// When the 2048 minimality check stops at a budget, the solution is shown, and the status says it
// is not proven shortest and which limit stopped the check.
func TestProofStopShown(t *testing.T) {
	u, _, q := newTestUI(t)
	u.ed.size.SetSelected("6")
	u.ed.goal.SetSelected("256")
	u.s.Limits.ProofNodes = 1000
	test.Tap(u.solveBtn)
	q.Until(t, "the solve", func() bool { return !u.s.Solving() })
	if u.s.Solution() == nil || !strings.Contains(u.status.Text, " moves; none can be shorter than ") ||
		!strings.Contains(u.details.Text, "check for a shorter answer: ") || !strings.HasSuffix(u.details.Text, " · the check stopped at its proof budget") {
		t.Errorf("status %q, details %q", u.status.Text, u.details.Text)
	}
}

// The app reaches 65536 from a lone 2 on 4x4 with the beam, and the timeline ends on that tile.
func TestSolve65536WithBeam(t *testing.T) {
	u, _, q := newTestUI(t)
	u.ed.goal.SetSelected("65536")
	u.ed.search.SetSelected(session.Search(board.Kind2048, "beam").Label)
	test.Tap(u.ed.newBtn)
	test.Tap(u.solveBtn)
	q.Until(t, "the solve to end", func() bool { return !u.s.Solving() })
	if u.s.Solution() == nil || !strings.HasPrefix(u.details.Text, "Beam ") || u.s.Solution().Moves() > 32800 || u.s.Solution().Moves() < 32768 {
		t.Fatalf("status %q, solution %v", u.status.Text, u.s.Solution())
	}
	u.keys.typedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	last := u.s.Solution().Step(u.s.Solution().Steps() - 1).Board.(*board.Game2048)
	if last.LargestTile() != 65536 || u.tl.pos.At() != u.s.Solution().Moves() || !strings.HasPrefix(u.tl.label.Text, "step 32") {
		t.Errorf("timeline at %d (%q), last board's largest tile %d", u.tl.pos.At(), u.tl.label.Text, last.LargestTile())
	}
}

// The progress panel tells each phase in its own words: a database build fills the bar with the
// states built and counts states a second, not nodes; IDA*'s bound and a best-first search's
// best board leave the bar empty, since how near the answer is cannot be known; the shortening
// of a fast answer shows the best length and the lower bound, and fills the bar with its time.
func TestProgressPanelPhases(t *testing.T) {
	test.NewTempApp(t)
	start, err := board.NewPuzzle(board.NewGrid(4, []int{0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1}))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name                   string
		pr                     session.Progress
		bar                    float64
		barText, rate, figures string
	}{
		{"database", session.Progress{Phase: "database", Done: 500, Total: 1000, Stats: session.Stats{Elapsed: time.Second}},
			0.5, "databases 50% built", "500 states/s", "500 of 1,000"},
		{"ida", session.Progress{Phase: "search", Stats: session.Stats{Expanded: 2000, Elapsed: time.Second, Bound: 52}},
			0, "no solution is shorter than 52 moves", "2,000 nodes/s", "52 moves"},
		{"best-first", session.Progress{Phase: "search", Stats: session.Stats{Expanded: 10, Elapsed: time.Second}, Best: start},
			0, "closest so far: Manhattan distance 58 (start 58)", "10 nodes/s", "0"},
		// The fast solver shortening its answer: the bar fills with the time allowed (4 s).
		{"improve", session.Progress{Phase: "improve", BestLength: 212, Stats: session.Stats{Elapsed: time.Second, Bound: 150}},
			0.25, "best 212 moves, none can be shorter than 150", "150 moves", "212 moves"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := newProgressPanel()
			p.begin(start, 4*time.Second)
			p.update(tc.pr)
			if p.bar.Value != tc.bar || p.barText != tc.barText {
				t.Errorf("bar %v %q, want %v %q", p.bar.Value, p.barText, tc.bar, tc.barText)
			}
			if p.rate.Text != tc.rate || p.frontier.Text != tc.figures {
				t.Errorf("speed %q and figures %q, want %q and %q", p.rate.Text, p.frontier.Text, tc.rate, tc.figures)
			}
		})
	}
}

// Randomize + Solve on 7x7: while the fast solver shortens its answer, the progress panel shows
// the best length falling with the lower bound beside it, and Stop keeps the best answer found,
// which the timeline then replays to the goal. The improvement time is a remembered setting.
func TestImproveSevenBySevenAndStop(t *testing.T) {
	u, _, q := newTestUI(t)
	u.ed.kind.SetSelected(labelSliding)
	u.ed.search.SetSelected(session.Search(board.KindSliding, "auto").Label)
	u.ed.size.SetSelected("7")
	if u.ed.improve.Selected != session.ImproveLabel(4500*time.Millisecond) || u.ed.improve.Disabled() {
		t.Fatalf("improvement setting %q (disabled %v), want the CLI's default", u.ed.improve.Selected, u.ed.improve.Disabled())
	}
	u.ed.improve.SetSelected(session.ImproveLabel(time.Minute)) // only Stop ends it in this test
	test.Tap(u.ed.randBtn)
	start, _ := u.ed.edit.Board()
	test.Tap(u.solveBtn)
	waitRunningShown(t, u, q)
	if !u.ed.improve.Disabled() {
		t.Error("the improvement setting can be changed while a solve runs")
	}

	var shown []int // each best length the panel showed, in order
	q.Until(t, "two best lengths on the panel", func() bool {
		if u.progress.frontierName.Text == "Best so far" {
			n, err := strconv.Atoi(strings.TrimSuffix(strings.ReplaceAll(u.progress.frontier.Text, ",", ""), " moves"))
			if err != nil {
				t.Fatalf("best so far %q", u.progress.frontier.Text)
			}
			if len(shown) == 0 || shown[len(shown)-1] != n {
				shown = append(shown, n)
			}
		}
		return len(shown) >= 2
	})
	bound := u.s.Run.Last().Bound
	if shown[1] >= shown[0] || u.progress.rate.Text != strconv.Itoa(bound)+" moves" || u.progress.rateName.Text != "Lower bound" ||
		!strings.Contains(u.progress.phase.Text, "Shortening") || u.cancelBtn.Text != stopText {
		t.Fatalf("lengths %v, lower bound %q (%d), phase %q, button %q", shown, u.progress.rate.Text, bound, u.progress.phase.Text, u.cancelBtn.Text)
	}

	test.Tap(u.cancelBtn)
	q.Until(t, "the stopped solve", func() bool { return !u.s.Solving() })
	sol := u.s.Solution()
	if sol == nil || sol.Moves() > shown[1] || sol.Step(0).Board != start || u.cancelBtn.Text != cancelText {
		t.Fatalf("kept %v after lengths %v (button %q)", sol, shown, u.cancelBtn.Text)
	}
	want := "Solved in " + words.Group(sol.Moves()) + " moves; none can be shorter than " + words.Group(bound) + ". Stopped shortening: this is the best answer found."
	if u.status.Text != want || !strings.Contains(u.details.Text, "shortened from "+strconv.Itoa(shown[0])+" moves") {
		t.Errorf("status %q, details %q; want %q", u.status.Text, u.details.Text, want)
	}
	// The timeline holds the kept answer: each step is its move played on the step before, and
	// End shows the goal.
	b := sessiontest.ReplaySteps(t, start, sol.Path())
	goal := make([][]string, 7)
	for i := range 49 {
		goal[i/7] = append(goal[i/7], strconv.Itoa(i+1))
	}
	goal[6][6] = ""
	u.keys.typedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if int(u.tl.slider.Max) != sol.Moves() || u.tl.pos.At() != sol.Moves() || !b.Done() || !reflect.DeepEqual(viewTiles(u.view), goal) {
		t.Errorf("timeline of %v steps at %d; the end shows %v", u.tl.slider.Max, u.tl.pos.At(), viewTiles(u.view))
	}
	if got := u.prefs.Float(prefImprove); got != 60 {
		t.Errorf("remembered improvement %v s, want 60", got)
	}
}

// heldStore is a first visit's database store: it keeps nothing it says, and its loads (of the
// tests' database folder, where the build that follows finds the files) wait until hold closes.
type heldStore struct{ hold chan struct{} }

func (s *heldStore) Has(string) bool { return false }

func (s *heldStore) Load(key string) ([]byte, error) {
	<-s.hold
	return os.ReadFile(filepath.Join(testfiles.Databases, key))
}

func (s *heldStore) Save(key string, data []byte) error {
	if err := os.MkdirAll(testfiles.Databases, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(testfiles.Databases, key), data, 0o644)
}

// TestInterimAnswerShownThenReplaced: a 15-puzzle solved on a first visit shows the fast answer
// on the timeline at once, the status saying it is not proven and that the databases build,
// then the proven answer in its place.
func TestInterimAnswerShownThenReplaced(t *testing.T) {
	u, picker, q := newTestUI(t)
	store := &heldStore{hold: make(chan struct{})}
	t.Cleanup(func() {
		select {
		case <-store.hold:
		default:
			close(store.hold)
		}
	})
	u.s.Limits.DatabaseStore = store
	// 30 moves from the goal; the fast answer without the databases is longer.
	openFile(t, u, picker, q, "p.txt", "4\n 6 3 7 4\n 10 0 8 12\n 2 1 13 14\n 9 15 5 11\n")
	u.ed.search.SetSelected(session.Search(board.KindSliding, "auto").Label)
	test.Tap(u.solveBtn)
	q.Until(t, "the interim answer", func() bool { return u.s.Run.Interim() != nil || !u.s.Solving() })
	first := u.s.Run.Interim()
	if first == nil || !u.s.Solving() {
		t.Fatalf("the solve ended (%q) before an interim answer", u.status.Text)
	}
	want := fmt.Sprintf(`^Found %d moves, not proven shortest: at least \d+ moves\. Building the pattern databases to prove it`, first.Moves())
	if !regexp.MustCompile(want).MatchString(u.status.Text) || int(u.tl.slider.Max) != first.Moves() || !u.solutionArea.Visible() || u.progress.content.Visible() || u.cancelBtn.Disabled() {
		t.Fatalf("status %q (want %q…), timeline of %v steps for %d moves, timeline shown %v, Cancel disabled %v",
			u.status.Text, want, u.tl.slider.Max, first.Moves(), u.solutionArea.Visible(), u.cancelBtn.Disabled())
	}
	close(store.hold)
	q.Until(t, "the proven answer", func() bool { return !u.s.Solving() })
	sol := u.s.Solution()
	if sol == nil || sol == first || sol.Moves() != 30 || u.status.Text != "Solved in 30 moves, the shortest possible." || int(u.tl.slider.Max) != 30 {
		t.Fatalf("status %q, timeline of %v steps", u.status.Text, u.tl.slider.Max)
	}
}

// Improve for is greyed on a sliding puzzle larger than the shortening holds, with the reason under
// it, and enabled again on one it holds.
func TestImproveGreyedPastItsSize(t *testing.T) {
	u, _, _ := newTestUI(t)
	u.ed.kind.SetSelected(labelSliding)
	for _, c := range []struct {
		size   string
		greyed bool
	}{{"30", true}, {"127", true}, {"6", false}} {
		u.ed.size.SetSelected(c.size)
		if u.prompt != nil {
			u.prompt.discard.OnTapped()
		}
		var note *widget.Label
		for _, r := range u.ed.rows {
			if r.note != nil {
				note = r.note
			}
		}
		if u.ed.improve.Disabled() != c.greyed || note == nil || note.Visible() != c.greyed ||
			c.greyed && !strings.Contains(note.Text, "up to 15-by-15") {
			t.Errorf("%s-by-%s: greyed %v, note %v", c.size, c.size, u.ed.improve.Disabled(), note)
		}
	}
}

// A label inside a sentence loses its capital, but a search's name keeps it ("iDA*" read wrong).
func TestLowerFirst(t *testing.T) {
	for in, want := range map[string]string{
		"Fast: short, not proven shortest": "fast: short, not proven shortest",
		"A*, shortest":                     "A*, shortest",
		"IDA*, shortest":                   "IDA*, shortest",
		"Best-first":                       "best-first",
		"X":                                "X",
	} {
		if got := lowerFirst(in); got != want {
			t.Errorf("lowerFirst(%q) = %q, want %q", in, got, want)
		}
	}
}
