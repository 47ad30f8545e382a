package boardview

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/tilesolve/tilesolve/board"
)

// editView is a board view in edit mode showing g, alone in a window, with its OnEdit calls
// recorded.
func editView(t *testing.T, k board.Kind, g board.Grid, size float32) (*View, fyne.Window, *[][2]int) {
	t.Helper()
	v := New()
	v.SetGrid(k, g)
	v.SetMode(Edit)
	var edits [][2]int
	v.OnEdit = func(cell, value int) { edits = append(edits, [2]int{cell, value}) }
	w := showInWindow(t, v, fyne.NewSquareSize(size))
	return v, w, &edits
}

func key(v *View, name fyne.KeyName) { v.TypedKey(&fyne.KeyEvent{Name: name}) }

func TestBoardViewTypingSetsTiles(t *testing.T) {
	test.NewTempApp(t)
	v, w, edits := editView(t, board.Kind2048, board.NewGrid(4, make([]int, 16)), 240)
	test.TapAt(v, v.CellCentre(6))
	if v.Selected() != 6 || w.Canvas().Focused() != v {
		t.Fatalf("a click selects cell %d (want 6), focused %v", v.Selected(), w.Canvas().Focused())
	}
	test.Type(v, "128")
	if got := v.Grid().Tiles[6]; got != 128 {
		t.Errorf("typed 128, the cell holds %d", got)
	}
	if want := [][2]int{{6, 1}, {6, 12}, {6, 128}}; !slices.Equal(*edits, want) {
		t.Errorf("OnEdit calls %v, want %v", *edits, want)
	}
	if l := v.r.labels[6]; l.Text != "128" || l.Hidden {
		t.Errorf("the cell shows %q (hidden %v)", l.Text, l.Hidden)
	}
	key(v, fyne.KeyBackspace)
	if got := v.Grid().Tiles[6]; got != 0 || (*edits)[len(*edits)-1] != [2]int{6, 0} {
		t.Errorf("Backspace leaves %d, last edit %v", got, (*edits)[len(*edits)-1])
	}
	test.Type(v, "4")
	key(v, fyne.KeyRight)
	test.Type(v, "2")
	test.Type(v, "0") // 20: a 0 after a digit is a digit
	key(v, fyne.KeyLeft)
	test.Type(v, "0") // a lone 0 empties the cell
	if got := v.Grid().Tiles[6:8]; !slices.Equal(got, []int{0, 20}) {
		t.Errorf("cells 6 and 7 hold %v, want [0 20]", got)
	}
	test.Type(v, "x")
	if got := v.Grid().Tiles[6]; got != 0 {
		t.Errorf("a letter set the cell to %d", got)
	}
}

// On a 16-by-16 board a typed 131072 is whole and fits its cell.
func TestBoardViewTypes131072On16x16(t *testing.T) {
	test.NewTempApp(t)
	v, _, _ := editView(t, board.Kind2048, board.NewGrid(16, make([]int, 256)), 480)
	for _, cell := range []int{0, 137, 255} {
		v.Select(cell)
		test.Type(v, "131072")
		if got := v.Grid().Tiles[cell]; got != 131072 {
			t.Fatalf("cell %d holds %d", cell, got)
		}
		l := v.r.labels[cell]
		if w, side := l.MinSize().Width, v.r.cell; l.Text != "131072" || w == 0 || w > side*0.95 {
			t.Errorf("cell %d: %q is %.1f wide on a %.1f cell", cell, l.Text, w, side)
		}
	}
	var refused string
	v.OnRefused = func(reason string) { refused = reason }
	test.Type(v, "99999") // past any tile: the number stops growing, and says why
	if got := v.Grid().Tiles[255]; got != 1310729999 || !strings.Contains(refused, "10 digits at most") {
		t.Errorf("the cell holds %d, want the digits stopped at ten (1310729999); refused %q", got, refused)
	}
}

// Text fits the cell at every size a board may have.
func TestBoardViewTextFitsEverySize(t *testing.T) {
	test.NewTempApp(t)
	for n := 2; n <= board.Max2048N; n++ {
		tiles := make([]int, n*n)
		tiles[0], tiles[n*n-1] = 131072, 2
		v := New()
		v.SetGrid(board.Kind2048, board.NewGrid(n, tiles))
		showInWindow(t, v, v.MinSize())
		for _, i := range []int{0, n*n - 1} {
			if w, side := v.r.labels[i].MinSize().Width, v.r.cell; w == 0 || w > side*0.95 {
				t.Errorf("%dx%d cell %d: %q is %.1f wide on a %.1f cell", n, n, i, v.r.labels[i].Text, w, side)
			}
		}
	}
}

