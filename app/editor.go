package app

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// Labels the selectors show; labelKind turns them back into engine values.
const (
	label2048    = "2048 variant"
	labelSliding = "Sliding puzzle"
)

var kindLabels = []string{label2048, labelSliding}

// kindOfLabel is the kind each of kindLabels stands for.
var kindOfLabel = map[string]board.Kind{label2048: board.Kind2048, labelSliding: board.KindSliding}

// kindLabel is the selector's label for kind k (a 2048 board's for KindAuto, the editor's first
// kind); labelKind is the kind a label stands for.
func kindLabel(k board.Kind) string {
	for _, l := range kindLabels {
		if kindOfLabel[l] == k {
			return l
		}
	}
	return kindLabels[0]
}

func labelKind(label string) board.Kind {
	if k, ok := kindOfLabel[label]; ok {
		return k
	}
	return kindOfLabel[kindLabels[0]]
}

// boardActions are the editor's buttons that put a whole new board in place: New, Clear and
// Randomize.
type boardActions struct {
	newBtn, clearBtn, randBtn *widget.Button
}

// editHost is what the editor needs of the window around it.
type editHost interface {
	// editorChanged follows every edit with the board, or nil and why there is none.
	editorChanged(b board.Board, err error)
	historyChanged()             // what Undo and Redo would do has changed: the Edit menu names it
	document() *session.Document // the document the board belongs to, recorded with every state
	// restored follows Undo and Redo (verb) of the change named change, which brought back s
	// with its document and solution.
	restored(verb, change string, s session.BoardState)
	// replaceBoard runs proceed, which puts a new board named name in place of the one shown,
	// once the user has dealt with unsaved edits (action says what the user asked for).
	replaceBoard(action, name string, proceed func())
	// busy says whether the change named what must wait for a solve, saying why. A solve's first
	// moments leave the controls as they are (see showRunningAfter), so each control asks.
	busy(what string) bool
	playing() bool // Play mode is showing: the board view's typing is not the editor's
	// takeStep makes the solution's step shown the edited board, unrecorded (see shown.go), and
	// reports the step, 0 for none.
	takeStep() int
	showWork(s session.BoardState) // shows the document and solution of s, a state of the history
	setStatus(text string, imp widget.Importance)
}

// editor is the left pane: the puzzle's settings and the buttons that replace the board; the
// board view is where its tiles are typed (celltyping.go), and Undo and Redo take its changes
// back (undo.go).
// It shows a session.Edit, which holds the board and checks it: user input goes to the Edit, and
// after every edit the cells' outlines and the reason show its verdict and the host hears the
// board (or why there is none).
type editor struct {
	host editHost
	edit *session.Edit
	// history is the undo and redo of every change to the board, each recorded with the host's
	// document.
	history *session.EditHistory

	kind, size, goal, spawn, search *widget.Select
	improve                         *widget.Select // how long a fast sliding answer is shortened
	p                               *widget.Slider
	pLabel                          *widget.Label
	goalControls                    // a sliding puzzle's goal board (goaleditor.go)
	boardActions
	reason *widget.Label
	// rows are the settings, each with its label: shown for the kinds they apply to, greyed with
	// their control while a solve runs.
	rows      []settingRow
	form      *fyne.Container // the rows, laid out again when the kind shows others
	shownKind board.Kind      // the kind whose rows the form was laid out for
	locked    bool            // a solve runs: nothing can be changed

	content fyne.CanvasObject

	quiet bool // true while code sets widgets, so their callbacks do not react
}

// editSizes are the sizes the size selector offers for kind k: as many as the kind supports.
func editSizes(k board.Kind) []string {
	sizes := make([]string, 0, session.MaxEditN(k)-session.MinEditN+1)
	for n := session.MinEditN; n <= session.MaxEditN(k); n++ {
		sizes = append(sizes, strconv.Itoa(n))
	}
	return sizes
}

