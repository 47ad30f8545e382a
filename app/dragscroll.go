// Scrolling by dragging: on a phone the page has no wheel, and Fyne's web driver hands a
// finger's drag to the widget under it as a mouse drag (loader.js makes touches mouse events),
// which a container.Scroll ignores. A dragLayer under a scroll's content takes the drags that no
// widget on top of it takes (buttons and selects take only taps; a slider or the board keeps its
// own drags) and scrolls by them. Only where dragScrolls says so (the page: dragscroll_js.go).

package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// dragLayer lies under a scroll's content, as large as it, and scrolls the scroll as it is
// dragged: the content follows the finger.
type dragLayer struct {
	widget.BaseWidget
	scroll *container.Scroll
	// across, when set, scrolls by the drag's part up and down, scroll by its part sideways
	// (draggableAcross).
	across *container.Scroll
}

func newDragLayer(s *container.Scroll) *dragLayer {
	d := &dragLayer{scroll: s}
	d.ExtendBaseWidget(d)
	return d
}

// Dragged scrolls by the drag, as a wheel would: down the screen shows what is above.
func (d *dragLayer) Dragged(e *fyne.DragEvent) {
	if d.across == nil {
		d.scroll.Scrolled(&fyne.ScrollEvent{Scrolled: e.Dragged})
		return
	}
	// A scroll sideways alone would take a drag up or down as one sideways (as it does a wheel).
	if e.Dragged.DX != 0 {
		d.scroll.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DX: e.Dragged.DX}})
	}
	if e.Dragged.DY != 0 {
		d.across.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DY: e.Dragged.DY}})
	}
}

func (d *dragLayer) DragEnd() {}

func (d *dragLayer) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}

// draggable puts a dragLayer under s's content where the platform scrolls by dragging, and
// returns s. Call it once the scroll has its content.
func draggable(s *container.Scroll) *container.Scroll {
	if dragScrolls {
		withDragLayer(s)
	}
	return s
}

// draggableAcross is draggable for h, a scroll sideways inside v, a scroll up and down: a drag on
// h's content moves it sideways and v up and down (Compare's wide table on a phone, in the view
// that scrolls up and down). Returns h.
func draggableAcross(h, v *container.Scroll) *container.Scroll {
	if dragScrolls {
		d := newDragLayer(h)
		d.across = v
		h.Content = container.NewStack(d, h.Content)
	}
	return h
}

// withDragLayer puts a dragLayer under s's content.
func withDragLayer(s *container.Scroll) {
	s.Content = container.NewStack(newDragLayer(s), s.Content)
}
