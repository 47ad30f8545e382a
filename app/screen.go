// The window fitted to the screen: a size saved on a larger screen (or another monitor) must not
// open the window past the screen's edges, where the bottom of a dialog would be out of reach.

package app

import "fyne.io/fyne/v2"

// minWindow is the smallest window the layout is made for.
var minWindow = fyne.NewSize(640, 480)

// Room left on the screen, in pixels, for what is not the window's content: the title bar and
// frame the window manager draws and a desktop's panel or task bar.
const (
	screenMarginWidth  = 32
	screenMarginHeight = 96
)

// fitScreen is the window size to open with: saved, shrunk where it does not fit a screen of
// screenPx pixels shown at scale pixels a unit (with the margins left), but never below minimum,
// which the layout needs whatever the screen.
func fitScreen(saved, screenPx fyne.Size, scale float32, minimum fyne.Size) fyne.Size {
	if scale <= 0 {
		scale = 1
	}
	room := fyne.NewSize((screenPx.Width-screenMarginWidth)/scale, (screenPx.Height-screenMarginHeight)/scale)
	return saved.Min(room).Max(minimum)
}

// savedWindowSize is the window size remembered from the last run, at least minWindow.
func (u *ui) savedWindowSize() fyne.Size {
	width := float32(u.prefs.FloatWithFallback(prefWidth, 1180))
	height := float32(u.prefs.FloatWithFallback(prefHeight, 760))
	return fyne.NewSize(width, height).Max(minWindow)
}

// fitToScreen shrinks the window where it does not fit a screen of pixels() at scale, and centres
// it there. Fyne 2.8 tells no screen size: the app asks platform.ScreenPixels (GLFW on the
// desktop; a page has none to fit), tests answer with the sizes they try; ok false is not known.
// The desktop app calls it before the window shows, at scale 1 (GLFW is up by then, and Fyne's
// scale is 1 or more), and again once it shows at a larger scale; on the UI goroutine both times.
func (u *ui) fitToScreen(pixels func() (size fyne.Size, ok bool), scale float32) {
	px, ok := pixels()
	if !ok || px.Width <= 0 || px.Height <= 0 {
		return
	}
	cur := u.win.Canvas().Size()
	if fit := fitScreen(cur, px, scale, minWindow); fit != cur {
		u.win.Resize(fit)
		u.win.CenterOnScreen()
	}
}