func newEditor(host editHost) *editor {
	e := &editor{host: host, edit: session.NewEdit(rand.Uint64())}
	e.kind = widget.NewSelect(kindLabels, func(string) { e.kindChanged() })
	e.size = widget.NewSelect(editSizes(e.edit.Kind()), func(s string) { e.sizeChanged() })
	goals := make([]string, 0, 20)
	for g := 2; g <= 1<<20; g *= 2 {
		goals = append(goals, strconv.Itoa(g))
	}
	e.goal = widget.NewSelect(goals, func(s string) {
		e.input(func() { e.edit.SetGoal(atoi(s)); e.record(session.ChangeGoal) })
	})
	var spawnNames []string // the rules a search can follow; classic is played in Play mode
	for _, r := range board.SpawnRules {
		if r.Deterministic() {
			spawnNames = append(spawnNames, spawnLabel(r))
		}
	}
	e.spawn = widget.NewSelect(spawnNames, func(s string) {
		e.input(func() { e.edit.SetSpawn(spawnNamed(s)); e.record(session.ChangeSpawn) })
	})
	e.search = widget.NewSelect(session.SearchLabels(board.Kind2048), func(string) { e.searchChanged() })
	e.newGoalControls()
	e.improve = widget.NewSelect(session.ImproveLabels(), func(s string) {
		if e.quiet || e.refused("Changing the settings") {
			return
		}
		if d, ok := session.ImproveNamed(s); ok {
			e.edit.SetImprove(d)
		}
	})
	e.p = widget.NewSlider(0.05, 0.95)
	e.p.Step = 0.05
	e.pLabel = widget.NewLabel("")
	e.p.OnChanged = func(v float64) {
		if !e.quiet && e.refused("Changing the settings") {
			return
		}
		e.edit.SetP(v)
		e.pLabel.SetText(fmt.Sprintf("%.0f%%", 100*v))
	}
	e.p.SetValue(e.edit.P())
	e.newBtn = widget.NewButtonWithIcon("New", theme.DocumentCreateIcon(), func() {
		e.replacing("starting a new board", "untitled", e.newBoard)
	})
	e.clearBtn = widget.NewButtonWithIcon("Clear", theme.ContentClearIcon(), e.clear)
	e.randBtn = widget.NewButtonWithIcon("Randomize", theme.ViewRefreshIcon(), func() {
		e.replacing("randomizing the board", randomTitle, e.randomize)
	})
	e.reason = wrapLabel("")
	e.reason.Importance = widget.DangerImportance

	// A grid of our own rather than a widget.Form, which can neither hide a row nor grey the
	// label of a control that is not a widget.
	e.rows = []settingRow{
		newSettingRow("Puzzle", board.KindAuto, e.kind),
		newSettingRow("Size", board.KindAuto, e.size),
		newSettingRow("Goal tile", board.Kind2048, e.goal),
		newSettingRow("Goal", board.KindSliding, e.goalPreset),
		newSettingRow("Board", board.KindSliding, e.side),
		newSettingRow("New tiles at", board.Kind2048, e.spawn),
		newSettingRow("Search by", board.KindAuto, e.search),
		newSettingRow("Improve for", board.KindSliding, e.improve).unless(func() string {
			_, why := session.Shortens(e.edit.Size())
			return why
		}),
		newSettingRow("Cells filled", board.Kind2048, container.NewBorder(nil, nil, nil, e.pLabel, e.p), e.p),
	}
	form := settingsForm(e.rows)
	e.form = form
	// Randomize has a row of its own, so the three buttons fit a 640-point window.
	buttons := container.NewVBox(container.NewGridWithColumns(2, e.newBtn, e.clearBtn), e.randBtn)
	// The board itself is the grid of cells: the board view on the right edits it.
	e.content = container.NewVBox(form, buttons, e.reason)
	e.showSettings()
	e.history = session.NewEditHistory(e.edit.State(), 0)
	return e
}

// spawnLabels say where each spawn rule puts a new tile, in the words the selectors show; the
// rules' own names are the CLI's -spawn values, which the Help lists.
var spawnLabels = map[board.SpawnRule]string{
	board.RightColumn: "top of the right column",
	board.BottomRow:   "left end of the bottom row",
	board.Classic:     "a 2 or a 4 anywhere",
}

// spawnLabel is rule r as the selectors show it.
func spawnLabel(r board.SpawnRule) string {
	if l, ok := spawnLabels[r]; ok {
		return l
	}
	return r.Name()
}

// spawnNamed is the spawn rule a selector's label (or the rule's own name) stands for, the right
// column if none.
func spawnNamed(label string) board.SpawnRule {
	for r, l := range spawnLabels {
		if l == label {
			return r
		}
	}
	if r, err := board.ParseSpawnRule(label); err == nil {
		return r
	}
	return board.RightColumn
}

// input hands a change the user made to the Edit and shows its verdict; changes made by code
// while quiet are not the user's.
func (e *editor) input(change func()) {
	if e.quiet || e.refused("Changing the settings") {
		return
	}
	change()
	e.showCheck()
}

// searchChanged records the search chosen for the kind shown.
func (e *editor) searchChanged() {
	if e.quiet || e.refused("Changing the search") {
		return
	}
	k := e.edit.Kind()
	if choices, i := session.SearchChoices(k), e.search.SelectedIndex(); i >= 0 && i < len(choices) {
		e.edit.SetSearch(k, choices[i].Key)
	}
}

// SetGrid shows g as a board of kind k (2048 or sliding) and checks it; change names it for
// undo (session.ChangeOpen, ChangeSample, ChangePaste).
func (e *editor) SetGrid(change string, k board.Kind, g board.Grid) {
	e.edit.SetGrid(k, g)
	e.record(change)
	e.show()
}

