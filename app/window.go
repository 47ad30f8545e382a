// Package app is Tilesolve's Fyne user interface. It talks to the engine only through plain calls
// into board and solver.
package app

import (
	"bytes"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tilesolve/board"
	"tilesolve/resources"
	"tilesolve/session"
	"tilesolve/solver"
)

// ID is the application ID, also in FyneApp.toml.
const ID = "io.github.tilesolve"

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
	// statusArea holds the status at a fixed height; solutionArea (chart and timeline) and the
	// progress panel share one place, one of them shown.
	statusArea, solutionArea *fyne.Container
	tl                       *timeline

	tabs *container.AppTabs // Solve and Play mode
	play *playPanel

	sol        *solver.Solution
	solving    bool              // a solve runs: the editor is locked and the progress panel shows
	run        *session.SolveRun // the solve, its progress and Cancel, without widgets
	dialog     dialog.Dialog     // the dialog showing, if any
	prompt     *unsavedPrompt    // the Save / Discard / Cancel question, when it is the dialog showing
	doc        document          // the board as a document: its name and whether it has unsaved edits
	opening    int               // files being read on other goroutines
	openGen    int               // identifies the latest file opened, so an older read that ends later is dropped
	outcome    bool              // the status tells a solve's outcome, which an edit makes stale
	quitApp    func()            // ends the app: fyne.App.Quit; tests watch it
	maxNodes   int               // the solver's node budget; 0 is solver.DefaultMaxNodes
	proofNodes int               // the 2048 minimality check's budget; 0 is solver.DefaultProofNodes
	// databaseDir holds the pattern database files; "" is the user's cache folder.
	databaseDir string

	menu                                                *fyne.MainMenu
	newItem, openItem, recentItem, saveItem, exportItem *fyne.MenuItem
	sampleItem                                          *fyne.MenuItem
	clearItem, randItem, solveItem, cancelItem          *fyne.MenuItem
}

// NewMainWindow builds the main window. args are the command-line arguments: an optional puzzle
// file to open instead of the bundled default.
func NewMainWindow(a fyne.App, args []string) fyne.Window {
	w := a.NewWindow("Tilesolve")
	limitMemory()
	u := newUI(a, w, NewNativePicker(w), func(f func()) { fyne.Do(f) })
	u.start(args)
	return w
}

// newUI builds the window's content, menus and shortcuts on w. It shows no board yet: start does.
func newUI(a fyne.App, w fyne.Window, picker FilePicker, do func(func())) *ui {
	u := &ui{app: a, win: w, prefs: a.Preferences(), picker: picker, do: do, quitApp: a.Quit,
		run: session.NewSolveRun(do)}
	w.SetIcon(resources.Icon)

	u.ed = newEditor(u.editorChanged)
	u.ed.replace = u.replaceBoard
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

	// Nothing changes size when a solve starts or ends: the status keeps three lines (longer
	// messages scroll), the progress panel takes the place of the chart and timeline, and the
	// editor and metrics scroll when the window is small.
	left := container.NewBorder(nil,
		container.NewGridWithColumns(2, u.solveBtn, u.cancelBtn), nil, nil, container.NewVScroll(u.ed.content))
	metrics := container.NewVBox(widget.NewLabelWithStyle("Metrics", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		u.metricsForm, widget.NewSeparator(), u.legend)
	u.statusArea = container.New(atLeast{fyne.NewSize(0, textLines(3))}, container.NewVScroll(u.status))
	u.solutionArea = container.NewVBox(u.chart, u.tl.content)
	right := container.NewBorder(
		u.statusArea,
		container.New(reserveLayout{}, u.solutionArea, u.progress.content),
		nil, container.NewVScroll(container.NewPadded(metrics)), container.NewPadded(u.view))
	split := container.NewHSplit(container.NewPadded(u.buildModes(left)), right)
	split.Offset = 0.38
	w.SetContent(split)

	// After a choice from a dropdown the keys go back to the board: Space and the arrows then
	// drive the timeline instead of reopening the list.
	for _, s := range []*widget.Select{u.ed.kind, u.ed.size, u.ed.goal, u.ed.spawn, u.ed.search, u.tl.speed,
		u.play.rules, u.play.player, u.play.pace} {
		chosen := s.OnChanged
		s.OnChanged = func(v string) {
			if chosen != nil {
				chosen(v)
			}
			if c := w.Canvas(); c.Focused() == s {
				c.Unfocus()
			}
		}
	}
	u.buildMenu()
	u.addShortcuts()
	w.SetOnDropped(u.dropped)
	w.SetCloseIntercept(func() { u.closeWindow(false) })
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
		// A file of the user's own is solved with their remembered goal and spawn rule, not
		// Board10's: Board10 shows only while the file is read, and stays if it cannot be.
		u.showBoard10With(u.ed.edit.Goal(), u.ed.edit.Spawn())
		u.openPath(a) // read off the UI goroutine
		return
	}
	u.showBoard10()
}

// showBoard10 puts seed 000's Board10 in the editor with goal 2048 and seed 000's spawn rule.
func (u *ui) showBoard10() { u.showBoard10With(2048, board.RightColumn) }

// showBoard10With puts Board10 in the editor with the given goal and spawn rule.
func (u *ui) showBoard10With(goal int, spawn board.SpawnRule) {
	g, err := board.Read(bytes.NewReader(resources.Board10))
	if err != nil { // the embedded file is tested; this would be a build mistake
		u.setStatus("Bundled Board10 is unreadable: "+err.Error(), widget.DangerImportance)
		u.ed.newBoard()
		return
	}
	u.ed.edit.SetGoal(goal)
	u.ed.edit.SetSpawn(spawn)
	u.ed.SetGrid(board.Kind2048, g)
	u.markClean("Board10")
	u.setStatus(fmt.Sprintf("Board10, a 4-by-4 2048 board: reach a %d tile. Press Solve (Ctrl+Enter).", goal), widget.MediumImportance)
}

func (u *ui) setStatus(text string, imp widget.Importance) {
	u.outcome = false
	u.status.Importance = imp
	u.status.SetText(text)
}

// setOutcome shows how a solve ended; the next edit clears it, as it no longer describes the board.
func (u *ui) setOutcome(text string, imp widget.Importance) {
	u.setStatus(text, imp)
	u.outcome = true
}

// editorChanged follows every edit: the solution no longer matches, the view previews the board.
func (u *ui) editorChanged(b board.Board, err error) {
	if u.playing() { // a file opened in Play mode: show it where it can be edited and solved
		u.setMode(solveTab)
	}
	u.trackEdits()
	if u.sol != nil || u.outcome {
		u.setSolution(nil)
		u.setStatus("Board edited. Solve (Ctrl+Enter) when it is ready.", widget.MediumImportance)
	}
	if b != nil {
		u.view.SetBoard(b)
		u.showMetrics(b)
	}
	u.updateActions()
}

// updateActions enables what can be done now.
func (u *ui) updateActions() {
	b, _ := u.ed.edit.Board()
	canSolve := !u.solving && b != nil
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

func (u *ui) showError(title string, err error) {
	msg := widget.NewLabel(err.Error())
	msg.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(title, "OK", msg, u.win)
	d.Resize(fyne.NewSize(480, 0))
	u.showDialog(d)
}

// showDialog shows d and remembers it, so that Esc and Enter can close it.
func (u *ui) showDialog(d dialog.Dialog) {
	if u.dialog != nil {
		u.dialog.Hide()
	}
	u.dialog = d
	d.SetOnClosed(func() {
		if u.dialog == d {
			u.dialog, u.prompt = nil, nil
		}
	})
	d.Show()
}
