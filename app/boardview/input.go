package boardview

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/tilesolve/tilesolve/board"
)

// maxTypedDigits stops a cell's number growing past what any board holds: board.MaxTile has ten
// digits. A longer number is refused with a word why (OnRefused), never cut silently.
const maxTypedDigits = 10

// cellAt is the cell under p, -1 before the first layout, in a gap or off the board.
func (v *View) cellAt(p fyne.Position) int {
	if v.r == nil {
		return -1
	}
	return v.r.cellAt(p)
}

// Tapped selects the cell in edit mode (and takes the keyboard), and reports a tile in play mode.
func (v *View) Tapped(ev *fyne.PointEvent) {
	cell := v.cellAt(ev.Position)
	if cell < 0 {
		return
	}
	switch v.mode {
	case Edit:
		if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil && c.Focused() != v {
			c.Focus(v)
		}
		v.Select(cell)
	case Play:
		if v.grid.Tiles[cell] != 0 && v.OnClickTile != nil {
			v.OnClickTile(cell)
		}
	case Show:
		if v.OnShowTap != nil {
			v.OnShowTap()
		}
	}
}

// Dragged follows a drag: in edit mode on a sliding puzzle the tile under the pointer moves with
// it; in play mode the drag's length decides the swipe at its end.
func (v *View) Dragged(ev *fyne.DragEvent) {
	if v.mode == Show {
		return
	}
	if !v.drag.active {
		start := ev.Position.SubtractXY(ev.Dragged.DX, ev.Dragged.DY)
		v.drag = boardDrag{active: true, start: start, cell: -1}
		if c := v.cellAt(start); v.mode == Edit && v.kind == board.KindSliding && c >= 0 && v.grid.Tiles[c] != 0 {
			v.stopAnimation()
			v.drag.cell = c
		}
	}
	v.drag.dx += ev.Dragged.DX
	v.drag.dy += ev.Dragged.DY
	if c := v.drag.cell; c >= 0 && v.r != nil && c < len(v.r.tiles) {
		r := v.r
		r.placeTile(r.tiles[c], r.labels[c], r.cellPos(c).AddXY(v.drag.dx, v.drag.dy), 1.1)
		r.tiles[c].Refresh()
		r.labels[c].Refresh()
	}
}

// DragEnd swaps the dragged tile with the one it was dropped on (edit mode), or reports the swipe
// (play mode) when the drag went at least a third of a cell; shorter drags are clicks.
func (v *View) DragEnd() {
	d := v.drag
	v.drag = boardDrag{cell: -1}
	if !d.active {
		return
	}
	// Fyne sends no Tapped after a drag of 2 pixels or more: a click that wobbled is still a click.
	click := func() { v.Tapped(&fyne.PointEvent{Position: d.start}) }
	switch v.mode {
	case Edit:
		to := v.cellAt(d.start.AddXY(d.dx, d.dy))
		if d.cell < 0 || to == d.cell {
			if d.cell >= 0 { // the tile followed the pointer: put it back
				v.Refresh()
			}
			click()
			return
		}
		if to >= 0 {
			v.grid.Tiles[d.cell], v.grid.Tiles[to] = v.grid.Tiles[to], v.grid.Tiles[d.cell]
			v.selected, v.typing = to, false
			if v.OnSwap != nil {
				v.OnSwap(d.cell, to)
			}
		}
		v.Refresh()
	case Play:
		min := float32(10)
		if v.r != nil && v.r.cell > 0 {
			min = v.r.cell / 3
		}
		dir, ok := swipeDirection(float64(d.dx), float64(d.dy), float64(min))
		switch {
		case !ok:
			click()
		case v.OnSwipe != nil:
			v.OnSwipe(dir)
		}
	}
}

// FocusGained is part of fyne.Focusable: the cursor is drawn only while the board has the keys.
func (v *View) FocusGained() {
	v.focused = true
	v.refreshOverlays()
}

// FocusLost is part of fyne.Focusable.
func (v *View) FocusLost() {
	v.focused, v.shift, v.typing = false, false, false
	v.refreshOverlays()
}

// Disabled keeps the board out of the keyboard focus chain unless it is being edited, so that
// in play the window's own keys keep working.
func (v *View) Disabled() bool { return v.mode != Edit }

// AcceptsTab keeps Tab on the board while editing: it moves the cursor, not the focus.
func (v *View) AcceptsTab() bool { return v.mode == Edit }

// KeyDown tracks Shift, which makes Tab go backward (TypedKey does not carry modifiers).
func (v *View) KeyDown(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		v.shift = true
	}
}

