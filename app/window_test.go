package app

import (
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/version"
	"github.com/tilesolve/tilesolve/words"
)

const board10 = `
256 8 . 2
256 8 16 2
512 4 . .
1024 . . .`

func TestStartShowsBoard10ReadyToSolve(t *testing.T) {
	u, _, _ := newTestUI(t)
	if got := viewTiles(u.view); !reflect.DeepEqual(got, rows(board10)) {
		t.Errorf("board view shows %v, want Board10", got)
	}
	if u.solveBtn.Disabled() {
		t.Errorf("Solve is disabled on start: %q", u.ed.reason.Text)
	}
	if u.ed.goal.Selected != "2048" || u.ed.edit.Kind() != board.Kind2048 {
		t.Errorf("kind %v goal %s, want 2048 variant with goal 2048", u.ed.edit.Kind(), u.ed.goal.Selected)
	}
	if !strings.Contains(u.win.Title(), "Tilesolve") {
		t.Errorf("title %q", u.win.Title())
	}
}

func TestInvalidCellDisablesSolve(t *testing.T) {
	u, _, _ := newTestUI(t)
	const cell = 0*4 + 2 // row 1, column 3: blank in Board10
	typeOnBoard(u, cell, "x")
	if got := cellTexts(u.ed)[cell]; got != "" || u.solveBtn.Disabled() {
		t.Fatalf("a letter typed on the board: the cell holds %q, Solve disabled %v", got, u.solveBtn.Disabled())
	}

	typeOnBoard(u, cell, "3") // a number, but no power of two
	if !u.solveBtn.Disabled() || !strings.Contains(u.ed.reason.Text, "row 1, column 3") {
		t.Errorf("3 in a 2048 cell: disabled=%v reason %q", u.solveBtn.Disabled(), u.ed.reason.Text)
	}
	if !strings.Contains(u.view.Invalid()[cell], "row 1, column 3") {
		t.Errorf("the bad cell is not marked on the board: %v", u.view.Invalid())
	}

	typeOnBoard(u, cell, "4")
	if u.solveBtn.Disabled() || u.ed.reason.Text != "" || u.view.Invalid() != nil {
		t.Errorf("valid board: disabled=%v reason %q marked=%v", u.solveBtn.Disabled(), u.ed.reason.Text, u.view.Invalid())
	}
	if got := viewTiles(u.view)[0][2]; got != "4" {
		t.Errorf("board view shows %q at row 1 column 3 after typing 4", got)
	}
}

func TestSlidingDuplicateTileIsNamed(t *testing.T) {
	u, _, _ := newTestUI(t)
	u.ed.kind.SetSelected(labelSliding)
	u.ed.size.SetSelected("3")
	if got := cellTexts(u.ed); !reflect.DeepEqual(got, []string{"1", "2", "3", "4", "5", "6", "7", "8", ""}) {
		t.Fatalf("new 3x3 sliding puzzle cells %q", got)
	}
	typeOnBoard(u, 8, "8") // a second 8 where the blank was
	if !u.solveBtn.Disabled() || !strings.Contains(u.ed.reason.Text, "row 3, column") {
		t.Errorf("duplicate 8: disabled=%v reason %q", u.solveBtn.Disabled(), u.ed.reason.Text)
	}
}

