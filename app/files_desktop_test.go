//go:build !js

package app

import (
	"reflect"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/internal/testfiles"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// A named pipe dropped on the window, or named on the command line, is refused with a message; the
// window keeps working (the read happens off the UI goroutine, and a pipe is never read at all).
func TestFIFORefusedByApp(t *testing.T) {
	fifo := testfiles.FIFO(t, t.TempDir(), "pipe.txt")
	for _, how := range []string{"drop", "command line", "recent"} {
		t.Run(how, func(t *testing.T) {
			var u *ui
			var q *sessiontest.Queue
			switch how {
			case "command line":
				u, _, q = newTestUI(t, fifo)
			default:
				u, _, q = newTestUI(t)
			}
			before := cellTexts(u.ed)
			switch how {
			case "drop":
				u.docs.dropped(platform.PathFile(fifo))
			case "recent":
				u.prefs.SetStringList(prefRecent, []string{fifo})
				u.recent.refresh()
				u.recentItem.ChildMenu.Items[0].Action()
			}
			waitOpen(t, u, q)
			if msg := overlayTexts(u.win.Canvas()); !strings.Contains(msg, "is a named pipe (FIFO), not a regular file") {
				t.Errorf("dialog %q", msg)
			}
			if !reflect.DeepEqual(cellTexts(u.ed), before) || u.win.Title() != "Tilesolve — "+board10Title {
				t.Errorf("the board changed: %q, title %q", cellTexts(u.ed), u.win.Title())
			}
		})
	}
}
