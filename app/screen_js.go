//go:build js

package app

import "fyne.io/fyne/v2"

// platformScreen: the browser sizes the page, so there is no screen to fit the window to.
var platformScreen screen = pageScreen{}

type pageScreen struct{}

func (pageScreen) pixels() (fyne.Size, bool) { return fyne.Size{}, false }