// KeyUp is part of desktop.Keyable.
func (v *View) KeyUp(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		v.shift = false
	}
}

// TypedRune types a digit into the selected cell: digits typed in a row make one number, and a
// lone 0 empties the cell.
func (v *View) TypedRune(ch rune) {
	if v.mode != Edit || ch < '0' || ch > '9' || v.selected >= len(v.grid.Tiles) {
		return
	}
	value := int(ch - '0')
	if v.typing {
		old := v.grid.Tiles[v.selected]
		if digits(old) >= maxTypedDigits {
			if v.OnRefused != nil {
				v.OnRefused(fmt.Sprintf("A tile has %d digits at most (no board holds a tile over %d): the digit %c was not added.",
					maxTypedDigits, board.MaxTile, ch))
			}
			return
		}
		value += old * 10
	}
	v.typing = value != 0
	v.setTile(v.selected, value)
}

func digits(x int) int {
	n := 1
	for ; x >= 10; x /= 10 {
		n++
	}
	return n
}

// TypedKey moves the cursor (arrows, Tab, Shift+Tab, Enter) and empties the cell (Backspace,
// Delete). Esc gives the focus up, so that the arrows step the timeline again; it and every other
// key go on to OnKey.
func (v *View) TypedKey(ev *fyne.KeyEvent) {
	n := v.grid.N
	if v.mode != Edit || n == 0 {
		v.passKey(ev)
		return
	}
	row, col := v.selected/n, v.selected%n
	switch ev.Name {
	case fyne.KeyUp:
		row = max(row-1, 0)
	case fyne.KeyDown:
		row = min(row+1, n-1)
	case fyne.KeyLeft:
		col = max(col-1, 0)
	case fyne.KeyRight:
		col = min(col+1, n-1)
	case fyne.KeyTab, fyne.KeyReturn, fyne.KeyEnter:
		step := 1
		if v.shift && ev.Name == fyne.KeyTab {
			step = n*n - 1
		}
		next := (v.selected + step) % (n * n)
		row, col = next/n, next%n
	case fyne.KeyBackspace, fyne.KeyDelete:
		v.typing = false
		v.setTile(v.selected, 0)
		return
	case fyne.KeyEscape:
		if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil && c.Focused() == v {
			c.Unfocus()
		}
		v.passKey(ev)
		return
	default:
		v.passKey(ev)
		return
	}
	v.Select(row*n + col)
}

// passKey hands a key the board does not use to OnKey.
func (v *View) passKey(ev *fyne.KeyEvent) {
	if v.OnKey != nil {
		v.OnKey(ev)
	}
}

// setTile puts value in cell, shows it and reports it.
func (v *View) setTile(cell, value int) {
	if v.anim != nil {
		v.stopAnimation()
		v.Refresh()
	}
	v.grid.Tiles[cell] = value
	if r := v.r; r != nil && cell < len(r.tiles) { // only this cell's number changes
		r.paintTile(r.tiles[cell], r.labels[cell], value, cell)
		r.placeTile(r.tiles[cell], r.labels[cell], r.cellPos(cell), 1)
		r.tiles[cell].Refresh()
		r.labels[cell].Refresh()
	}
	if v.OnEdit != nil {
		v.OnEdit(cell, value)
	}
}

// MouseIn is part of desktop.Hoverable: the pointer on an invalid cell shows its reason.
func (v *View) MouseIn(ev *desktop.MouseEvent) { v.MouseMoved(ev) }

// MouseMoved is part of desktop.Hoverable.
func (v *View) MouseMoved(ev *desktop.MouseEvent) {
	if c := v.cellAt(ev.Position); c != v.hovered {
		v.hovered = c
		v.updateStatus()
	}
}

// MouseOut is part of desktop.Hoverable.
func (v *View) MouseOut() {
	v.hovered = -1
	v.updateStatus()
}

// swipeDirection is the move a drag of (dx, dy) pixels makes (y grows downward, as on screens):
// along its longer axis. ok is false for a drag shorter than min pixels, a click rather than a swipe.
func swipeDirection(dx, dy, min float64) (d board.Direction, ok bool) {
	ax, ay := dx, dy
	if ax < 0 {
		ax = -ax
	}
	if ay < 0 {
		ay = -ay
	}
	switch {
	case ax < min && ay < min:
		return 0, false
	case ax >= ay && dx > 0:
		return board.Right, true
	case ax >= ay:
		return board.Left, true
	case dy > 0:
		return board.Down, true
	}
	return board.Up, true
}
