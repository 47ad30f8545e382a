package app

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// A download sends the bytes written, once and whole; a write that fails sends nothing, as a
// failed save on the desktop leaves the old file.
func TestDownloadFileSendsWholeOrNothing(t *testing.T) {
	full := errors.New("no room")
	for _, tc := range []struct {
		name  string
		fill  func(io.Writer) error
		sends []string
		err   error
	}{
		{"written", func(w io.Writer) error { _, err := io.WriteString(w, "2\n2 0\n0 4\n"); return err }, []string{"2\n2 0\n0 4\n"}, nil},
		{"failed half way", func(w io.Writer) error { _, _ = io.WriteString(w, "2\n2"); return full }, nil, full},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var sent []string
			f := downloadFile("puzzle.txt", func(data []byte) error { sent = append(sent, string(data)); return nil })
			if !f.Chosen() || f.Name != "puzzle.txt" || f.Path != "" {
				t.Fatalf("file %+v", f)
			}
			if err := f.write(tc.fill); !errors.Is(err, tc.err) {
				t.Errorf("write error %v, want %v", err, tc.err)
			}
			if len(sent) != len(tc.sends) || (len(sent) == 1 && sent[0] != tc.sends[0]) {
				t.Errorf("sent %q, want %q", sent, tc.sends)
			}
		})
	}
}

// A file on disk is read and written by its path; the zero file is no choice.
func TestPathFileReadsAndWrites(t *testing.T) {
	if (ChosenFile{}).Chosen() {
		t.Fatal("the zero file counts as chosen")
	}
	path := filepath.Join(t.TempDir(), "p.txt")
	f := pathFile(path)
	if f.Name != "p.txt" || f.Path != path {
		t.Fatalf("file %+v", f)
	}
	if err := f.write(func(w io.Writer) error { _, err := io.WriteString(w, "2\n1 2\n3 0\n"); return err }); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); string(data) != "2\n1 2\n3 0\n" {
		t.Fatalf("file holds %q", data)
	}
	g, err := f.read()
	if err != nil || g.String() != "2\n1 2\n3 0\n" {
		t.Fatalf("read %q, %v", g.String(), err)
	}
}

// A recent file that is no longer there is said in words, not the system's "stat …: no such file
// or directory", and the question offers to take it off the list (Enter does).
func TestMissingRecentFileOffersToForget(t *testing.T) {
	u, _, q := newTestUI(t)
	gone := filepath.Join(t.TempDir(), "gone.txt")
	kept := filepath.Join(t.TempDir(), "kept.txt")
	u.prefs.SetStringList(prefRecent, []string{gone, kept})
	u.refreshRecent()
	u.recentItem.ChildMenu.Items[0].Action()
	q.Until(t, "the open to answer", func() bool { return u.dialog != nil })
	text := overlayTexts(u.win.Canvas())
	if strings.Contains(text, "stat ") || strings.Contains(text, "no such file") || !strings.Contains(text, "gone.txt is no longer in") ||
		!strings.Contains(text, "Remove it from the recent files?") {
		t.Fatalf("the question says %q", text)
	}
	u.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got := u.prefs.StringList(prefRecent); !slices.Equal(got, []string{kept}) || u.dialog != nil {
		t.Errorf("after Enter the recent files are %q, dialog up %v", got, u.dialog != nil)
	}
}
