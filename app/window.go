// Package app is Tilesolve's Fyne user interface. It talks to the engine only through plain calls
// into board and solver.
package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image/color"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tilesolve/board"
	"tilesolve/resources"
	"tilesolve/solver"
)

// ID is the application ID, also in FyneApp.toml.
const ID = "io.github.tilesolve"

// Preference keys.
const (
	prefLastDir   = "lastDir"
	prefRecent    = "recentFiles"
	prefKind      = "kind"
	prefGoal      = "goal"
	prefSpawn     = "spawn"
	prefPriority  = "priority"
	prefHeuristic = "heuristic"
	prefP         = "randomP"
	prefWidth     = "windowWidth"
	prefHeight    = "windowHeight"
)

const maxRecent = 8

// ui is the main window and everything in it. All its fields are touched only on the UI
// goroutine; work on other goroutines reaches it through do.
type ui struct {
	app    fyne.App
	win    fyne.Window
	prefs  fyne.Preferences
	picker FilePicker
	do     func(func()) // runs f on the UI goroutine: fyne.Do in the app, a pumped queue in tests

	ed                  *editor
	solveBtn, cancelBtn *widget.Button
	status              *widget.Label

	view         *BoardView
	metricsForm  *fyne.Container
	metricNames  []string
	metricValues []*widget.Label
	legend       *fyne.Container
	chart        *Chart

	progress *progressPanel
	tl       *timeline

	sol      *solver.Solution
	solving  bool
	solveGen int // identifies the running solve, so a late answer from an old one is ignored
	cancel   context.CancelFunc
	last     solver.Progress // the latest progress report of the running solve
	dialog   dialog.Dialog   // the dialog showing, if any
	maxNodes int             // the solver's node budget; 0 is solver.DefaultMaxNodes

	menu                                                *fyne.MainMenu
	newItem, openItem, recentItem, saveItem, exportItem *fyne.MenuItem
	sampleItem                                          *fyne.MenuItem
	clearItem, randItem, solveItem, cancelItem          *fyne.MenuItem
}

// NewMainWindow builds the main window. args are the command-line arguments: an optional puzzle
// file to open instead of the bundled default.
func NewMainWindow(a fyne.App, args []string) fyne.Window {
	w := a.NewWindow("Tilesolve")
	u := newUI(a, w, NewNativePicker(w), func(f func()) { fyne.Do(f) })
	u.start(args)
	return w
}

// newUI builds the window's content, menus and shortcuts on w. It shows no board yet: start does.
func newUI(a fyne.App, w fyne.Window, picker FilePicker, do func(func())) *ui {
	u := &ui{app: a, win: w, prefs: a.Preferences(), picker: picker, do: do}
	w.SetIcon(resources.Icon)

	u.ed = newEditor(u.editorChanged)
	u.solveBtn = widget.NewButtonWithIcon("Solve", theme.MediaPlayIcon(), u.solve)
	u.solveBtn.Importance = widget.HighImportance
	u.cancelBtn = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), u.cancelSolve)
	u.cancelBtn.Disable()
	u.status = widget.NewLabel("")
	u.status.Wrapping = fyne.TextWrapWord
	u.status.TextStyle = fyne.TextStyle{Bold: true}

	u.view = NewBoardView()
	u.chart = NewChart()
	u.chart.SetSeries("Solve to chart the solution here", nil, "", "")
	u.progress = newProgressPanel()
	u.tl = newTimeline(u)
	u.metricsForm = container.New(layout.NewFormLayout())
	u.legend = container.NewVBox()

	left := container.NewBorder(nil,
		container.NewGridWithColumns(2, u.solveBtn, u.cancelBtn), nil, nil, u.ed.content)
	metrics := container.NewVBox(widget.NewLabelWithStyle("Metrics", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		u.metricsForm, widget.NewSeparator(), u.legend)
	right := container.NewBorder(
		container.NewVBox(u.status, u.progress.content),
		container.NewVBox(u.chart, u.tl.content),
		nil, container.NewPadded(metrics), container.NewPadded(u.view))
	split := container.NewHSplit(container.NewPadded(left), right)
	split.Offset = 0.38
	w.SetContent(split)

	u.buildMenu()
	u.addShortcuts()
	w.SetOnDropped(u.dropped)
	w.SetCloseIntercept(func() {
		u.savePrefs()
		u.saveWindowSize()
		w.Close()
	})
	width := float32(u.prefs.FloatWithFallback(prefWidth, 1180))
	height := float32(u.prefs.FloatWithFallback(prefHeight, 760))
	w.Resize(fyne.NewSize(max(width, 640), max(height, 480)))
	return u
}

