package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// atLeast stacks its objects, each filling the space, and asks for at least size and the room of
// the largest, whether shown or hidden: a label or button whose text changes ("Play", "Pause"; a
// growing count) does not move its neighbours, and with no size, swapping which object shows (the
// solution's timeline and the progress of a solve) never changes the size of anything around it.
type atLeast struct{ size fyne.Size }

func (l atLeast) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := l.size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

func (atLeast) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// wrapLabel is a label that wraps its text at word breaks: a long text makes it taller instead of
// widening the window.
func wrapLabel(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// textLines is the height of n lines of body text in a label: its top padding and the lines, with
// no part of a line n+1 showing.
func textLines(n int) float32 {
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{Bold: true}).Height
	return float32(n)*line + theme.InnerPadding() + 2
}

// textWidth is the width a label needs for text, padding included.
func textWidth(text string) float32 {
	return fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
}

// shrinkable lays its objects over its whole space but asks only for size: the board view asks
// for 30 points a cell, which a 16-by-16 board cannot have in a 640-by-480 window beside the
// editor, the metrics and the timeline; it draws itself in whatever square it gets.
type shrinkable struct{ size fyne.Size }

func (l shrinkable) MinSize([]fyne.CanvasObject) fyne.Size { return l.size }

func (shrinkable) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}
