// Opening and saving puzzle files: the chooser, drops, the command line, samples, Save As and
// Export Solution.

package app

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/resources"
	"github.com/tilesolve/tilesolve/session"
)

// dropped opens a file dropped on the window, after asking about unsaved edits.
func (u *ui) dropped(f platform.ChosenFile) {
	if u.busy("Opening a dropped file") {
		return
	}
	u.unlessUnsaved("opening "+f.Name, func() { u.openChosen(f) })
}

// openFile asks about unsaved edits, then for a puzzle file, and opens it.
func (u *ui) openFile() {
	if u.busy("Open") {
		return
	}
	u.unlessUnsaved("opening another file", func() {
		u.picker.Open(u.recent.dir(), func(f platform.ChosenFile, err error) {
			if err != nil {
				u.showError("Could not choose a file", err)
				return
			}
			if f.Chosen() {
				u.openChosen(f)
			}
		})
	})
}

// openPath opens the puzzle file at path (see openChosen).
func (u *ui) openPath(path string) { u.openChosen(platform.PathFile(path)) }

// openChosen reads a puzzle file on its own goroutine, so that a slow disk never freezes the
// window, and loads it into the editor on the UI goroutine. A bad file, or anything but a regular
// file (a named pipe would never finish reading), leaves the board as it was and shows a dialog
// naming the line and the problem. The caller has dealt with unsaved edits.
func (u *ui) openChosen(f platform.ChosenFile) {
	if u.s.Solving() {
		u.showError("Cannot open "+f.Name, errors.New("a solve is running; cancel it first"))
		return
	}
	gen := u.s.Opens.Begin()
	go func() {
		g, k, err := readPuzzle(f)
		u.s.Do(func() {
			if !u.s.Opens.End(gen) || u.s.Solving() { // a later open, or a solve, came first
				return
			}
			if errors.Is(err, fs.ErrNotExist) && f.Path != "" {
				u.recent.missing(f)
				return
			}
			if err != nil {
				u.showError("Cannot open "+f.Name, err)
				return
			}
			u.startDocument(f.Name, f.Path, false, func() { u.ed.SetGrid(session.ChangeOpen, k, g) })
			u.recent.remember(f.Path)
			u.setStatus(fmt.Sprintf("Opened %s: %s.", f.Name, describe(g.N, k)), widget.MediumImportance)
		})
	}()
}

func kindName(k board.Kind) string {
	if k == board.KindSliding {
		return "sliding puzzle"
	}
	return "2048 board"
}

// describe names a board for a sentence: "a 4-by-4 2048 board", "an 8-by-8 sliding puzzle".
func describe(n int, k board.Kind) string {
	return board.SizeName(n) + " " + kindName(k)
}

// readPuzzle reads and checks a puzzle file; its errors name the line ("line 3: ...").
func readPuzzle(f platform.ChosenFile) (board.Grid, board.Kind, error) {
	g, err := f.Read()
	if err != nil {
		return board.Grid{}, 0, err
	}
	return classify(g)
}

// parsePuzzle reads a puzzle in the file format and says which kind it is.
func parsePuzzle(r io.Reader) (board.Grid, board.Kind, error) {
	g, err := board.Read(r)
	if err != nil {
		return board.Grid{}, 0, err
	}
	return classify(g)
}

// classify says which kind g is and checks that the editor can show it.
func classify(g board.Grid) (board.Grid, board.Kind, error) {
	k, err := board.Detect(g)
	if err != nil {
		return board.Grid{}, 0, err
	}
	if g.N > session.MaxEditN(k) {
		return board.Grid{}, 0, board.SizeError(1, g.N, k)
	}
	return g, k, nil
}

// openSample loads one of the bundled sample puzzles, after asking about unsaved edits.
func (u *ui) openSample(name string) {
	if u.busy("Opening a sample") {
		return
	}
	u.unlessUnsaved("opening the sample "+name, func() { u.loadSample(name) })
}

