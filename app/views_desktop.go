//go:build !js

package app

import "fyne.io/fyne/v2"

// openView is where Explore the Search and Compare Searches show on the desktop: a window of
// their own beside the main one (the page covers its window instead: views_js.go).
func openView(a fyne.App, title string) fyne.Window { return a.NewWindow(title) }
