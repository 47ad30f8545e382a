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
}

func newDragLayer(s *container.Scroll) *dragLayer {
	d := &dragLayer{scroll: s}
	d.ExtendBaseWidget(d)
	return d
}

// Dragged scrolls by the drag, as a wheel would: down the screen shows what is above.
func (d *dragLayer) Dragged(e *fyne.DragEvent) {
	d.scroll.Scrolled(&fyne.ScrollEvent{Scrolled: e.Dragged})
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

// withDragLayer puts a dragLayer under s's content.
func withDragLayer(s *container.Scroll) {
	s.Content = container.NewStack(newDragLayer(s), s.Content)
}
