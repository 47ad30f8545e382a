// Where the window's buttons are and whether a finger can reach them: the page's browser test
// asks (controls_js.go) so that it can drag a panel until a button shows and tap it, as a person
// on a phone would, instead of guessing pixels.

package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// placedControl is a control's rectangle on the canvas and whether it shows whole: inside every
// scroll it is in, on the tab shown. Clip is the part of the canvas it can show in (its scroll's
// view, or the window), where a finger drags to bring it into view.
type placedControl struct {
	X, Y, W, H float32
	Whole      bool
	Clip       [4]float32 // x, y, width, height
}

// controls are the buttons the phone test reaches for, by their label, with the Back of a view
// showing over the window (pageView).
func (u *ui) controls() map[string]*widget.Button {
	m := map[string]*widget.Button{
		"New": u.ed.newBtn, "Clear": u.ed.clearBtn, "Randomize": u.ed.randBtn, "Solve": u.solveBtn,
		"New game": u.play.newBtn, "Hint": u.play.hintBtn, "Undo": u.play.undoBtn, "Autoplay": u.play.autoBtn,
	}
	if v := topView(u.win); v != nil {
		m["Back"] = v.back
	}
	return m
}

// placeControls finds each of want in the tree under root, which lies at pos on the canvas: its
// rectangle and whether it shows whole. One not shown (a tab not selected, a hidden row) is left
// out. Containers, scrolls, splits and the selected tab are looked into.
func placeControls(root fyne.CanvasObject, pos fyne.Position, want map[string]*widget.Button) map[string]placedControl {
	names := map[fyne.CanvasObject]string{}
	for name, b := range want {
		names[b] = name
	}
	out := map[string]placedControl{}
	var walk func(o fyne.CanvasObject, at fyne.Position, clipMin, clipMax fyne.Position)
	walk = func(o fyne.CanvasObject, at, clipMin, clipMax fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		size := o.Size()
		if name, ok := names[o]; ok {
			end := at.Add(size)
			out[name] = placedControl{X: at.X, Y: at.Y, W: size.Width, H: size.Height,
				Whole: at.X >= clipMin.X-0.5 && at.Y >= clipMin.Y-0.5 && end.X <= clipMax.X+0.5 && end.Y <= clipMax.Y+0.5,
				Clip:  [4]float32{clipMin.X, clipMin.Y, clipMax.X - clipMin.X, clipMax.Y - clipMin.Y}}
			return
		}
		child := func(c fyne.CanvasObject) {
			if c != nil {
				walk(c, at.Add(c.Position()), clipMin, clipMax)
			}
		}
		switch o := o.(type) {
		case *fyne.Container:
			for _, c := range o.Objects {
				child(c)
			}
		case *container.Scroll:
			end := at.Add(size)
			clipMin = fyne.NewPos(max(clipMin.X, at.X), max(clipMin.Y, at.Y))
			clipMax = fyne.NewPos(min(clipMax.X, end.X), min(clipMax.Y, end.Y))
			child(o.Content)
		case *container.Split:
			child(o.Leading)
			child(o.Trailing)
		case *container.AppTabs:
			if t := o.Selected(); t != nil {
				child(t.Content)
			}
		}
	}
	end := pos.Add(root.Size())
	walk(root, pos, pos, end)
	return out
}
