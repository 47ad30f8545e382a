// Package app is Tilesolve's Fyne user interface. Its widgets display the state kept in session
// and send it intents; it reaches the engine only through plain calls into board, solver, play
// (the game Play mode shows) and atomicfile.
package app

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/resources"
	"github.com/tilesolve/tilesolve/session"
)

// ID is the application ID, also in FyneApp.toml and packaging/linux/ (io.github.<owner>.<App>, as
// stores expect).
const ID = "io.github.tilesolve.Tilesolve"

// ui is the main window and everything in it. All its fields are touched only on the UI
// goroutine; work on other goroutines reaches it through s.Do. The state it shows lives in s (the
// document, the solve, its solution and outcome), in the editor's session.Edit and in the Play
// panel's session.Session; the widgets display it and send it intents.
type ui struct {
	app    fyne.App
	win    fyne.Window
	prefs  fyne.Preferences
	system // the file dialogs and Quit, which tests replace
	s      *session.Window

	ed            *editor
	*solveRun     // Solve and Cancel, the solve running and its progress panel (solve.go)
	*editCommands // the Edit menu's Undo, Redo, Copy and Paste (editcommands.go)
	outcomeView

	view    *boardview.View
	steps   *stepShow // the steps on the view, gliding one to the next
	metrics *metricsPanel
	chart   *Chart
	tl      *timeline

	tabs *container.AppTabs // Solve and Play mode
	play *playPanel

	dialogs              // the dialogs over the window, the one showing
	*mainMenu            // the menu bar and the items that follow what can be done
	keys      *keyRouter // which part a key goes to; the shortcuts bound to the window
	recent    *recentFiles
	docs      *documents // the document shown and the files (document.go, unsaved.go)
}

// system is what the window asks of the system beside drawing: the native file dialogs and
// ending the app. Tests replace both.
type system struct {
	picker  platform.FilePicker
	quitApp func() // ends the app: fyne.App.Quit; tests watch it
	// stopping, set as the app ends, drops what the window's goroutines still hand to the UI
	// goroutine (newUIDo); nil in tests, whose queue runs what it is given.
	stopping *atomic.Bool
}

// outcomeView tells the last solve's outcome: one line, the figures below it, and the one-click
// fix of an unsolvable puzzle.
type outcomeView struct {
	status  *widget.Label
	message *messageArea // the status in its lines, a cut message opened in full on a click
	details *widget.Label
	// detailsArea shows details on one line, opened in full on a click when cut.
	detailsArea *messageArea
	fixBtn      *widget.Button
}

// NewMainWindow builds the main window. args are the command-line arguments: an optional puzzle
// file to open instead of the bundled default.
func NewMainWindow(a fyne.App, args []string) fyne.Window {
	w := a.NewWindow("Tilesolve")
	limitMemory()
	readFormerPrefs(a)
	stopping := new(atomic.Bool)
	platform.StopOnSignal(a, stopping)
	u := newUI(a, w, platform.NewFilePicker(w), newUIDo(stopping))
	u.stopping = stopping
	u.s.Limits.DatabaseStore = platform.DatabaseStore(func(err error) {
		fyne.Do(func() {
			//lint:ignore ST1005 the error is the dialog's text, a sentence as the person reads it
			u.showError("The pattern databases are not kept", fmt.Errorf("The browser would not store them (%w). "+
				"This visit goes on with them; the next one builds them again.", err))
		})
	}, func(line string) { fyne.Do(func() { u.showDatabaseNews(line) }) })
	u.start(args)
	u.fitToScreen(platform.ScreenPixels, 1) // main() runs on the main thread, which GLFW asks for
	a.Lifecycle().SetOnStarted(func() {
		fyne.Do(func() {
			if s := w.Canvas().Scale(); s > 1 { // the window shows larger than the first fit assumed
				u.fitToScreen(platform.ScreenPixels, s)
			}
		})
	})
	return w
}

