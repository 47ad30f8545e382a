package app

import (
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// press sends a key to the window as the keyboard does when no widget has the focus.
func press(u *ui, name fyne.KeyName) {
	u.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: name})
}

// enterPlay switches to Play mode, which starts a game on the editor's board.
func enterPlay(t *testing.T, u *ui) {
	t.Helper()
	u.tabs.SelectIndex(playTab)
	if !u.playing() || u.play.s.Game() == nil {
		t.Fatal("Play mode did not start a game")
	}
}

// enterPlayUnder enters Play mode and plays the editor's board again under rule, whose new 2 goes
// to a known cell (Play's default rule, classic, puts a 2 or a 4 anywhere).
func enterPlayUnder(t *testing.T, u *ui, rule board.SpawnRule) {
	t.Helper()
	enterPlay(t, u)
	u.play.rules.SetSelected(spawnLabel(rule))
	if u.play.s.Rules() != rule || u.play.s.Game().Moves() != 0 {
		t.Fatalf("the game is not under %s from its start", rule.Name())
	}
}

// In Play mode an arrow key (or its WASD twin) swipes the board shown, by the editor's rules:
// Board10 swiped down is the first step of its solution. Backspace takes the move back, and the
// timeline holds the game's history.
func TestPlayKeyMovesAndUndoRestores(t *testing.T) {
	for _, key := range []fyne.KeyName{fyne.KeyDown, fyne.KeyS} {
		t.Run(string(key), func(t *testing.T) {
			u, _, _ := newTestUI(t)
			enterPlayUnder(t, u, board.RightColumn)
			if got := viewTiles(u.view); !reflect.DeepEqual(got, rows(board10)) {
				t.Fatalf("Play starts on %v, want Board10", got)
			}
			press(u, key)
			if got, want := viewTiles(u.view), rows(board10Steps[1]); !reflect.DeepEqual(got, want) {
				t.Fatalf("after %s the board shows %v, want %v", key, got, want)
			}
			if u.play.moves.Text != "1" || u.tl.slider.Max != 1 || u.tl.pos.At() != 1 {
				t.Errorf("moves %q, timeline max %v at %d; want 1 move on a 2-step timeline at its end",
					u.play.moves.Text, u.tl.slider.Max, u.tl.pos.At())
			}
			press(u, fyne.KeyBackspace)
			if got := viewTiles(u.view); !reflect.DeepEqual(got, rows(board10)) {
				t.Errorf("after Backspace the board shows %v, want Board10 again", got)
			}
			test.Tap(u.play.redoBtn)
			if got, want := viewTiles(u.view), rows(board10Steps[1]); !reflect.DeepEqual(got, want) {
				t.Errorf("after Redo the board shows %v, want %v", got, want)
			}
		})
	}
}

// Scrubbing the timeline back takes the game there, and a key resumes it from that step.
func TestPlayScrubBackAndResume(t *testing.T) {
	u, _, _ := newTestUI(t)
	enterPlayUnder(t, u, board.RightColumn)
	press(u, fyne.KeyDown)
	press(u, fyne.KeyDown)
	u.tl.slider.SetValue(0) // as dragging the slider does
	if got := viewTiles(u.view); !reflect.DeepEqual(got, rows(board10)) {
		t.Fatalf("at step 0 the board shows %v, want Board10", got)
	}
	if g := u.play.s.Game().Board().Grid(); !reflect.DeepEqual(g.Tiles, boardTiles(t, board10)) {
		t.Fatalf("the game did not go back with the timeline: %v", g)
	}
	press(u, fyne.KeyDown)
	if got, want := viewTiles(u.view), rows(board10Steps[1]); !reflect.DeepEqual(got, want) || u.tl.slider.Max != 1 {
		t.Errorf("resumed from step 0: board %v on a timeline of max %v, want %v on max 1", got, u.tl.slider.Max, want)
	}
}

// boardTiles is a board written as rows(s) as row-major numbers.
func boardTiles(t *testing.T, s string) []int {
	t.Helper()
	var out []int
	for _, r := range rows(s) {
		for _, c := range r {
			out = append(out, atoi(c))
		}
	}
	return out
}

