// Package boardview is the board widget, like Fyne's own: it draws a board as the game does,
// animates the tiles from one step to the next, and, by mode, is the board's editor or takes moves
// from the pointer. It knows the board package but no window, menu or session: what the user does
// reaches its caller through the On... callbacks, and the caller decides.
package boardview

import (
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
)

// Mode is what the pointer and the keyboard do on a board view.
type Mode uint8

const (
	// Show only draws: clicks, drags and keys do nothing (a solution being watched).
	Show Mode = iota
	// Edit makes the board the editor: select a cell, type its tile, drag to swap.
	Edit
	// Play reports clicks on tiles and swipes as moves.
	Play
)

// DefaultMotion is the length of one step's animation when the caller has no reason to shorten it.
const DefaultMotion = 120 * time.Millisecond

// boardCursor is the editor's state on the board: the selected cell, what is being typed
// there, and the invalid cells with the reason shown for the one under the pointer.
type boardCursor struct {
	selected int  // the edit cursor's cell
	typing   bool // digits typed since the cursor moved accumulate in the cell
	focused  bool // the board has the keys: the cursor shows, and digits type into its cell
	shift    bool // a Shift key is down: Tab goes backward
	invalid  map[int]string
	hovered  int // cell under the pointer, -1 when none
	status   string
}

// View draws one board the way the game does: a coloured square per tile with its number,
// blanks empty. It marks the cell where a tile spawned and the cells a move changed, animates the
// tiles from one step to the next, and, by mode, is the board's editor or takes moves from the
// pointer. It holds no rules: it reports what the user did through its callbacks and the caller
// decides (the window maps a click with a board.Clickable's ClickMoves, checks an edit, and sets
// the board back).
type View struct {
	widget.BaseWidget

	// OnEdit reports a tile typed in edit mode: value 0 empties the cell.
	OnEdit func(cell, value int)
	// OnSwap reports two cells swapped by dragging one tile onto the other (sliding puzzles, edit mode).
	OnSwap func(a, b int)
	// OnShowTap reports a click on a cell in show mode, where the board takes no edit, so that
	// the window can say why.
	OnShowTap func()
	// OnRefused reports a key the board did not take, and why: a tile longer than any board holds.
	OnRefused func(reason string)
	// OnClickTile reports a click on a tile (not a blank) in play mode.
	OnClickTile func(cell int)
	// OnSwipe reports a drag across the board in play mode, at least a third of a cell long.
	OnSwipe func(d board.Direction)
	// OnStatus reports the reason an invalid cell is wrong when the pointer rests on it or it is
	// selected, and "" when neither is on an invalid cell: a tooltip's text for a status line.
	OnStatus func(text string)
	// OnKey hears the keys the board does not use while it has the focus (Space, Home, End, Page
	// Up/Down, Esc), so that they still drive the timeline.
	OnKey func(*fyne.KeyEvent)
	// StartAnimation starts a step's animation (New sets fyne.Animation.Start); a test replaces it
	// to tick an animation frame by frame.
	StartAnimation func(*fyne.Animation)

	grid    board.Grid
	kind    board.Kind
	homes   []int // each tile's goal cell when the board has a goal of its own (GoalHomes), else nil
	spawned int   // row-major cell of the new tile, -1 for none
	changed []int // row-major cells to mark as changed

	mode Mode
	boardCursor
	hint     boardHint
	drag     boardDrag
	motionOn bool
	anim     *fyne.Animation
	r        *boardRenderer
}

// boardHint is the hint drawn on the board: an arrow toward dir, on cell or (cell -1) the board.
type boardHint struct {
	shown bool
	cell  int
	dir   board.Direction
}

// boardDrag is a drag in progress: where it began and how far it went.
type boardDrag struct {
	active bool
	start  fyne.Position
	dx, dy float32
	cell   int // the tile being dragged onto another (edit mode), -1 for none
}

// New returns an empty board view that only shows; SetBoard or SetStep gives it a board.
func New() *View {
	v := &View{spawned: -1, boardCursor: boardCursor{hovered: -1}, motionOn: true, StartAnimation: (*fyne.Animation).Start}
	v.drag.cell = -1
	v.ExtendBaseWidget(v)
	return v
}

// SetBoard shows b without marks.
func (v *View) SetBoard(b board.Board) {
	v.set(b.Grid(), b.Kind(), -1, nil)
}

// SetStep shows a solution step's board with its spawned and changed cells marked.
func (v *View) SetStep(s board.Step) {
	v.set(s.Board.Grid(), s.Board.Kind(), s.Spawned, s.Changed)
}

// SetGrid shows a grid as the editor holds it, valid or not, without marks.
func (v *View) SetGrid(k board.Kind, g board.Grid) {
	v.set(g, k, -1, nil)
}

// set is every way a board comes in: it stops an animation (its end is this board now) and the
// hint, which was about the board before.
func (v *View) set(g board.Grid, k board.Kind, spawned int, changed []int) {
	v.setState(g, k, spawned, changed)
	v.Refresh()
}