func TestOpenGoodAndBadFiles(t *testing.T) {
	u, picker, q := newTestUI(t)

	good := writeFile(t, "puzzle3x3.txt", "3\n 0 1 3\n 4 2 5\n 7 8 6\n")
	picker.path = good
	u.openItem.Action() // File > Open…
	waitOpen(t, u, q)
	if u.ed.edit.Kind() != board.KindSliding || u.ed.size.Selected != "3" {
		t.Fatalf("after opening a 3x3 sliding puzzle: kind %v size %s", u.ed.edit.Kind(), u.ed.size.Selected)
	}
	if got, want := viewTiles(u.view), rows(". 1 3\n4 2 5\n7 8 6"); !reflect.DeepEqual(got, want) {
		t.Errorf("board view %v, want %v", got, want)
	}
	if got := u.app.Preferences().StringList(prefRecent); len(got) == 0 || got[0] != good {
		t.Errorf("recent files %q, want %q first", got, good)
	}
	if !strings.Contains(u.win.Title(), "puzzle3x3.txt") {
		t.Errorf("title %q does not name the file", u.win.Title())
	}

	before, beforeView := cellTexts(u.ed), viewTiles(u.view)
	bad := writeFile(t, "bad.txt", "3\n1 2 3\n4 x 5\n6 7 0\n")
	picker.path = bad
	u.openItem.Action()
	waitOpen(t, u, q)
	msg := overlayTexts(u.win.Canvas())
	if !strings.Contains(msg, "line 3") || !strings.Contains(msg, `"x"`) || !strings.Contains(msg, "bad.txt") {
		t.Errorf("error dialog says %q; want the file, line 3 and the bad text", msg)
	}
	if got := cellTexts(u.ed); !reflect.DeepEqual(got, before) {
		t.Errorf("a bad file changed the cells: %q, was %q", got, before)
	}
	if got := viewTiles(u.view); !reflect.DeepEqual(got, beforeView) {
		t.Errorf("a bad file changed the board view: %v", got)
	}

	// While the dialog shows, timeline keys do nothing; Esc closes it.
	u.keys.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Esc did not close the error dialog")
	}

	// Cancelling the chooser changes nothing and shows nothing new.
	picker.path = ""
	u.openItem.Action()
	waitOpen(t, u, q)
	if u.win.Canvas().Overlays().Top() != nil || !reflect.DeepEqual(cellTexts(u.ed), before) {
		t.Error("a cancelled Open changed something")
	}

	// File > Open Recent lists the good file and opens it again.
	u.newItem.Action()
	item := u.recentItem.ChildMenu.Items[0]
	if item.Label != good {
		t.Fatalf("Open Recent's first item is %q, want %q", item.Label, good)
	}
	item.Action()
	waitOpen(t, u, q)
	if got := viewTiles(u.view)[0][1]; got != "1" {
		t.Errorf("Open Recent did not load the file: row 1 is %v", viewTiles(u.view)[0])
	}
}

func TestCommandLineFile(t *testing.T) {
	path := writeFile(t, "two.txt", "2\n2 2\n0 0\n")
	u, _, q := newTestUI(t, path)
	waitOpen(t, u, q)
	if got, want := viewTiles(u.view), rows("2 2\n. ."); !reflect.DeepEqual(got, want) {
		t.Errorf("started with %v, want the file's board %v", got, want)
	}
}

// A file given on the command line is opened with the goal and spawn rule the user chose last
// time, not Board10's goal, and is not taken for an edited board.
func TestCommandLineFileKeepsRememberedGoal(t *testing.T) {
	path := writeFile(t, "lone.txt", "4\n0 0 0 2\n0 0 0 0\n0 0 0 0\n0 0 0 0\n")
	a := test.NewTempApp(t)
	a.Preferences().SetString(prefGoal, "65536")
	a.Preferences().SetString(prefSpawn, board.BottomRow.Name())
	u, _, q := newTestUIOn(t, a, path)
	waitOpen(t, u, q)
	if got := u.ed.edit.Goal(); got != 65536 || u.ed.goal.Selected != "65536" {
		t.Errorf("goal %d, selector %q after opening %s; want the remembered 65536", got, u.ed.goal.Selected, path)
	}
	if got := u.ed.edit.Spawn(); got.Name() != board.BottomRow.Name() {
		t.Errorf("spawn rule %s, want the remembered bottom-row", got.Name())
	}
	if u.s.Doc.Dirty() || u.s.Doc.Name() != "lone.txt" {
		t.Errorf("document %q, dirty %v: want the opened file, unedited", u.s.Doc.Name(), u.s.Doc.Dirty())
	}
}

func TestSaveAs(t *testing.T) {
	u, picker, _ := newTestUI(t)
	picker.path = writeFile(t, "out.txt", "")
	u.saveItem.Action()
	data, err := os.ReadFile(picker.path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := board.Read(strings.NewReader(string(data)))
	if err != nil {
		t.Fatalf("saved file does not read back: %v\n%s", err, data)
	}
	if g.At(3, 0) != 1024 || g.At(0, 3) != 2 || g.N != 4 {
		t.Errorf("saved board differs from Board10:\n%s", data)
	}
}

func TestKeysDoNothingWithoutSolution(t *testing.T) {
	u, _, _ := newTestUI(t)
	before := viewTiles(u.view)
	for _, k := range []fyne.KeyName{fyne.KeyRight, fyne.KeyEnd, fyne.KeySpace, fyne.KeyEscape} {
		u.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k})
	}
	if !reflect.DeepEqual(viewTiles(u.view), before) || u.tl.playing != nil {
		t.Error("timeline keys acted with no solution")
	}
}

