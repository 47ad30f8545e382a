package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// inWindow says whether o is in the window's content (walking containers and widgets' renderers, as the canvas does).
func inWindow(u *ui, o fyne.CanvasObject) bool {
	var walk func(fyne.CanvasObject) bool
	walk = func(c fyne.CanvasObject) bool {
		if c == o {
			return true
		}
		var children []fyne.CanvasObject
		switch c := c.(type) {
		case *fyne.Container:
			children = c.Objects
		case fyne.Widget:
			children = test.WidgetRenderer(c).Objects()
		}
		for _, child := range children {
			if walk(child) {
				return true
			}
		}
		return false
	}
	return walk(u.tabs.Items[playTab].Content)
}

// The Play panel joins the window when Play is first shown, not at start, and takes the same room
// before as after: the window's parts keep their sizes when it comes.
func TestPlayPanelJoinsWhenShown(t *testing.T) {
	u, _, _ := newTestUI(t)
	before := u.tabs.MinSize()
	if inWindow(u, u.play.content) || !u.play.content.Size().IsZero() {
		t.Fatalf("at start the Play panel is in the window (laid out at %v)", u.play.content.Size())
	}
	u.setMode(playTab)
	if !inWindow(u, u.play.content) || u.play.content.Size().IsZero() {
		t.Fatalf("Play shown, its panel is not in the window (size %v)", u.play.content.Size())
	}
	if after := u.tabs.MinSize(); after != before {
		t.Errorf("the tabs asked for %v before the Play panel came, %v after", before, after)
	}
	u.setMode(solveTab)
	u.setMode(playTab) // once in, it stays
	if !inWindow(u, u.play.content) {
		t.Error("Play shown again, its panel is gone")
	}
}