// newUI builds the window's content, menus and shortcuts on w. It shows no board yet: start does.
func newUI(a fyne.App, w fyne.Window, picker platform.FilePicker, do func(func())) *ui {
	u := &ui{app: a, win: w, prefs: a.Preferences(), system: system{picker: picker, quitApp: a.Quit},
		dialogs: dialogs{over: w}, mainMenu: &mainMenu{}, s: session.NewWindow(do)}
	u.keys = newKeyRouter(u, w.Canvas())
	w.SetIcon(resources.Icon)

	u.ed = newEditor(u)
	u.recent = newRecentFiles(u, u.prefs)
	u.docs = &documents{host: u, s: u.s, ed: u.ed, win: w, dlg: &u.dialogs, picker: picker, recent: u.recent}
	u.status = wrapLabel("")
	u.status.TextStyle = fyne.TextStyle{Bold: true}
	u.message = newMessageArea(u.status, statusShare, mostLines, func(text string) { u.showWhole("Message", text) })

	u.view = boardview.New()
	u.wireBoard()
	u.steps = newStepShow(u.view, u.prefs, u.refreshMenu)
	u.chart = NewChart()
	u.chart.SetSeries("Solve to chart the solution here", nil, 0, "", "")
	u.tl = newTimeline(&u.s.Timeline, u, do)
	u.tl.slider.onKey = u.keys.typedKey
	u.solveRun = newSolveRun(u, u.s, u.ed, container.NewVBox(u.chart, u.tl.content))
	u.metrics = newMetricsPanel()

	// Nothing changes size when a solve starts or ends but for a long message: the status keeps
	// three lines (a longer message takes more, up to a quarter of the window, and past that ends
	// with a mark and opens whole on a click) above the details line, the
	// progress panel takes the place of the chart and timeline, and the editor and metrics scroll
	// when the window is small, each ending on a whole row (rowScroll).
	left := container.NewBorder(nil,
		container.NewGridWithColumns(2, u.solveBtn, u.cancelBtn), nil, nil, newRowScroll(u.ed.content))
	parts := &windowParts{
		modes:    container.NewPadded(u.buildModes(left)),
		status:   u.message,
		details:  u.newDetails(),
		solution: container.New(atLeast{}, u.solutionArea, u.progress.content),
		metrics:  newRowScroll(container.NewPadded(u.metrics.content)),
		board:    container.NewPadded(container.New(shrinkable{fyne.NewSquareSize(120)}, u.view)),
		offset:   0.3, // the board, edited in place, takes the room the cells had
	}
	parts.told = []arrangedPart{u.message, u.detailsArea, u.tl, // after newDetails made the second
		hiddenWhenShort{u.chart}, hiddenWhenShort{u.progress.figures}}
	u.editCommands = &editCommands{host: u, s: u.s, ed: u.ed, play: u.play, docs: u.docs, dlg: &u.dialogs,
		view: u.view, clipboard: a.Clipboard()}
	w.Resize(u.savedWindowSize())
	w.SetContent(newBySize(parts.arrange))

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
	u.build(u, menuParts{win: w, docs: u.docs, ed: u.ed, dialogs: &u.dialogs, recent: u.recent, steps: u.steps, tl: u.tl, keys: u.keys})
	u.keys.listen()
	platform.ListenForDrops(w, u.docs.dropped)
	u.keys.listenForPageKeys()
	w.SetCloseIntercept(func() { u.closeWindow(false) })
	u.exposeControls()
	return u
}

// start shows the file named in args, or Board10, the bundled default, with goal 2048.
func (u *ui) start(args []string) {
	u.restorePrefs()
	if !platform.OnDesktop { // a browser passes no file paths
		args = nil
	}
	for _, a := range args {
		if a == "" || strings.HasPrefix(a, "-") {
			continue
		}
		// A file of the user's own is solved with their remembered goal and spawn rule, not
		// Board10's: Board10 shows only while the file is read, and stays if it cannot be.
		u.showBoard10With(u.ed.edit.Goal(), u.ed.edit.Spawn())
		u.ed.resetHistory()
		u.docs.openPath(a) // read off the UI goroutine
		return
	}
	u.showBoard10()
	u.ed.resetHistory() // the board the app starts with is no change of the user's
}

// showBoard10 puts Board10 in the editor with goal 2048 and the right-column rule.
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
	u.docs.startDocument(board10Title, "", false, func() { u.ed.SetGrid(session.ChangeSample, board.Kind2048, g) })
	// Short enough for the status's two lines at 640x480.
	u.setStatus(fmt.Sprintf("A sample 2048 board. Reach %d: %s.", goal, withKey("Solve", "Ctrl+Enter")), widget.MediumImportance)
}

// board10Title names Board10 in the title and the menu, in words a newcomer reads.
const board10Title = "Sample 2048 board"