// start shows the file named in args, or seed 000's Board10 with goal 2048.
func (u *ui) start(args []string) {
	u.restorePrefs()
	for _, a := range args {
		if a == "" || strings.HasPrefix(a, "-") {
			continue
		}
		if u.openPath(a) {
			return
		}
		break
	}
	u.showBoard10()
}

// showBoard10 puts seed 000's Board10 in the editor with goal 2048 and seed 000's spawn rule.
func (u *ui) showBoard10() {
	g, err := board.Read(bytes.NewReader(resources.Board10))
	if err != nil { // the embedded file is tested; this would be a build mistake
		u.setStatus("Bundled Board10 is unreadable: "+err.Error(), widget.DangerImportance)
		u.ed.newBoard()
		return
	}
	u.ed.quiet = true
	u.ed.goal.SetSelected("2048")
	u.ed.spawn.SetSelected(board.RightColumn.Name())
	u.ed.quiet = false
	u.ed.SetGrid(board.Kind2048, g)
	u.setTitle("Board10")
	u.setStatus("Seed 000's Board10, goal 2048. Press Solve (Ctrl+Enter).", widget.MediumImportance)
}

func (u *ui) setTitle(name string) {
	u.win.SetTitle("Tilesolve — " + name)
}

func (u *ui) setStatus(text string, imp widget.Importance) {
	u.status.Importance = imp
	u.status.SetText(text)
}

// editorChanged follows every edit: the solution no longer matches, the view previews the board.
func (u *ui) editorChanged(b board.Board, err error) {
	if u.sol != nil {
		u.setSolution(nil)
		u.setStatus("Board edited.", widget.MediumImportance)
	}
	if b != nil {
		u.view.SetBoard(b)
		u.showMetrics(b)
	}
	u.updateActions()
}

// updateActions enables what can be done now.
func (u *ui) updateActions() {
	canSolve := !u.solving && u.ed.board != nil
	enable(u.solveBtn, canSolve)
	enable(u.cancelBtn, u.solving)
	if u.menu == nil {
		return
	}
	changed := false
	set := func(it *fyne.MenuItem, disabled bool) {
		changed = changed || it.Disabled != disabled
		it.Disabled = disabled
	}
	set(u.solveItem, !canSolve)
	set(u.cancelItem, !u.solving)
	for _, it := range []*fyne.MenuItem{u.newItem, u.openItem, u.recentItem, u.sampleItem, u.clearItem, u.randItem} {
		set(it, u.solving)
	}
	set(u.exportItem, u.sol == nil || u.sol.Unsolvable)
	if changed { // typing into a cell calls this on every key; rebuild the menu bar only when needed
		u.menu.Refresh()
	}
}

func enable(d fyne.Disableable, on bool) {
	if on {
		d.Enable()
	} else {
		d.Disable()
	}
}

// showMetrics lists b's metrics beside the board, reusing the labels while the names stay.
func (u *ui) showMetrics(b board.Board) {
	ms := b.Metrics()
	same := len(ms) == len(u.metricNames)
	for i := 0; same && i < len(ms); i++ {
		same = ms[i].Name == u.metricNames[i]
	}
	if !same {
		u.metricNames = u.metricNames[:0]
		u.metricValues = u.metricValues[:0]
		objs := make([]fyne.CanvasObject, 0, 2*len(ms))
		for _, m := range ms {
			v := widget.NewLabel(m.Value)
			u.metricNames = append(u.metricNames, m.Name)
			u.metricValues = append(u.metricValues, v)
			objs = append(objs, widget.NewLabelWithStyle(m.Name, fyne.TextAlignTrailing, fyne.TextStyle{Italic: true}), v)
		}
		u.metricsForm.Objects = objs
		u.metricsForm.Refresh()
		u.setLegend(kindOf(b))
		return
	}
	for i, m := range ms {
		u.metricValues[i].SetText(m.Value)
	}
}

// setLegend explains the board view's outlines for kind k.
func (u *ui) setLegend(k board.Kind) {
	swatch := func(c color.Color, text string) fyne.CanvasObject {
		r := canvas.NewRectangle(nil)
		r.StrokeColor, r.StrokeWidth, r.CornerRadius = c, 3, 3
		r.SetMinSize(fyne.NewSquareSize(16))
		return container.NewHBox(container.NewCenter(r), widget.NewLabel(text))
	}
	if k == board.KindSliding {
		u.legend.Objects = []fyne.CanvasObject{swatch(changedColor, "tile that moved"),
			container.NewHBox(container.NewCenter(tileSwatch(slideTileHome)), widget.NewLabel("tile in its goal cell"))}
	} else {
		u.legend.Objects = []fyne.CanvasObject{swatch(spawnedColor, "new 2"), swatch(changedColor, "merged tile")}
	}
	u.legend.Refresh()
}

