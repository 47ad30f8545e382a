//go:build js

package app

import (
	"strings"
	"syscall/js"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// exposeControls gives the page window.tilesolveControls(): the canvas's size and, for each of
// the buttons in controls, where it is, whether it shows whole and where it can show
// (placeControls), in Fyne's units, with the Play panel's moves and hint and the title of a view
// over the window (Explore, Compare; "" for none), its labels and how much wider than the page it
// asks to be: what the browser test
// on a phone reaches for and checks. It reads the widgets on Fyne's goroutine.
func (u *ui) exposeControls() {
	js.Global().Set("tilesolveControls", js.FuncOf(func(js.Value, []js.Value) any {
		return js.Global().Get("Promise").New(js.FuncOf(func(_ js.Value, args []js.Value) any {
			resolve := args[0]
			fyne.Do(func() {
				content := u.win.Content()
				placed := placeControls(content, content.Position(), u.controls())
				all := map[string]any{}
				for name, p := range placed {
					all[name] = map[string]any{"x": p.X, "y": p.Y, "w": p.W, "h": p.H, "whole": p.Whole,
						"clip": []any{p.Clip[0], p.Clip[1], p.Clip[2], p.Clip[3]}}
				}
				size := u.win.Canvas().Size()
				resolve.Invoke(map[string]any{"width": size.Width, "height": size.Height, "controls": all,
					"moves": u.play.moves.Text, "hint": u.play.hint.Text, "view": u.viewTitle(),
					"viewText": viewLabels(u.win), "viewOverflow": u.viewOverflow()})
			})
			return nil
		}))
	}))
}

// viewTitle is the title of the view showing over the window, "" when none.
func (u *ui) viewTitle() string {
	if v := topView(u.win); v != nil {
		return v.title
	}
	return ""
}

// viewOverflow is how much wider the content of the view over the page asks to be than the page
// shows it (0 or less: it fits; 0 when no view shows): more and the page scrolls sideways, which
// no view should make a phone do.
func (u *ui) viewOverflow() float32 {
	if v := topView(u.win); v != nil && v.scroll != nil {
		return v.content.MinSize().Width - v.scroll.Size().Width
	}
	return 0
}

// viewLabels is the text of the labels of the view showing over main, one a line, looked for
// through containers and scrolls: what the browser test reads of Compare's status line.
func viewLabels(main fyne.Window) string {
	v := topView(main)
	if v == nil {
		return ""
	}
	var lines []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Label:
			lines = append(lines, o.Text)
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c)
			}
		case *container.Scroll:
			walk(o.Content)
		}
	}
	walk(v.content)
	return strings.Join(lines, "\n")
}
