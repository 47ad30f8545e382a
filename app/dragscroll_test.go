package app

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A finger's drag on the buttons of a panel with a drag layer (the page's) scrolls it by the
// drag, up and back, stopping at the ends, and presses none of them; a tap still presses one.
// Without the layer the same drag leaves the panel where it was: what a phone met.
func TestDragScrollsThePanel(t *testing.T) {
	for _, layer := range []bool{false, true} {
		t.Run(fmt.Sprintf("layer=%v", layer), func(t *testing.T) {
			var tapped []string
			box := container.NewVBox()
			for i := range 20 {
				name := fmt.Sprintf("button %d", i)
				box.Add(widget.NewButton(name, func() { tapped = append(tapped, name) }))
			}
			s := container.NewVScroll(box)
			if layer {
				withDragLayer(s)
			}
			w := test.NewWindow(s)
			defer w.Close()
			w.Resize(fyne.NewSize(200, 300))
			test.Drag(w.Canvas(), fyne.NewPos(100, 200), 0, -120)
			if !layer {
				if s.Offset.Y != 0 {
					t.Errorf("without the layer a drag scrolled to %v", s.Offset)
				}
				return
			}
			if s.Offset.Y != 120 {
				t.Errorf("a drag of 120 up scrolled to %v", s.Offset)
			}
			test.Drag(w.Canvas(), fyne.NewPos(100, 200), 0, 50)
			if s.Offset.Y != 70 {
				t.Errorf("and 50 down to %v", s.Offset)
			}
			for range 10 {
				test.Drag(w.Canvas(), fyne.NewPos(100, 250), 0, -200)
			}
			if end := box.MinSize().Height - s.Size().Height; s.Offset.Y != end {
				t.Errorf("dragged past the end: at %v, the end is %v", s.Offset.Y, end)
			}
			if len(tapped) != 0 {
				t.Errorf("drags pressed %v", tapped)
			}
			test.TapCanvas(w.Canvas(), fyne.NewPos(100, 20))
			if len(tapped) != 1 {
				t.Errorf("a tap on a button pressed %v", tapped)
			}
		})
	}
}

// The rows of a panel are cut between rows with the layer under them as without it: the layer
// spans the whole content but is no row.
func TestRowScrollCutsWithDragLayer(t *testing.T) {
	box := container.NewVBox()
	for i := range 10 {
		box.Add(widget.NewButton(fmt.Sprint(i), nil))
	}
	rs := newRowScroll(box)
	withDragLayer(rs.Objects[0].(*container.Scroll))
	w := test.NewWindow(rs)
	defer w.Close()
	w.Resize(fyne.NewSize(200, 130))
	spans := widgetSpans(rs.Objects[0].(*container.Scroll).Content, 0, nil)
	if len(spans) != 10 {
		t.Errorf("%d rows, want the 10 buttons", len(spans))
	}
}

// On a phone's 390x844 the Solve panel shows Randomize only after its scroll moves: the page's
// test reads placeControls to know when to tap. Here the scroll is moved as a drag would, and
// Randomize then shows whole (and is found at all only on the tab shown).
func TestPlaceControlsFollowsScroll(t *testing.T) {
	u, _, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(390, 844))
	content := u.win.Content()
	placed := placeControls(content, content.Position(), u.controls())
	r, ok := placed["Randomize"]
	if !ok || r.Whole {
		t.Fatalf("at 390x844 Randomize is %+v (found %v): expected out of its scroll's view", r, ok)
	}
	if _, ok := placed["Hint"]; ok {
		t.Error("Hint, on the Play tab not shown, was placed")
	}
	var panel *container.Scroll
	visitRendered(u.tabs.Selected().Content, func(o fyne.CanvasObject) bool {
		if s, ok := o.(*container.Scroll); ok && panel == nil {
			panel = s
		}
		return panel == nil
	})
	if panel == nil {
		t.Fatal("no scroll in the Solve panel")
	}
	panel.ScrollToBottom()
	if r := placeControls(content, content.Position(), u.controls())["Randomize"]; !r.Whole {
		t.Errorf("scrolled to the bottom, Randomize is %+v", r)
	}
}
