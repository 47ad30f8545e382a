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

// phoneWidth is the width a view over the page has on an iPhone 12: 390 CSS pixels, Fyne's points
// in the page, the view's scroll as wide as the page.
const phoneWidth = 390

// On a phone's width Compare Searches and Explore the Search ask for no more room sideways than
// the phone has (the page then scrolls them only up and down; the browser test
// TestPhoneViewsFit checks it in the page): Compare's heading and the names on its bars wrap
// (its table scrolls sideways inside it), and the explorer lays its board above its figures
// and IDA*'s table. Before, Compare asked for 440 points and the explorer for 567.
func TestViewsFitAPhone(t *testing.T) {
	a, q := test.NewTempApp(t), sessiontest.NewQueue()
	c := newComparer(a, q.Do, hardPuzzle(t), session.Limits{})
	defer c.win.Close()
	q.Until(t, "the end", func() bool { return strings.HasPrefix(c.status.Text, "6 searches") })
	if w := c.win.Content().MinSize().Width; w > phoneWidth {
		t.Errorf("Compare asks for %.0f points, more than a phone's %d", w, phoneWidth)
	}

	e := newExplorer(a, q.Do, hardPuzzle(t), session.Limits{}, session.Search(board.KindSliding, "manhattan"))
	defer e.win.Close()
	at := a.Driver().AbsolutePositionForObject
	e.win.Resize(fyne.NewSize(phoneWidth, 760)) // while it records, the figures empty: still under the board
	if b, d := at(e.view), at(e.details); d.Y < b.Y+explorerBoard-1 {
		t.Errorf("recording at %d points: the figures (at %v) are not under the board (at %v)", phoneWidth, d, b)
	}
	q.Until(t, "the recording", func() bool { return e.ex != nil })
	e.typedKey(&fyne.KeyEvent{Name: fyne.KeyEnd}) // the longest path note
	if w := e.win.Content().MinSize().Width; w > phoneWidth {
		t.Errorf("the explorer asks for %.0f points, more than a phone's %d", w, phoneWidth)
	}
	e.win.Resize(fyne.NewSize(phoneWidth, 760))
	if b, d := at(e.view), at(e.details); d.Y < b.Y+explorerBoard-1 {
		t.Errorf("at %d points the figures (at %v) are not under the board (at %v)", phoneWidth, d, b)
	}
	e.win.Resize(fyne.NewSize(900, 640))
	if b, d := at(e.view), at(e.details); d.X < b.X+explorerBoard-1 {
		t.Errorf("at 900 points the figures (at %v) are not beside the board (at %v)", d, b)
	}
	e.choose.SetSelected(session.Search(board.KindSliding, "ida").Label)
	q.Until(t, "IDA*'s iterations", func() bool { return e.ex != nil && len(e.iterTable.Objects) == 2 })
	if w := e.win.Content().MinSize().Width; w > phoneWidth {
		t.Errorf("IDA*'s table asks for %.0f points, more than a phone's %d", w, phoneWidth)
	}
}