func TestBoardViewSelectionMoves(t *testing.T) {
	test.NewTempApp(t)
	v, w, _ := editView(t, board.Kind2048, board.NewGrid(3, make([]int, 9)), 200)
	if !v.r.cursor.Hidden {
		t.Error("the cursor shows before the board has the keys: typing would reach no cell")
	}
	w.Canvas().Focus(v)
	shift := func(down bool) {
		ev := &fyne.KeyEvent{Name: desktop.KeyShiftLeft}
		if down {
			v.KeyDown(ev)
		} else {
			v.KeyUp(ev)
		}
	}
	steps := []struct {
		do   func()
		want int
	}{
		{func() { key(v, fyne.KeyUp) }, 0}, // clamped at the edge
		{func() { key(v, fyne.KeyRight) }, 1},
		{func() { key(v, fyne.KeyDown) }, 4},
		{func() { key(v, fyne.KeyDown) }, 7},
		{func() { key(v, fyne.KeyDown) }, 7},
		{func() { key(v, fyne.KeyRight) }, 8},
		{func() { key(v, fyne.KeyTab) }, 0}, // Tab wraps to the first cell
		{func() { shift(true); key(v, fyne.KeyTab); shift(false) }, 8},
		{func() { shift(true); key(v, fyne.KeyTab); shift(false) }, 7},
		{func() { key(v, fyne.KeyReturn) }, 8},
		{func() { key(v, fyne.KeyLeft) }, 7},
	}
	for i, s := range steps {
		s.do()
		if v.Selected() != s.want {
			t.Fatalf("step %d: cursor on %d, want %d", i, v.Selected(), s.want)
		}
		if want := v.r.cellPos(s.want); v.r.cursor.Hidden || v.r.cursor.Position().X > want.X+v.r.cell/2 || v.r.cursor.Position().X < want.X-v.r.cell/2 {
			t.Fatalf("step %d: the cursor ring is not drawn on cell %d", i, s.want)
		}
	}
	if !v.AcceptsTab() {
		t.Error("Tab leaves the board while editing")
	}
	v.SetMode(Play)
	key(v, fyne.KeyLeft)
	test.Type(v, "2")
	if v.Selected() != 7 || v.Grid().Tiles[7] != 0 || !v.r.cursor.Hidden || !v.Disabled() {
		t.Error("keys act on the board, or the cursor shows, outside edit mode")
	}
}

// The cursor shows only while the board has the keys, where a digit typed goes to its cell.
func TestBoardViewCursorOnlyWithTheKeys(t *testing.T) {
	test.NewTempApp(t)
	v, w, _ := editView(t, board.Kind2048, board.NewGrid(3, make([]int, 9)), 200)
	test.TapAt(v, v.CellCentre(4))
	if w.Canvas().Focused() != v || v.r.cursor.Hidden {
		t.Fatal("a click on a cell did not show the cursor with the keys")
	}
	w.Canvas().Unfocus()
	if !v.r.cursor.Hidden {
		t.Error("the cursor still shows after the board lost the keys")
	}
}

func TestBoardViewSwapByDrag(t *testing.T) {
	test.NewTempApp(t)
	g := board.NewGrid(3, []int{1, 2, 3, 4, 5, 6, 7, 8, 0})
	v, w, _ := editView(t, board.KindSliding, g, 210)
	var swaps [][2]int
	v.OnSwap = func(a, b int) { swaps = append(swaps, [2]int{a, b}) }
	drag := func(from, to int) {
		d := v.CellCentre(to).Subtract(v.CellCentre(from))
		test.Drag(w.Canvas(), v.CellCentre(to), d.X, d.Y)
	}
	drag(0, 4)
	drag(5, 8) // onto the blank: the tile moves there
	drag(8, 8) // dropped where it started: nothing
	drag(7, 7)
	if want := [][2]int{{0, 4}, {5, 8}}; !slices.Equal(swaps, want) {
		t.Errorf("swaps %v, want %v", swaps, want)
	}
	if want := []int{5, 2, 3, 4, 1, 0, 7, 8, 6}; !slices.Equal(v.Grid().Tiles, want) {
		t.Errorf("board %v, want %v", v.Grid().Tiles, want)
	}
	for i, l := range v.r.labels {
		if pos := v.r.tiles[i].Position(); pos != v.r.cellPos(i) {
			t.Errorf("tile %d left at %v after the drop, want %v", i, pos, v.r.cellPos(i))
		}
		if want := v.Grid().Tiles[i]; (want == 0) != l.Hidden {
			t.Errorf("cell %d shows %q for %d", i, l.Text, want)
		}
	}

	v.SetGrid(board.Kind2048, board.NewGrid(3, []int{2, 4, 0, 0, 0, 0, 0, 0, 0}))
	drag(0, 1)
	if len(swaps) != 2 || v.Grid().Tiles[0] != 2 {
		t.Error("a drag swapped 2048 tiles")
	}
}

