package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// timelineSlider is the timeline's slider. It keeps no keys: a click leaves the focus where it
// was, and keys that reach it (after Tab) go to the window's handler, so that in Play the arrows
// always move the game. A drag into the track's last (or first) pixel reaches the last (or first)
// step: a long solution has more steps than the track has pixels, and Fyne's slider maps the
// pointer's fractional position to a step short of the end.
type timelineSlider struct {
	widget.Slider
	onKey    func(*fyne.KeyEvent) // the window's key handler
	dragging bool                 // a drag is under way: the board shows steps without motion
}

func newTimelineSlider(onKey func(*fyne.KeyEvent)) *timelineSlider {
	s := &timelineSlider{onKey: onKey}
	s.Min, s.Max, s.Step = 0, 1, 1
	s.ExtendBaseWidget(s)
	return s
}

// Tapped moves to the step under the pointer without taking the keyboard focus.
func (s *timelineSlider) Tapped(e *fyne.PointEvent) {
	c := fyne.CurrentApp().Driver().CanvasForObject(s)
	var had fyne.Focusable
	if c != nil {
		had = c.Focused()
	}
	s.Slider.Tapped(e)
	s.snap(e.Position.X)
	if c != nil && c.Focused() == fyne.Focusable(s) {
		if had != nil {
			c.Focus(had)
		} else {
			c.Unfocus()
		}
	}
}

// Dragged follows the pointer, reaching the ends from the track's end pixels.
func (s *timelineSlider) Dragged(e *fyne.DragEvent) {
	s.dragging = true
	s.Slider.Dragged(e)
	s.snap(e.Position.X)
}

// DragEnd ends the drag.
func (s *timelineSlider) DragEnd() {
	s.dragging = false
	s.Slider.DragEnd()
}

// snap moves to the last step when the pointer at x is within a pixel of the track's end, and
// to the first within a pixel of its start.
func (s *timelineSlider) snap(x float32) {
	if s.Disabled() {
		return
	}
	end := s.trackEnd()
	switch {
	case x >= s.Size().Width-end-1 && s.Value != s.Max:
		s.SetValue(s.Max)
	case x <= end+1 && s.Value != s.Min:
		s.SetValue(s.Min)
	}
}

// trackEnd is how far the track's ends are from the widget's edges: the handle's radius and the
// inner padding, as Fyne's slider draws them.
func (s *timelineSlider) trackEnd() float32 {
	th := s.Theme()
	return th.Size(theme.SizeNameInlineIcon)/2 + th.Size(theme.SizeNameInnerPadding)
}

// TypedKey hands the key to the window (see timelineSlider).
func (s *timelineSlider) TypedKey(e *fyne.KeyEvent) {
	if s.onKey != nil {
		s.onKey(e)
	}
}
