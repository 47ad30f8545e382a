package app

import (
	"errors"
	"fmt"
	"image/color"
	"math/rand/v2"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tilesolve/board"
	"tilesolve/solver"
)

// Editor limits: the size selector offers 2..maxEditN.
const (
	minEditN = 2
	maxEditN = 10
)

// Labels the selectors show; the maps below turn them back into engine values.
const (
	label2048    = "2048 variant"
	labelSliding = "Sliding puzzle"
)

var kindLabels = []string{label2048, labelSliding}

// editor is the left pane: the puzzle's settings and an n-by-n grid of cells to type tiles into.
// After every change it checks the grid with the engine and reports the board (or why there is
// none) through onChange.
type editor struct {
	kind, size, goal, spawn, search *widget.Select
	p                               *widget.Slider
	pLabel                          *widget.Label
	newBtn, clearBtn, randBtn       *widget.Button
	reason                          *widget.Label

	n        int
	cells    []*editCell
	grid     *fyne.Container // the cells
	gridHost *fyne.Container // holds grid, themed for the cell size
	content  fyne.CanvasObject

	// The search chosen for each kind (a searchChoice key); the selector shows the selected
	// kind's.
	chosen map[board.Kind]string

	rng      *rand.Rand
	quiet    bool // true while code sets widgets, so their callbacks do not react
	board    board.Board
	err      error
	onChange func(b board.Board, err error) // b is nil when err says why
	// replace runs proceed, which puts a new board in place of the one shown, once the user has
	// dealt with unsaved edits (see ui.unlessUnsaved); name is the new board's title. nil: at once.
	replace   func(action, name string, proceed func())
	shownKind string // the kind label of the board shown, to put back when a kind change is cancelled
}

// editCell is one cell of the grid: an entry and an outline shown when the cell is wrong.
type editCell struct {
	entry *widget.Entry
	mark  *canvas.Rectangle
	box   *fyne.Container
}

func newEditor(onChange func(board.Board, error)) *editor {
	e := &editor{onChange: onChange, rng: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))}
	e.kind = widget.NewSelect(kindLabels, func(string) { e.kindChanged() })
	sizes := make([]string, 0, maxEditN-minEditN+1)
	for n := minEditN; n <= maxEditN; n++ {
		sizes = append(sizes, strconv.Itoa(n))
	}
	e.size = widget.NewSelect(sizes, func(s string) { e.sizeChanged() })
	goals := make([]string, 0, 20)
	for g := 2; g <= 1<<20; g *= 2 {
		goals = append(goals, strconv.Itoa(g))
	}
	e.goal = widget.NewSelect(goals, func(string) { e.changed() })
	var spawnNames []string // the rules a search can follow; classic is played in Play mode
	for _, r := range board.SpawnRules {
		if r.Deterministic() {
			spawnNames = append(spawnNames, r.Name())
		}
	}
	e.spawn = widget.NewSelect(spawnNames, func(string) { e.changed() })
	e.chosen = map[board.Kind]string{}
	e.search = widget.NewSelect(choiceLabels(board.Kind2048), func(string) { e.searchChanged() })
	e.p = widget.NewSlider(0.05, 0.95)
	e.p.Step = 0.05
	e.pLabel = widget.NewLabel("")
	e.p.OnChanged = func(v float64) { e.pLabel.SetText(fmt.Sprintf("p = %.2f", v)) }
	e.p.SetValue(0.25)
	e.newBtn = widget.NewButtonWithIcon("New", theme.DocumentCreateIcon(), func() {
		e.replacing("starting a new board", "untitled", e.newBoard)
	})
	e.clearBtn = widget.NewButtonWithIcon("Clear", theme.ContentClearIcon(), e.clear)
	e.randBtn = widget.NewButtonWithIcon("Randomize", theme.ViewRefreshIcon(), func() {
		e.replacing("randomizing the board", "random board", e.randomize)
	})
	e.reason = widget.NewLabel("")
	e.reason.Wrapping = fyne.TextWrapWord
	e.reason.Importance = widget.DangerImportance

	e.grid = container.New(&cellGrid{n: 4})
	e.gridHost = container.NewStack(e.grid)
	form := widget.NewForm(
		widget.NewFormItem("Puzzle", e.kind),
		widget.NewFormItem("Size", e.size),
		widget.NewFormItem("Goal tile", e.goal),
		widget.NewFormItem("New 2 goes", e.spawn),
		widget.NewFormItem("Search by", e.search),
		widget.NewFormItem("Random p", container.NewBorder(nil, nil, nil, e.pLabel, e.p)),
	)
	// Randomize has a row of its own, so the three buttons fit a 640-point window.
	buttons := container.NewVBox(container.NewGridWithColumns(2, e.newBtn, e.clearBtn), e.randBtn)
	e.content = container.NewBorder(container.NewVBox(form, buttons), e.reason, nil, nil, e.gridHost)

	e.quiet = true
	e.kind.SetSelected(label2048)
	e.size.SetSelected("4")
	e.goal.SetSelected("2048")
	e.spawn.SetSelected(board.RightColumn.Name())
	e.search.SetSelectedIndex(0)
	e.shownKind = label2048
	e.quiet = false
	return e
}