func TestPreferencesRemembered(t *testing.T) {
	a := test.NewTempApp(t)
	u, _, _ := newTestUIOn(t, a)
	u.ed.search.SetSelected(session.Search(board.Kind2048, "distance").Label)
	u.ed.goal.SetSelected("1024")
	u.ed.kind.SetSelected(labelSliding)
	u.ed.search.SetSelected(session.Search(board.KindSliding, "hamming").Label)
	u.ed.kind.SetSelected(label2048)
	if got := u.ed.edit.Search(board.Kind2048); got != "distance" || u.ed.search.Selected != session.Search(board.Kind2048, "distance").Label {
		t.Errorf("back on 2048 the search is %q (%q), want distance", got, u.ed.search.Selected)
	}
	u.ed.kind.SetSelected(labelSliding)
	if got := u.ed.edit.Search(board.KindSliding); got != "hamming" || u.ed.search.Selected != session.Search(board.KindSliding, "hamming").Label {
		t.Errorf("back on sliding the search is %q (%q), want hamming", got, u.ed.search.Selected)
	}
	u.savePrefs()

	u2, _, _ := newTestUIOn(t, a)
	if got := u2.ed.edit.Search(board.Kind2048); got != "distance" {
		t.Errorf("priority restored as %q, want distance", got)
	}
	if got := u2.ed.edit.Search(board.KindSliding); got != "hamming" {
		t.Errorf("heuristic restored as %q, want hamming", got)
	}
	// Board10 always opens with goal 2048; a remembered goal applies to boards opened later.
	if u2.ed.goal.Selected != "2048" {
		t.Errorf("start goal %s, want Board10's 2048", u2.ed.goal.Selected)
	}
}

func TestGroupAndDuration(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 1234567: "1,234,567", -4500: "-4,500"} {
		if got := words.Group(n); got != want {
			t.Errorf("words.Group(%d) = %q, want %q", n, got, want)
		}
	}
}

// A 10-by-10 board's editor and view fit a 1280x800 screen (less the desktop's panel).
func TestBigBoardFitsSmallScreen(t *testing.T) {
	u, _, _ := newTestUI(t)
	u.ed.size.SetSelected("10")
	if u.view.Grid().N != 10 {
		t.Fatalf("a %d-by-%d board for size 10", u.view.Grid().N, u.view.Grid().N)
	}
	m := u.win.Content().MinSize()
	t.Logf("content min size %v", m)
	if m.Height > 740 || m.Width > 1180 {
		t.Errorf("window content needs %v", m)
	}
}

func TestDropFile(t *testing.T) {
	u, _, q := newTestUI(t)
	path := writeFile(t, "dropped.txt", "2\n1 2\n3 0\n")
	u.docs.dropped(platform.PathFile(path))
	waitOpen(t, u, q)
	if u.ed.edit.Kind() != board.KindSliding || !reflect.DeepEqual(viewTiles(u.view), rows("1 2\n3 .")) {
		t.Errorf("after dropping a 2x2 sliding puzzle: kind %v, view %v", u.ed.edit.Kind(), viewTiles(u.view))
	}
}

func TestHelpDialogs(t *testing.T) {
	u, _, _ := newTestUI(t)
	help := u.menu.Items[len(u.menu.Items)-1]
	for _, it := range help.Items {
		it.Action()
		text := overlayTexts(u.win.Canvas())
		switch it.Label {
		case "Keyboard Shortcuts":
			for _, want := range []string{"Ctrl+Enter", "Esc", "Left / Right", "Space"} {
				if !strings.Contains(text, want) {
					t.Errorf("shortcuts dialog lacks %q:\n%s", want, text)
				}
			}
		case "Names on the Command Line": // the CLI's names stay findable
			for _, want := range []string{"-spawn right-column", "-spawn classic", "distanceWeightedScore", "Board10"} {
				if !strings.Contains(text, want) {
					t.Errorf("names dialog lacks %q:\n%s", want, text)
				}
			}
		case "About Tilesolve":
			if !strings.Contains(text, "Tilesolve "+version.Get().String()) || !strings.Contains(text, "A*") || !strings.Contains(text, "BSD 3-Clause") {
				t.Errorf("about dialog says %q", text)
			}
		}
		u.keys.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if u.win.Canvas().Overlays().Top() != nil {
			t.Errorf("%s: Enter did not close the dialog", it.Label)
		}
	}
}

