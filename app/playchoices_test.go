package app

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"tilesolve/board"
	"tilesolve/session"
)

// Play lists the players that fit the board: on a sliding puzzle the solver's answer instead of
// expectimax, which autoplay plays to the goal; no score shows there (one a move), and the 2048
// players and score come back on a 2048 board. The speeds promise no more than "up to".
func TestPlayChoicesFitTheKind(t *testing.T) {
	u, _, q := newTestUI(t)
	p := u.play
	enterPlay(t, u)
	if !slices.Equal(p.player.Options, session.PlayersFor(board.Kind2048)) || !p.score.Visible() {
		t.Fatalf("2048: players %v, score shown %v", p.player.Options, p.score.Visible())
	}
	u.setMode(solveTab)
	u.ed.SetGrid(session.ChangeOpen, board.KindSliding, board.NewGrid(3, []int{8, 6, 7, 2, 5, 4, 3, 0, 1}))
	enterPlay(t, u)
	test.Tap(p.fromEditor)
	if !slices.Equal(p.player.Options, []string{session.Random, session.Solver}) || p.player.Selected != session.Solver {
		t.Fatalf("sliding: players %v, chosen %q", p.player.Options, p.player.Selected)
	}
	if p.score.Visible() || p.scoreName.Visible() {
		t.Error("a sliding puzzle shows a score")
	}
	p.pace.SetSelectedIndex(len(paceLabels) - 1)
	test.Tap(p.autoBtn)
	q.Until(t, "autoplay to solve the puzzle", func() bool { return !p.s.Autoplaying() })
	if pz, ok := p.s.Game().Board().(*board.Puzzle); !ok || !pz.IsGoal() || p.s.Game().Moves() != 31 {
		t.Errorf("autoplay: %d moves, at the goal %v; want the goal in 31", p.s.Game().Moves(), ok && pz.IsGoal())
	}
	for _, l := range paceLabels[:len(paceLabels)-1] {
		if l[:6] != "up to " {
			t.Errorf("speed %q promises a rate a thinking player may not reach", l)
		}
	}
}
