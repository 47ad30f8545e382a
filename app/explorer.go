// The explorer: a window that steps through a recorded search (session.Limits.Explore), one board
// looked at after another, or IDA*'s iterations. It only shows what session recorded.

package app

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/words"
)

// explorePace is the time between two boards while the explorer plays.
const explorePace = 80 * time.Millisecond

// explorer is one explorer window on one board.
type explorer struct {
	win    fyne.Window
	do     func(func()) // runs a function on the UI goroutine (fyne.Do; tests pump a queue)
	start  board.Board
	limits session.Limits
	ex     *session.Explorer // nil while recording or when there is nothing to show

	choose           *widget.Select
	summary, status  *widget.Label
	tried            *widget.Label     // the boards each search recorded in this window looked at
	looked           map[string]string // by search label, for tried
	view             *boardview.View
	facts            []*widget.Label
	factNames        []*widget.Label
	path, waiting    *fyne.Container
	pathNote         *widget.Label
	chart            *Chart
	slider           *widget.Slider
	playBtn          *widget.Button
	steps, iters     *fyne.Container // the step view and IDA*'s table; one shows
	details          *fyne.Container // the figures, path and waiting boards beside the board
	iterTable        *fyne.Container
	cancel           context.CancelFunc
	gen              int // the recording shown; a late one from an earlier choice is dropped
	settingSlider    bool
	choices          []session.Choice
	onClosedForTests func()
}

// showExplorer opens the explorer on the editor's board with the search chosen in the editor.
func (u *ui) showExplorer() {
	b, _ := u.ed.edit.Board()
	if b == nil {
		u.setStatus("Explore the search: make a valid board first.", widget.WarningImportance)
		return
	}
	k := b.Kind()
	e := newExplorer(u.app, u.s.Do, b, u.s.Limits, session.Concrete(b, session.Search(k, u.ed.edit.Search(k))))
	e.win.Show()
}

// newExplorer builds the window and starts recording choice on b.
func newExplorer(a fyne.App, do func(func()), b board.Board, limits session.Limits, choice session.Choice) *explorer {
	e := &explorer{win: openView(a, "Explore the search"), do: do, start: b, limits: limits,
		choices: session.SearchChoices(b.Kind())}
	var labels []string
	e.choices = e.choices[1:] // automatic aside: the window names the search it steps through
	for _, c := range e.choices {
		labels = append(labels, c.Label)
	}
	e.choose = widget.NewSelect(labels, func(string) { e.record(e.choices[e.choose.SelectedIndex()]) })
	e.summary, e.status, e.tried = wrapLabel(""), wrapLabel(""), wrapLabel("")
	e.tried.TextStyle = fyne.TextStyle{Italic: true} // readable, unlike LowImportance's grey (see newDetails)
	e.looked = map[string]string{}
	e.status.Importance = widget.SuccessImportance
	e.view = boardview.New()
	e.view.SetMotion(false)
	e.view.SetBoard(b)
	form := container.New(layout.NewFormLayout())
	for range 7 {
		name, value := widget.NewLabel(""), widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		e.factNames, e.facts = append(e.factNames, name), append(e.facts, value)
		form.Add(name)
		form.Add(value)
	}
	e.path, e.waiting = container.NewHBox(), container.NewHBox()
	e.pathNote = wrapLabel("")
	e.chart = NewChart()
	e.slider = widget.NewSlider(0, 1)
	e.slider.OnChanged = func(v float64) {
		if e.ex != nil && !e.settingSlider {
			e.ex.Seek(int(v))
			e.show()
		}
	}
	e.playBtn = widget.NewButton(replayText, e.togglePlay)
	controls := container.NewHBox(
		widget.NewButton("|<", func() { e.seek(0) }),
		widget.NewButton("<", func() { e.step(-1) }),
		e.playBtn,
		widget.NewButton(">", func() { e.step(1) }),
		widget.NewButton(">|", func() { e.seek(1 << 30) }),
		widget.NewButton("What the words mean", e.showWords))
	e.view.SetBoard(b)
	boardBox := container.NewGridWrap(fyne.NewSize(explorerBoard, explorerBoard), e.view)
	e.tried.Hide()
	e.details = container.NewVBox(e.tried, form, e.status, e.pathNote, container.NewHScroll(e.path),
		widget.NewLabel("Still to look at, best first:"), container.NewHScroll(e.waiting))
	e.steps = container.NewBorder(nil, container.NewVBox(e.chart, e.slider, controls), nil, nil,
		container.New(besideOrAbove{explorerBoard, explorerFigures}, boardBox, draggable(container.NewVScroll(e.details))))
	e.iterTable = container.NewVBox()
	e.iters = container.New(besideOrAbove{explorerBoard, explorerFigures}, container.NewGridWrap(fyne.NewSize(explorerBoard, explorerBoard), e.view),
		draggable(container.NewVScroll(e.iterTable)))
	e.win.SetContent(container.NewBorder(container.NewVBox(e.choose, e.summary), nil, nil, nil, e.steps))
	e.win.Resize(fyne.NewSize(900, 640))
	e.win.Canvas().SetOnTypedKey(e.typedKey)
	e.win.SetOnClosed(func() {
		e.stopRecording()
		e.gen++ // a recording that comes after the window closed is dropped
		e.release()
		if e.onClosedForTests != nil {
			e.onClosedForTests()
		}
	})
	e.choose.SetSelected(choice.Label) // records it
	return e
}

