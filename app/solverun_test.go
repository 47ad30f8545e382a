// The solve run driven alone, through a host that is no window: what it asks of the window is
// only solveHost.

package app

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testfiles"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// hostForSolve is a solveHost without a window: it records, one line each, what the solve run
// asks of it.
type hostForSolve struct{ heard []string }

func (h *hostForSolve) hear(format string, a ...any) {
	h.heard = append(h.heard, fmt.Sprintf(format, a...))
}

func (h *hostForSolve) setMode(tab int)        { h.hear("mode %d", tab) }
func (h *hostForSolve) takeStepAsChange() bool { h.hear("take step"); return false }
func (h *hostForSolve) savePrefs()             { h.hear("prefs") }
func (h *hostForSolve) setStatus(text string, _ widget.Importance) {
	h.hear("status %s", text)
}
func (h *hostForSolve) showStatus(text string, _ widget.Importance) { h.hear("show %s", text) }
func (h *hostForSolve) setDetails(string)                           {}
func (h *hostForSolve) solveStarted()                               { h.hear("started") }
func (h *hostForSolve) showSolving(on bool)                         { h.hear("solving %v", on) }
func (h *hostForSolve) showSolution()                               { h.hear("solution") }
func (h *hostForSolve) solveEnded(o session.Outcome)                { h.hear("ended %s", o.Text) }

// heardAny says whether h heard a line starting with prefix.
func (h *hostForSolve) heardAny(prefix string) bool {
	for _, l := range h.heard {
		if strings.HasPrefix(l, prefix) {
			return true
		}
	}
	return false
}

// newSolveRunForTest is a solve run on a session of its own, with an editor holding tiles on an
// n-by-n board of kind, goal and search, and a host that is no window.
func newSolveRunForTest(t *testing.T, kind board.Kind, n, goal int, search string, tiles []int) (*solveRun, *hostForSolve, *sessiontest.Queue) {
	t.Helper()
	test.NewTempApp(t)
	q := sessiontest.NewQueue()
	s := session.NewWindow(q.Do)
	s.Limits.DatabaseDir = testfiles.Databases
	ed := newEditor(&hostForEditor{doc: session.NewDocument("p.txt", "", "")})
	ed.SetGrid(session.ChangeOpen, kind, board.NewGrid(n, tiles))
	if goal > 0 {
		ed.goal.SetSelected(fmt.Sprint(goal))
	}
	if search != "" {
		ed.search.SetSelected(search)
	}
	h := &hostForSolve{}
	r := newSolveRun(h, s, ed, container.NewVBox())
	t.Cleanup(func() {
		s.Run.Cancel()
		if s.Run.Running() {
			q.Until(t, "the solve goroutine to finish", func() bool { return !s.Run.Running() })
		}
	})
	return r, h, q
}

// loneTwo is a 4-by-4 2048 board holding one 2: towards 65536 with the left-column search, a solve
// far longer than any test waits.
var loneTwo = []int{0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}