// Kind is the puzzle kind selected.
func (e *editor) Kind() board.Kind {
	if e.kind.Selected == labelSliding {
		return board.KindSliding
	}
	return board.Kind2048
}

func (e *editor) goalValue() int {
	g, _ := strconv.Atoi(e.goal.Selected)
	return g
}

func (e *editor) spawnRule() board.SpawnRule {
	r, err := board.ParseSpawnRule(e.spawn.Selected)
	if err != nil {
		return board.RightColumn
	}
	return r
}

// config is the solver configuration the selectors describe.
func (e *editor) config() solver.Config { return choice(e.Kind(), e.chosen[e.Kind()]).cfg }

// searchChanged records the search chosen for the selected kind.
func (e *editor) searchChanged() {
	k := e.Kind()
	if i := e.search.SelectedIndex(); i >= 0 && i < len(searchChoices[k]) {
		e.chosen[k] = searchChoices[k][i].key
	}
}

// setSearch chooses a search by its key ("auto", "hamming", "left", ...) for the kind it belongs
// to; unknown keys are ignored.
func (e *editor) setSearch(key string) {
	for k := range searchChoices {
		if choiceIndex(k, key) >= 0 {
			e.chosen[k] = key
		}
	}
	e.showSearch()
}

// showSearch puts the selected kind's search choices and choice in the selector.
func (e *editor) showSearch() {
	k := e.Kind()
	e.search.SetOptions(choiceLabels(k))
	e.search.SetSelectedIndex(max(0, choiceIndex(k, e.chosen[k])))
}

// SetGrid shows g as a board of kind k (2048 or sliding) and checks it.
func (e *editor) SetGrid(k board.Kind, g board.Grid) {
	e.quiet = true
	label := label2048
	if k == board.KindSliding {
		label = labelSliding
	}
	if e.kind.Selected != label {
		e.kind.SetSelected(label)
		e.kindSettings()
	}
	e.size.SetSelected(strconv.Itoa(g.N))
	e.resize(g.N)
	for i, c := range e.cells {
		t := g.Tiles[i]
		if t == 0 {
			c.entry.SetText("")
		} else {
			c.entry.SetText(strconv.Itoa(t))
		}
	}
	e.quiet = false
	e.changed()
}

// kindSettings enables the settings that apply to the selected kind and fills the search choices.
func (e *editor) kindSettings() {
	e.shownKind = e.kind.Selected
	if e.Kind() == board.KindSliding {
		e.goal.Disable()
		e.spawn.Disable()
		e.p.Disable()
	} else {
		e.goal.Enable()
		e.spawn.Enable()
		e.p.Enable()
	}
	e.showSearch()
}