func tileSwatch(c color.Color) fyne.CanvasObject {
	r := canvas.NewRectangle(c)
	r.CornerRadius = 3
	r.SetMinSize(fyne.NewSquareSize(16))
	return r
}

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

// rememberFile puts path first in the recent files, remembers its folder and names the window.
func (u *ui) rememberFile(path string) {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	recent := []string{path}
	for _, p := range u.prefs.StringList(prefRecent) {
		if p != path && len(recent) < maxRecent {
			recent = append(recent, p)
		}
	}
	u.prefs.SetStringList(prefRecent, recent)
	u.prefs.SetString(prefLastDir, filepath.Dir(path))
	u.setTitle(filepath.Base(path))
	u.refreshRecent()
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

func (u *ui) showError(title string, err error) {
	msg := widget.NewLabel(err.Error())
	msg.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(title, "OK", msg, u.win)
	d.Resize(fyne.NewSize(480, 0))
	u.showDialog(d)
}

func (u *ui) buildMenu() {
	ctrl := fyne.KeyModifierShortcutDefault
	u.newItem = fyne.NewMenuItem("New", func() {
		if !u.solving {
			u.ed.newBoard()
			u.setTitle("untitled")
		}
	})
	u.newItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: ctrl}
	u.openItem = fyne.NewMenuItem("Open…", u.openFile)
	u.openItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: ctrl}
	u.recentItem = fyne.NewMenuItem("Open Recent", nil)
	u.recentItem.ChildMenu = fyne.NewMenu("")
	u.sampleItem = fyne.NewMenuItem("Open Sample", nil)
	u.sampleItem.ChildMenu = fyne.NewMenu("", u.sampleItems()...)
	u.saveItem = fyne.NewMenuItem("Save As…", u.saveAs)
	u.saveItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: ctrl}
	u.exportItem = fyne.NewMenuItem("Export Solution…", u.exportSolution)
	u.exportItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyE, Modifier: ctrl}
	quit := fyne.NewMenuItem("Quit", func() {
		u.savePrefs()
		u.saveWindowSize()
		u.app.Quit()
	})
	quit.IsQuit = true
	quit.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: ctrl}

	u.clearItem = fyne.NewMenuItem("Clear", func() {
		if !u.solving {
			u.ed.clear()
		}
	})
	u.randItem = fyne.NewMenuItem("Randomize", func() {
		if !u.solving {
			u.ed.randomize()
			u.setTitle("random board")
		}
	})
	u.randItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: ctrl}
	u.solveItem = fyne.NewMenuItem("Solve", u.solve)
	u.solveItem.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: ctrl}
	u.cancelItem = fyne.NewMenuItem("Cancel (Esc)", u.cancelSolve)

	u.menu = fyne.NewMainMenu(
		fyne.NewMenu("File", u.newItem, u.openItem, u.recentItem, u.sampleItem, fyne.NewMenuItemSeparator(),
			u.saveItem, u.exportItem, fyne.NewMenuItemSeparator(), quit),
		fyne.NewMenu("Edit", u.clearItem, u.randItem),
		fyne.NewMenu("Solve", u.solveItem, u.cancelItem),
		fyne.NewMenu("Help",
			fyne.NewMenuItem("Keyboard Shortcuts", u.showShortcuts),
			fyne.NewMenuItem("About Tilesolve", u.showAbout)),
	)
	u.win.SetMainMenu(u.menu)
	u.refreshRecent()
}

// refreshRecent lists the recent files under File > Open Recent.
func (u *ui) refreshRecent() {
	if u.recentItem == nil {
		return
	}
	var items []*fyne.MenuItem
	for _, p := range u.prefs.StringList(prefRecent) {
		items = append(items, fyne.NewMenuItem(p, func() { u.openPath(p) }))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem("No recent files", nil)
		none.Disabled = true
		items = append(items, none)
	}
	u.recentItem.ChildMenu.Items = items
	if u.menu != nil {
		u.menu.Refresh()
	}
}

// shortcuts lists the keys; the Help dialog shows it and addShortcuts binds it.
var shortcuts = [][2]string{
	{"Ctrl+N", "New board"},
	{"Ctrl+O", "Open a puzzle file"},
	{"Ctrl+S", "Save the board as a puzzle file"},
	{"Ctrl+E", "Export the solution"},
	{"Ctrl+R", "Randomize the board"},
	{"Ctrl+Enter", "Solve"},
	{"Esc", "Cancel the solve (or stop playback)"},
	{"Left / Right", "Previous / next step"},
	{"Home / End", "First / last step"},
	{"Space", "Play / pause"},
	{"Ctrl+Q", "Quit"},
}