// explorerBoard is the side of the board being looked at: room for the figures beside it in a
// 640-point window; explorerFigures is the room the figures take beside it (their longest line,
// "lowest moves + estimate still to look at" and its value), else they go under it.
const (
	explorerBoard   = 180
	explorerFigures = 400
)

// record runs choice on the board on a goroutine and shows its recording when it comes.
func (e *explorer) record(choice session.Choice) {
	e.stopRecording()
	if e.ex != nil {
		e.ex.SetPlaying(false)
	}
	e.ex = nil
	e.gen++
	gen := e.gen
	ctx, cancel := context.WithCancel(context.Background())
	e.cancel = cancel
	recording := fmt.Sprintf("Recording %s…", lowerFirst(choice.Label))
	e.summary.SetText(recording)
	e.status.SetText("")
	// The databases IDA* needs may take seconds to build first: the summary says how far.
	building := func(p session.Progress) {
		e.do(func() {
			if gen == e.gen && e.cancel != nil { // still recording this choice
				e.summary.SetText(recording + " (" + session.Building(p) + ")")
			}
		})
	}
	go func() {
		x, err := e.limits.Explore(ctx, e.start, choice, building)
		if ctx.Err() != nil { // the window closed or another search was chosen: nobody shows it
			x = nil
			platform.ReleaseMemory()
			return
		}
		e.do(func() {
			if gen != e.gen {
				return
			}
			cancel()
			e.cancel = nil
			e.shown(x, err)
		})
	}()
}

// release drops the closed window's hold on the recording (the explorer, the chart's values
// and marks, the small boards), so that its memory goes back to the system.
func (e *explorer) release() {
	if e.ex == nil {
		return
	}
	e.ex.SetPlaying(false)
	e.ex = nil
	e.chart.SetSeries("", nil, 0, "", "")
	e.path.RemoveAll()
	e.waiting.RemoveAll()
	e.view.SetBoard(e.start)
	go platform.ReleaseMemory()
}

func (e *explorer) stopRecording() {
	if e.cancel != nil {
		e.cancel()
		e.cancel = nil
	}
}

// shown puts a finished recording on the window.
func (e *explorer) shown(x *session.Exploration, err error) {
	if err != nil {
		text := "Nothing to step through: " + err.Error() + "."
		if errors.Is(err, session.ErrNotExplorable) { // the error names the search and why
			text = err.Error() + "."
		}
		e.summary.SetText(text + " The explorer shows A*, best-first and IDA*; choose one of them above.")
		e.showIterations(nil)
		return
	}
	e.ex = session.NewExplorer(x)
	e.summary.SetText(e.ex.Summary())
	e.looked[x.Choice.Label] = words.Group(x.Looked())
	var tried []string
	for _, c := range e.choices {
		if n, ok := e.looked[c.Label]; ok {
			tried = append(tried, c.Label+" "+n)
		}
	}
	if len(tried) > 1 {
		e.tried.SetText("Boards looked at on this board: " + strings.Join(tried, " · "))
		e.tried.Show()
	}
	if len(x.Steps) == 0 {
		e.showIterations(e.ex.IterationRows())
		return
	}
	values := make([]float64, len(x.Steps))
	for i, s := range x.Steps {
		values[i] = float64(s.F)
	}
	title := "moves made + estimate of each board looked at"
	if x.ByScore() {
		title = "score of each board looked at"
	}
	lo, hi := x.Range(0, len(x.Steps))
	e.chart.SetSeries(title, values, 0, fmt.Sprint(lo), fmt.Sprint(hi))
	e.chart.SetMarks(x.Solution)
	e.slider.Max = float64(len(x.Steps) - 1)
	e.win.SetContent(container.NewBorder(container.NewVBox(e.choose, e.summary), nil, nil, nil, e.steps))
	e.show()
}