// kindChanged keeps the tiles when they make a board of the new kind and otherwise starts a new
// board of that kind (after asking about unsaved edits): a 2048 board is never a sliding puzzle
// (it has no 1), nor the reverse.
func (e *editor) kindChanged() {
	if e.quiet {
		return
	}
	chosen := e.kind.Selected
	g, err := e.readGrid()
	if err == nil && board.Check(g, e.Kind()) == nil {
		e.kindSettings()
		e.changed()
		return
	}
	e.setQuietly(e.kind, e.shownKind) // until the user has answered
	e.replacing("changing the puzzle kind", "untitled", func() {
		e.setQuietly(e.kind, chosen)
		e.kindSettings()
		e.newBoard()
	})
}

func (e *editor) sizeChanged() {
	if e.quiet {
		return
	}
	chosen := e.size.Selected
	e.setQuietly(e.size, strconv.Itoa(e.n))
	e.replacing("changing the size", "untitled", func() {
		e.setQuietly(e.size, chosen)
		e.newBoard()
	})
}

// replacing runs proceed through the replace hook.
func (e *editor) replacing(action, name string, proceed func()) {
	if e.replace == nil {
		proceed()
		return
	}
	e.replace(action, name, proceed)
}

// setQuietly selects value in s without running the editor's reaction to it.
func (e *editor) setQuietly(s *widget.Select, value string) {
	quiet := e.quiet
	e.quiet = true
	s.SetSelected(value)
	e.quiet = quiet
}

// newBoard is the kind's starting board at the selected size: a lone 2 in the upper-right corner
// (seed 000) or the solved sliding puzzle.
func (e *editor) newBoard() {
	n, _ := strconv.Atoi(e.size.Selected)
	n = max(minEditN, min(n, maxEditN))
	if e.Kind() == board.KindSliding {
		e.SetGrid(board.KindSliding, board.Solved(n))
	} else {
		e.SetGrid(board.Kind2048, board.LoneTwo(n))
	}
}

// clear empties every cell.
func (e *editor) clear() {
	e.quiet = true
	for _, c := range e.cells {
		c.entry.SetText("")
	}
	e.quiet = false
	e.changed()
}

// randomize draws seed 003's random 2048 start (each cell a 2 with probability p) or a uniformly
// random solvable sliding puzzle.
func (e *editor) randomize() {
	if e.Kind() == board.KindSliding {
		e.SetGrid(board.KindSliding, board.Scramble(e.n, e.rng))
		return
	}
	e.SetGrid(board.Kind2048, board.Random2048(e.n, e.p.Value, e.rng))
}

// resize rebuilds the cells for an n-by-n board, keeping them when n is unchanged.
func (e *editor) resize(n int) {
	if n == e.n {
		return
	}
	e.n = n
	e.cells = make([]*editCell, n*n)
	objs := make([]fyne.CanvasObject, n*n)
	for i := range e.cells {
		c := &editCell{entry: widget.NewEntry(), mark: canvas.NewRectangle(color.Transparent)}
		c.mark.StrokeColor = theme.Color(theme.ColorNameError)
		c.mark.StrokeWidth = 2
		c.mark.CornerRadius = theme.InputRadiusSize()
		c.mark.Hide()
		c.entry.OnChanged = func(string) { e.changed() }
		c.box = container.NewStack(c.entry, c.mark)
		e.cells[i] = c
		objs[i] = c.box
	}
	e.grid.Layout = &cellGrid{n: n}
	e.grid.Objects = objs
	// Big boards get smaller text and padding, so a four-digit tile fits its cell.
	e.gridHost.Objects = []fyne.CanvasObject{container.NewThemeOverride(e.grid, &cellTheme{n: n})}
	e.gridHost.Refresh()
}

// readGrid reads the cells: blank is 0; anything but a whole number is an error naming the cell.
func (e *editor) readGrid() (board.Grid, error) {
	tiles := make([]int, len(e.cells))
	for i, c := range e.cells {
		s := strings.TrimSpace(c.entry.Text)
		if s == "" {
			continue
		}
		v, err := strconv.Atoi(s)
		if err != nil {
			return board.Grid{}, &board.InputError{Row: i/e.n + 1, Col: i%e.n + 1,
				Msg: fmt.Sprintf("%q is not a whole number", s)}
		}
		tiles[i] = v
	}
	return board.NewGrid(e.n, tiles), nil
}