func (u *ui) showShortcuts() {
	grid := container.New(layout.NewFormLayout())
	for _, s := range shortcuts {
		grid.Add(widget.NewLabelWithStyle(s[0], fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		grid.Add(widget.NewLabel(s[1]))
	}
	note := widget.NewLabel("Arrow keys, Home, End and Space act on the timeline when no cell has the keyboard focus; click the board to leave a cell.")
	note.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom("Keyboard Shortcuts", "Close", container.NewBorder(nil, note, nil, nil, grid), u.win)
	d.Resize(fyne.NewSize(460, 0))
	u.showDialog(d)
}

func (u *ui) showAbout() {
	version := u.app.Metadata().Version
	if version == "" {
		version = "development build"
	}
	u.showDialog(dialog.NewInformation("About Tilesolve", fmt.Sprintf(
		"Tilesolve %s\n\nSolves 2048-variant boards with best-first search\nand sliding puzzles with A*, and plays the solutions back.", version), u.win))
}

// addShortcuts binds the keys that work while no widget has the keyboard focus; the menu binds the
// Ctrl ones. Typed keys reach the canvas only when no entry is focused, so typing into a cell never
// steps the timeline.
func (u *ui) addShortcuts() {
	c := u.win.Canvas()
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyEnter, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) { u.solve() })
	c.SetOnTypedKey(u.typedKey)
}

// showDialog shows d and remembers it, so that Esc and Enter can close it.
func (u *ui) showDialog(d dialog.Dialog) {
	if u.dialog != nil {
		u.dialog.Hide()
	}
	u.dialog = d
	d.SetOnClosed(func() {
		if u.dialog == d {
			u.dialog = nil
		}
	})
	d.Show()
}

func (u *ui) typedKey(ev *fyne.KeyEvent) {
	if u.dialog != nil {
		switch ev.Name {
		case fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter:
			u.dialog.Hide()
		}
		return
	}
	if u.win.Canvas().Overlays().Top() != nil { // a menu, pop-up or Fyne file dialog has the keys
		return
	}
	switch ev.Name {
	case fyne.KeyEscape:
		if u.solving {
			u.cancelSolve()
		} else {
			u.tl.stop()
		}
	case fyne.KeyLeft:
		u.tl.goTo(u.tl.step - 1)
	case fyne.KeyRight:
		u.tl.goTo(u.tl.step + 1)
	case fyne.KeyHome:
		u.tl.goTo(0)
	case fyne.KeyEnd:
		u.tl.goTo(u.tl.last())
	case fyne.KeySpace:
		u.tl.togglePlay()
	}
}

// restorePrefs applies the remembered settings to the editor.
func (u *ui) restorePrefs() {
	e := u.ed
	e.quiet = true
	defer func() { e.quiet = false }()
	if u.prefs.String(prefKind) == board.KindSliding.String() {
		e.kind.SetSelected(labelSliding)
		e.kindSettings()
	}
	if g := u.prefs.String(prefGoal); g != "" && board.CheckGoal(atoi(g)) == nil {
		e.goal.SetSelected(g)
	}
	if s := u.prefs.String(prefSpawn); s != "" {
		e.spawn.SetSelected(s)
	}
	if p := u.prefs.FloatWithFallback(prefP, 0.25); p > 0 && p < 1 {
		e.p.SetValue(p)
	}
	e.setSearch(u.prefs.String(prefHeuristic))
	e.setSearch(u.prefs.String(prefPriority))
}

// savePrefs remembers the puzzle settings: kind, goal, spawn rule, search and p.
func (u *ui) savePrefs() {
	e := u.ed
	u.prefs.SetString(prefKind, e.Kind().String())
	u.prefs.SetString(prefHeuristic, choice(board.KindSliding, e.chosen[board.KindSliding]).key)
	u.prefs.SetString(prefPriority, choice(board.Kind2048, e.chosen[board.Kind2048]).key)
	if e.Kind() == board.Kind2048 {
		u.prefs.SetString(prefGoal, e.goal.Selected)
		u.prefs.SetString(prefSpawn, e.spawn.Selected)
		u.prefs.SetFloat(prefP, e.p.Value)
	}
}

// saveWindowSize remembers the window's size for the next start; called on close and quit.
func (u *ui) saveWindowSize() {
	if s := u.win.Canvas().Size(); s.Width > 0 && s.Height > 0 {
		u.prefs.SetFloat(prefWidth, float64(s.Width))
		u.prefs.SetFloat(prefHeight, float64(s.Height))
	}
}

// atoi is s as a number, 0 when it is none.
func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
