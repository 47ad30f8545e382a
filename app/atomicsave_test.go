package app

import (
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"tilesolve/atomicfile/atomictest"
	"tilesolve/session/sessiontest"
)

// Save As onto a full disk: a message says why, the file on disk and the edits stay, and the
// board is still marked unsaved.
func TestSaveAsFailureKeepsEdits(t *testing.T) {
	atomictest.FullDisk(t)
	u, picker, _ := newTestUI(t)
	picker.path = writeFile(t, "board.txt", "the old board\n")
	typeOnBoard(u, 2, "4")
	edited := cellTexts(u.ed)
	u.saveItem.Action()
	msg := overlayTexts(u.win.Canvas())
	for _, want := range []string{"Could not save", "no space left on device", "the board keeps your edits"} {
		if !strings.Contains(msg, want) {
			t.Errorf("dialog %q lacks %q", msg, want)
		}
	}
	if data, _ := os.ReadFile(picker.path); string(data) != "the old board\n" {
		t.Errorf("the old file now holds %q", data)
	}
	if !reflect.DeepEqual(cellTexts(u.ed), edited) || !u.s.Doc.Dirty() || !strings.HasPrefix(u.win.Title(), "Tilesolve — *") {
		t.Errorf("after a failed save: cells %q, dirty %v, title %q", cellTexts(u.ed), u.s.Doc.Dirty(), u.win.Title())
	}
}

// A named pipe dropped on the window, or named on the command line, is refused with a message; the
// window keeps working (the read happens off the UI goroutine, and a pipe is never read at all).
func TestFIFORefusedByApp(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no named pipes")
	}
	fifo := filepath.Join(t.TempDir(), "pipe.txt")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("mkfifo:", err)
	}
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
				u.dropped(fyne.NewPos(1, 1), []fyne.URI{storage.NewFileURI(fifo)})
			case "recent":
				u.prefs.SetStringList(prefRecent, []string{fifo})
				u.refreshRecent()
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
