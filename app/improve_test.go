package app

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tilesolve/board"
	"tilesolve/session"
)

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
	if sol == nil || sol.Moves > shown[1] || sol.Steps[0].Board != start || u.cancelBtn.Text != cancelText {
		t.Fatalf("kept %v after lengths %v (button %q)", sol, shown, u.cancelBtn.Text)
	}
	want := "Solved in " + strconv.Itoa(sol.Moves) + " moves; none can be shorter than " + strconv.Itoa(bound) + ". Stopped shortening: this is the best answer found."
	if u.status.Text != want || !strings.Contains(u.details.Text, "shortened from "+strconv.Itoa(shown[0])+" moves") {
		t.Errorf("status %q, details %q; want %q", u.status.Text, u.details.Text, want)
	}
	// The timeline holds the kept answer: each step is its move played on the step before, and
	// End shows the goal.
	b := start
	for i, st := range sol.Steps[1:] {
		next, _, ok := b.Shift(st.Dir)
		if !ok || next.String() != st.Board.String() {
			t.Fatalf("step %d: %v does not make the board shown", i+1, st.Dir)
		}
		b = next
	}
	goal := make([][]string, 7)
	for i := range 49 {
		goal[i/7] = append(goal[i/7], strconv.Itoa(i+1))
	}
	goal[6][6] = ""
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if int(u.tl.slider.Max) != sol.Moves || u.tl.pos.At() != sol.Moves || !b.Done() || !reflect.DeepEqual(viewTiles(u.view), goal) {
		t.Errorf("timeline of %v steps at %d; the end shows %v", u.tl.slider.Max, u.tl.pos.At(), viewTiles(u.view))
	}
	if got := u.prefs.Float(prefImprove); got != 60 {
		t.Errorf("remembered improvement %v s, want 60", got)
	}
}