func (u *ui) loadSample(name string) {
	data, err := resources.Samples.ReadFile("samples/" + name)
	if err == nil {
		var g board.Grid
		var k board.Kind
		if g, k, err = parsePuzzle(bytes.NewReader(data)); err == nil {
			u.startDocument(name, "", false, func() { u.ed.SetGrid(session.ChangeSample, k, g) })
			u.setStatus(fmt.Sprintf("Sample %s: %s.", name, describe(g.N, k)), widget.MediumImportance)
			return
		}
	}
	u.showError("Cannot open sample "+name, err)
}

// sampleItems lists the bundled samples for File > Open Sample, Board10 first.
func (u *ui) sampleItems() []*fyne.MenuItem {
	items := []*fyne.MenuItem{fyne.NewMenuItem(board10Title+" (Board10, goal 2048)", func() {
		if !u.busy("Opening a sample") {
			u.unlessUnsaved("opening the "+board10Title, u.showBoard10)
		}
	})}
	names, _ := fs.Glob(resources.Samples, "samples/*.txt")
	for _, n := range names {
		name := filepath.Base(n)
		items = append(items, fyne.NewMenuItem(name, func() { u.openSample(name) }))
	}
	return items
}

// saveAs asks where to save the editor's grid and writes it in the puzzle file format, atomically
// (see atomicfile.Write). A failed save keeps the old file and the edits, and says why. done, when not
// nil, hears whether the board was saved.
func (u *ui) saveAs(done func(saved bool)) {
	finish := func(saved bool) {
		if done != nil {
			done(saved)
		}
	}
	g, err := u.ed.edit.Grid()
	if err != nil {
		u.showError("Cannot save this board", err)
		finish(false)
		return
	}
	doc, snapshot := u.s.Doc, u.ed.edit.Snapshot()
	dir, name := u.recent.dir(), fileName(doc.Name(), "", ".txt")
	if doc.Path() != "" { // the file this board came from or was saved to, not the last one opened
		dir, name = filepath.Dir(doc.Path()), filepath.Base(doc.Path())
	}
	u.picker.Save(dir, name, func(f platform.ChosenFile, err error) {
		if err == nil && f.Chosen() {
			err = f.Write(func(w io.Writer) error { _, err := io.WriteString(w, g.String()); return err })
			if err == nil {
				u.recent.remember(f.Path)
				doc.Saved(f.Name, f.Path, snapshot)
				if doc == u.s.Doc {
					u.trackEdits() // edits typed since the save are still unsaved
				}
				u.setStatus(fileWords.saved+" "+f.Name+".", widget.MediumImportance)
				finish(true)
				return
			}
		}
		if err != nil {
			//lint:ignore ST1005 the error is the dialog's text, a sentence as the person reads it
			u.showError("Could not save", fmt.Errorf("%w\n\nNothing was changed: the board keeps your edits, and any file that was there is as it was.", err))
		}
		finish(false)
	})
}

// exportSolution writes the solution's moves, then its boards as the command-line tool prints
// them (solver.WriteMoves), atomically.
func (u *ui) exportSolution() {
	sol := u.s.Solution()
	if sol == nil {
		return
	}
	u.picker.Save(u.recent.dir(), fileName(u.s.Doc.Name(), "-solution", ".txt"), func(f platform.ChosenFile, err error) {
		if err == nil && f.Chosen() {
			err = f.Write(sol.WriteMoves)
			if err == nil {
				u.recent.rememberDir(f.Path)
				u.setStatus(fileWords.exported+" the solution to "+f.Name+".", widget.MediumImportance)
			}
		}
		if err != nil {
			//lint:ignore ST1005 the error is the dialog's text, a sentence as the person reads it
			u.showError("Could not export the solution", fmt.Errorf("%w\n\nAny file that was there is as it was.", err))
		}
	})
}