// show puts the whole Edit on screen and reports its board.
func (e *editor) show() {
	e.showSettings()
	e.showCheck()
}

// showSettings puts the Edit's kind, size, 2048 settings and search in the selectors, and enables
// the settings that apply to its kind.
func (e *editor) showSettings() {
	quiet := e.quiet
	e.quiet = true
	defer func() { e.quiet = quiet }()
	k := e.edit.Kind()
	selectShown(e.kind, kindLabel(k))
	if sizes := editSizes(k); !slices.Equal(e.size.Options, sizes) {
		e.size.SetOptions(sizes)
	}
	selectShown(e.size, strconv.Itoa(e.edit.Size()))
	selectShown(e.goal, strconv.Itoa(e.edit.Goal()))
	selectShown(e.spawn, spawnLabel(e.edit.Spawn()))
	e.p.SetValue(e.edit.P())
	if labels := session.SearchLabels(k); !slices.Equal(e.search.Options, labels) {
		e.search.SetOptions(labels)
	}
	e.search.SetSelectedIndex(max(0, session.SearchIndex(k, e.edit.Search(k))))
	selectShown(e.improve, session.ImproveLabel(e.edit.Improve()))
	e.showGoal()
	e.showRows()
}

// showRows shows the settings that apply to the kind, enabled unless a solve runs.
func (e *editor) showRows() {
	k := e.edit.Kind()
	for _, r := range e.rows {
		applies := r.only == board.KindAuto || r.only == k
		r.show(applies, applies && !e.locked)
	}
	// Each kind shows six rows, so the form's size does not change and nothing else would lay
	// its rows out again.
	if e.form != nil && e.shownKind != k {
		e.shownKind = k
		e.form.Refresh()
	}
}

// selectShown selects value in s unless it is selected already.
func selectShown(s *widget.Select, value string) {
	if s.Selected != value {
		s.SetSelected(value)
	}
}

// showCheck says why there is no board and reports the result (the board view outlines the
// offending cell).
func (e *editor) showCheck() {
	b, err := e.edit.Board()
	if err != nil {
		e.reason.SetText("Cannot solve: " + err.Error())
	} else {
		e.reason.SetText("")
	}
	e.host.editorChanged(b, err)
}

// kindChanged keeps the tiles when they make a board of the new kind and otherwise starts a new
// board of that kind (after asking about unsaved edits).
func (e *editor) kindChanged() {
	if e.quiet || e.refused("Changing the puzzle kind") {
		return
	}
	k := labelKind(e.kind.Selected)
	if e.edit.SetKind(k) {
		e.record(session.ChangeKind)
		e.showSettings()
		e.showCheck()
		return
	}
	e.showSettings() // the kind shown until the user has answered
	e.replacing("changing the puzzle kind", "untitled", func() {
		e.edit.NewBoard(k)
		e.record(session.ChangeKind)
		e.show()
	})
}

func (e *editor) sizeChanged() {
	if e.quiet {
		return
	}
	n := atoi(e.size.Selected)
	e.showSettings() // the size shown until the user has answered
	e.replacing("changing the size", "untitled", func() {
		e.edit.SetSize(n)
		e.edit.NewBoard(e.edit.Kind())
		e.record(session.ChangeResize)
		e.show()
	})
}

// replacing runs proceed once the host has dealt with unsaved edits (editHost.replaceBoard).
func (e *editor) replacing(action, name string, proceed func()) {
	e.host.replaceBoard(action, name, proceed)
}

// newBoard is the kind's starting board at the size shown.
func (e *editor) newBoard() {
	e.edit.NewBoard(e.edit.Kind())
	e.record(session.ChangeNewBoard)
	e.show()
}

// clear empties every cell.
func (e *editor) clear() {
	if e.refused("Clear") {
		return
	}
	e.edit.Clear()
	e.record(session.ChangeClear)
	e.showCheck()
}

// randomize draws a random board of the kind and size shown.
func (e *editor) randomize() {
	e.edit.Randomize()
	e.record(session.ChangeRandomize)
	e.show()
}

// refused says whether the change named what must wait for a solve (the status says why), and
// then puts the Edit's settings back in the controls.
func (e *editor) refused(what string) bool {
	if !e.host.busy(what) {
		return false
	}
	e.showSettings()
	return true
}

// setLocked greys every control while a solve runs (refused keeps them from changing anything
// from the solve's start).
func (e *editor) setLocked(locked bool) {
	e.locked = locked
	e.showRows()
	enable(e.newBtn, !locked)
	enable(e.clearBtn, !locked)
	enable(e.randBtn, !locked)
}