// TestSolveRunThroughItsHost solves, refuses and cancels through the solve run alone: each case
// checks what the host heard and what the run shows of itself (its buttons, the progress panel in
// place of the solution area, the editor locked).
func TestSolveRunThroughItsHost(t *testing.T) {
	left := session.Search(board.Kind2048, "left").Label
	cases := []struct {
		name   string
		kind   board.Kind
		n      int
		goal   int
		search string
		tiles  []int
		// act runs once the run is built: it starts the solve and drives it.
		act func(t *testing.T, r *solveRun, h *hostForSolve, q *sessiontest.Queue)
	}{
		{"answers", board.KindSliding, 3, 0, "", []int{1, 2, 3, 4, 5, 6, 7, 0, 8}, func(t *testing.T, r *solveRun, h *hostForSolve, q *sessiontest.Queue) {
			test.Tap(r.solveBtn)
			if r.running == nil || !r.s.Solving() || !h.heardAny("started") {
				t.Fatalf("no solve running after Solve: heard %q", h.heard)
			}
			q.Until(t, "the answer", func() bool { return r.running == nil })
			if sol := r.s.Solution(); sol == nil || sol.Moves() != 1 {
				t.Fatalf("solution %v", sol)
			}
			if last := h.heard[len(h.heard)-1]; !strings.HasPrefix(last, "ended Solved in 1 move") {
				t.Errorf("last heard %q", last)
			}
		}},
		{"refuses a bad board", board.Kind2048, 4, 0, "", []int{3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, func(t *testing.T, r *solveRun, h *hostForSolve, _ *sessiontest.Queue) {
			r.solve()
			if r.running != nil || r.s.Solving() || h.heardAny("started") || !h.heardAny("status Cannot solve: ") {
				t.Errorf("a 3 on a 2048 board: running %v, heard %q", r.running != nil, h.heard)
			}
		}},
		{"refuses a second solve", board.Kind2048, 4, 65536, left, loneTwo, func(t *testing.T, r *solveRun, h *hostForSolve, _ *sessiontest.Queue) {
			r.solve()
			run := r.running
			h.heard = nil
			r.solve()
			if r.running != run || len(h.heard) != 1 || !strings.HasPrefix(h.heard[0], "status A solve is running already") {
				t.Errorf("Solve during a solve: a new run %v, heard %q", r.running != run, h.heard)
			}
		}},
		{"cancels", board.Kind2048, 4, 65536, left, loneTwo, func(t *testing.T, r *solveRun, h *hostForSolve, q *sessiontest.Queue) {
			test.Tap(r.solveBtn)
			q.Until(t, "the solve shown running", func() bool { return r.running != nil && r.running.shown })
			if !h.heardAny("solving true") || !r.progress.content.Visible() || r.solutionArea.Visible() || !r.ed.locked {
				t.Fatalf("shown running: heard %q, progress shown %v, solution area shown %v, editor locked %v",
					h.heard, r.progress.content.Visible(), r.solutionArea.Visible(), r.ed.locked)
			}
			if want := "status Solving a 4-by-4 2048 board for 65536 with best-first, left-column score…"; !h.heardAny(want) {
				t.Errorf("heard %q, want %q", h.heard, want)
			}
			h.heard = nil
			r.cancelSolve() // as Esc does; the window enables the button (updateActions), which no host here does
			q.Until(t, "the cancelled solve to end", func() bool { return r.running == nil })
			if len(h.heard) < 3 || h.heard[0] != "status Cancelling…" || h.heard[1] != "solving false" ||
				!strings.HasPrefix(h.heard[len(h.heard)-1], "ended Cancelled the search after ") {
				t.Errorf("after Cancel heard %q", h.heard)
			}
			if r.progress.content.Visible() || !r.solutionArea.Visible() || r.ed.locked || r.cancelBtn.Text != cancelText {
				t.Errorf("after Cancel: progress shown %v, solution area shown %v, editor locked %v, button %q",
					r.progress.content.Visible(), r.solutionArea.Visible(), r.ed.locked, r.cancelBtn.Text)
			}
		}},
		{"database news", board.Kind2048, 4, 65536, left, loneTwo, func(t *testing.T, r *solveRun, h *hostForSolve, q *sessiontest.Queue) {
			r.showDatabaseNews("The last visit's build was cut short.")
			if len(h.heard) != 1 || h.heard[0] != "status The last visit's build was cut short." {
				t.Errorf("a page's line with no solve: heard %q", h.heard)
			}
			h.heard = nil
			r.showDatabaseNews(platform.OtherTabText) // nothing waits: the progress panel alone says it
			if len(h.heard) != 0 || r.progress.phase.Text != platform.OtherTabText {
				t.Errorf("another tab builds, no solve: heard %q, phase %q", h.heard, r.progress.phase.Text)
			}
			r.solve()
			q.Until(t, "the solve shown running", func() bool { return r.running != nil && r.running.shown })
			h.heard = nil
			r.showDatabaseNews(platform.OtherTabText) // a solve waits, with no fast answer: the status says so
			if len(h.heard) != 1 || h.heard[0] != "show "+platform.OtherTabText {
				t.Errorf("another tab builds during a solve: heard %q", h.heard)
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, h, q := newSolveRunForTest(t, c.kind, c.n, c.goal, c.search, c.tiles)
			c.act(t, r, h, q)
		})
	}
}
