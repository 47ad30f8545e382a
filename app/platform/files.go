// The files the user picks: what the platform's chooser hands back, read and written through
// readers and writers, so that a path on the desktop and a browser's bytes serve the same code.
// files_desktop.go and files_js.go each implement FilePicker and the drop on the window.

package platform

import (
	"bytes"
	"errors"
	"io"
	"path/filepath"

	"github.com/tilesolve/tilesolve/atomicfile"
	"github.com/tilesolve/tilesolve/board"
)

// FilePicker asks the user for a file to open or save. Both methods return at once; done runs
// later on the UI goroutine with the chosen file, or with the zero ChosenFile and a nil error when
// the user cancelled. Tests inject a fake.
type FilePicker interface {
	Open(startDir string, done func(f ChosenFile, err error))
	Save(startDir, fileName string, done func(f ChosenFile, err error))
}

// ChosenFile is a file the user picked. On the desktop it is a path; in a browser it is the bytes
// the page's file picker read (Open) or a download (Save), with no path. The zero value is no file.
type ChosenFile struct {
	Name  string                                 // the base name, for the title and messages
	Path  string                                 // "" in a browser: nothing to reopen later
	read  func() (board.Grid, error)             // Open: the puzzle in it
	write func(fill func(io.Writer) error) error // Save: replaces it with what fill writes, whole or not at all
}

// Chosen reports whether the user picked a file (false when they cancelled).
func (f ChosenFile) Chosen() bool { return f.read != nil || f.write != nil }

// Read reads the puzzle in a file picked to open.
func (f ChosenFile) Read() (board.Grid, error) {
	if f.read == nil {
		return board.Grid{}, errors.New(f.Name + " was not picked to be read")
	}
	return f.read()
}

// Write replaces a file picked to save with what fill writes, whole or not at all.
func (f ChosenFile) Write(fill func(io.Writer) error) error {
	if f.write == nil {
		return errors.New(f.Name + " was not picked to be written")
	}
	return f.write(fill)
}

// PathFile is the file at path on this computer: read by board.ReadFile (which refuses a named
// pipe or a device), written atomically.
func PathFile(path string) ChosenFile {
	return ChosenFile{
		Name:  filepath.Base(path),
		Path:  path,
		read:  func() (board.Grid, error) { return board.ReadFile(path) },
		write: func(fill func(io.Writer) error) error { return atomicfile.Write(path, fill) },
	}
}

// DownloadFile is a file to save that the browser downloads as name: send receives what was written.
func DownloadFile(name string, send func(data []byte) error) ChosenFile {
	return ChosenFile{Name: name, write: func(fill func(io.Writer) error) error {
		var buf bytes.Buffer
		if err := fill(&buf); err != nil {
			return err
		}
		return send(buf.Bytes())
	}}
}