// When no move is left the status says "Game over" with the score, and keys change nothing.
func TestPlayGameOverShows(t *testing.T) {
	u, _, _ := newTestUI(t)
	// 2 4 / 8 . with the right-column rule: Down gives 2 2 / 8 4, Left gives 4 2 / 8 4: no move left.
	u.ed.SetGrid(session.ChangeOpen, board.Kind2048, board.NewGrid(2, []int{2, 4, 8, 0}))
	enterPlayUnder(t, u, board.RightColumn)
	press(u, fyne.KeyDown)
	press(u, fyne.KeyLeft)
	if !u.play.s.Game().Over() {
		t.Fatalf("not over:\n%v", u.play.s.Game().Board())
	}
	if !strings.HasPrefix(u.status.Text, "Game over") {
		t.Errorf("status %q, want a game-over message", u.status.Text)
	}
	before := viewTiles(u.view)
	press(u, fyne.KeyUp)
	if got := viewTiles(u.view); !reflect.DeepEqual(got, before) {
		t.Errorf("a key moved the board after game over: %v", got)
	}
	if !u.play.hintBtn.Disabled() {
		t.Error("Hint is offered after game over")
	}
}

// Hint names the move the expectimax player would make, one the game accepts.
func TestPlayHintNamesAMove(t *testing.T) {
	u, _, q := newTestUI(t)
	enterPlay(t, u)
	test.Tap(u.play.hintBtn)
	q.Until(t, "the hint", func() bool { return !u.play.s.Hinting() })
	h := u.play.s.Hint()
	if !h.Ready || !strings.Contains(u.play.hint.Text, h.Dir.String()) {
		t.Fatalf("hint %+v, label %q", h, u.play.hint.Text)
	}
	legal := board.Legal(u.play.s.Game().Board())
	found := false
	for _, d := range legal {
		found = found || d == h.Dir
	}
	if !found {
		t.Errorf("hint %v is not among the legal moves %v", h.Dir, legal)
	}
}

// Autoplay plays until Stop; after Stop the move being chosen is dropped. Esc stops it too, and so
// does leaving Play mode.
func TestPlayAutoplayStops(t *testing.T) {
	for _, how := range []string{"Stop", "Esc", "Solve tab"} {
		t.Run(how, func(t *testing.T) {
			u, _, q := newTestUI(t)
			enterPlay(t, u)
			u.play.newGame(true) // a random 4-by-4 start, with room for many moves
			u.play.pace.SetSelectedIndex(len(paceLabels) - 1)
			test.Tap(u.play.autoBtn)
			if !u.play.s.Autoplaying() || u.play.autoBtn.Text != "Stop" {
				t.Fatalf("autoplay not running (button %q)", u.play.autoBtn.Text)
			}
			q.Until(t, "two autoplayed moves", func() bool { _, at := u.play.s.History(); return at >= 2 })
			switch how {
			case "Stop":
				test.Tap(u.play.autoBtn)
			case "Esc":
				press(u, fyne.KeyEscape)
			default:
				u.tabs.SelectIndex(solveTab)
			}
			if u.play.s.Autoplaying() {
				t.Fatal("still autoplaying")
			}
			at := u.play.s.Game().Board().String()
			q.RunOne(t, "the stopped choice's answer") // the one choice in flight answers, and is dropped
			if got := u.play.s.Game().Board().String(); got != at {
				t.Errorf("the board changed after %s:\n%s\nwas\n%s", how, got, at)
			}
			if how == "Stop" && u.play.autoBtn.Text != "Autoplay" {
				t.Errorf("the button says %q after Stop", u.play.autoBtn.Text)
			}
		})
	}
}

