package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// besideOrAbove lays out a square board, side points wide, and what goes with it (its first and
// second objects): the rest beside the board where the width holds the board and room for the
// rest, else under it, as on a phone, where the explorer's board beside its figures made the page
// wider than the screen. The room is fixed, not the rest's own width, so the arrangement does not
// flip as the rest's text changes (the explorer's figures come only once it has recorded). It asks
// for the narrow arrangement's size, so that it never makes a page wider than it must.
type besideOrAbove struct{ side, room float32 }

func (l besideOrAbove) beside(width float32) bool {
	return width >= l.side+theme.Padding()+l.room
}

func (l besideOrAbove) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) < 2 {
		return
	}
	board, rest := objs[0], objs[1]
	board.Move(fyne.NewPos(0, 0))
	board.Resize(fyne.NewSize(l.side, l.side))
	gap := theme.Padding()
	if l.beside(size.Width) {
		rest.Move(fyne.NewPos(l.side+gap, 0))
		rest.Resize(fyne.NewSize(size.Width-l.side-gap, size.Height))
		return
	}
	rest.Move(fyne.NewPos(0, l.side+gap))
	rest.Resize(fyne.NewSize(size.Width, max(0, size.Height-l.side-gap)))
}

func (l besideOrAbove) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) < 2 {
		return fyne.NewSize(l.side, l.side)
	}
	rest := objs[1].MinSize()
	return fyne.NewSize(max(l.side, rest.Width), l.side+theme.Padding()+rest.Height)
}