// changed checks the grid, marks the offending cell and reports the result.
func (e *editor) changed() {
	if e.quiet {
		return
	}
	e.board, e.err = e.check()
	bad := -1
	var ie *board.InputError
	if errors.As(e.err, &ie) && ie.Row > 0 {
		bad = (ie.Row-1)*e.n + ie.Col - 1
	}
	for i, c := range e.cells {
		if i == bad {
			c.mark.Show()
		} else {
			c.mark.Hide()
		}
	}
	if e.err != nil {
		e.reason.SetText("Cannot solve: " + e.err.Error())
	} else {
		e.reason.SetText("")
	}
	if e.onChange != nil {
		e.onChange(e.board, e.err)
	}
}

func (e *editor) check() (board.Board, error) {
	g, err := e.readGrid()
	if err != nil {
		return nil, err
	}
	// Return a nil interface on error, never a typed nil pointer.
	if e.Kind() == board.KindSliding {
		p, err := board.NewPuzzle(g)
		if err != nil {
			return nil, err
		}
		return p, nil
	}
	b, err := board.NewGame2048(g, e.goalValue(), e.spawnRule())
	if err != nil {
		return nil, err
	}
	return b, nil
}

// setLocked disables every control while a solve runs.
func (e *editor) setLocked(locked bool) {
	set := func(d fyne.Disableable, on bool) {
		if on {
			d.Enable()
		} else {
			d.Disable()
		}
	}
	twenty48 := e.Kind() == board.Kind2048
	set(e.kind, !locked)
	set(e.size, !locked)
	set(e.goal, !locked && twenty48)
	set(e.spawn, !locked && twenty48)
	set(e.p, !locked && twenty48)
	set(e.search, !locked)
	set(e.newBtn, !locked)
	set(e.clearBtn, !locked)
	set(e.randBtn, !locked)
	for _, c := range e.cells {
		set(c.entry, !locked)
	}
}

// cellGrid lays out n*n cells in rows: each cell as tall as its entry and as wide as the space
// allows up to maxCellWidth, the grid centred across and placed at the top.
type cellGrid struct{ n int }

const maxCellWidth = 96

// minCellWidth leaves room for a four-digit tile: 44 points, or 34 on boards of 7 or more a side,
// whose cells use cellTheme's smaller text.
func (g *cellGrid) minCellWidth() float32 {
	if g.n >= 7 {
		return 34
	}
	return 44
}

func (g *cellGrid) cellHeight(objs []fyne.CanvasObject) float32 {
	if len(objs) == 0 {
		return 0
	}
	return objs[0].MinSize().Height
}

func (g *cellGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	gap := theme.Padding() / 2
	n := float32(g.n)
	return fyne.NewSize(n*g.minCellWidth()+(n-1)*gap, n*g.cellHeight(objs)+(n-1)*gap)
}

func (g *cellGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	gap := theme.Padding() / 2
	n := float32(g.n)
	w := min(maxCellWidth, (size.Width-(n-1)*gap)/n)
	h := g.cellHeight(objs)
	left := (size.Width - (n*w + (n-1)*gap)) / 2
	for i, o := range objs {
		row, col := i/g.n, i%g.n
		o.Move(fyne.NewPos(left+float32(col)*(w+gap), float32(row)*(h+gap)))
		o.Resize(fyne.NewSize(w, h))
	}
}

var _ fyne.Layout = (*cellGrid)(nil)

// cellTheme is the app's theme with smaller text and padding on boards of 7 or more cells a side.
type cellTheme struct{ n int }

func baseTheme() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

func (t *cellTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return baseTheme().Color(n, v)
}
func (t *cellTheme) Font(s fyne.TextStyle) fyne.Resource     { return baseTheme().Font(s) }
func (t *cellTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return baseTheme().Icon(n) }
func (t *cellTheme) Size(n fyne.ThemeSizeName) float32 {
	s := baseTheme().Size(n)
	if t.n < 7 {
		return s
	}
	switch n {
	case theme.SizeNameText:
		return s - 2
	case theme.SizeNameInnerPadding:
		return 4
	}
	return s
}