// showIterations shows IDA*'s table (rows: header first), or an empty view.
func (e *explorer) showIterations(rows [][]string) {
	e.iterTable.RemoveAll()
	if len(rows) > 0 {
		grid := container.New(layout.NewGridLayout(len(rows[0])))
		for i, r := range rows {
			for _, cell := range r {
				l := widget.NewLabel(cell)
				l.Wrapping = fyne.TextWrapWord
				if i == 0 {
					l.TextStyle.Bold = true
				}
				grid.Add(l)
			}
		}
		e.iterTable.Add(wrapLabel("IDA* searches depth first up to a limit on moves made + estimate, then again with the smallest value that went over it, until an iteration reaches the goal."))
		e.iterTable.Add(grid)
	}
	e.view.SetBoard(e.start)
	e.win.SetContent(container.NewBorder(container.NewVBox(e.choose, e.summary), nil, nil, nil, e.iters))
}

// show puts the step the explorer is at on the window.
func (e *explorer) show() {
	if e.ex == nil || e.ex.Len() == 0 {
		return
	}
	st := e.ex.Step()
	e.view.SetBoard(st.Board)
	facts := e.ex.Facts()
	for i := range e.facts {
		if i >= len(facts) { // best-first has no estimate: fewer rows
			e.factNames[i].Hide()
			e.facts[i].Hide()
			continue
		}
		e.factNames[i].SetText(facts[i].Label)
		e.facts[i].SetText(facts[i].Value)
		e.factNames[i].Show()
		e.facts[i].Show()
	}
	e.status.SetText(e.ex.Status())
	x := e.ex.Exploration()
	path := x.Path(e.ex.At())
	e.pathNote.SetText(fmt.Sprintf("Path from the start to this board: %s moves", words.Group(len(path)-1)))
	const shown = 10 // the last boards of the path
	e.path.RemoveAll()
	if len(path) > shown {
		e.path.Add(widget.NewLabel(fmt.Sprintf("… %s more", words.Group(len(path)-shown))))
		path = path[len(path)-shown:]
	}
	for _, i := range path {
		e.path.Add(miniBoard(x.Steps[i].Board, ""))
	}
	e.waiting.RemoveAll()
	for _, w := range st.Waiting {
		e.waiting.Add(miniBoard(w.Board, words.Group(w.F)))
	}
	if len(st.Waiting) == 0 {
		e.waiting.Add(widget.NewLabel("none"))
	}
	e.chart.SetCurrent(e.ex.At())
	e.settingSlider = true
	e.slider.SetValue(float64(e.ex.At()))
	e.settingSlider = false
	e.playBtn.SetText(map[bool]string{true: "Pause", false: replayText}[e.ex.Playing()])
	e.details.Refresh() // lay the figures and the small boards out again: their sizes change
}

// miniBoard is a small board in monospace text with a caption under it.
func miniBoard(b board.Board, caption string) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(session.MiniBoard(b), fyne.TextAlignCenter, fyne.TextStyle{Monospace: true})
	if caption == "" {
		return l
	}
	return container.NewVBox(l, widget.NewLabelWithStyle(caption, fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
}

// showWords lists the explorer's plain words beside the textbook's terms.
func (e *explorer) showWords() {
	grid := container.New(layout.NewFormLayout())
	for _, g := range session.Glossary {
		grid.Add(widget.NewLabelWithStyle(g[0], fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		grid.Add(wrapLabel(g[1]))
	}
	text := container.NewVBox(grid, wrapLabel("Counted as in Compare Searches, "+session.LookedAt))
	if hasKeyboard { // a phone has none of these keys
		text.Add(wrapLabel("Keys: Left and Right step back and on, Home and End go to the first and the last board, Space plays and pauses, Esc closes the window."))
	}
	d := dialog.NewCustom("What the words mean", "Close", container.NewVScroll(text), e.win)
	d.Resize(e.win.Canvas().Size().Subtract(fyne.NewSize(40, 40)))
	d.Show()
}
