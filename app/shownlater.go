package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// shownLater holds a part of the window that is built at start but joins the window only when
// it is first shown (the Play panel): until then it takes the room the part asks for, so nothing
// around it moves when it comes, but it is neither laid out nor refreshed. At start Fyne's tabs
// refresh every tab's content and the window lays each out, and in the page (one thread, the
// wasm's baseline code) that work on a hidden panel held the first frame back.
type shownLater struct {
	part fyne.CanvasObject
	box  *fyne.Container
}

// newShownLater holds part; box is what goes in the window.
func newShownLater(part fyne.CanvasObject) *shownLater {
	s := &shownLater{part: part}
	s.box = container.New(s)
	return s
}

// show puts the part in the window, once.
func (s *shownLater) show() {
	if len(s.box.Objects) == 0 {
		s.box.Add(s.part)
		s.box.Refresh()
	}
}

func (s *shownLater) MinSize([]fyne.CanvasObject) fyne.Size { return s.part.MinSize() }

func (s *shownLater) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}
