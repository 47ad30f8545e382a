package app

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/atomicfile/atomictest"
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
