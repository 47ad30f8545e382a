package app

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tilesolve/board"
	"tilesolve/session"
)

// After a sliding puzzle is solved by hand the coach says how many moves it took against the
// fewest and which went away from the goal, marked on the chart; a perfect game is called so.
func TestCoachAfterHandSolvedGame(t *testing.T) {
	u, _, q := newTestUI(t)
	u.ed.SetGrid(session.ChangeOpen, board.KindSliding, board.NewGrid(3, []int{1, 2, 3, 4, 5, 6, 7, 0, 8}))
	enterPlay(t, u)
	test.Tap(u.play.fromEditor)
	press(u, fyne.KeyDown) // the 5 slides down into the blank: away from the goal
	press(u, fyne.KeyUp)   // and back
	press(u, fyne.KeyLeft) // the 8 slides left: solved
	q.Until(t, "the coach", func() bool { return u.play.coach.Text != "" && u.play.coach.Text != "Coach: measuring your game…" })
	want := "Coach: you took 3 moves; the fewest from the start is 1. 1 move went away from the goal (red on the chart): 1."
	if u.play.coach.Text != want {
		t.Errorf("coach says %q\nwant %q", u.play.coach.Text, want)
	}
	if !slices.Equal(u.chart.marks, []int{1}) {
		t.Errorf("chart marks %v, want [1]", u.chart.marks)
	}
	press(u, fyne.KeyBackspace) // back to an unsolved position: the verdict goes
	if u.play.coach.Text != "" {
		t.Errorf("after Undo the coach still says %q", u.play.coach.Text)
	}
	press(u, fyne.KeyBackspace)
	press(u, fyne.KeyBackspace)
	press(u, fyne.KeyLeft)
	q.Until(t, "the coach", func() bool { return u.play.coach.Text != "" && u.play.coach.Text != "Coach: measuring your game…" })
	if u.play.coach.Text != "Coach: 1 move, the fewest possible. Perfect." {
		t.Errorf("a perfect game: %q", u.play.coach.Text)
	}
}
