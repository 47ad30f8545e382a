//go:build js

package platform

import "fyne.io/fyne/v2"

// ScreenPixels is not known in a page: the browser sizes the page, so there is no screen to fit
// the window to.
func ScreenPixels() (fyne.Size, bool) { return fyne.Size{}, false }
