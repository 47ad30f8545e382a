package app

// The editor's grid of cells: how the cells are laid out and the smaller text large boards use.

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

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

// cellEntry is an editor cell. The window's shortcuts (Ctrl+Enter, Ctrl+1, Ctrl+2...) reach the
// window from it: a focused entry takes every shortcut, so Fyne would not pass them on.
type cellEntry struct {
	widget.Entry
	appShortcut func(fyne.Shortcut) bool // runs a shortcut of the window's; false when it is none
}

func newCellEntry(appShortcut func(fyne.Shortcut) bool) *cellEntry {
	e := &cellEntry{appShortcut: appShortcut}
	e.ExtendBaseWidget(e)
	return e
}

// TypedShortcut gives the window its shortcuts and the entry the rest.
func (e *cellEntry) TypedShortcut(sh fyne.Shortcut) {
	if e.appShortcut != nil && e.appShortcut(sh) {
		return
	}
	e.Entry.TypedShortcut(sh)
}
