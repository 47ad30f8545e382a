// A view that covers the main window instead of opening a window of its own: in a browser (and
// on a phone) Explore the Search and Compare Searches show as the whole page, with a Back button
// at the top, since a second window there would be cut off at the page's edges and leave the main
// window ignoring clicks with no sign (views_js.go; the desktop opens windows, views_desktop.go).

package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// pageView is a fyne.Window for the explorer's and the comparer's code that shows its content
// over the main window: Show puts it in the main window's place, Close (Back) puts the main
// window's content and keys back. Dialogs it opens show over the main window's canvas.
type pageView struct {
	fyne.Window // the main window the view covers
	title       string
	content     fyne.CanvasObject
	under       fyne.CanvasObject    // the main window's content, back on Close
	underKey    func(*fyne.KeyEvent) // and its key handler
	onClosed    func()
	back        *widget.Button
	scroll      *container.Scroll // the content's, in the frame shown
	shown       bool
	closed      bool
}

// viewsOver are the views showing over each main window, the top one last.
var viewsOver = map[fyne.Window][]*pageView{}

// newPageView is a view titled title over main, shown by Show. What main shows and hears now
// comes back when the view closes.
func newPageView(main fyne.Window, title string) *pageView {
	v := &pageView{Window: main, title: title, under: main.Content(), underKey: main.Canvas().OnTypedKey()}
	v.back = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), v.Close)
	return v
}

// topView is the view showing over main, or nil.
func topView(main fyne.Window) *pageView {
	if vs := viewsOver[main]; len(vs) > 0 {
		return vs[len(vs)-1]
	}
	return nil
}

// frame is the view as the page shows it: Back and the title above the content, which scrolls
// (by dragging too, on a phone) where the page is smaller than it.
func (v *pageView) frame() fyne.CanvasObject {
	title := widget.NewLabelWithStyle(v.title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	var body fyne.CanvasObject = widget.NewLabel("")
	if v.content != nil {
		v.scroll = container.NewScroll(v.content)
		body = draggable(v.scroll)
	}
	return container.NewBorder(container.NewBorder(nil, widget.NewSeparator(), v.back, nil, title), nil, nil, nil, body)
}

func (v *pageView) SetContent(c fyne.CanvasObject) {
	v.content = c
	if v.shown && !v.closed {
		v.Window.SetContent(v.frame())
	}
}

func (v *pageView) Content() fyne.CanvasObject { return v.content }
func (v *pageView) Title() string              { return v.title }
func (v *pageView) SetTitle(t string)          { v.title = t }
func (v *pageView) Resize(fyne.Size)           {} // the page gives it the whole window
func (v *pageView) SetOnClosed(f func())       { v.onClosed = f }
func (v *pageView) Hide()                      { v.Close() }

// Show puts the view in the main window's place.
func (v *pageView) Show() {
	if v.shown || v.closed {
		return
	}
	v.shown = true
	viewsOver[v.Window] = append(viewsOver[v.Window], v)
	v.Window.SetContent(v.frame())
}

// Close (Back) puts back what the main window showed and heard before the view, and tells the
// view's owner, as closing its window would.
func (v *pageView) Close() {
	if !v.shown || v.closed {
		return
	}
	v.closed = true
	vs := viewsOver[v.Window]
	for i, o := range vs {
		if o == v {
			viewsOver[v.Window] = append(vs[:i:i], vs[i+1:]...)
			break
		}
	}
	if len(viewsOver[v.Window]) == 0 {
		delete(viewsOver, v.Window)
	}
	v.Window.Canvas().SetOnTypedKey(v.underKey)
	v.Window.SetContent(v.under)
	if v.onClosed != nil {
		v.onClosed()
	}
}
