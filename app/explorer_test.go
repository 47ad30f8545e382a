package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

func hardPuzzle(t *testing.T) board.Board {
	t.Helper()
	p, err := board.NewPuzzle(board.NewGrid(3, []int{8, 6, 7, 2, 5, 4, 3, 0, 1}))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestExplorerWindow steps through A* on an 8-puzzle as a user would: the figures in plain
// words, the keys, the goal at the end marked; then another heuristic, a search with nothing to
// step through, and IDA*'s iterations.
func TestExplorerWindow(t *testing.T) {
	a, q := test.NewTempApp(t), sessiontest.NewQueue()
	e := newExplorer(a, q.Do, hardPuzzle(t), session.Limits{}, session.Search(board.KindSliding, "manhattan"))
	defer e.win.Close()
	q.Until(t, "the recording", func() bool { return e.ex != nil })
	if e.factNames[0].Text != "step" || e.facts[0].Text != "1 of 6,755" || e.factNames[2].Text != "estimate of moves left" {
		t.Errorf("facts %q %q %q", e.factNames[0].Text, e.facts[0].Text, e.factNames[2].Text)
	}
	e.typedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if e.facts[0].Text != "2 of 6,755" || e.ex.At() != 1 || e.slider.Value != 1 {
		t.Errorf("after Right: %q, at %d, slider %v", e.facts[0].Text, e.ex.At(), e.slider.Value)
	}
	e.typedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if !strings.HasPrefix(e.status.Text, "The goal, 31 moves") || !strings.Contains(e.pathNote.Text, "31 moves") ||
		len(e.chart.marks) != 32 {
		t.Errorf("at the end: %q, %q, %d marks", e.status.Text, e.pathNote.Text, len(e.chart.marks))
	}
	if !strings.Contains(e.summary.Text, "looked at 6,754 boards; the answer has 31 moves (shortest)") {
		t.Errorf("summary %q", e.summary.Text)
	}
	e.slider.SetValue(100)
	if e.ex.At() != 100 || len(e.waiting.Objects) == 0 {
		t.Errorf("slider to 100: at %d, %d waiting", e.ex.At(), len(e.waiting.Objects))
	}
	e.typedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) // plays on from board 101...
	q.Until(t, "three boards played", func() bool { return e.ex.At() >= 103 })
	e.typedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) // ...until paused
	if at := e.ex.At(); e.ex.Playing() || e.playBtn.Text != replayText {
		t.Errorf("after pausing at %d: playing %v, button %q", at, e.ex.Playing(), e.playBtn.Text)
	}

	e.choose.SetSelected(session.Search(board.KindSliding, "hamming").Label)
	q.Until(t, "Hamming's recording", func() bool { return e.ex != nil && strings.Contains(e.summary.Text, "Hamming") })
	if !strings.Contains(e.summary.Text, "looked at 121,528 boards") {
		t.Errorf("Hamming: %q", e.summary.Text)
	}
	if want := "Manhattan distance 6,754 · A*, shortest, Hamming distance (slow) 121,528"; !strings.Contains(e.tried.Text, want) {
		t.Errorf("the searches tried: %q", e.tried.Text)
	}
	e.choose.SetSelected(session.Search(board.KindSliding, "fast").Label)
	q.Until(t, "the fast solver's refusal", func() bool { return strings.Contains(e.summary.Text, "cannot be stepped through") })
	if s := e.summary.Text; !strings.HasPrefix(s, "Fast (short, not proven shortest) cannot be stepped through: it does not tell") ||
		strings.Count(s, "step through") > 0 {
		t.Errorf("the refusal says %q", s)
	}
	e.choose.SetSelected(session.Search(board.KindSliding, "ida").Label)
	q.Until(t, "IDA*'s iterations", func() bool { return e.ex != nil && len(e.iterTable.Objects) == 2 })
}