// A sliding puzzle plays too: a key moves the tile next to the blank that way, and solving it
// says so.
func TestPlaySlidingSolves(t *testing.T) {
	u, _, _ := newTestUI(t)
	u.ed.SetGrid(session.ChangeOpen, board.KindSliding, board.NewGrid(3, []int{1, 2, 3, 4, 5, 6, 7, 0, 8}))
	enterPlay(t, u)
	press(u, fyne.KeyLeft) // the 8 right of the blank slides left into it
	if got, want := viewTiles(u.view), rows("1 2 3\n4 5 6\n7 8 ."); !reflect.DeepEqual(got, want) {
		t.Fatalf("after Left the board shows %v, want %v", got, want)
	}
	if !strings.HasPrefix(u.status.Text, "Solved") {
		t.Errorf("status %q, want a solved message", u.status.Text)
	}
}

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
	want := "Coach: you took 3 moves; the fewest from the start is 1. Move 1 went away from the goal (red on the chart)."
	if u.play.coach.Text != want || !u.play.coach.Visible() {
		t.Errorf("coach says %q (shown %v)\nwant %q", u.play.coach.Text, u.play.coach.Visible(), want)
	}
	u.win.Resize(fyne.NewSize(640, 480)) // at the top of the Play panel: seen without scrolling
	unclipped(t, u, "the coach", u.play.coach)
	if !slices.Equal(u.chart.marks, []int{1}) {
		t.Errorf("chart marks %v, want [1]", u.chart.marks)
	}
	press(u, fyne.KeyBackspace) // back to an unsolved position: the verdict goes
	if u.play.coach.Text != "" || u.play.coach.Visible() {
		t.Errorf("after Undo the coach still says %q (shown %v)", u.play.coach.Text, u.play.coach.Visible())
	}
	press(u, fyne.KeyBackspace)
	press(u, fyne.KeyBackspace)
	press(u, fyne.KeyLeft)
	q.Until(t, "the coach", func() bool { return u.play.coach.Text != "" && u.play.coach.Text != "Coach: measuring your game…" })
	if u.play.coach.Text != "Coach: 1 move, the fewest possible. Perfect." {
		t.Errorf("a perfect game: %q", u.play.coach.Text)
	}
}

// In Play mode at 640x480 the panel's controls are shown whole.
func TestPlayLayoutFits(t *testing.T) {
	u, _, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(640, 480))
	enterPlay(t, u)
	u.win.Content().Refresh()
	if m := windowNeeds(u); m.Width > 640 || m.Height > 480 {
		t.Errorf("Play mode needs %v, more than 640x480", m)
	}
	p := u.play
	for name, o := range map[string]fyne.CanvasObject{"New game": p.newBtn, "Autoplay": p.autoBtn, "Undo": p.undoBtn,
		"Hint": p.hintBtn, "Redo": p.redoBtn, "rules": p.rules, "player": p.player, "speed": p.pace, "End": u.tl.end} {
		unclipped(t, u, name, o)
	}
}

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

// Play shows the editor's kind: after the editor changed kind, the Play tab's game is of that
// kind, the 2048 setting is hidden with its label, and Undo at the new game's start brings back
// the game before. The words: Autoplay for the player, Replay for the timeline.
func TestPlayFollowsTheEditor(t *testing.T) {
	u, _, _ := newTestUI(t)
	u.setMode(playTab)
	g := u.play.s.Game()
	if g == nil || g.Board().Kind() != board.Kind2048 {
		t.Fatal("no 2048 game in Play")
	}
	for _, d := range board.Directions {
		u.play.s.Move(d)
	}
	played := u.play.s.Game()
	u.setMode(solveTab)
	u.ed.kind.SetSelected(labelSliding)
	if u.prompt != nil {
		u.prompt.discard.OnTapped()
	}
	u.setMode(playTab)
	if g := u.play.s.Game(); g == nil || g.Board().Kind() != board.KindSliding {
		t.Fatalf("Play shows a %v game after the editor changed to a sliding puzzle", g.Board().Kind())
	}
	rules := u.play.rows[0]
	if rules.label.Visible() || rules.control.Visible() {
		t.Error("New tiles at shows for a sliding puzzle")
	}
	pressShortcut(u, ctrlZ)
	if u.play.s.Game() != played {
		t.Error("Undo at the new game's start did not bring back the 2048 game")
	}
	if u.play.autoBtn.Text != "Autoplay" || u.tl.play.Text != "Replay" || u.play.fromEditor.Text != fromEditorText {
		t.Errorf("words: %q, %q, %q", u.play.autoBtn.Text, u.tl.play.Text, u.play.fromEditor.Text)
	}
}

// A game with no move made charts one value: the axis spans one above it instead of reading
// "34 to 34".
func TestChartAxisOfOneBoard(t *testing.T) {
	p, err := board.NewPuzzle(board.Solved(3))
	if err != nil {
		t.Fatal(err)
	}
	_, m := p.Measure()
	_, _, _, lo, hi := series(session.HistorySolution([]board.Step{{Board: p}}))
	if lo != strconv.Itoa(m) || hi != strconv.Itoa(m+1) {
		t.Errorf("axis %s to %s for the one value %d", lo, hi, m)
	}
}
