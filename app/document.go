// Opening and saving puzzle files: the chooser, drops, the command line, samples, Save As and
// Export Solution.

package app

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tilesolve/board"
	"tilesolve/resources"
)

// dropped opens the first file dropped on the window.
func (u *ui) dropped(_ fyne.Position, uris []fyne.URI) {
	if len(uris) > 0 {
		u.openPath(uris[0].Path())
	}
}

// openFile asks for a puzzle file and opens it.
func (u *ui) openFile() {
	if u.solving {
		return
	}
	u.picker.Open(u.prefs.String(prefLastDir), func(path string, err error) {
		if err != nil {
			u.showError("Could not choose a file", err)
			return
		}
		if path != "" {
			u.openPath(path)
		}
	})
}

// openPath loads a puzzle file into the editor. A bad file leaves the board as it was and shows a
// dialog naming the line and the problem. It reports whether the file was opened.
func (u *ui) openPath(path string) bool {
	if u.solving {
		u.showError("Cannot open "+filepath.Base(path), errors.New("a solve is running; cancel it first"))
		return false
	}
	g, k, err := readPuzzle(path)
	if err != nil {
		u.showError("Cannot open "+filepath.Base(path), err)
		return false
	}
	u.ed.SetGrid(k, g)
	u.rememberFile(path)
	u.setStatus(fmt.Sprintf("Opened %s: a %d-by-%d %s.", filepath.Base(path), g.N, g.N, kindName(k)), widget.MediumImportance)
	return true
}

func kindName(k board.Kind) string {
	if k == board.KindSliding {
		return "sliding puzzle"
	}
	return "2048 board"
}

// readPuzzle reads and checks a puzzle file; its errors name the line ("line 3: ...").
func readPuzzle(path string) (board.Grid, board.Kind, error) {
	f, err := os.Open(path)
	if err != nil {
		return board.Grid{}, 0, err
	}
	defer f.Close()
	return parsePuzzle(f)
}

// parsePuzzle reads a puzzle in the file format and says which kind it is.
func parsePuzzle(r io.Reader) (board.Grid, board.Kind, error) {
	g, err := board.Read(r)
	if err != nil {
		return board.Grid{}, 0, err
	}
	k, err := board.Detect(g)
	if err != nil {
		return board.Grid{}, 0, err
	}
	if g.N > maxEditN {
		return board.Grid{}, 0, &board.InputError{Line: 1, Msg: fmt.Sprintf(
			"a %d-by-%d board is larger than the app edits (%d by %d at most); the tilesolve command solves it",
			g.N, g.N, maxEditN, maxEditN)}
	}
	return g, k, nil
}

// openSample loads one of the bundled sample puzzles.
func (u *ui) openSample(name string) {
	if u.solving {
		return
	}
	data, err := resources.Samples.ReadFile("samples/" + name)
	if err == nil {
		var g board.Grid
		var k board.Kind
		if g, k, err = parsePuzzle(bytes.NewReader(data)); err == nil {
			u.ed.SetGrid(k, g)
			u.setTitle(name)
			u.setStatus(fmt.Sprintf("Sample %s: a %d-by-%d %s.", name, g.N, g.N, kindName(k)), widget.MediumImportance)
			return
		}
	}
	u.showError("Cannot open sample "+name, err)
}

// sampleItems lists the bundled samples for File > Open Sample, Board10 first.
func (u *ui) sampleItems() []*fyne.MenuItem {
	items := []*fyne.MenuItem{fyne.NewMenuItem("board10.txt (seed 000, goal 2048)", func() {
		if !u.solving {
			u.showBoard10()
		}
	})}
	names, _ := fs.Glob(resources.Samples, "samples/*.txt")
	for _, n := range names {
		name := filepath.Base(n)
		items = append(items, fyne.NewMenuItem(name, func() { u.openSample(name) }))
	}
	return items
}

// saveAs writes the editor's grid in the puzzle file format.
func (u *ui) saveAs() {
	g, err := u.ed.readGrid()
	if err != nil {
		u.showError("Cannot save this board", err)
		return
	}
	u.picker.Save(u.prefs.String(prefLastDir), "puzzle.txt", func(path string, err error) {
		if err == nil && path != "" {
			err = os.WriteFile(path, []byte(g.String()), 0o644)
			if err == nil {
				u.rememberFile(path)
				u.setStatus("Saved "+filepath.Base(path)+".", widget.MediumImportance)
			}
		}
		if err != nil {
			u.showError("Could not save", err)
		}
	})
}

// exportSolution writes the solution as the command-line tool prints it.
func (u *ui) exportSolution() {
	sol := u.sol
	if sol == nil {
		return
	}
	u.picker.Save(u.prefs.String(prefLastDir), "solution.txt", func(path string, err error) {
		if err == nil && path != "" {
			var buf bytes.Buffer
			if err = sol.Write(&buf); err == nil {
				err = os.WriteFile(path, buf.Bytes(), 0o644)
			}
			if err == nil {
				u.prefs.SetString(prefLastDir, filepath.Dir(path))
				u.setStatus("Exported the solution to "+filepath.Base(path)+".", widget.MediumImportance)
			}
		}
		if err != nil {
			u.showError("Could not export the solution", err)
		}
	})
}
