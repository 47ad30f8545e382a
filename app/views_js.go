//go:build js

package app

import "fyne.io/fyne/v2"

// openView is where Explore the Search and Compare Searches show in a browser: over the page's
// one window, with a Back button (pageView).
func openView(a fyne.App, title string) fyne.Window {
	if ws := a.Driver().AllWindows(); len(ws) > 0 {
		return newPageView(ws[0], title)
	}
	return a.NewWindow(title)
}
