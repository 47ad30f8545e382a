package platform

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
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
			f := DownloadFile("puzzle.txt", func(data []byte) error { sent = append(sent, string(data)); return nil })
			if !f.Chosen() || f.Name != "puzzle.txt" || f.Path != "" {
				t.Fatalf("file %+v", f)
			}
			if err := f.Write(tc.fill); !errors.Is(err, tc.err) {
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
	f := PathFile(path)
	if f.Name != "p.txt" || f.Path != path {
		t.Fatalf("file %+v", f)
	}
	if err := f.Write(func(w io.Writer) error { _, err := io.WriteString(w, "2\n1 2\n3 0\n"); return err }); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); string(data) != "2\n1 2\n3 0\n" {
		t.Fatalf("file holds %q", data)
	}
	g, err := f.Read()
	if err != nil || g.String() != "2\n1 2\n3 0\n" {
		t.Fatalf("read %q, %v", g.String(), err)
	}
}