// playView is a board view in play mode showing b, alone in a window.
func playView(t *testing.T, b board.Board, size float32) (*View, fyne.Window) {
	t.Helper()
	v := New()
	v.SetBoard(b)
	v.SetMode(Play)
	return v, showInWindow(t, v, fyne.NewSquareSize(size))
}

// A click on a tile reports its cell; the window maps it with ClickMoves, as here, so a tile in
// the blank's row or column slides and one out of line does nothing.
func TestBoardViewClickTile(t *testing.T) {
	test.NewTempApp(t)
	p := mustBoard(t, board.KindSliding, board.NewGrid(4, []int{
		1, 2, 3, 4,
		5, 6, 0, 8,
		9, 10, 7, 11,
		13, 14, 15, 12})).(*board.Puzzle)
	v, _ := playView(t, p, 240)
	var clicks []int
	v.OnClickTile = func(cell int) {
		clicks = append(clicks, cell)
		for _, d := range p.ClickMoves(cell) {
			next, ok := p.Move(d)
			if !ok {
				t.Fatalf("ClickMoves gave %v, which does not move", d)
			}
			p = next
		}
		v.SetBoard(p)
	}
	test.TapAt(v, v.CellCentre(0)) // out of line: reported, no move
	test.TapAt(v, v.CellCentre(6)) // the blank: not a tile
	if !slices.Equal(clicks, []int{0}) || p.Grid().Tiles[6] != 0 {
		t.Fatalf("clicks %v, board %v", clicks, p.Grid().Tiles)
	}
	test.TapAt(v, v.CellCentre(4)) // two tiles left of the blank: both slide right
	if want := []int{1, 2, 3, 4, 0, 5, 6, 8, 9, 10, 7, 11, 13, 14, 15, 12}; !slices.Equal(p.Grid().Tiles, want) || !slices.Equal(v.Grid().Tiles, want) {
		t.Errorf("after a click on cell 4 the board is %v, want %v", v.Grid().Tiles, want)
	}
	v.SetMode(Show)
	test.TapAt(v, v.CellCentre(5))
	if len(clicks) != 2 {
		t.Errorf("a click was reported outside play mode: %v", clicks)
	}
}

func TestBoardViewSwipe(t *testing.T) {
	test.NewTempApp(t)
	v, w := playView(t, mustBoard(t, board.Kind2048, board.NewGrid(4, []int{2, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2})), 240)
	var got []board.Direction
	v.OnSwipe = func(d board.Direction) { got = append(got, d) }
	third := v.r.cell / 3
	centre := v.CellCentre(5)
	for _, d := range []fyne.Delta{{DX: v.r.cell}, {DY: -v.r.cell}, {DX: -third * 1.1, DY: third}, {DX: 5, DY: 2 * v.r.cell}, {DX: third * 0.9, DY: -third * 0.5}} {
		test.Drag(w.Canvas(), centre.Add(d), d.DX, d.DY)
	}
	if want := []board.Direction{board.Right, board.Up, board.Left, board.Down}; !slices.Equal(got, want) {
		t.Errorf("swipes gave %v, want %v (a drag under a third of a cell is no swipe)", got, want)
	}
}