// setState takes a board without drawing it.
func (v *View) setState(g board.Grid, k board.Kind, spawned int, changed []int) {
	v.stopAnimation()
	tiles := make([]int, len(g.Tiles)) // the view edits its own copy
	copy(tiles, g.Tiles)
	if g.N != v.grid.N {
		v.selected, v.typing = 0, false
	}
	v.grid, v.kind, v.spawned, v.changed = board.Grid{N: g.N, Tiles: tiles, Goal: slices.Clone(g.Goal)}, k, spawned, changed
	v.homes = GoalHomes(g)
	v.hint.shown = false
}

// Marks are the cells marked on the board shown: the tile that spawned (-1 for none) and the
// tiles a move changed.
func (v *View) Marks() (spawned int, changed []int) { return v.spawned, v.changed }

// Grid is the board shown, as a plain grid (N is 0 before the first board), with any edits.
func (v *View) Grid() board.Grid { return v.grid }

// SetMode chooses what the pointer and keys do. Leaving edit mode gives up the keyboard focus, so
// that the window's keys (arrows in Play) reach the window again.
func (v *View) SetMode(m Mode) {
	if v.mode == m {
		return
	}
	v.mode, v.typing = m, false
	v.drag = boardDrag{cell: -1}
	if m != Edit && v.focused {
		if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil {
			c.Unfocus()
		}
		v.focused = false
	}
	v.Refresh()
}

// Mode is what the pointer and keys do now.
func (v *View) Mode() Mode { return v.mode }

// Select moves the edit cursor to cell (ignored when out of the board).
func (v *View) Select(cell int) {
	if cell < 0 || cell >= len(v.grid.Tiles) {
		return
	}
	v.selected, v.typing = cell, false
	v.updateStatus()
	v.refreshOverlays()
}

// refreshOverlays redraws the cursor and the hint only: moving the cursor on a 16-by-16 board
// must not re-rasterise 256 numbers.
func (v *View) refreshOverlays() {
	r := v.r
	if r == nil || r.cell <= 0 {
		v.Refresh()
		return
	}
	r.redrawOverlays()
}

// CellSize is the side of a cell as last laid out, 0 before the first layout.
func (v *View) CellSize() float32 {
	if v.r == nil {
		return 0
	}
	return v.r.cell
}

// CellCentre is the middle of cell i, relative to the view, as last laid out: where a click on
// the cell lands.
func (v *View) CellCentre(i int) fyne.Position {
	if v.r == nil {
		return fyne.Position{}
	}
	return v.r.cellPos(i).AddXY(v.r.cell/2, v.r.cell/2)
}

// CursorShown says whether the edit cursor is drawn: in edit mode while the board has the keys,
// when a digit typed goes to its cell.
func (v *View) CursorShown() bool { return v.r != nil && !v.r.cursor.Hidden }

// Selected is the edit cursor's cell.
func (v *View) Selected() int { return v.selected }

// SetInvalid outlines the given cells in red; each one's reason goes to OnStatus when the pointer
// rests on the cell or it is selected. nil clears them.
func (v *View) SetInvalid(reasons map[int]string) {
	v.invalid = reasons
	v.updateStatus()
	if r := v.r; r != nil && r.n == v.grid.N && v.anim == nil { // outlines only: no number changes
		r.updateMarks()
		for _, m := range r.marks {
			m.Refresh()
		}
		return
	}
	v.Refresh()
}

// Invalid is the outlined cells with their reasons, as SetInvalid left them.
func (v *View) Invalid() map[int]string { return v.invalid }

// ShowHint draws an arrow toward d: on cell, outlined, or across the whole board for cell -1 (a
// 2048 swipe). The next board shown clears it.
func (v *View) ShowHint(cell int, d board.Direction) {
	v.hint = boardHint{shown: true, cell: cell, dir: d}
	v.refreshOverlays()
}

// Hint is the hint drawn: its cell (-1 for the whole board) and direction; shown is false when
// there is none.
func (v *View) Hint() (cell int, d board.Direction, shown bool) {
	return v.hint.cell, v.hint.dir, v.hint.shown
}

// ClearHint removes the hint.
func (v *View) ClearHint() {
	v.hint.shown = false
	v.refreshOverlays()
}

// SetMotion turns the animation of steps on or off (off: Animate shows the new step at once).
func (v *View) SetMotion(on bool) {
	v.motionOn = on
	if !on {
		v.stopAnimation()
		v.Refresh()
	}
}

// Motion says whether steps are animated.
func (v *View) Motion() bool { return v.motionOn }

// Animating says an animation is running.
func (v *View) Animating() bool { return v.anim != nil }

// updateStatus reports the reason for the invalid cell under the pointer, else the selected
// one's when editing, through OnStatus when it changed.
func (v *View) updateStatus() {
	text := v.invalid[v.hovered]
	if text == "" && v.mode == Edit {
		text = v.invalid[v.selected]
	}
	if text != v.status {
		v.status = text
		if v.OnStatus != nil {
			v.OnStatus(text)
		}
	}
}

// CreateRenderer is part of fyne.Widget.
func (v *View) CreateRenderer() fyne.WidgetRenderer {
	v.r = newBoardRenderer(v)
	return v.r
}
