package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// buildShown says whether s shows a build of the databases under way ("building the pattern
// databases: 45%"), not yet at its end.
func buildShown(s string) bool {
	_, after, ok := strings.Cut(s, "building the pattern databases: ")
	return ok && !strings.HasPrefix(after, "100%")
}

// The explorer recording IDA* on a 15-puzzle with no databases kept (a fresh store) says how far
// their build has got while it builds, as Solve does, where it said only "Recording IDA*…".
func TestExplorerShowsTheDatabasesBuild(t *testing.T) {
	a, q := test.NewTempApp(t), sessiontest.NewQueue()
	ida := session.Search(board.KindSliding, "ida")
	e := newExplorer(a, q.Do, sessiontest.Near15(t), session.Limits{DatabaseStore: pdb.DirStore(t.TempDir())}, ida)
	defer e.win.Close() // stops the recording, and the build with it
	q.Until(t, "the build's progress", func() bool { return buildShown(e.summary.Text) })
	if !strings.HasPrefix(e.summary.Text, "Recording IDA*") || !strings.HasSuffix(e.summary.Text, "%)") {
		t.Errorf("summary %q", e.summary.Text)
	}
}

// Compare on a 15-puzzle with no databases kept says, on its status line and in the running
// row, how far the build of the databases IDA* needs has got while it builds, where the row sat
// at 0 boards.
func TestCompareShowsTheDatabasesBuild(t *testing.T) {
	a, q := test.NewTempApp(t), sessiontest.NewQueue()
	c := newComparer(a, q.Do, sessiontest.Near15(t), session.Limits{DatabaseStore: pdb.DirStore(t.TempDir())})
	defer c.win.Close()
	q.Until(t, "the build's progress", func() bool { return buildShown(c.status.Text) })
	if !strings.HasPrefix(c.status.Text, "Running search ") || !strings.Contains(c.status.Text, "IDA*") {
		t.Errorf("status %q", c.status.Text)
	}
	if last := c.live[len(c.live)-1].(*widget.Label).Text; !strings.HasPrefix(last, "databases ") || !strings.HasSuffix(last, "% built") {
		t.Errorf("the running row's last cell %q", last)
	}
	c.stop()
	select {
	case <-c.ended:
	case <-time.After(60 * time.Second): // a bound that only keeps a broken test from hanging
		t.Fatal("the searches went on after Cancel")
	}
}