// Fyne sends no tap after a drag of 2 pixels: a short drag is a click, in play and in editing.
func TestBoardViewShortDragIsClick(t *testing.T) {
	test.NewTempApp(t)
	p := mustBoard(t, board.KindSliding, board.NewGrid(3, []int{1, 2, 3, 4, 0, 5, 7, 8, 6}))
	v, w := playView(t, p, 210)
	var clicks []int
	v.OnClickTile = func(cell int) { clicks = append(clicks, cell) }
	v.OnSwipe = func(d board.Direction) { t.Errorf("a 4-pixel drag swiped %v", d) }
	test.Drag(w.Canvas(), v.CellCentre(5).AddXY(4, 0), 4, 0)
	if !slices.Equal(clicks, []int{5}) {
		t.Errorf("clicks %v, want [5]", clicks)
	}
	v.SetMode(Edit)
	test.Drag(w.Canvas(), v.CellCentre(7).AddXY(0, 3), 0, 3)
	test.Drag(w.Canvas(), v.CellCentre(4).AddXY(0, 3), 0, 3) // on the blank
	if v.Selected() != 4 || w.Canvas().Focused() != v || !slices.Equal(v.Grid().Tiles, p.Grid().Tiles) {
		t.Errorf("short drags in editing: cursor on %d, focused %v, board %v", v.Selected(), w.Canvas().Focused(), v.Grid().Tiles)
	}
}

func TestBoardViewInvalidCells(t *testing.T) {
	test.NewTempApp(t)
	v, _, _ := editView(t, board.Kind2048, board.NewGrid(3, []int{2, 3, 0, 0, 0, 0, 0, 0, 0}), 200)
	var status []string
	v.OnStatus = func(s string) { status = append(status, s) }
	v.SetInvalid(map[int]string{1: "3 is not a power of two"})
	if m := v.r.marks[1]; m.Hidden || m.StrokeColor != theme.Color(theme.ColorNameError) {
		t.Error("the invalid cell is not outlined in the error colour")
	}
	v.Select(1)
	v.Select(2)
	v.MouseIn(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: v.CellCentre(1)}})
	v.MouseOut()
	v.SetInvalid(nil)
	want := []string{"3 is not a power of two", "", "3 is not a power of two", ""}
	if !slices.Equal(status, want) {
		t.Errorf("status %q, want %q", status, want)
	}
	if !v.r.marks[1].Hidden {
		t.Error("the outline stays after SetInvalid(nil)")
	}
}

func TestBoardViewHint(t *testing.T) {
	test.NewTempApp(t)
	b := mustBoard(t, board.KindSliding, board.NewGrid(3, []int{1, 2, 3, 4, 0, 5, 7, 8, 6}))
	v, _ := playView(t, b, 210)
	v.ShowHint(5, board.Left)
	r := v.r
	if r.hintBox.Hidden || r.hintBox.Position() != r.cellPos(5) || r.arrow[0].Hidden {
		t.Fatal("the hint is not drawn on cell 5")
	}
	if tail, tip := r.arrow[0].Position1, r.arrow[0].Position2; tip.X >= tail.X || tip.Y != tail.Y {
		t.Errorf("the arrow goes from %v to %v, not left", tail, tip)
	}
	v.ShowHint(-1, board.Down) // a swipe: across the board
	if tail, tip := r.arrow[0].Position1, r.arrow[0].Position2; !r.hintBox.Hidden || tip.Y <= tail.Y || tip.Y-tail.Y < r.cell {
		t.Errorf("the swipe's arrow goes from %v to %v", tail, tip)
	}
	v.ClearHint()
	if !r.arrow[0].Hidden {
		t.Error("ClearHint leaves the arrow")
	}
	v.ShowHint(5, board.Left)
	v.SetBoard(b)
	if !r.arrow[0].Hidden || !r.hintBox.Hidden {
		t.Error("a new board keeps the old board's hint")
	}
}

// TestSwipeDirection: a drag goes along its longer axis; one shorter than min is a click.
func TestSwipeDirection(t *testing.T) {
	for _, tc := range []struct {
		dx, dy float64
		want   board.Direction
		ok     bool
	}{
		{40, 3, board.Right, true}, {-40, 10, board.Left, true}, {5, 30, board.Down, true}, {-5, -30, board.Up, true},
		{20, 20, board.Right, true}, {3, 4, 0, false}, {0, 0, 0, false}, {-19, 2, 0, false}, {-20, 2, board.Left, true},
	} {
		d, ok := swipeDirection(tc.dx, tc.dy, 20)
		if d != tc.want || ok != tc.ok {
			t.Errorf("swipeDirection(%v, %v) = %v %v, want %v %v", tc.dx, tc.dy, d, ok, tc.want, tc.ok)
		}
	}
}
