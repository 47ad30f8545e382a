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

// documentHost is what the documents need of the window around them.
type documentHost interface {
	// busy says whether the command named what must wait for a solve, saying why.
	busy(what string) bool
	showError(title string, err error)
	setStatus(text string, imp widget.Importance)
	showBoard10() // opens Board10, the bundled default, for File > Open Sample
}

// documents are the window's files: the document its board belongs to (title, unsaved edits
// and the question about them), opening, samples, Save As, Export Solution and Export Animation
// (export.go, of the timeline it is given). They put a board
// opened in the editor and keep the recent files.
type documents struct {
	host   documentHost
	s      *session.Window // the document shown (s.Doc), its solution and its opens
	ed     *editor
	win    fyne.Window // whose title names the document
	dlg    *dialogs    // where the question about unsaved edits shows
	picker platform.FilePicker
	recent *recentFiles
}

// dropped opens a file dropped on the window, after asking about unsaved edits.
func (docs *documents) dropped(f platform.ChosenFile) {
	if docs.host.busy("Opening a dropped file") {
		return
	}
	docs.unlessUnsaved("opening "+f.Name, func() { docs.openChosen(f) })
}

// openFile asks about unsaved edits, then for a puzzle file, and opens it.
func (docs *documents) openFile() {
	if docs.host.busy("Open") {
		return
	}
	docs.unlessUnsaved("opening another file", func() {
		docs.picker.Open(docs.recent.dir(), func(f platform.ChosenFile, err error) {
			if err != nil {
				docs.host.showError("Could not choose a file", err)
				return
			}
			if f.Chosen() {
				docs.openChosen(f)
			}
		})
	})
}

// openPath opens the puzzle file at path (see openChosen).
func (docs *documents) openPath(path string) { docs.openChosen(platform.PathFile(path)) }

// openChosen reads a puzzle file on its own goroutine, so that a slow disk never freezes the
// window, and loads it into the editor on the UI goroutine. A bad file, or anything but a regular
// file (a named pipe would never finish reading), leaves the board as it was and shows a dialog
// naming the line and the problem. The caller has dealt with unsaved edits.
func (docs *documents) openChosen(f platform.ChosenFile) {
	if docs.s.Solving() {
		docs.host.showError("Cannot open "+f.Name, errors.New("a solve is running; cancel it first"))
		return
	}
	gen := docs.s.Opens.Begin()
	go func() {
		g, k, err := readPuzzle(f)
		docs.s.Do(func() {
			if !docs.s.Opens.End(gen) || docs.s.Solving() { // a later open, or a solve, came first
				return
			}
			if errors.Is(err, fs.ErrNotExist) && f.Path != "" {
				docs.recent.missing(f)
				return
			}
			if err != nil {
				docs.host.showError("Cannot open "+f.Name, err)
				return
			}
			docs.startDocument(f.Name, f.Path, false, func() { docs.ed.SetGrid(session.ChangeOpen, k, g) })
			docs.recent.remember(f.Path)
			docs.host.setStatus(fmt.Sprintf("Opened %s: %s.", f.Name, describe(g.N, k)), widget.MediumImportance)
		})
	}()
}

// describe names a board for a sentence: "a 4-by-4 2048 board", "an 8-by-8 sliding puzzle".
func describe(n int, k board.Kind) string {
	return board.SizeName(n) + " " + k.Noun()
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
func (docs *documents) openSample(name string) {
	if docs.host.busy("Opening a sample") {
		return
	}
	docs.unlessUnsaved("opening the sample "+name, func() { docs.loadSample(name) })
}

func (docs *documents) loadSample(name string) {
	data, err := resources.Samples.ReadFile("samples/" + name)
	if err == nil {
		var g board.Grid
		var k board.Kind
		if g, k, err = parsePuzzle(bytes.NewReader(data)); err == nil {
			docs.startDocument(name, "", false, func() { docs.ed.SetGrid(session.ChangeSample, k, g) })
			docs.host.setStatus(fmt.Sprintf("Sample %s: %s.", name, describe(g.N, k)), widget.MediumImportance)
			return
		}
	}
	docs.host.showError("Cannot open sample "+name, err)
}

// sampleItems lists the bundled samples for File > Open Sample, Board10 first.
func (docs *documents) sampleItems() []*fyne.MenuItem {
	items := []*fyne.MenuItem{fyne.NewMenuItem(board10Title+" (Board10, goal 2048)", func() {
		if !docs.host.busy("Opening a sample") {
			docs.unlessUnsaved("opening the "+board10Title, docs.host.showBoard10)
		}
	})}
	names, _ := fs.Glob(resources.Samples, "samples/*.txt")
	for _, n := range names {
		name := filepath.Base(n)
		items = append(items, fyne.NewMenuItem(name, func() { docs.openSample(name) }))
	}
	return items
}

// saveAs asks where to save the editor's grid and writes it in the puzzle file format, atomically
// (see atomicfile.Write). A failed save keeps the old file and the edits, and says why. done, when not
// nil, hears whether the board was saved.
func (docs *documents) saveAs(done func(saved bool)) {
	finish := func(saved bool) {
		if done != nil {
			done(saved)
		}
	}
	g, err := docs.ed.edit.Grid()
	if err != nil {
		docs.host.showError("Cannot save this board", err)
		finish(false)
		return
	}
	doc, snapshot := docs.s.Doc, docs.ed.edit.Snapshot()
	dir, name := docs.recent.dir(), fileName(doc.Name(), "", ".txt")
	if doc.Path() != "" { // the file this board came from or was saved to, not the last one opened
		dir, name = filepath.Dir(doc.Path()), filepath.Base(doc.Path())
	}
	docs.picker.Save(dir, name, func(f platform.ChosenFile, err error) {
		if err == nil && f.Chosen() {
			err = f.Write(func(w io.Writer) error { _, err := io.WriteString(w, g.String()); return err })
			if err == nil {
				docs.recent.remember(f.Path)
				doc.Saved(f.Name, f.Path, snapshot)
				if doc == docs.s.Doc {
					docs.trackEdits() // edits typed since the save are still unsaved
				}
				docs.host.setStatus(fileWords.saved+" "+f.Name+".", widget.MediumImportance)
				finish(true)
				return
			}
		}
		if err != nil {
			//lint:ignore ST1005 the error is the dialog's text, a sentence as the person reads it
			docs.host.showError("Could not save", fmt.Errorf("%w\n\nNothing was changed: the board keeps your edits, and any file that was there is as it was.", err))
		}
		finish(false)
	})
}

// exportSolution writes the solution's moves, then its boards as the command-line tool prints
// them (solver.WriteMoves), atomically.
func (docs *documents) exportSolution() {
	sol := docs.s.Solution()
	if sol == nil {
		return
	}
	docs.picker.Save(docs.recent.dir(), fileName(docs.s.Doc.Name(), "-solution", ".txt"), func(f platform.ChosenFile, err error) {
		if err == nil && f.Chosen() {
			err = f.Write(sol.WriteMoves)
			if err == nil {
				docs.recent.rememberDir(f.Path)
				docs.host.setStatus(fileWords.exported+" the solution to "+f.Name+".", widget.MediumImportance)
			}
		}
		if err != nil {
			//lint:ignore ST1005 the error is the dialog's text, a sentence as the person reads it
			docs.host.showError("Could not export the solution", fmt.Errorf("%w\n\nAny file that was there is as it was.", err))
		}
	})
}