// setStatus shows text in the status; an outcome shown before is over.
func (u *ui) setStatus(text string, imp widget.Importance) {
	u.s.Said()
	u.showStatus(text, imp)
	u.setDetails("")
}

func (u *ui) showStatus(text string, imp widget.Importance) {
	u.status.Importance = imp
	u.status.Text = text
	u.message.update()
	platform.MirrorStatus(text, u.win.Title(), u.view.Grid())
}

// editorChanged follows every edit: the solution no longer matches, the view previews the board.
func (u *ui) editorChanged(b board.Board, err error) {
	if u.playing() { // a file opened in Play mode: show it where it can be edited and solved
		u.setMode(solveTab)
	}
	u.docs.trackEdits()
	if u.s.Edited(b) {
		u.showSolution()
		u.setStatus("Board edited. "+withKey("Solve", "Ctrl+Enter")+" when it is ready.", widget.MediumImportance)
	} else if u.status.Text != "" {
		u.setStatus("", widget.MediumImportance) // what it said was about the board before the change
	}
	// The start, or the goal when the editor shows it. Typed on the board, the view has the grid
	// already; a step made the edited board (Save or Solve at step k) has it too, but with the
	// step's marks, which no longer describe it.
	g, gerr := u.ed.edit.ShownGrid()
	spawned, changed := u.view.Marks()
	if gerr == nil && (!sameGrid(g, u.view.Grid()) || spawned >= 0 || len(changed) > 0) {
		u.view.SetGrid(u.ed.edit.Kind(), g)
	}
	u.steps.forget()
	u.view.SetInvalid(u.ed.edit.BadCells())
	if b != nil {
		u.metrics.show(b)
	} else {
		u.metrics.unknown(err)
	}
	u.updateActions()
}

// sameGrid says whether two grids hold the same tiles towards the same goal.
func sameGrid(a, b board.Grid) bool {
	return a.N == b.N && slices.Equal(a.Tiles, b.Tiles) && slices.Equal(a.Goal, b.Goal)
}

// showStep shows step k of what the timeline holds on the board view, the metrics and the chart.
func (u *ui) showStep(k int, st board.Step) {
	// The board glides from the step shown before when the two are one move apart, unless the
	// slider is being dragged; shorter when the timeline plays faster.
	u.steps.show(st, u.tl.glide(boardview.DefaultMotion))
	platform.MirrorStep(u.tl.pos.Label(), st.Board.Grid())
	u.updateBoardMode()
	u.metrics.show(st.Board)
	u.chart.SetCurrent(k)
}

// updateActions enables what can be done now.
func (u *ui) updateActions() {
	b, _ := u.ed.edit.Board()
	solving := u.s.Solving()
	canSolve := !solving && b != nil
	enable(u.solveBtn, canSolve)
	enable(u.cancelBtn, solving)
	u.mainMenu.update(canSolve, solving, u.s.Solution() != nil, u.tl.pos.Solution() != nil)
	u.historyChanged()
	u.updateBoardMode()
}

// openRecent opens a recent file chosen in the menu, unless a solve runs or unsaved work stays
// (see recentHost).
func (u *ui) openRecent(path string) {
	if !u.busy("Opening a recent file") {
		u.docs.unlessUnsaved("opening "+filepath.Base(path), func() { u.docs.openPath(path) })
	}
}

// The parts a key can go to (see keyHost): Play's keys, a running solve, the timeline.

func (u *ui) playKey(name fyne.KeyName) bool { return u.play.key(name) }
func (u *ui) solving() bool                  { return u.s.Solving() }
func (u *ui) timelineKey(name fyne.KeyName)  { u.tl.key(name) }

// What a solve asks of the window (see solveHost) beside the status and the solution shown.

func (u *ui) solveStarted() {
	u.win.Canvas().Unfocus() // so Esc reaches the window, not a cell
	u.tl.stop()
}

func (u *ui) showSolving(on bool) {
	if on { // the right side shows the solve's progress until it ends
		u.tabs.DisableIndex(playTab)
		u.win.Canvas().Unfocus() // a cell clicked since Solve: Esc must reach the window
	} else {
		u.tabs.EnableIndex(playTab)
	}
	u.updateActions()
}

func (u *ui) solveEnded(o session.Outcome) {
	u.showSolution()
	u.showOutcome(o)
	u.docs.showTitle() // a solved random board is work to keep
}