// Every bundled sample opens from File > Open Sample as a board ready to solve.
func TestSamplesOpen(t *testing.T) {
	u, _, _ := newTestUI(t)
	items := u.sampleItem.ChildMenu.Items
	if len(items) < 6 {
		t.Fatalf("%d samples listed", len(items))
	}
	for _, it := range items {
		u.ed.clear() // an edit: each sample asks first, and Discard lets it open
		it.Action()
		if u.prompt == nil {
			t.Fatalf("%s: no Save / Discard / Cancel prompt after an edit", it.Label)
		}
		test.Tap(u.prompt.discard)
		if u.win.Canvas().Overlays().Top() != nil {
			t.Fatalf("%s: %s", it.Label, overlayTexts(u.win.Canvas()))
		}
		if u.solveBtn.Disabled() {
			t.Errorf("%s: Solve disabled: %s", it.Label, u.ed.reason.Text)
		}
	}
}

func TestRandomizeAndClear(t *testing.T) {
	u, _, _ := newTestUI(t)
	u.ed.size.SetSelected("5")
	u.ed.p.SetValue(0.5)
	test.Tap(u.ed.randBtn)
	twos := 0
	for _, s := range cellTexts(u.ed) {
		switch s {
		case "2":
			twos++
		case "":
		default:
			t.Fatalf("a random 2048 start holds %q", s)
		}
	}
	if twos == 0 || u.solveBtn.Disabled() {
		t.Errorf("random 5x5 start: %d twos, Solve disabled %v (%s)", twos, u.solveBtn.Disabled(), u.ed.reason.Text)
	}

	u.ed.kind.SetSelected(labelSliding)
	test.Tap(u.ed.randBtn)
	p, err := board.NewPuzzle(board.NewGrid(5, atois(cellTexts(u.ed))))
	if err != nil || !p.Solvable() {
		t.Errorf("scrambled puzzle: %v, solvable %v", err, err == nil && p.Solvable())
	}

	test.Tap(u.ed.clearBtn)
	for _, s := range cellTexts(u.ed) {
		if s != "" {
			t.Fatalf("Clear left %q", s)
		}
	}
	if !u.solveBtn.Disabled() || u.ed.reason.Text == "" {
		t.Error("an empty sliding puzzle can be solved")
	}
}

func atois(ss []string) []int {
	out := make([]int, len(ss))
	for i, s := range ss {
		if s != "" {
			out[i] = atoi(s)
		}
	}
	return out
}

// The size selector offers what the kind supports: 2 to 127 for a sliding puzzle (the fast solver
// answers every size), 2 to 16 for the 2048 variant; a size past the new kind's is brought within.
func TestEditorSizesFollowTheKind(t *testing.T) {
	u, _, _ := newTestUI(t)
	for _, tc := range []struct {
		label  string
		lo, hi string
		want   int
		setTo  string
		sizeIs string
	}{
		{labelSliding, "2", "127", 126, "17", "17"},
		{label2048, "2", "16", 15, "", "16"},
		{labelSliding, "2", "127", 126, "", "16"},
	} {
		u.ed.kind.SetSelected(tc.label)
		opts := u.ed.size.Options
		if len(opts) != tc.want || opts[0] != tc.lo || opts[len(opts)-1] != tc.hi {
			t.Fatalf("%s: %d sizes %s..%s, want %d from %s to %s", tc.label, len(opts), opts[0], opts[len(opts)-1], tc.want, tc.lo, tc.hi)
		}
		if tc.setTo != "" {
			u.ed.size.SetSelected(tc.setTo)
		}
		if u.ed.size.Selected != tc.sizeIs || strconv.Itoa(u.ed.edit.Size()) != tc.sizeIs {
			t.Errorf("%s: size shown %s, edited %d, want %s", tc.label, u.ed.size.Selected, u.ed.edit.Size(), tc.sizeIs)
		}
	}
}
