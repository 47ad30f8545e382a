package app

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/internal/testfiles"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// fakePicker answers file requests at once with the path it is given (savePath, when set, for
// Save; with suggested set, Save takes the folder and name the window suggests, as a person
// pressing Enter in the dialog does).
type fakePicker struct {
	path      string
	savePath  string
	suggested bool
	err       error
	calls     int
}

func (p *fakePicker) Open(_ string, done func(platform.ChosenFile, error)) {
	p.calls++
	done(p.answer(p.path))
}

func (p *fakePicker) Save(dir, name string, done func(platform.ChosenFile, error)) {
	p.calls++
	if p.suggested {
		done(p.answer(filepath.Join(dir, name)))
		return
	}
	if p.savePath != "" {
		done(p.answer(p.savePath))
		return
	}
	done(p.answer(p.path))
}

// answer is the file at path, no file when path is "" (the user cancelled), or the error.
func (p *fakePicker) answer(path string) (platform.ChosenFile, error) {
	if path == "" || p.err != nil {
		return platform.ChosenFile{}, p.err
	}
	return platform.PathFile(path), nil
}

// newTestUI builds the main window on a fresh test app with a fake picker and a test-pumped
// UI queue, and starts it with args.
func newTestUI(t testing.TB, args ...string) (*ui, *fakePicker, *sessiontest.Queue) {
	t.Helper()
	a := test.NewTempApp(t)
	return newTestUIOn(t, a, args...)
}

func newTestUIOn(t testing.TB, a fyne.App, args ...string) (*ui, *fakePicker, *sessiontest.Queue) {
	t.Helper()
	w := a.NewWindow("Tilesolve")
	q := sessiontest.NewQueue()
	p := &fakePicker{}
	u := newUI(a, w, p, q.Do)
	u.s.Limits.DatabaseDir = testfiles.Databases
	u.start(args)
	w.Resize(fyne.NewSize(1180, 760))
	t.Cleanup(func() {
		u.s.Run.Cancel()
		u.tl.stop()
		u.play.s.Close()
		// Let a cancelled solve deliver its answer so its goroutine ends before the next test.
		if u.s.Run.Running() {
			q.Until(t, "the solve goroutine to finish", func() bool { return !u.s.Run.Running() })
		}
		for _, open := range a.Driver().AllWindows() {
			if open == w { // a test may have closed it
				w.Close()
			}
		}
	})
	return u, p, q
}

// viewTiles is what the board view draws, row by row: the text on each tile, "" for a blank.
func viewTiles(v *boardview.View) [][]string {
	var texts []string
	for _, o := range test.WidgetRenderer(v).Objects() {
		if t, ok := o.(*canvas.Text); ok {
			texts = append(texts, t.Text)
		}
	}
	n := v.Grid().N
	rows := make([][]string, n)
	for r := range rows {
		rows[r] = texts[r*n : (r+1)*n]
	}
	return rows
}

// rows splits a board written as lines of space-separated numbers, "." for a blank.
func rows(s string) [][]string {
	var out [][]string
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		f := strings.Fields(line)
		for i := range f {
			if f[i] == "." {
				f[i] = ""
			}
		}
		out = append(out, f)
	}
	return out
}

// cellTexts is what the editor's cells hold.
func cellTexts(e *editor) []string {
	n := e.edit.Size()
	out := make([]string, n*n)
	for i := range out {
		out[i] = e.edit.Cell(i)
	}
	return out
}

// typeOnBoard clicks cell on the board, as a person does to select it, and types text there.
func typeOnBoard(u *ui, cell int, text string) {
	test.TapAt(u.view, u.view.CellCentre(cell))
	test.Type(u.view, text)
}

// visitRendered calls visit for o and, while visit returns true, for everything o renders:
// containers' objects, widgets' rendered objects and a scroll's content.
func visitRendered(o fyne.CanvasObject, visit func(fyne.CanvasObject) bool) {
	if o == nil || !visit(o) {
		return
	}
	switch x := o.(type) {
	case *container.Scroll:
		visitRendered(x.Content, visit)
	case *fyne.Container:
		for _, ch := range x.Objects {
			visitRendered(ch, visit)
		}
	case fyne.Widget:
		for _, ch := range test.WidgetRenderer(x).Objects() {
			visitRendered(ch, visit)
		}
	}
}

// overlayTexts is every text shown in the topmost overlay (a dialog), found by walking what is
// rendered.
func overlayTexts(c fyne.Canvas) string {
	var b strings.Builder
	visitRendered(c.Overlays().Top(), func(o fyne.CanvasObject) bool {
		switch x := o.(type) {
		case *canvas.Text:
			b.WriteString(x.Text + "\n")
		case *widget.Label:
			b.WriteString(x.Text + "\n")
			return false
		}
		return true
	})
	return b.String()
}

// writeFile writes content to a file called name in a folder of its own.
func writeFile(t *testing.T, name, content string) string {
	return testfiles.Write(t, t.TempDir(), name, content)
}

// openFile writes content to a file called name and opens it with File > Open, as a user would.
func openFile(t *testing.T, u *ui, picker *fakePicker, q *sessiontest.Queue, name, content string) {
	t.Helper()
	picker.path = writeFile(t, name, content)
	u.openItem.Action()
	waitOpen(t, u, q)
}

// waitOpen runs UI work until every file being read off the UI goroutine has been opened (or
// refused).
func waitOpen(t testing.TB, u *ui, q *sessiontest.Queue) {
	t.Helper()
	q.Until(t, "the file to be read", func() bool { return u.s.Opens.Pending() == 0 })
}

// setSolution keeps sol (or nothing) as the board's solution and shows it, as a finished solve
// does: the tests' way to put a solution on the timeline without solving.
func (u *ui) setSolution(sol *session.Solution) {
	u.s.SetSolution(sol)
	u.showSolution()
}
